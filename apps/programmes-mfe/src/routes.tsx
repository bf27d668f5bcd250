import type { RouteObject } from 'react-router-dom';

/**
 * Relative to the clients remote's `client/:clientId` route (CLIENT_DETAIL_ROUTE_ID): the shell attaches
 * them there, so these pages render in the client detail's outlet (ARCHITECTURE §3).
 */
export const routes: RouteObject[] = [
  {
    path: 'add-care',
    lazy: async () => ({ Component: (await import('./pages/add-care-page')).AddCarePage }),
  },
  {
    path: 'planning/:programId',
    lazy: async () => ({ Component: (await import('./planning-grid/planning-page')).PlanningPage }),
    children: [
      {
        path: 'preview',
        lazy: async () => ({ Component: (await import('./planning-preview/preview-modal')).PreviewModal }),
      },
    ],
  },
];

export default routes;
