import { useSyncExternalStore } from 'react';
import { shellPaths } from '@meche/page-paths';
import { DASHBOARD_CONTENT, type RemoteDescriptor, type RemoteRouteDescriptor } from '@meche/remote-contract';

/** A link's parameters: the `:name`s of the page's pattern, and of the routes it hangs below. */
export type PageParams = Readonly<Record<string, string | number | undefined>>;

/** What the resolver reads of a descriptor. */
export type PublishedRemote = Pick<RemoteDescriptor, 'name' | 'attach' | 'routes' | 'pages'>;

const join = (base: string, path: string) => `${base}/${path}`;

/** Every route id's full pattern, from the dashboard down through the remotes attached below each other. */
function placeRouteIds(remotes: readonly PublishedRemote[]): Map<string, string> {
  const bases = new Map<string, string>([[DASHBOARD_CONTENT, shellPaths.dashboard]]);
  const walk = (routes: readonly RemoteRouteDescriptor[], base: string): boolean => {
    let added = false;
    for (const route of routes) {
      const here = route.path === undefined ? base : join(base, route.path);
      if (route.id !== undefined && !bases.has(route.id)) {
        bases.set(route.id, here);
        added = true;
      }
      if (route.children && walk(route.children, here)) added = true;
    }
    return added;
  };
  // A remote may attach below one listed after it: go round until nothing new is placed.
  let placed = true;
  while (placed) {
    placed = false;
    for (const remote of remotes) {
      const base = bases.get(remote.attach);
      if (base !== undefined && walk(remote.routes, base)) placed = true;
    }
  }
  return bases;
}

/** Each published page's full pattern, by name. A remote whose attach point no loaded remote provides has none. */
function placePages(remotes: readonly PublishedRemote[]): Map<string, string> {
  const bases = placeRouteIds(remotes);
  const pages = new Map<string, string>();
  for (const remote of remotes) {
    const base = bases.get(remote.attach);
    if (base === undefined) continue;
    for (const [name, pattern] of Object.entries(remote.pages ?? {})) pages.set(name, join(base, pattern));
  }
  return pages;
}

/**
 * A pattern with its parameters filled in; null when the path needs one that is not given. A query pair whose
 * `:param` is not given is left out (an optional parameter, like the programme of a booking).
 */
function fill(pattern: string, params: PageParams): string | null {
  const [path = '', query] = pattern.split('?');
  let missing = false;
  const value = (name: string) => {
    const given = params[name];
    return given === undefined ? undefined : encodeURIComponent(String(given));
  };
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const given = value(name);
    if (given === undefined) missing = true;
    return given ?? '';
  });
  if (missing) return null;
  const pairs = (query ?? '')
    .split('&')
    .filter((pair) => pair !== '')
    .flatMap((pair) => {
      const [key, raw = ''] = pair.split('=');
      if (!raw.startsWith(':')) return [pair];
      const given = value(raw.slice(1));
      return given === undefined ? [] : [`${key}=${given}`];
    });
  return pairs.length > 0 ? `${filled}?${pairs.join('&')}` : filled;
}

let pages = new Map<string, string>();
let version = 0;
const listeners = new Set<() => void>();
const warned = new Set<string>();

function warnOnce(name: string, why: string): void {
  if (warned.has(name)) return;
  warned.add(name);
  console.warn(`Page "${name}" ${why}: its links are shown as text.`);
}

/**
 * The pages the remotes publish by name (contract 1.1), resolved to the page's addresses: an app links to another
 * app's page by its name, so the owner may move it without a release of the others. The shell publishes the
 * descriptors it has read (a remote's dev shell, its own); every app reads this one copy, the runtime's.
 */
export const pageNames = {
  /** Replaces the known remotes: the refused or unreadable ones are left out by the caller. */
  publish(remotes: readonly PublishedRemote[]): void {
    pages = placePages(remotes);
    warned.clear();
    version += 1;
    listeners.forEach((listener) => listener());
  },

  /**
   * The address of a published page, or null when no loaded remote publishes that name (its remote is not
   * deployed, unreadable, refused, or older than contract 1.1) or a parameter its path needs is not given; the
   * console says so once per name.
   */
  href(name: string, params: PageParams = {}): string | null {
    const pattern = pages.get(name);
    if (pattern === undefined) {
      warnOnce(name, 'is published by no loaded remote');
      return null;
    }
    const address = fill(pattern, params);
    if (address === null) warnOnce(name, `needs parameters its link does not give (${pattern})`);
    return address;
  },

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },

  /** Changes whenever the published pages change (for useSyncExternalStore). */
  snapshot: (): number => version,
};

/** `pageNames.href` for a component: it renders again when the shell reads the descriptors again. */
export function usePageHref(name: string, params?: PageParams): string | null {
  useSyncExternalStore(pageNames.subscribe, pageNames.snapshot, pageNames.snapshot);
  return pageNames.href(name, params);
}
