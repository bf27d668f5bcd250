import {
  agendaPages,
  agendaRoutes,
  CLIENT_DETAIL_ROUTE_ID,
  cataloguePages,
  catalogueRoutes,
  clientsPages,
  clientsRoutes,
  programmesPages,
  programmesRoutes,
} from '@meche/page-paths';
import { DASHBOARD_CONTENT, REMOTE_CONTRACT_VERSION, type RemoteDescriptor } from '@meche/remote-contract';

const remote = (name: string, attach: string, routes: RemoteDescriptor['routes'], pages: RemoteDescriptor['pages']): RemoteDescriptor => ({
  contract: REMOTE_CONTRACT_VERSION,
  name,
  attach,
  nav: [],
  routes,
  pages,
});

/**
 * The real remotes' pages, published by name as their descriptors publish them (no sidebar entry): what a test of one
 * app needs for its links to the others' pages to resolve, as they do in the shell.
 */
export const publishedRemotes: readonly RemoteDescriptor[] = [
  remote('clients', DASHBOARD_CONTENT, [{ path: clientsRoutes.addClient }, { path: clientsRoutes.clients }, { id: CLIENT_DETAIL_ROUTE_ID, path: clientsRoutes.client, children: [] }], clientsPages),
  remote('catalogue', DASHBOARD_CONTENT, Object.values(catalogueRoutes).map((path) => ({ path })), cataloguePages),
  remote('programmes', CLIENT_DETAIL_ROUTE_ID, [{ path: programmesRoutes.addCare }, { path: programmesRoutes.protocols }, { path: programmesRoutes.planning }], programmesPages),
  remote('agenda', DASHBOARD_CONTENT, [{ path: agendaRoutes.agenda }], agendaPages),
];
