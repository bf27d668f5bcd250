import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { UiProvider } from '@meche/ui';
import { routes } from '../routes';
import { vi } from 'vitest';
import './quill-shims';

// Lazy routes and Quill load on first use; a shared 2-core machine needs more than the default second.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

/** Shows where the router ended up, for routes outside this remote. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname}</p>;
}

/**
 * Renders the remote's real routes under /dashboard, as the shell mounts them, with a fresh
 * QueryClient that never retries. `history` lists earlier pages so 'Annuler'/'Retour' have a page to go back to.
 */
export function renderRoute(path: string, history: string[] = []) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/dashboard', HydrateFallback: () => null, children: [...routes, { path: '*', Component: Elsewhere }] },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [...history, path], initialIndex: history.length },
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, user };
}
