import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router-dom';
import { SUPPORTED_CONTRACTS, supportsContract } from '@meche/remote-contract';
import { unsupportedContract } from './contract-messages';
import type { RemoteInfo } from './remote-registry';
import { RemoteUnavailableError } from './remote-unavailable-error';

/** A remote that does not answer in this time is treated as down: the page must not hang on it. */
const REMOTE_LOAD_TIMEOUT_MS = 15_000;

/** The module every remote exposes under this name describes it (its contract, routes and sidebar entries). */
const EXPOSED_MODULE = 'remote';

interface ExposedModule {
  contract?: unknown;
  routes?: unknown;
}

const registered = new Set<string>();

/**
 * The shell's own copies of the shared singletons, loaded before any remote's container registers its copies:
 * with 'loaded-first', a newer copy a remote registered first would otherwise be the one every app gets (and a
 * remote built against an incompatible one would not be the only one refused). React and the router are loaded
 * by the first page; the runtime's data side brings react-query with it.
 */
const shellSingletons = () => import('@meche/runtime/data');

/** Registered on first use, so drawing the sidebar loads nothing; again (forced) on a retry, dropping a failed attempt. */
function register({ name, manifestUrl }: RemoteInfo, retry: boolean): void {
  if (registered.has(name) && !retry) return;
  registerRemotes([{ name, entry: manifestUrl }], { force: registered.has(name) });
  registered.add(name);
}

function withTimeout<T>(work: Promise<T>, name: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} did not answer in time`)), REMOTE_LOAD_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The one place that runs a remote's code: its exposed module, checked again (the deployment may have changed
 * since the descriptor was read). Never called for a refused remote. Tests stand in for this function.
 */
export async function loadRemoteModule(info: RemoteInfo, options: { retry?: boolean } = {}): Promise<RouteObject[]> {
  try {
    await shellSingletons();
    register(info, options.retry ?? false);
    const loaded = await withTimeout(loadRemote<{ default?: ExposedModule } & ExposedModule>(`${info.name}/${EXPOSED_MODULE}`), info.name);
    const exposed = loaded?.default ?? loaded;
    const contract = typeof exposed?.contract === 'string' ? exposed.contract : '(none)';
    if (!supportsContract(SUPPORTED_CONTRACTS, contract)) throw new Error(unsupportedContract(info.name, contract, SUPPORTED_CONTRACTS));
    if (!Array.isArray(exposed?.routes)) throw new Error(`${info.name}/${EXPOSED_MODULE} exports no route array`);
    return exposed.routes as RouteObject[];
  } catch (cause) {
    throw new RemoteUnavailableError(info.name, { cause });
  }
}
