import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../test/render-with-kit';
import { useDeleteFlow } from './use-delete-flow';

function Row({ remove, onDeleted = () => undefined }: { remove(id: number): Promise<unknown>; onDeleted?(id: number): void }) {
  const deletion = useDeleteFlow({ question: 'Voulez-vous supprimer ce produit ?', remove, onDeleted, failure: { server: (m) => `Error deleting program: ${m}` } });
  return (
    <button type="button" disabled={deletion.deleting === 7} onClick={() => void deletion.request(7)}>
      Supprimer
    </button>
  );
}

async function answer(user: ReturnType<typeof renderWithKit>['user'], choice: 'Supprimer' | 'Annuler') {
  const dialog = await screen.findByRole('dialog', { name: 'Voulez-vous supprimer ce produit ?' });
  await user.click(within(dialog).getByRole('button', { name: choice }));
}

describe('useDeleteFlow', () => {
  it('deletes nothing when the practitioner cancels', async () => {
    const remove = vi.fn(async () => undefined);
    const { user } = renderWithKit(<Row remove={remove} />);
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    await answer(user, 'Annuler');
    expect(remove).not.toHaveBeenCalled();
  });

  it("deletes on yes, the row's button waiting meanwhile", async () => {
    let done: () => void = () => undefined;
    const remove = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
    const onDeleted = vi.fn();
    const { user } = renderWithKit(<Row remove={remove} onDeleted={onDeleted} />);
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    await answer(user, 'Supprimer');
    expect(remove).toHaveBeenCalledWith(7);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Supprimer' })).toBeDisabled());
    done();
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(7));
    expect(screen.getByRole('button', { name: 'Supprimer' })).toBeEnabled();
  });

  it("says a refusal in the screen's words, as a toast", async () => {
    const onDeleted = vi.fn();
    const { user } = renderWithKit(<Row remove={() => Promise.reject(new Error('Ressource introuvable.'))} onDeleted={onDeleted} />);
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    await answer(user, 'Supprimer');
    expect(await screen.findByText('Error deleting program: Ressource introuvable.')).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
