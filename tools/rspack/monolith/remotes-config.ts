// Monolith build only: every remote is bundled in, so there is no /remotes.json to read.
import type { RemoteEntry } from '../../../apps/shell/src/remotes/remotes-config';
import { BUNDLED_REMOTES } from './remotes';

export const fetchRemoteEntries = async (): Promise<RemoteEntry[]> =>
  BUNDLED_REMOTES.map(({ name }) => ({ name, manifestUrl: `${window.location.origin}/${name}` }));
