import { Outlet, type RouteObject } from 'react-router-dom';
import {
  CLIENT_DETAIL_ROUTE_ID,
  cataloguePages,
  catalogueRoutes,
  clientsPages,
  clientsRoutes,
  programmesPages,
  programmesRoutes,
} from '@meche/page-paths';
import { DASHBOARD_CONTENT, REMOTE_CONTRACT_VERSION, type RemoteDescriptor } from '@meche/remote-contract';

/**
 * Made-up remotes for the shell's tests: the shell must work from what any remote describes, and names none of
 * the real ones. 'agenda' and 'stock' attach to the dashboard; 'notes' attaches below agenda's patient page.
 */
const PATIENT_ROUTE_ID = 'patient-fiche';

export const testDescriptors: RemoteDescriptor[] = [
  {
    contract: REMOTE_CONTRACT_VERSION,
    name: 'agenda',
    attach: DASHBOARD_CONTENT,
    nav: [
      { label: 'Agenda', path: 'agenda', order: 20 },
      { label: 'Nouveau rendez-vous', path: 'nouveau-rdv', order: 10 },
    ],
    routes: [{ path: 'nouveau-rdv' }, { path: 'agenda' }, { id: PATIENT_ROUTE_ID, path: 'patient/:patientId', children: [] }],
  },
  {
    contract: REMOTE_CONTRACT_VERSION,
    name: 'stock',
    attach: DASHBOARD_CONTENT,
    nav: [{ label: 'Stock', path: 'stock', order: 30 }],
    routes: [{ path: 'stock' }],
  },
  { contract: REMOTE_CONTRACT_VERSION, name: 'notes', attach: PATIENT_ROUTE_ID, nav: [], routes: [{ path: 'notes' }] },
];

/**
 * The pages of the real remotes the shell's own screens link to (the dashboard, the messages), published by name as
 * those remotes do; no sidebar entry, so the made-up remotes above still draw the sidebar.
 */
export const linkedRemotes: RemoteDescriptor[] = [
  {
    contract: REMOTE_CONTRACT_VERSION,
    name: 'clients',
    attach: DASHBOARD_CONTENT,
    nav: [],
    routes: [{ path: clientsRoutes.addClient }, { path: clientsRoutes.clients }, { id: CLIENT_DETAIL_ROUTE_ID, path: clientsRoutes.client, children: [] }],
    pages: clientsPages,
  },
  { contract: REMOTE_CONTRACT_VERSION, name: 'catalogue', attach: DASHBOARD_CONTENT, nav: [], routes: Object.values(catalogueRoutes).map((path) => ({ path })), pages: cataloguePages },
  {
    contract: REMOTE_CONTRACT_VERSION,
    name: 'programmes',
    attach: CLIENT_DETAIL_ROUTE_ID,
    nav: [],
    routes: [{ path: programmesRoutes.addCare }, { path: programmesRoutes.protocols }, { path: programmesRoutes.planning }],
    pages: programmesPages,
  },
];

/** What each made-up remote's exposed module gives: the same routes, with their pages. */
export const testRoutes: Record<string, RouteObject[]> = {
  agenda: [
    { path: 'nouveau-rdv', element: <h1>Nouveau rendez-vous</h1> },
    { path: 'agenda', element: <h1>Agenda du jour</h1> },
    {
      id: PATIENT_ROUTE_ID,
      path: 'patient/:patientId',
      element: (
        <section>
          <h1>Fiche patient</h1>
          <Outlet />
        </section>
      ),
      children: [],
    },
  ],
  stock: [{ path: 'stock', element: <h1>Stock des produits</h1> }],
  notes: [{ path: 'notes', element: <p>Notes de séance</p> }],
};
