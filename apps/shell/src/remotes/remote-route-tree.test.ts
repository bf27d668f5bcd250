import { describe, expect, it } from 'vitest';
import { testDescriptors } from '../test/remotes';
import type { RemoteInfo } from './remote-registry';
import { remotesForPath } from './remote-route-tree';

const known: RemoteInfo[] = testDescriptors.map((descriptor) => ({
  name: descriptor.name,
  manifestUrl: `http://${descriptor.name}.remote.test/mf-manifest.json`,
  descriptor,
  refusal: null,
}));

describe('remotesForPath', () => {
  it('finds the remote owning a dashboard page, from the descriptors', () => {
    expect(remotesForPath('agenda', known)).toEqual(['agenda']);
    expect(remotesForPath('patient/12', known)).toEqual(['agenda']);
    expect(remotesForPath('stock', known)).toEqual(['stock']);
  });

  it('loads the parent remote first below a page another remote attaches to', () => {
    expect(remotesForPath('patient/12/notes', known)).toEqual(['agenda', 'notes']);
  });

  it('keeps the parent when what is below it is not described', () => {
    const withoutNotes = known.map((info) => (info.name === 'notes' ? { ...info, descriptor: null } : info));
    expect(remotesForPath('patient/12/notes', withoutNotes)).toEqual(['agenda']);
  });

  it('gives an unknown page below a remote’s page to that remote, which answers it', () => {
    expect(remotesForPath('agenda/nulle-part', known)).toEqual(['agenda']);
    expect(remotesForPath('patient/12/notes/nulle-part', known)).toEqual(['agenda', 'notes']);
  });

  it('needs no remote for an address no remote describes', () => {
    expect(remotesForPath('nulle-part', known)).toEqual([]);
    expect(remotesForPath('', known)).toEqual([]);
  });
});
