// The one module this remote exposes (`agenda/remote`), and the one source of the remote.json its build writes
// beside mf-manifest.json. A team that did not exist when the shell shipped: its page and its sidebar entry are
// declared here and nowhere in the shell.
import { DASHBOARD_CONTENT, defineRemote } from '@meche/remote-contract';
import { agendaPages, agendaRoutes } from '@meche/page-paths';
import { AGENDA_MESSAGES } from './messages';
import { routes } from './routes';

export default defineRemote({
  name: 'agenda',
  attach: DASHBOARD_CONTENT,
  nav: [{ label: AGENDA_MESSAGES.label, path: agendaRoutes.agenda, order: 40 }],
  routes,
  pages: agendaPages,
});
