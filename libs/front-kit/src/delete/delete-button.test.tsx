import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeleteButton } from './delete-button';

describe('DeleteButton', () => {
  it('asks for the deletion, named after its row', async () => {
    const onDelete = vi.fn();
    render(
      <>
        <span id="row-name">Martin</span>
        <DeleteButton disabled={false} onDelete={onDelete} describedBy="row-name" />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer', description: 'Martin' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('is disabled while its row is being deleted', () => {
    render(<DeleteButton disabled onDelete={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Supprimer' })).toBeDisabled();
  });
});
