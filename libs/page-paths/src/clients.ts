import { below, fill, type Id } from './address';
import { DASHBOARD_PATH } from './shell';

/** The clients remote's pages, relative to the dashboard: its routes table and sidebar entries use these. */
export const clientsRoutes = {
  addClient: 'add-client',
  clients: 'clients',
  client: 'client/:clientId',
} as const;

/**
 * The clients remote gives its `client/:clientId` route this id; the programmes remote declares it as the route
 * it attaches to, and the shell patches it there, so neither remote imports the other.
 */
export const CLIENT_DETAIL_ROUTE_ID = 'client-detail';

/** The client file's query that opens its photo follow-up: the file reads and writes it, the agenda links with it. */
export const PHOTO_FOLLOW_UP_QUERY = { name: 'suivi', value: 'photos' } as const;

const detail = (clientId: Id) => fill(below(DASHBOARD_PATH, clientsRoutes.client), { clientId });

export const clientsPaths = {
  addClient: below(DASHBOARD_PATH, clientsRoutes.addClient),
  clients: below(DASHBOARD_PATH, clientsRoutes.clients),
  detail,
  /** The client file with its photo follow-up open. */
  photos: (clientId: Id) => `${detail(clientId)}?${PHOTO_FOLLOW_UP_QUERY.name}=${PHOTO_FOLLOW_UP_QUERY.value}`,
} as const;
