import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { CLIENT_DETAIL_ROUTE_ID, UiProvider, type AddCareState } from '@meche/ui';
import { routes } from '../routes';

/** Stands in for the programmes remote the shell mounts under the client detail route. */
function AddCareStub() {
  const state = useLocation().state as AddCareState | null;
  return <p>Soins de {state?.clientName}</p>;
}

function withProgrammesChild(route: RouteObject): RouteObject {
  if (route.id !== CLIENT_DETAIL_ROUTE_ID) return route;
  return { ...route, children: [{ path: 'add-care', Component: AddCareStub }] } as RouteObject;
}

/** The remote's real routes under /dashboard, in a memory data router, a fresh cache and the UI provider. */
export function renderRoute(entries: string[], initialIndex = entries.length - 1) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Accueil</p> },
      { path: '/dashboard', children: routes.map(withProgrammesChild) },
    ],
    { initialEntries: entries, initialIndex },
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient, user };
}
