// Monolith build only: each remote's descriptor comes from its bundled module instead of its remote.json.
import { describeRemote } from '@meche/remote-contract';
import type { DescriptorOutcome } from '../../../apps/shell/src/remotes/descriptor-source';
import type { RemoteEntry } from '../../../apps/shell/src/remotes/remotes-config';
import { BUNDLED_REMOTES } from './remotes';

export async function loadDescriptor(entry: RemoteEntry): Promise<DescriptorOutcome> {
  const remote = BUNDLED_REMOTES.find(({ name }) => name === entry.name);
  return remote ? { kind: 'fresh', descriptor: describeRemote(remote) } : { kind: 'missing', reason: 'not bundled' };
}

/** Nothing is kept between visits: the descriptors are in the bundle. */
export function forgetOtherDescriptors(): void {}
