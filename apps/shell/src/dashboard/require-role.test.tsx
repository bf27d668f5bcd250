import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@meche/runtime';
import { RequireRole } from './require-role';
import { sessionUser } from '@meche/testing';

const storeSession = sessionStore.set;

function renderAt(path: string, guarded: 'children' | 'outlet' = 'children') {
  const dashboard =
    guarded === 'children'
      ? { path: '/dashboard', element: <RequireRole roles={['ADMIN', 'USER']}>Tableau de bord</RequireRole> }
      : {
          path: '/dashboard',
          element: <RequireRole roles={['ADMIN', 'USER']} />,
          children: [{ index: true, element: <p>Accueil du tableau de bord</p> }],
        };
  const router = createMemoryRouter(
    [
      dashboard,
      { path: '/login', element: <p>Page de connexion</p> },
      { path: '/unauthorized', element: <p>Accés non-autorisé !</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RequireRole', () => {
  it('sends a visitor with no session to /login, replacing the history entry', async () => {
    const router = renderAt('/dashboard');
    expect(await screen.findByText('Page de connexion')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/dashboard' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends any other role to /unauthorized', async () => {
    storeSession({ ...sessionUser, role: 'GUEST' });
    const router = renderAt('/dashboard');
    expect(await screen.findByText('Accés non-autorisé !')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it.each(['ADMIN', 'USER'])('lets %s in', async (role) => {
    storeSession({ ...sessionUser, role });
    renderAt('/dashboard');
    expect(await screen.findByText('Tableau de bord')).toBeInTheDocument();
  });

  it('renders the nested routes when given no children', async () => {
    storeSession(sessionUser);
    renderAt('/dashboard', 'outlet');
    expect(await screen.findByText('Accueil du tableau de bord')).toBeInTheDocument();
  });
});
