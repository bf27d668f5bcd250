import type { RouteObject } from 'react-router-dom';
import { CLIENT_DETAIL_ROUTE_ID } from '@meche/ui';

/** The clients remote's pages, relative to /dashboard (ARCHITECTURE §3); each page loads on first visit. */
export const routes: RouteObject[] = [
  {
    path: 'add-client',
    lazy: async () => ({ Component: (await import('./create/add-client-page')).AddClientPage }),
  },
  {
    path: 'clients',
    lazy: async () => {
      // Runs once, on the first visit: the data's request goes out alongside the page's code.
      void import('./list/prefetch-first-page').then((m) => m.prefetchFirstPage());
      return { Component: (await import('./list/clients-page')).ClientsPage };
    },
  },
  {
    // The shell attaches the programmes remote's routes (add-care, planning) as children of this id.
    id: CLIENT_DETAIL_ROUTE_ID,
    path: 'client/:clientId',
    lazy: async () => ({ Component: (await import('./detail/client-detail-page')).ClientDetailPage }),
    children: [],
  },
];

