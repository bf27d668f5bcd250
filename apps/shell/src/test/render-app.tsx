import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { sessionStore, type SessionUser } from '@meche/runtime';
import { startPageSession } from '@meche/runtime/data';
import type { RemoteDescriptor } from '@meche/remote-contract';
import { AppProviders } from '../app/app-providers';
import { appRoutes } from '../app/app-routes';
import type { DescriptorOutcome } from '../remotes/descriptor-source';
import { RemoteModules } from '../remotes/remote-modules';
import { RemoteRegistry } from '../remotes/remote-registry';
import { linkedRemotes, testDescriptors, testRoutes } from './remotes';
import { sessionUser } from '@meche/testing';

/** Stands in for the federation runtime, which never runs in unit tests: a remote's name gives its routes. */
export type RemoteLoader = (name: string, options?: { retry?: boolean }) => Promise<RouteObject[]>;

export interface RenderAppOptions {
  user?: SessionUser | null;
  /** The remotes in remotes.json, with what their descriptor says (made-up remotes, and the pages the shell links to, by default). */
  remotes?: RemoteDescriptor[];
  /** What reading a remote's descriptor gives, when not simply its descriptor (down, refused…). */
  outcomes?: Record<string, () => DescriptorOutcome>;
  loadRemote?: RemoteLoader;
}

const loadTestRoutes: RemoteLoader = async (name) => testRoutes[name] ?? [];

/** The shell's real route tree and providers, in memory, with a fresh QueryClient that never retries. */
export function renderApp(path: string, { user = sessionUser, remotes = [...testDescriptors, ...linkedRemotes], outcomes = {}, loadRemote = loadTestRoutes }: RenderAppOptions = {}) {
  sessionStore.set(user);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // The dashboard starts the page's session; started here first, it keeps this client.
  startPageSession({ queryClient });
  const registry = new RemoteRegistry({
    fetchEntries: async () => remotes.map(({ name }) => ({ name, manifestUrl: `http://${name}.remote.test/mf-manifest.json` })),
    loadDescriptor: async (entry) =>
      outcomes[entry.name]?.() ?? { kind: 'fresh', descriptor: remotes.find((r) => r.name === entry.name)! },
  });
  const modules = new RemoteModules(registry, (info, options) => loadRemote(info.name, options));
  const router = createMemoryRouter(appRoutes(registry), {
    initialEntries: [path],
    patchRoutesOnNavigation: modules.patchRoutesOnNavigation,
  });
  modules.attachRouter(router);
  render(
    <AppProviders remoteModules={modules}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient, modules, registry };
}
