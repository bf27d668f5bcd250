import { fill, type Id } from './address';

/**
 * The programmes remote's pages, relative to the client's page (CLIENT_DETAIL_ROUTE_ID), where the shell attaches
 * them: its routes table uses these.
 */
export const programmesRoutes = {
  addCare: 'add-care',
  protocols: 'protocoles',
  planning: 'planning/:programId',
  /** Relative to the planning. */
  preview: 'preview',
} as const;

/** add-care's query naming the programme to open in the editor. */
export const OPEN_PROGRAMME_QUERY = 'programme';

/**
 * The pages the programmes remote publishes by name (its descriptor's `pages`), below the client's page: a link
 * gives the client's `clientId` too.
 */
export const programmesPages = {
  'programmes.addCare': programmesRoutes.addCare,
  'programmes.programme': `${programmesRoutes.addCare}?${OPEN_PROGRAMME_QUERY}=:programId`,
  'programmes.protocols': programmesRoutes.protocols,
  'programmes.planning': programmesRoutes.planning,
} as const;

/**
 * From one of this remote's pages to another, relative: each is one route below the client's page, which stays
 * wherever the clients remote puts it, so this remote never writes (nor ships with) the clients' path.
 */
const sibling = (pattern: string) => `../${pattern}`;

export const programmesPaths = {
  addCare: sibling(programmesRoutes.addCare),
  protocols: sibling(programmesRoutes.protocols),
  planning: (programId: Id) => sibling(fill(programmesRoutes.planning, { programId })),
} as const;
