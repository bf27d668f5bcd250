import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, parsePath, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { pageNames } from '@meche/runtime';
import { UiProvider } from '@meche/front-kit';
import { publishedRemotes } from './published-remotes';
import { CLIENT_DETAIL_ROUTE_ID, clientsRoutes, shellPaths } from '@meche/page-paths';

/** Shows where the router ended up, for pages outside the remote under test. */
function Elsewhere() {
  return <p data-testid="elsewhere">{useLocation().pathname}</p>;
}

/** The clients remote's page of one client, below which the shell attaches a remote that declares CLIENT_DETAIL_ROUTE_ID. */
export const CLIENT_DETAIL_ATTACH = { id: CLIENT_DETAIL_ROUTE_ID, path: clientsRoutes.client };

export interface RenderRemoteOptions {
  /** Pages visited before `path`, so 'Annuler'/'Retour' have a page to go back to. */
  history?: string[];
  /** The navigation state `path` is opened with. */
  state?: unknown;
  /** Where the shell attaches the remote: below the route with this id (another remote's), else on the dashboard. */
  attach?: { id: string; path: string };
  /** Stand-ins for other remotes the shell attaches below this remote's routes, by route id. */
  attached?: Record<string, RouteObject[]>;
}

const withAttached = (attached: Record<string, RouteObject[]>) => (route: RouteObject): RouteObject => {
  const below = route.id ? attached[route.id] : undefined;
  return (below ? { ...route, children: [...(route.children ?? []), ...below] } : route) as RouteObject;
};

/**
 * A remote's real routes mounted as the shell mounts them (under /dashboard, or below the route they attach to), in
 * a memory data router with a fresh QueryClient that never retries and the UI provider. Any other path shows
 * where the router went (`elsewhere`).
 */
export function renderRemote(routes: RouteObject[], path: string, { history = [], state, attach, attached = {} }: RenderRemoteOptions = {}) {
  // The shell publishes the remotes' pages before any page renders: links to the other apps' pages resolve.
  pageNames.publish(publishedRemotes);
  const own = routes.map(withAttached(attached));
  const mounted: RouteObject[] = attach ? [{ id: attach.id, path: attach.path, element: <Outlet />, children: own }] : own;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: shellPaths.dashboard, HydrateFallback: () => null, children: [...mounted, { path: '*', Component: Elsewhere }] },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [...history, { ...parsePath(path), state }], initialIndex: history.length },
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
