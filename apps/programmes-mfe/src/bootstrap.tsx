// Standalone dev page of the programmes remote (`nx run programmes-mfe:serve`); the shell never loads this file.
import { Outlet, useParams } from 'react-router-dom';
import { CLIENT_DETAIL_ROUTE_ID, clientsPaths, clientsRoutes, programmesRoutes } from '@meche/page-paths';
import { startDevShell } from '@meche/dev-shell';
import remote from './remote';

/** Stands in for the clients remote's detail page, whose <Outlet /> hosts these routes in the shell. */
function ClientFrame() {
  const { clientId } = useParams();
  return (
    <section>
      <p>Client n°{clientId} (page du remote clients dans le shell)</p>
      <Outlet />
    </section>
  );
}

const DEV_CLIENT_ID = 1;

startDevShell({
  title: 'Mèche · Programmes (dev)',
  remote,
  parent: { id: CLIENT_DETAIL_ROUTE_ID, path: clientsRoutes.client, element: <ClientFrame /> },
  links: [{ to: `${clientsPaths.detail(DEV_CLIENT_ID)}/${programmesRoutes.addCare}`, label: 'Soins du client 1' }],
});
