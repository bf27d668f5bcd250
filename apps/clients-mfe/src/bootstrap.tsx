// Standalone dev page of the clients remote (`nx run clients-mfe:serve`); the shell never loads this file.
import { paths } from '@meche/ui';
import { startDevShell } from '@meche/dev-shell';
import { routes } from './routes';

startDevShell({
  title: 'Mèche · Clients (dev)',
  routes,
  links: [
    { to: paths.clients, label: 'Clients' },
    { to: paths.addClient, label: 'Ajouter Client' },
  ],
});
