import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { UiProvider } from '../feedback/ui-provider';

function Elsewhere() {
  return <p data-testid="elsewhere">{useLocation().pathname}</p>;
}

/** A screen of the kit's tests at /screen, as a remote mounts it: a query client that never retries, the UI provider, a router. */
export function renderWithKit(screen: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/screen', element: screen },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: ['/screen'] },
  );
  const user = userEvent.setup();
  return {
    ...render(
      <QueryClientProvider client={queryClient}>
        <UiProvider>
          <RouterProvider router={router} />
        </UiProvider>
      </QueryClientProvider>,
    ),
    user,
  };
}
