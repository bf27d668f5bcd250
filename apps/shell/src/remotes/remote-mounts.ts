import { CLIENT_DETAIL_ROUTE_ID, paths } from '@meche/ui';
import type { RemoteName } from './remote-names';

/** The pathless route under /dashboard that renders inside the layout; remotes' routes are patched into it. */
export const DASHBOARD_CONTENT_ROUTE_ID = 'dashboard-content';

export interface RemoteMount {
  remote: RemoteName;
  /** Route the remote's routes are attached under. */
  parentId: string;
  /** First path segments below /dashboard that the remote owns (the sidebar already links to them). */
  segments: readonly string[];
}

export const DASHBOARD_MOUNTS: readonly RemoteMount[] = [
  { remote: 'clients', parentId: DASHBOARD_CONTENT_ROUTE_ID, segments: ['add-client', 'clients', 'client'] },
  {
    remote: 'catalogue',
    parentId: DASHBOARD_CONTENT_ROUTE_ID,
    segments: ['product-category', 'add-product', 'product-detail', 'categories', 'add-category'],
  },
];

/** Everything below a client's detail page belongs to the programmes remote. */
export const PROGRAMMES_MOUNT: RemoteMount = { remote: 'programmes', parentId: CLIENT_DETAIL_ROUTE_ID, segments: [] };

export const mountOf = (remote: RemoteName): RemoteMount =>
  DASHBOARD_MOUNTS.find((m) => m.remote === remote) ?? PROGRAMMES_MOUNT;

/** The remotes a path needs, parents first (programmes' routes hang under a clients route). */
export function remotesForPath(pathname: string): RemoteName[] {
  const prefix = `${paths.dashboard}/`;
  if (!pathname.startsWith(prefix)) return [];
  const segments = pathname.slice(prefix.length).split('/').filter(Boolean);
  const first = segments[0];
  const mount = DASHBOARD_MOUNTS.find((m) => first !== undefined && m.segments.includes(first));
  if (!mount) return [];
  if (mount.remote === 'clients' && first === 'client' && segments.length > 2) return ['clients', 'programmes'];
  return [mount.remote];
}
