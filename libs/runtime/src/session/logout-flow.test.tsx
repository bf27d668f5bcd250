import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { createMemoryRouter, Navigate, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { http as api } from '../data/http';
import { startPageSession } from '../data/page-session';
import { newQueryClient, storeSession } from '../test/fixtures';
import { server } from '../test/server';
import { useAuth } from './use-auth';

/** The shell's dashboard guard, as far as signing out goes: no user, /login. */
function Guard({ children }: { children: ReactNode }) {
  return useAuth().user ? children : <Navigate to="/login" replace />;
}

function ClientsPage() {
  const { logout } = useAuth();
  const clients = useQuery({
    queryKey: ['clients', 'list'],
    queryFn: async () => (await api.get<{ totalElements: number }>('/clients')).data,
  });
  return (
    <>
      <p>{clients.data ? `${clients.data.totalElements} clients` : 'Chargement…'}</p>
      <button type="button" onClick={() => void logout()}>
        Déconnexion
      </button>
    </>
  );
}

describe('signing out from a page with data', () => {
  it('leaves for /login with an empty cache and no request made without a session', async () => {
    let listCalls = 0;
    server.use(
      http.get('/api/clients', () => {
        listCalls += 1;
        return HttpResponse.json({ content: [], totalPages: 1, totalElements: 3, number: 0, size: 20 });
      }),
      http.post('/api/logout', () => new HttpResponse(null, { status: 204 })),
    );
    storeSession();
    const queryClient = newQueryClient();
    startPageSession({ queryClient });
    const router = createMemoryRouter(
      [
        {
          path: '/dashboard/clients',
          element: (
            <Guard>
              <ClientsPage />
            </Guard>
          ),
        },
        { path: '/login', element: <p>Page de connexion</p> },
      ],
      { initialEntries: ['/dashboard/clients'] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    expect(await screen.findByText('3 clients')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));

    expect(await screen.findByText('Page de connexion')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listCalls).toBe(1);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
