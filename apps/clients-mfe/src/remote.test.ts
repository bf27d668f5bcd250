import { describe, expect, it, vi } from 'vitest';
import { DASHBOARD_CONTENT, readDescriptor, REMOTE_CONTRACT_VERSION, describeRemote } from '@meche/remote-contract';
import { CLIENT_DETAIL_ROUTE_ID } from '@meche/page-paths';
import remote from './remote';

const { routes } = remote;

describe('clients remote module', () => {
  it('exposes add-client, clients and the client detail with its stable id and an empty children list', () => {
    expect(routes.map((r) => r.path)).toEqual(['add-client', 'clients', 'client/:clientId']);
    const detail = routes[2]!;
    expect(detail.id).toBe(CLIENT_DETAIL_ROUTE_ID);
    expect(detail.children).toEqual([]);
    expect(routes.every((r) => typeof r.lazy === 'function' && !r.path?.startsWith('/'))).toBe(true);
  });

  it('attaches to the dashboard, with the sidebar entries Ajouter Client then Clients', () => {
    expect(remote).toMatchObject({ contract: REMOTE_CONTRACT_VERSION, name: 'clients', attach: DASHBOARD_CONTENT });
    expect(remote.nav).toEqual([
      { label: 'Ajouter Client', path: 'add-client', order: 10 },
      { label: 'Clients', path: 'clients', order: 20 },
    ]);
    expect(readDescriptor(describeRemote(remote)).ok).toBe(true);
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
