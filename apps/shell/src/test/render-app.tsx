import { useLayoutEffect, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { useAuth } from '@meche/auth';
import type { SessionUser } from '@meche/contracts';
import { AppProviders } from '../app/app-providers';
import { appRoutes } from '../app/app-routes';
import { sessionSlot } from '../app/session-slot';
import { RemoteModules } from '../remotes/remote-modules';
import type { RemoteName } from '../remotes/remote-names';
import { sessionUser } from './fixtures';

export type RemoteLoader = (name: RemoteName, options?: { retry?: boolean }) => Promise<RouteObject[]>;

/** The session lives in a module-level store: each test states its own before the router renders. */
function SetSession({ user }: { user: SessionUser | null }) {
  const { setUser } = useAuth();
  useLayoutEffect(() => setUser(user), [setUser, user]);
  return null;
}

export interface RenderAppOptions {
  user?: SessionUser | null;
  /** Stands in for loadRemoteRoutes: the federation runtime never runs in unit tests. */
  loadRemote?: RemoteLoader;
}

/** The shell's real route tree and providers, in memory, with a fresh QueryClient that never retries. */
export function renderApp(path: string, { user = sessionUser, loadRemote }: RenderAppOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // The dashboard route provides the slot's client; set here, app/session.ts never installs the real upkeep.
  sessionSlot.queryClient = queryClient;
  const modules = new RemoteModules(loadRemote ?? (async () => []));
  const router = createMemoryRouter(appRoutes(), {
    initialEntries: [path],
    patchRoutesOnNavigation: modules.patchRoutesOnNavigation,
  });
  modules.attachRouter(router);
  const tree = (children: ReactNode) => (
    <AppProviders remoteModules={modules}>
      {children}
    </AppProviders>
  );
  const view = render(tree(<SetSession user={user} />));
  view.rerender(tree(<RouterProvider router={router} />));
  return { router, queryClient, modules };
}
