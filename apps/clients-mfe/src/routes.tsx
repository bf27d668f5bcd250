import type { Params, RouteObject } from 'react-router-dom';
import { CLIENT_DETAIL_ROUTE_ID, clientsRoutes } from '@meche/page-paths';

const detailPage = () => import('./detail/client-detail-page');

/**
 * In a browser, once it is idle: code the next click will probably need (no data: reads of a file are audited).
 * A head start that fails costs nothing: the click loads it again, and says so if it fails then.
 */
function whenIdle(load: () => Promise<unknown>): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void load().catch(() => undefined));
}

/** The clients remote's pages, relative to the dashboard (remote.ts attaches them there); each loads on first visit. */
export const routes: RouteObject[] = [
  {
    path: clientsRoutes.addClient,
    lazy: async () => ({ Component: (await import('./create/add-client-page')).AddClientPage }),
  },
  {
    path: clientsRoutes.clients,
    lazy: async () => {
      // Runs once, on the first visit: the data's request goes out alongside the page's code.
      void import('./list/prefetch-first-page')
        .then((m) => m.prefetchFirstPage())
        .catch(() => undefined);
      const { ClientsPage } = await import('./list/clients-page');
      // From the list, the next page is a client's file ('Profil'): its code is ready before the click.
      whenIdle(detailPage);
      return { Component: ClientsPage };
    },
  },
  {
    // The shell attaches the programmes remote's routes (add-care, planning) as children of this id.
    id: CLIENT_DETAIL_ROUTE_ID,
    path: clientsRoutes.client,
    loader: ({ params }: { params: Params }) => {
      void import('./detail/prefetch-client-file')
        .then((m) => m.prefetchClientFile(params.clientId))
        .catch(() => undefined);
      return null;
    },
    // Again only for another client: a search change (the photo follow-up's ?suivi=) or a programme page below
    // stays a synchronous navigation, with nothing to ask for.
    shouldRevalidate: ({ currentParams, nextParams }: { currentParams: Params; nextParams: Params }) =>
      currentParams.clientId !== nextParams.clientId,
    // The import is written here, not through detailPage: the build reads it to list the route's files for the
    // shell's boot preloads (tools/rspack/remote-descriptor-plugin.mjs).
    lazy: async () => ({ Component: (await import('./detail/client-detail-page')).ClientDetailPage }),
    children: [],
  },
];

