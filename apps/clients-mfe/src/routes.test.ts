import { describe, expect, it, vi } from 'vitest';
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

  it("has the browser fetch the client file's code when idle, once the list's code is in", async () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    try {
      await (routes[1]!.lazy as () => Promise<unknown>)();
      expect(idle).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
