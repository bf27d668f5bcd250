import { act, render, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@meche/runtime';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useConfirm, useNotify, type ConfirmOptions } from './feedback-context';
import { TOAST_DURATION_MS } from '@meche/ui';
import { UiProvider } from './ui-provider';

function AskButton({ message, options }: { message: string; options?: ConfirmOptions }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <button type="button" onClick={async () => setAnswer(String(await confirm(message, options)))}>
        Supprimer
      </button>
      <output>{answer}</output>
    </>
  );
}

const renderAsk = (options?: ConfirmOptions) =>
  render(
    <UiProvider>
      <AskButton message="Voulez-vous supprimer ce programme ?" options={options} />
    </UiProvider>,
  );

describe('useConfirm', () => {
  it('asks in a modal dialog named by the question and resolves true on OK', async () => {
    const user = userEvent.setup();
    renderAsk();
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = screen.getByRole('dialog', { name: 'Voulez-vous supprimer ce programme ?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('true')).toBeInTheDocument();
  });

  it("resolves false on 'Annuler' and gives the focus back to the button that asked", async () => {
    const user = userEvent.setup();
    renderAsk();
    const trigger = screen.getByRole('button', { name: 'Supprimer' });
    await user.click(trigger);
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(await screen.findByText('false')).toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('cancels on Escape', async () => {
    const user = userEvent.setup();
    renderAsk();
    const trigger = screen.getByRole('button', { name: 'Supprimer' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('false')).toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderAsk();
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    const cancel = screen.getByRole('button', { name: 'Annuler' });
    const ok = screen.getByRole('button', { name: 'OK' });
    await user.tab();
    expect(ok).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(ok).toHaveFocus();
  });

  it('uses the labels the caller gives', async () => {
    const user = userEvent.setup();
    renderAsk({ confirmLabel: 'Oui', cancelLabel: 'Non' });
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    await user.click(screen.getByRole('button', { name: 'Oui' }));
    expect(await screen.findByText('true')).toBeInTheDocument();
  });

  it('makes the page behind the dialog inert while it is open', async () => {
    const user = userEvent.setup();
    const { container } = renderAsk();
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(container.querySelector('.meche-ui-root')).toHaveAttribute('inert');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(container.querySelector('.meche-ui-root')).not.toHaveAttribute('inert');
  });

  it('asks queued questions one after the other', async () => {
    const user = userEvent.setup();
    const answers: boolean[] = [];
    function Twice() {
      const confirm = useConfirm();
      return (
        <button
          type="button"
          onClick={() => {
            void confirm('Première ?').then((a) => answers.push(a));
            void confirm('Seconde ?').then((a) => answers.push(a));
          }}
        >
          Demander
        </button>
      );
    }
    render(
      <UiProvider>
        <Twice />
      </UiProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Demander' }));
    expect(screen.getByRole('dialog', { name: 'Première ?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('dialog', { name: 'Seconde ?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(answers).toEqual([true, false]));
  });

  it('says clearly when used outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<AskButton message="?" />)).toThrow('useConfirm must be used inside <UiProvider>.');
    spy.mockRestore();
  });
});

function NotifyButtons() {
  const notify = useNotify();
  return (
    <>
      <button type="button" onClick={() => notify('Client ajouté avec succès!', 'success')}>
        Succès
      </button>
      <button type="button" onClick={() => notify('Failed to save planning.', 'error')}>
        Échec
      </button>
    </>
  );
}

describe('useNotify', () => {
  it('shows the message in a polite live region, and errors in an assertive one', async () => {
    const user = userEvent.setup();
    render(
      <UiProvider>
        <NotifyButtons />
      </UiProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Succès' }));
    await user.click(screen.getByRole('button', { name: 'Échec' }));
    expect(screen.getByText('Client ajouté avec succès!').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(screen.getByText('Failed to save planning.').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'assertive',
    );
  });

  it('can be closed by hand', async () => {
    const user = userEvent.setup();
    render(
      <UiProvider>
        <NotifyButtons />
      </UiProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Succès' }));
    await user.click(screen.getByRole('button', { name: 'Fermer la notification' }));
    expect(screen.queryByText('Client ajouté avec succès!')).not.toBeInTheDocument();
  });

  it('goes away by itself after about five seconds', () => {
    vi.useFakeTimers();
    try {
      render(
        <UiProvider>
          <NotifyButtons />
        </UiProvider>,
      );
      act(() => screen.getByRole('button', { name: 'Succès' }).click());
      expect(screen.getByText('Client ajouté avec succès!')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
      expect(screen.getByText('Client ajouté avec succès!')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByText('Client ajouté avec succès!')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('toasts and sign-in', () => {
  it('clears the toasts when a practitioner signs in', async () => {
    sessionStore.set(null);
    const user = userEvent.setup();
    render(
      <UiProvider>
        <NotifyButton />
      </UiProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Échouer' }));
    expect(screen.getByText('Email ou mot de passe incorrect.')).toBeInTheDocument();
    act(() => sessionStore.set({ userId: 3, username: 'a@meche.test', name: 'A', phone: null, role: 'USER' }));
    expect(screen.queryByText('Email ou mot de passe incorrect.')).not.toBeInTheDocument();
    sessionStore.set(null);
  });
});

function NotifyButton() {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify('Email ou mot de passe incorrect.', 'error')}>
      Échouer
    </button>
  );
}
