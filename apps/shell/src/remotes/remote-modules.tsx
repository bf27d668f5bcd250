import type { RouteObject } from 'react-router-dom';
import { DASHBOARD_CONTENT } from '@meche/remote-contract';
import { shellPaths } from '@meche/page-paths';
import { loadRemoteModule } from './remote-loader';
import type { RemoteInfo, RemoteRegistry } from './remote-registry';
import { outletIds, remotesForPath } from './remote-route-tree';
import { catchAll, guardRoutes, placeholders } from './remote-routes';
import { RemoteRefusedError } from './remote-unavailable-error';

export type RemoteStatus = 'idle' | 'loading' | 'loaded' | 'failed';

type Patch = (routeId: string | null, children: RouteObject[]) => void;

export type RemoteLoader = (info: RemoteInfo, options?: { retry?: boolean }) => Promise<RouteObject[]>;

/** What the shell needs of the data router: navigate again after a retry. */
export interface RetryableRouter {
  navigate(to: string, options: { replace: boolean }): Promise<void>;
  state: { location: { pathname: string; search: string; hash: string } };
}

export interface PatchArgs {
  path: string;
  patch: Patch;
  signal: AbortSignal;
}

/** The path below the dashboard, or null for the shell's own pages outside it. */
function dashboardPath(path: string): string | null {
  const prefix = `${shellPaths.dashboard}/`;
  return path.startsWith(prefix) ? path.slice(prefix.length) : null;
}

/**
 * Places the remotes' pages in the one router, from their descriptors, and loads a remote's code the first
 * time one of its pages is opened. A remote that fails stays on its placeholders until 'Réessayer' loads it again.
 */
export class RemoteModules {
  private readonly fetched = new Map<string, Promise<RouteObject[] | null>>();
  private readonly attached = new Set<string>();
  /** Remotes whose placeholders are in the router, and outlets that have their catch-all. */
  private readonly placed = new Set<string>();
  private readonly outlets = new Set<string>();
  private readonly statuses = new Map<string, RemoteStatus>();
  private readonly listeners = new Set<() => void>();
  private router: RetryableRouter | null = null;

  constructor(
    readonly registry: RemoteRegistry,
    private readonly load: RemoteLoader = loadRemoteModule,
  ) {}

  attachRouter(router: RetryableRouter): void {
    this.router = router;
  }

  status = (remote: string): RemoteStatus => this.statuses.get(remote) ?? 'idle';

  isAttached = (remote: string): boolean => this.attached.has(remote);

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** `patchRoutesOnNavigation` of the router: only dashboard paths the shell does not serve itself get here. */
  patchRoutesOnNavigation = async ({ path, patch, signal }: PatchArgs): Promise<void> => {
    const below = dashboardPath(path);
    if (below === null) return;
    await this.registry.ready();
    // An aborted navigation ignores patches: leave them for the next one.
    if (signal.aborted) return;
    this.placeAttachedTo(DASHBOARD_CONTENT, patch);
    const needed = remotesForPath(below, this.registry.list()).filter((remote) => !this.attached.has(remote));
    // All loaded at once (a remote attached below another need not wait for it), attached parents first.
    const loads = needed.map((remote) => this.fetch(remote));
    for (const [index, remote] of needed.entries()) {
      const routes = await loads[index];
      if (!routes || signal.aborted) return;
      this.attach(remote, routes, patch);
    }
  };

  /**
   * Starts loading the code of the remotes that own `pathname` as soon as their descriptors are read, before the
   * router exists: their manifests, entries and exposed modules download while the shell's own code does. The
   * router's navigation then finds them loading or loaded (one load per remote, failures kept as the router's).
   */
  preload = async (pathname: string): Promise<void> => {
    const below = dashboardPath(pathname);
    if (below === null) return;
    await this.registry.ready();
    await Promise.all(remotesForPath(below, this.registry.list()).map((remote) => this.fetch(remote)));
  };

  /** A remote's 'Réessayer': read its descriptor and load its code again, then open the same page. */
  async retry(remote: string): Promise<void> {
    this.fetched.delete(remote);
    await this.registry.refresh(remote);
    const routes = await this.fetch(remote, true);
    if (routes) await this.reopen();
  }

  /** 'Réessayer' where no remote is known: read remotes.json and the missing descriptors again. */
  async retryUnknown(): Promise<void> {
    await this.registry.reload();
    await this.reopen();
  }

  private async reopen(): Promise<void> {
    if (!this.router) return;
    const { pathname, search, hash } = this.router.state.location;
    await this.router.navigate(`${pathname}${search}${hash}`, { replace: true });
  }

  private fetch(remote: string, retry = false): Promise<RouteObject[] | null> {
    let pending = this.fetched.get(remote);
    if (!pending) {
      this.setStatus(remote, 'loading');
      pending = this.loadAllowed(remote, retry).then(
        (routes) => {
          this.setStatus(remote, 'loaded');
          return guardRoutes(remote, routes);
        },
        (error: unknown) => {
          // Kept as failed until 'Réessayer': every page of the remote shows the same notice meanwhile. A refusal
          // was said when the descriptor was read; any other failure is said here, naming the remote and the cause.
          if (!(error instanceof RemoteRefusedError)) console.error(error instanceof Error ? error.message : error, error);
          this.setStatus(remote, 'failed');
          return null;
        },
      );
      this.fetched.set(remote, pending);
    }
    return pending;
  }

  /** A refused remote's code is never loaded, whatever the loader. */
  private async loadAllowed(remote: string, retry: boolean): Promise<RouteObject[]> {
    const info = this.registry.get(remote);
    if (!info) throw new Error(`Remote "${remote}" is not in remotes.json`);
    if (info.refusal !== null) throw new RemoteRefusedError(remote, info.refusal);
    return this.load(info, { retry });
  }

  /** Placeholders of every remote attached to `routeId` that is not in the router yet, and the outlet's catch-all. */
  private placeAttachedTo(routeId: string, patch: Patch): void {
    const routes: RouteObject[] = [];
    for (const info of this.registry.list()) {
      if (info.descriptor?.attach !== routeId || this.placed.has(info.name) || this.attached.has(info.name)) continue;
      routes.push(...placeholders(info.name, info.descriptor.routes));
      this.placed.add(info.name);
    }
    if (routeId !== DASHBOARD_CONTENT && !this.outlets.has(routeId)) {
      routes.push(catchAll());
      this.outlets.add(routeId);
    }
    if (routes.length > 0) patch(routeId, routes);
  }

  private attach(remote: string, routes: RouteObject[], patch: Patch): void {
    const info = this.registry.get(remote);
    if (!info?.descriptor) return;
    patch(info.descriptor.attach, routes);
    this.attached.add(remote);
    // Below this remote's outlets, the remotes attached there show 'Module indisponible' until they load.
    for (const outlet of outletIds(info.descriptor.routes)) this.placeAttachedTo(outlet, patch);
  }

  private setStatus(remote: string, status: RemoteStatus): void {
    this.statuses.set(remote, status);
    this.listeners.forEach((listener) => listener());
  }
}
