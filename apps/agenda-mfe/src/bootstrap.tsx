// Standalone dev page of the agenda remote (`nx run agenda-mfe:serve`); the shell never loads this file.
import { agendaPaths } from '@meche/page-paths';
import { startDevShell } from '@meche/dev-shell';
import remote from './remote';

startDevShell({
  title: 'Mèche · Agenda (dev)',
  remote,
  links: [{ to: agendaPaths.agenda, label: 'Agenda' }],
});
