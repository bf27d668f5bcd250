// The one module this remote exposes (`clients/remote`), and the one source of the remote.json its build writes
// beside mf-manifest.json: the shell draws the sidebar and places the routes from that data before any of this
// remote's code is loaded.
import { DASHBOARD_CONTENT, defineRemote } from '@meche/remote-contract';
import { clientsPages, clientsRoutes } from '@meche/page-paths';
import { CLIENT_MESSAGES } from './messages';
import { routes } from './routes';

export default defineRemote({
  name: 'clients',
  attach: DASHBOARD_CONTENT,
  nav: [
    { label: CLIENT_MESSAGES.navAdd, path: clientsRoutes.addClient, order: 10 },
    { label: CLIENT_MESSAGES.navList, path: clientsRoutes.clients, order: 20 },
  ],
  routes,
  pages: clientsPages,
});
