import { below, fill, type Id } from './address';
import { DASHBOARD_PATH } from './shell';

/** The clients remote's pages, relative to the dashboard: its routes table and sidebar entries use these. */
export const clientsRoutes = {
  addClient: 'add-client',
  clients: 'clients',
  client: 'client/:clientId',
} as const;

/** The client file's query that opens its photo follow-up: the file reads and writes it, the agenda links with it. */
export const PHOTO_FOLLOW_UP_QUERY = { name: 'suivi', value: 'photos' } as const;

/** The pages the clients remote publishes by name (its descriptor's `pages`): how the other apps link to them. */
export const clientsPages = {
  'clients.clients': clientsRoutes.clients,
  'clients.addClient': clientsRoutes.addClient,
  'clients.client': clientsRoutes.client,
  'clients.photos': `${clientsRoutes.client}?${PHOTO_FOLLOW_UP_QUERY.name}=${PHOTO_FOLLOW_UP_QUERY.value}`,
} as const;

const detail = (clientId: Id) => fill(below(DASHBOARD_PATH, clientsRoutes.client), { clientId });

export const clientsPaths = {
  addClient: below(DASHBOARD_PATH, clientsRoutes.addClient),
  clients: below(DASHBOARD_PATH, clientsRoutes.clients),
  detail,
} as const;
