import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status with an accessible label', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Chargement…' })).toBeInTheDocument();
  });

  it('takes another label', () => {
    render(<Spinner label="Chargement de categories..." />);
    expect(screen.getByRole('status', { name: 'Chargement de categories...' })).toBeInTheDocument();
  });
});
