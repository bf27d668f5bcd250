import type { RouteObject } from 'react-router-dom';

/**
 * Relative to the dashboard. One page: the day or week of the agenda, its booking form opened by the address
 * (`?reserver=1&client=…&programme=…`), which is how the client file and a programme book a visit here.
 */
export const routes: RouteObject[] = [
  {
    path: 'agenda',
    lazy: async () => ({ Component: (await import('./agenda/agenda-page')).AgendaPage }),
  },
];
