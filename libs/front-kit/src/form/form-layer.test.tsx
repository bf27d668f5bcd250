import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { z } from 'zod';
import { sessionStore } from '@meche/runtime';
import { Field, DraftNotice, useFormDraft } from '@meche/ui';
import { UiProvider } from '../feedback/ui-provider';
import { enterMovesToNextField } from './enter-moves-focus';
import { LEAVE_MESSAGES, useLeaveGuard } from './leave-guard';
import { fieldError, showServerErrors, useSchemaForm } from './schema-form';

const schema = z.object({
  name: z.string().trim().min(1, { error: 'Ce champ est obligatoire.' }),
  city: z.string().trim().transform((v) => v || null),
});
interface Values {
  name: string;
  city: string;
}

function DemoForm({ onSave }: { onSave(body: z.output<typeof schema>): Promise<Record<string, string> | null> }) {
  const form = useSchemaForm<Values, z.output<typeof schema>>({ schema, defaultValues: { name: '', city: '' } });
  const guard = useLeaveGuard(form.formState.isDirty, { subRoutesStay: true });
  const draft = useFormDraft(form, 'demo');
  const submit = form.handleSubmit(async (body) => {
    const refused = await onSave(body);
    if (refused) return showServerErrors(form, refused);
    draft.discard();
    guard.release();
    form.reset();
  });
  return (
    <>
      <DraftNotice draft={draft} />
      <form aria-label="Démo" onSubmit={(e) => void submit(e)} onKeyDown={enterMovesToNextField} noValidate>
        <Field label="Nom" error={fieldError(form, 'name')}>
          <input {...form.register('name')} />
        </Field>
        <Field label="Ville" error={fieldError(form, 'city')}>
          <input {...form.register('city')} />
        </Field>
        <Field label="Notes">
          <textarea />
        </Field>
        <button type="submit">Enregistrer</button>
      </form>
      <Link to="/ailleurs">Ailleurs</Link>
      <Link to="/logout">Déconnexion</Link>
      <Link to="?panneau=1">Panneau</Link>
      <Link to="apercu">Aperçu</Link>
      <Outlet />
    </>
  );
}

/** A page around the form with a guard of its own and no changes (a client file around the care editor). */
function CalmPage({ children }: { children: ReactNode }) {
  useLeaveGuard(false);
  return children;
}

