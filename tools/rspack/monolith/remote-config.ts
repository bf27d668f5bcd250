// Monolith build only: every remote is bundled in, so there is no /remotes.json to read and nothing to register.
import type { RemoteName } from '../../../apps/shell/src/remotes/remote-names';

export const REMOTES_CONFIG_URL = '/remotes.json';

export type RemoteEntries = Partial<Record<RemoteName, string>>;

export const fetchRemoteEntries = async (): Promise<RemoteEntries> => ({});
export const registerRemoteEntries = (_found: RemoteEntries): void => undefined;
export const reRegisterRemote = (_name: RemoteName): void => undefined;
export const remoteEntry = (name: RemoteName): string | undefined => name;
