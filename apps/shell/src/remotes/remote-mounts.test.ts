import { describe, expect, it } from 'vitest';
import { remotesForPath } from './remote-mounts';

describe('remotesForPath', () => {
  it('finds the remote owning a dashboard page', () => {
    expect(remotesForPath('/dashboard/clients')).toEqual(['clients']);
    expect(remotesForPath('/dashboard/client/12')).toEqual(['clients']);
    expect(remotesForPath('/dashboard/product-detail/3')).toEqual(['catalogue']);
    expect(remotesForPath('/dashboard/add-category')).toEqual(['catalogue']);
  });

  it('loads clients before programmes below a client detail', () => {
    expect(remotesForPath('/dashboard/client/12/add-care')).toEqual(['clients', 'programmes']);
    expect(remotesForPath('/dashboard/client/12/planning/4/preview')).toEqual(['clients', 'programmes']);
  });

  it('needs no remote for the shell’s own pages', () => {
    expect(remotesForPath('/dashboard')).toEqual([]);
    expect(remotesForPath('/dashboard/user-profile')).toEqual([]);
    expect(remotesForPath('/login')).toEqual([]);
  });
});
