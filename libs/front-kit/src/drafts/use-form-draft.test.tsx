import { screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@meche/runtime';
import { Field } from '@meche/ui';
import { LEAVE_MESSAGES, useLeaveGuard } from '../form/leave-guard';
import { renderWithKit } from '../test/render-with-kit';
import { DraftNotice } from './draft-notice';
import { useFormDraft } from './use-form-draft';

interface Values {
  name: string;
  city: string;
}

function DemoForm() {
  const form = useForm<Values>({ defaultValues: { name: '', city: '' } });
  const guard = useLeaveGuard(form.formState.isDirty);
  const draft = useFormDraft(form, 'demo');
  const submit = form.handleSubmit(() => {
    draft.discard();
    guard.release();
    form.reset();
  });
  return (
    <>
      <DraftNotice draft={draft} />
      <form aria-label="Démo" onSubmit={(e) => void submit(e)} noValidate>
        <Field label="Nom">
          <input {...form.register('name')} />
        </Field>
        <Field label="Ville">
          <input {...form.register('city')} />
        </Field>
        <button type="submit">Enregistrer</button>
      </form>
      <Link to="/ailleurs">Ailleurs</Link>
    </>
  );
}

function renderDemo(userId = 7) {
  sessionStore.set({ userId, username: `p${userId}@meche.test`, name: 'Camille', phone: null, role: 'USER' });
  return renderWithKit(<DemoForm />);
}

describe('a form draft', () => {
  it('keeps a draft per practitioner in session storage and offers it back after a reload, never restoring it unasked', async () => {
    const first = renderDemo();
    await first.user.type(screen.getByLabelText('Nom'), 'Rose');
    await first.user.type(screen.getByLabelText('Ville'), 'Lyon');
    expect(JSON.parse(sessionStorage.getItem('meche-draft:7:demo') ?? '{}').values).toEqual({ name: 'Rose', city: 'Lyon' });
    first.unmount();

    // Another practitioner signing in in this tab is offered nothing.
    const other = renderDemo(8);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    other.unmount();

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

  it('does not overwrite a draft on offer with what is typed before the practitioner has chosen', async () => {
    sessionStorage.setItem('meche-draft:7:demo', JSON.stringify({ savedAt: '2026-03-01T10:00:00.000Z', values: { name: 'Ancien', city: '' } }));
    const { user } = renderDemo();
    await user.type(screen.getByLabelText('Nom'), 'Rose');
    expect(JSON.parse(sessionStorage.getItem('meche-draft:7:demo') ?? '{}').values).toEqual({ name: 'Ancien', city: '' });
    await user.click(screen.getByRole('button', { name: 'Reprendre le brouillon' }));
    expect(screen.getByLabelText('Nom')).toHaveValue('Ancien');
  });

  it('never offers a draft kept from before an explicit sign-out (a tab the browser restored), and forgets it', () => {
    sessionStorage.setItem('meche-draft:7:demo', JSON.stringify({ savedAt: '2026-03-01T10:00:00.000Z', values: { name: 'Enceinte', city: '' } }));
    localStorage.setItem('meche-signed-out-at', String(Date.parse('2026-03-01T10:05:00.000Z')));
    renderDemo();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('meche-draft:7:demo')).toBeNull();
  });

  it('keeps nothing while nobody is signed in', async () => {
    sessionStore.set(null);
    const { user } = renderWithKit(<DemoForm />);
    await user.type(screen.getByLabelText('Nom'), 'Rose');
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('meche-draft:'))).toEqual([]);
  });
});
