import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormActions } from './form-actions';

describe('FormActions', () => {
  it('submits the form, and cancels without submitting', async () => {
    const submitted = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const cancelled = vi.fn();
    render(
      <form onSubmit={submitted}>
        <FormActions submit="Sauvegarder" busy={false} onCancel={cancelled} />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(cancelled).toHaveBeenCalledTimes(1);
    expect(submitted).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('cannot send twice while the save runs', () => {
    render(<FormActions submit="Ajouter" busy onCancel={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Ajouter' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeEnabled();
  });
});
