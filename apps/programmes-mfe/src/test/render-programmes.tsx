import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useParams } from 'react-router-dom';
import { CLIENT_DETAIL_ROUTE_ID, UiProvider } from '@meche/ui';
import { routes } from '../routes';

// Lazy route modules are compiled on first use: the first screen of a file can take a second or two.
configure({ asyncUtilTimeout: 4000 });

function ProductDetailStub() {
  return <p>Détails du produit {useParams().id}</p>;
}

/**
 * The remote's real routes attached under a stand-in client detail route, as the shell does, in a memory
 * data router with a fresh cache (no retries) and the UI provider.
 */
export function renderProgrammes(path: string, state?: unknown) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/client/:clientId',
        id: CLIENT_DETAIL_ROUTE_ID,
        element: <Outlet />,
        children: routes,
      },
      { path: '/dashboard/product-detail/:id', Component: ProductDetailStub },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient, user, ...view };
}
