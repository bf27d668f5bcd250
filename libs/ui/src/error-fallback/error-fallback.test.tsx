import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ErrorFallback } from './error-fallback';

function Broken(): never {
  throw new Error('boom');
}

describe('ErrorFallback', () => {
  it('is the route errorElement: the spec text, a link home, and the error logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <ErrorFallback /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Oups Une erreur est survenue !' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
  });

  it('also works outside a router, as an error boundary fallback', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ErrorFallback error={new Error('hors routeur')} />);
    expect(screen.getByText('Oups Une erreur est survenue !')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: 'hors routeur' }));
  });
});
