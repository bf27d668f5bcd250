// Monolith build only: a remote's routes come from its bundled module, without the federation runtime.
import type { RouteObject } from 'react-router-dom';
import type { RemoteInfo } from '../../../apps/shell/src/remotes/remote-registry';
import { RemoteUnavailableError } from '../../../apps/shell/src/remotes/remote-unavailable-error';
import { BUNDLED_REMOTES } from './remotes';

export async function loadRemoteModule(info: RemoteInfo): Promise<RouteObject[]> {
  const remote = BUNDLED_REMOTES.find(({ name }) => name === info.name);
  if (!remote) throw new RemoteUnavailableError(info.name);
  return remote.routes;
}
