import type { RouteObject } from 'react-router-dom';
import { agendaRoutes } from '@meche/page-paths';

/**
 * Relative to the dashboard. One page: the day or week of the agenda, its booking form opened by the address
 * (`?reserver=1&client=…&programme=…`), which is how the client file and a programme book a visit here.
 */
export const routes: RouteObject[] = [
  {
    path: agendaRoutes.agenda,
    lazy: async () => ({ Component: (await import('./agenda/agenda-page')).AgendaPage }),
  },
];
