import { describe, expect, it } from 'vitest';
import { DASHBOARD_CONTENT, describeRemote, readDescriptor, REMOTE_CONTRACT_VERSION } from '@meche/remote-contract';
import remote from './remote';

const { routes } = remote;

describe('catalogue remote module', () => {
  it('exposes the five catalogue paths relative to /dashboard, each loaded lazily', () => {
    expect(routes.map((r) => r.path)).toEqual([
      'product-category',
      'add-product',
      'product-detail/:id',
      'categories',
      'add-category',
    ]);
    expect(routes.every((r) => typeof r.lazy === 'function' && !r.element && !r.Component)).toBe(true);
  });

  it('attaches to the dashboard, with the sidebar entry Produits', () => {
    expect(remote).toMatchObject({ contract: REMOTE_CONTRACT_VERSION, name: 'catalogue', attach: DASHBOARD_CONTENT });
    expect(remote.nav).toEqual([{ label: 'Produits', path: 'product-category', order: 30 }]);
    expect(readDescriptor(describeRemote(remote)).ok).toBe(true);
  });
});
