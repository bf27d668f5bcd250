import { describe, expect, it } from 'vitest';
import { CLIENT_DETAIL_ROUTE_ID } from '@meche/ui';
import routesDefault, { routes } from './routes';

describe('clients remote routes (ARCHITECTURE §3)', () => {
  it('exposes add-client, clients and the client detail with its stable id and an empty children list', () => {
    expect(routesDefault).toBe(routes);
    expect(routes.map((r) => r.path)).toEqual(['add-client', 'clients', 'client/:clientId']);
    const detail = routes[2]!;
    expect(detail.id).toBe(CLIENT_DETAIL_ROUTE_ID);
    expect(detail.children).toEqual([]);
    expect(routes.every((r) => typeof r.lazy === 'function' && !r.path?.startsWith('/'))).toBe(true);
  });
});
