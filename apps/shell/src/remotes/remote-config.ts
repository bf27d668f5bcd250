import { registerRemotes } from '@module-federation/enhanced/runtime';
import { isRemoteName, type RemoteName } from './remote-names';

export const REMOTES_CONFIG_URL = '/remotes.json';

export type RemoteEntries = Partial<Record<RemoteName, string>>;

let entries: RemoteEntries = {};

/** Reads where each remote's manifest lives; a missing or broken file leaves every remote unavailable. */
export async function fetchRemoteEntries(url = REMOTES_CONFIG_URL): Promise<RemoteEntries> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) throw new Error(`${url}: not an object`);
    const found: RemoteEntries = {};
    for (const [name, entry] of Object.entries(body)) {
      if (isRemoteName(name) && typeof entry === 'string') found[name] = entry;
    }
    return found;
  } catch (error) {
    console.error('Remote modules configuration unavailable', error);
    return {};
  }
}

/** Registers the remotes with the federation runtime, before the first render (ARCHITECTURE §3). */
export function registerRemoteEntries(found: RemoteEntries): void {
  entries = found;
  registerRemotes(Object.entries(found).map(([name, entry]) => ({ name, entry })));
}

/** Registers one remote again, dropping what the runtime cached of a failed attempt. */
export function reRegisterRemote(name: RemoteName): void {
  const entry = entries[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

export const remoteEntry = (name: RemoteName): string | undefined => entries[name];
