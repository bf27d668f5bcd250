// Monolith build only (tools/rspack/monolith.config.mjs): the shell's remote loader with each remote's exposed
// routes module bundled in. Same lazy boundary as federation (a remote's pages load on first navigation),
// no container, no share scope: the reference that measures what module federation costs.
import type { RouteObject } from 'react-router-dom';
import type { RemoteName } from '../../../apps/shell/src/remotes/remote-names';
import { RemoteUnavailableError } from '../../../apps/shell/src/remotes/remote-unavailable-error';

const EXPOSED: Record<RemoteName, () => Promise<{ routes?: unknown; default?: unknown }>> = {
  clients: () => import('../../../apps/clients-mfe/src/routes'),
  catalogue: () => import('../../../apps/catalogue-mfe/src/routes'),
  programmes: () => import('../../../apps/programmes-mfe/src/routes'),
};

export async function loadRemoteRoutes(name: RemoteName): Promise<RouteObject[]> {
  try {
    const mod = await EXPOSED[name]();
    const routes = mod.routes ?? mod.default;
    if (!Array.isArray(routes)) throw new Error(`${name}/routes exports no route array`);
    return routes as RouteObject[];
  } catch (cause) {
    throw new RemoteUnavailableError(name, { cause });
  }
}
