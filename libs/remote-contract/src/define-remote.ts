import type { RemoteDescriptor, RemoteModule, RemoteRouteDescriptor, RouteShape } from './descriptor';
import { REMOTE_CONTRACT_VERSION } from './version';

/** A remote's exposed module, declared once: the contract version is the one this lib describes. */
export function defineRemote<Route extends RouteShape>(remote: Omit<RemoteModule<Route>, 'contract'>): RemoteModule<Route> {
  return { contract: REMOTE_CONTRACT_VERSION, ...remote };
}

function describeRoute(route: RouteShape): RemoteRouteDescriptor {
  return {
    ...(route.path !== undefined ? { path: route.path } : {}),
    ...(route.index ? { index: true } : {}),
    ...(route.id !== undefined ? { id: route.id } : {}),
    ...(route.children ? { children: route.children.map(describeRoute) } : {}),
  };
}

/** The data of a remote's module, without its code: what the build writes to remote.json. */
export function describeRemote(remote: RemoteModule): RemoteDescriptor {
  return {
    contract: remote.contract,
    name: remote.name,
    attach: remote.attach,
    nav: remote.nav.map(({ label, path, order }) => ({ label, path, order })),
    routes: remote.routes.map(describeRoute),
    ...(remote.pages ? { pages: { ...remote.pages } } : {}),
  };
}
