// The one module this remote exposes (`catalogue/remote`), and the one source of the remote.json its build writes
// beside mf-manifest.json: the shell draws the sidebar and places the routes from that data before any of this
// remote's code is loaded.
import { DASHBOARD_CONTENT, defineRemote } from '@meche/remote-contract';
import { cataloguePages, catalogueRoutes } from '@meche/page-paths';
import { CATALOGUE_MESSAGES } from './messages';
import { routes } from './routes';

export default defineRemote({
  name: 'catalogue',
  attach: DASHBOARD_CONTENT,
  nav: [{ label: CATALOGUE_MESSAGES.label, path: catalogueRoutes.products, order: 30 }],
  routes,
  pages: cataloguePages,
});