function renderDemo(
  onSave: (body: z.output<typeof schema>) => Promise<Record<string, string> | null> = async () => null,
  userId = 7,
  inCalmPage = false,
) {
  sessionStore.set({ userId, username: `p${userId}@meche.test`, name: 'Camille', phone: null, role: 'USER' });
  const router = createMemoryRouter(
    [
      {
        path: '/form',
        element: inCalmPage ? (
          <CalmPage>
            <DemoForm onSave={onSave} />
          </CalmPage>
        ) : (
          <DemoForm onSave={onSave} />
        ),
        children: [{ path: 'apercu', element: <Link to="..">Fermer l'aperçu</Link> }],
      },
      { path: '/ailleurs', element: <p>Ailleurs</p> },
      // A page whose code is still on its way: the form's page stays on screen meanwhile.
      { path: '/lente', lazy: () => new Promise<never>(() => undefined) },
      { path: '/logout', element: <p>Au revoir</p> },
    ],
    { initialEntries: ['/form'] },
  );
  const user = userEvent.setup();
  const view = render(
    <UiProvider>
      <RouterProvider router={router} />
    </UiProvider>,
  );
  return { user, router, view };
}

describe('the form layer', () => {
  it('checks with the contract schema, shows the French message under its field and focuses it', async () => {
    const onSave = vi.fn(async () => null);
    const { user } = renderDemo(onSave);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nom')).toHaveFocus();
    expect(screen.getByLabelText('Nom')).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Nom'), 'Rose');
    expect(screen.queryByText('Ce champ est obligatoire.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Rose', city: null }));
  });

  it("puts a 400's messages under their fields", async () => {
    const { user } = renderDemo(async () => ({ city: 'Ville inconnue.' }));
    await user.type(screen.getByLabelText('Nom'), 'Rose');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Ville inconnue.')).toBeInTheDocument();
    expect(screen.getByLabelText('Ville')).toHaveFocus();
  });

  it('Enter moves to the next field instead of sending; a text area keeps its new line; after the last field, the button', async () => {
    const onSave = vi.fn(async () => null);
    const { user } = renderDemo(onSave);
    await user.type(screen.getByLabelText('Nom'), 'Rose{Enter}');
    expect(screen.getByLabelText('Ville')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Notes')).toHaveFocus();
    await user.keyboard('a{Enter}b');
    expect(screen.getByLabelText('Notes')).toHaveValue('a\nb');
    fireEvent.keyDown(screen.getByLabelText('Ville'), { key: 'Enter' });
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks in French before leaving a form with changes; staying keeps everything', async () => {
    const { user, router } = renderDemo();
    await user.click(screen.getByRole('link', { name: 'Ailleurs' }));
    expect(router.state.location.pathname).toBe('/ailleurs');

    await router.navigate('/form');
    await user.type(await screen.findByLabelText('Nom'), 'Rose');
    await user.click(screen.getByRole('link', { name: 'Ailleurs' }));
    const dialog = await screen.findByRole('dialog', { name: LEAVE_MESSAGES.question });
    expect(LEAVE_MESSAGES.question).toBe('Des modifications ne sont pas enregistrées. Quitter cette page et les perdre ?');
    await user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByLabelText('Nom')).toHaveValue('Rose');

    await user.click(screen.getByRole('link', { name: 'Ailleurs' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Quitter sans enregistrer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ailleurs'));
  });

  it("after 'Quitter sans enregistrer', a reload asks nothing, even while the form is still on screen (the next page loading)", async () => {
    const { user, router } = renderDemo();
    await user.type(screen.getByLabelText('Nom'), 'Rose');
    void router.navigate('/lente');
    await user.click(within(await screen.findByRole('dialog', { name: LEAVE_MESSAGES.question })).getByRole('button', { name: 'Quitter sans enregistrer' }));
    await waitFor(() => expect(router.state.navigation.location?.pathname).toBe('/lente'));
    expect(screen.getByLabelText('Nom')).toHaveValue('Rose');
    const reload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(false);
  });

  it('asks for a form inside a page whose own guard has nothing to keep, whichever blocker the router consults', async () => {
    const { user, router } = renderDemo(undefined, 7, true);
    await user.type(screen.getByLabelText('Nom'), 'Rose');
    await user.click(screen.getByRole('link', { name: 'Ailleurs' }));
    await user.click(within(await screen.findByRole('dialog', { name: LEAVE_MESSAGES.question })).getByRole('button', { name: 'Rester sur la page' }));
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByLabelText('Nom')).toHaveValue('Rose');
  });

  it('lets a sign-out and a change of the query through, and asks the browser before a reload', async () => {
    const { user, router } = renderDemo();
    await user.type(screen.getByLabelText('Nom'), 'Rose');
    const reload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Panneau' }));
    expect(router.state.location.search).toBe('?panneau=1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Déconnexion' }));
    expect(await screen.findByText('Au revoir')).toBeInTheDocument();
  });

  it("lets the form's own sub-routes open and close without asking when asked to: the form stays on screen", async () => {
    const { user, router } = renderDemo();
    await user.type(screen.getByLabelText('Nom'), 'Rose');
    await user.click(screen.getByRole('link', { name: 'Aperçu' }));
    expect(router.state.location.pathname).toBe('/form/apercu');
    await user.click(screen.getByRole('link', { name: "Fermer l'aperçu" }));
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nom')).toHaveValue('Rose');
  });

  it('goes on without asking after a successful save', async () => {
    const { user, router } = renderDemo();
    await user.type(screen.getByLabelText('Nom'), 'Rose');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.getByLabelText('Nom')).toHaveValue(''));
    const reload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Ailleurs' }));
    expect(router.state.location.pathname).toBe('/ailleurs');
  });

  it('keeps a draft per practitioner in session storage and offers it back after a reload, never restoring it unasked', async () => {
    const first = renderDemo();
    await first.user.type(screen.getByLabelText('Nom'), 'Rose');
    await first.user.type(screen.getByLabelText('Ville'), 'Lyon');
    expect(JSON.parse(sessionStorage.getItem('meche-draft:7:demo') ?? '{}').values).toEqual({ name: 'Rose', city: 'Lyon' });
    first.view.unmount();

    // Another practitioner signing in in this tab is offered nothing.
    const other = renderDemo(undefined, 8);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    other.view.unmount();

    const { user } = renderDemo();
    expect(screen.getByLabelText('Nom')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent(/^Un brouillon non enregistré a été retrouvé \(\d\d\/\d\d\/\d{4} \d\d:\d\d\)\./);
    await user.click(screen.getByRole('button', { name: 'Reprendre le brouillon' }));
    expect(screen.getByLabelText('Nom')).toHaveValue('Rose');
    expect(screen.getByLabelText('Ville')).toHaveValue('Lyon');
    expect(screen.queryByRole('button', { name: 'Reprendre le brouillon' })).not.toBeInTheDocument();
    // Restored work is still unsaved work: leaving asks.
    await user.click(screen.getByRole('link', { name: 'Ailleurs' }));
    expect(await screen.findByRole('dialog', { name: LEAVE_MESSAGES.question })).toBeInTheDocument();
  });

  it('drops the draft on request and after a successful save', async () => {
    sessionStorage.setItem('meche-draft:7:demo', JSON.stringify({ savedAt: '2026-03-01T10:00:00.000Z', values: { name: 'Ancien', city: '' } }));
    const { user } = renderDemo();
    await user.click(screen.getByRole('button', { name: 'Ignorer le brouillon' }));
    expect(sessionStorage.getItem('meche-draft:7:demo')).toBeNull();
    await user.type(screen.getByLabelText('Nom'), 'Rose');
    expect(sessionStorage.getItem('meche-draft:7:demo')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sessionStorage.getItem('meche-draft:7:demo')).toBeNull());
  });

  it('never offers a draft kept from before an explicit sign-out (a tab the browser restored), and forgets it', () => {
    sessionStorage.setItem('meche-draft:7:demo', JSON.stringify({ savedAt: '2026-03-01T10:00:00.000Z', values: { name: 'Enceinte', city: '' } }));
    localStorage.setItem('meche-signed-out-at', String(Date.parse('2026-03-01T10:05:00.000Z')));
    renderDemo();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('meche-draft:7:demo')).toBeNull();
  });
});
