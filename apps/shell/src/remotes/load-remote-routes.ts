import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router-dom';
import { remoteEntry, reRegisterRemote } from './remote-config';
import type { RemoteName } from './remote-names';
import { RemoteUnavailableError } from './remote-unavailable-error';

/** A remote that does not answer in this time is treated as down: the page must not hang on it. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

interface RoutesModule {
  routes?: unknown;
  default?: unknown;
}

/** The one place that reaches a remote (`<name>/routes`); tests mock this module. */
export async function loadRemoteRoutes(name: RemoteName, options: { retry?: boolean } = {}): Promise<RouteObject[]> {
  if (!remoteEntry(name)) throw new RemoteUnavailableError(name);
  if (options.retry) reRegisterRemote(name);
  try {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${name} did not answer in time`)), REMOTE_LOAD_TIMEOUT_MS);
    });
    const mod = await Promise.race([loadRemote<RoutesModule>(`${name}/routes`), timeout]).finally(() => clearTimeout(timer));
    const routes = mod?.routes ?? mod?.default;
    if (!Array.isArray(routes)) throw new Error(`${name}/routes exports no route array`);
    return routes as RouteObject[];
  } catch (cause) {
    throw new RemoteUnavailableError(name, { cause });
  }
}
