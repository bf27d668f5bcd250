import { Outlet, type RouteObject } from 'react-router-dom';
import { DASHBOARD_CONTENT, REMOTE_CONTRACT_VERSION, type RemoteDescriptor } from '@meche/remote-contract';
import { publishedRemotes } from '@meche/testing';

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
 * The real remotes the shell's own screens link to (the dashboard, the messages), publishing their pages by name
 * with no sidebar entry, so the made-up remotes above still draw the sidebar; the made-up agenda takes that name.
 */
export const linkedRemotes: RemoteDescriptor[] = publishedRemotes.filter((remote) => remote.name !== 'agenda');

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
