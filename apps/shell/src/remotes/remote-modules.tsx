import { createElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ErrorFallback } from '@meche/ui';
import { loadRemoteRoutes } from './load-remote-routes';
import { mountOf, remotesForPath, PROGRAMMES_MOUNT } from './remote-mounts';
import type { RemoteName } from './remote-names';
import { RemoteUnavailable } from './remote-unavailable';

export type RemoteStatus = 'idle' | 'loading' | 'loaded' | 'failed';

type Patch = (routeId: string | null, children: RouteObject[]) => void;

/** What the shell needs of the data router: patch routes in, and navigate again after a retry. */
export interface PatchableRouter {
  patchRoutes(routeId: string | null, children: RouteObject[]): void;
  navigate(to: string, options: { replace: boolean }): Promise<void>;
  state: { location: { pathname: string; search: string; hash: string } };
}

export interface PatchArgs {
  path: string;
  patch: Patch;
  signal: AbortSignal;
}

/** Every route gets the spec's error fallback, so a broken page keeps the layout around it. */
export function withErrorElements(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withErrorElements(route.children) : undefined;
    const hasBoundary = route.errorElement !== undefined || route.ErrorBoundary !== undefined;
    return {
      ...route,
      ...(hasBoundary ? {} : { errorElement: createElement(ErrorFallback) }),
      ...(children ? { children } : {}),
    } as RouteObject;
  });
}

/** Where a remote's pages show while it cannot load: 'Module indisponible' inside the layout. */
export const unavailableRoutes = (remote: RemoteName, segments: readonly string[]): RouteObject[] =>
  segments.map((segment) => ({
    path: segment ? `${segment}/*` : '*',
    element: createElement(RemoteUnavailable, { remote }),
  }));

/**
 * Loads each remote's routes the first time a path needs them and attaches them to the one router.
 * A remote that fails stays on its fallback route until 'Réessayer' loads it again.
 */
export class RemoteModules {
  private readonly fetched = new Map<RemoteName, Promise<RouteObject[] | null>>();
  private readonly patched = new Set<RemoteName>();
  private readonly statuses = new Map<RemoteName, RemoteStatus>();
  private readonly listeners = new Set<() => void>();
  private router: PatchableRouter | null = null;

  constructor(private readonly load: typeof loadRemoteRoutes = loadRemoteRoutes) {}

  attachRouter(router: PatchableRouter): void {
    this.router = router;
  }

  status = (remote: RemoteName): RemoteStatus => this.statuses.get(remote) ?? 'idle';

  isAttached = (remote: RemoteName): boolean => this.patched.has(remote);

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** `patchRoutesOnNavigation` of the router. */
  patchRoutesOnNavigation = async ({ path, patch, signal }: PatchArgs): Promise<void> => {
    for (const remote of remotesForPath(path)) {
      if (this.patched.has(remote)) continue;
      const routes = await this.fetch(remote);
      // An aborted navigation ignores patches: leave them for the next one.
      if (!routes || signal.aborted) return;
      this.attach(remote, routes, patch);
    }
  };

  /** 'Réessayer': load the remote again, then navigate to the same place so its routes match. */
  async retry(remote: RemoteName): Promise<void> {
    this.fetched.delete(remote);
    const routes = await this.fetch(remote, true);
    if (!routes || !this.router) return;
    const { pathname, search, hash } = this.router.state.location;
    await this.router.navigate(`${pathname}${search}${hash}`, { replace: true });
  }

  private fetch(remote: RemoteName, retry = false): Promise<RouteObject[] | null> {
    let pending = this.fetched.get(remote);
    if (!pending) {
      this.setStatus(remote, 'loading');
      pending = this.load(remote, { retry }).then(
        (routes) => {
          this.setStatus(remote, 'loaded');
          return withErrorElements(routes);
        },
        (error: unknown) => {
          // Kept as failed until 'Réessayer': every page of the remote shows the same notice meanwhile.
          console.warn(error);
          this.setStatus(remote, 'failed');
          return null;
        },
      );
      this.fetched.set(remote, pending);
    }
    return pending;
  }

  private attach(remote: RemoteName, routes: RouteObject[], patch: Patch): void {
    patch(mountOf(remote).parentId, routes);
    // Below a client's page, programmes' pages show 'Module indisponible' until that remote loads.
    if (remote === 'clients') patch(PROGRAMMES_MOUNT.parentId, unavailableRoutes(PROGRAMMES_MOUNT.remote, ['']));
    this.patched.add(remote);
  }

  private setStatus(remote: RemoteName, status: RemoteStatus): void {
    this.statuses.set(remote, status);
    this.listeners.forEach((listener) => listener());
  }
}
