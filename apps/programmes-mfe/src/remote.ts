// The one module this remote exposes (`programmes/remote`), and the one source of the remote.json its build writes
// beside mf-manifest.json. Its pages hang below a client's page: the clients remote gives that route the id
// CLIENT_DETAIL_ROUTE_ID, and the shell attaches these routes there, so neither remote imports the other.
import { CLIENT_DETAIL_ROUTE_ID, programmesPages } from '@meche/page-paths';
import { defineRemote } from '@meche/remote-contract';
import { routes } from './routes';

export default defineRemote({
  name: 'programmes',
  attach: CLIENT_DETAIL_ROUTE_ID,
  nav: [],
  routes,
  pages: programmesPages,
});
