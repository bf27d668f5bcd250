// One module per app that owns pages: its routes table reads the patterns (`…Routes`), its own links the addresses
// (`…Paths`), its descriptor the pages it publishes by name (`…Pages`). An app imports only its own module (lint:
// tools/eslint/page-paths-owner.mjs); it links to another app's page by the name that app publishes, resolved by
// the runtime from the descriptors, so the owner may move the page without a release of the others.
export { shellPaths, shellRoutes } from './shell';
export { clientsPages, clientsPaths, clientsRoutes, PHOTO_FOLLOW_UP_QUERY } from './clients';
export { cataloguePages, cataloguePaths, catalogueRoutes } from './catalogue';
export { OPEN_PROGRAMME_QUERY, programmesPages, programmesPaths, programmesRoutes } from './programmes';
export { AGENDA_VIEW_QUERY, agendaPages, agendaPaths, agendaRoutes, BOOKING_QUERY } from './agenda';
// Shared by the remotes on both sides of it: no app owns it.
export { CLIENT_DETAIL_ROUTE_ID, type AddCareState } from './between-remotes';
