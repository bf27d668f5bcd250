import type { Params, RouteObject } from 'react-router-dom';
import { programmesRoutes } from '@meche/page-paths';

/**
 * Relative to the clients remote's `client/:clientId` route (CLIENT_DETAIL_ROUTE_ID): the shell attaches
 * them there (remote.ts), so these pages render in the client detail's outlet.
 *
 * Each page's loader starts its first query when the navigation starts, alongside the page's code, instead of
 * once the page has rendered; it returns at once, so the navigation never waits for the data. A head start that
 * fails costs nothing: the page asks again, and shows what goes wrong.
 */
export const routes: RouteObject[] = [
  {
    path: programmesRoutes.addCare,
    loader: ({ params }: { params: Params }) => {
      void import('./shared/prefetch')
        .then((m) => m.prefetchClientPrograms(params.clientId))
        .catch(() => undefined);
      return null;
    },
    lazy: async () => ({ Component: (await import('./care-editor/add-care-page')).AddCarePage }),
  },
  {
    path: programmesRoutes.protocols,
    lazy: async () => ({ Component: (await import('./protocols/protocols-page')).ProtocolsPage }),
  },
  {
    path: programmesRoutes.planning,
    loader: ({ params }: { params: Params }) => {
      void import('./shared/prefetch')
        .then((m) => m.prefetchProgram(params.programId))
        .catch(() => undefined);
      return null;
    },
    lazy: async () => ({ Component: (await import('./planning-grid/planning-page')).PlanningPage }),
    children: [
      {
        path: programmesRoutes.preview,
        lazy: async () => ({ Component: (await import('./planning-preview/preview-modal')).PreviewModal }),
      },
    ],
  },
];
