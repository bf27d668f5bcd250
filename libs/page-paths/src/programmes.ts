import { below, fill, type Id } from './address';
import { clientsPaths } from './clients';

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

const addCare = (clientId: Id) => below(clientsPaths.detail(clientId), programmesRoutes.addCare);
const planning = (clientId: Id, programId: Id) => below(clientsPaths.detail(clientId), fill(programmesRoutes.planning, { programId }));

export const programmesPaths = {
  addCare,
  protocols: (clientId: Id) => below(clientsPaths.detail(clientId), programmesRoutes.protocols),
  planning,
  planningPreview: (clientId: Id, programId: Id) => below(planning(clientId, programId), programmesRoutes.preview),
} as const;
