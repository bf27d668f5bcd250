import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it("reads 'Page X sur N' with the 0-based page shown from 1", () => {
    render(<Pagination page={2} totalPages={5} onPageChange={() => undefined} />);
    expect(screen.getByText('Page 3 sur 5')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it("reads 'Page 1 sur 1' for an empty list, both buttons disabled", () => {
    render(<Pagination page={0} totalPages={0} onPageChange={() => undefined} />);
    expect(screen.getByText('Page 1 sur 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  });

  it('disables Précédent on the first page and Suivant on the last', () => {
    const { rerender } = render(<Pagination page={0} totalPages={3} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeEnabled();

    rerender(<Pagination page={2} totalPages={3} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  });

  it('asks for the next and previous page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} totalPages={3} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(onPageChange.mock.calls).toEqual([[2], [0]]);
  });

  it('disables both buttons while the caller says so (e.g. loading)', () => {
    render(<Pagination page={1} totalPages={3} onPageChange={() => undefined} disabled />);
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  });
});
