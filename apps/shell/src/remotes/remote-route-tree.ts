import { matchRoutes } from 'react-router-dom';
import { DASHBOARD_CONTENT, type RemoteRouteDescriptor } from '@meche/remote-contract';
import type { RemoteInfo } from './remote-registry';

interface TreeRoute {
  path?: string;
  index?: boolean;
  /** The remote the route belongs to; none for the catch-alls. */
  remote?: string;
  children?: TreeRoute[];
}

/** A route with an id and children renders an outlet: other remotes may attach there. */
export const outletIds = (routes: readonly RemoteRouteDescriptor[]): string[] =>
  routes.flatMap((route) => [...(route.id && route.children ? [route.id] : []), ...outletIds(route.children ?? [])]);

/** The first segment of each top-level route: the shell places its 'Module indisponible' on `<segment>/*`. */
export const firstSegments = (routes: readonly RemoteRouteDescriptor[]): string[] => [
  ...new Set(routes.map((route) => route.path?.split('/')[0] ?? '')),
];

/**
 * The dashboard as the router will have it: each remote's routes under the route it attaches to, beside its
 * placeholders (`<segment>/*`, so an unknown page below one of its pages is its to answer), and a catch-all in
 * every outlet, so a path under a known page whose children are unknown still matches that page.
 */
function tree(infos: readonly RemoteInfo[], parent: string): TreeRoute[] {
  const build = (route: RemoteRouteDescriptor, remote: string): TreeRoute => {
    const children = route.children
      ? [
          ...route.children.map((child) => build(child, remote)),
          ...(route.id ? tree(infos, route.id) : []),
          { path: '*' },
        ]
      : undefined;
    return { path: route.path, index: route.index, remote, ...(children ? { children } : {}) };
  };
  return infos.flatMap(({ name, descriptor }) =>
    descriptor?.attach === parent
      ? [
          ...descriptor.routes.map((route) => build(route, name)),
          ...firstSegments(descriptor.routes).map((segment) => ({ path: segment ? `${segment}/*` : '*', remote: name })),
        ]
      : [],
  );
}

/** The remotes a path below the dashboard needs, parents first (a remote attached below another comes after it). */
export function remotesForPath(relativePath: string, infos: readonly RemoteInfo[]): string[] {
  const matches = matchRoutes([...tree(infos, DASHBOARD_CONTENT), { path: '*' }] as never, `/${relativePath}`) ?? [];
  const names: string[] = [];
  for (const match of matches) {
    const remote = (match.route as TreeRoute).remote;
    if (remote && !names.includes(remote)) names.push(remote);
  }
  return names;
}
