// One module per app that owns pages: its routes table reads the patterns (`…Routes`), every link the addresses
// (`…Paths`). Apps never import apps, so a link to another remote's page goes through here.
export { shellPaths, shellRoutes } from './shell';
export { CLIENT_DETAIL_ROUTE_ID, clientsPaths, clientsRoutes, PHOTO_FOLLOW_UP_QUERY } from './clients';
export { cataloguePaths, catalogueRoutes } from './catalogue';
export { OPEN_PROGRAMME_QUERY, programmesPaths, programmesRoutes, type AddCareState } from './programmes';
export { AGENDA_VIEW_QUERY, agendaPaths, agendaRoutes, BOOKING_QUERY } from './agenda';
