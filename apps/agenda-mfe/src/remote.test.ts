import { describe, expect, it } from 'vitest';
import { DASHBOARD_CONTENT, describeRemote, readDescriptor, REMOTE_CONTRACT_VERSION } from '@meche/remote-contract';
import remote from './remote';

describe('agenda remote module', () => {
  it('attaches its one lazy page to the dashboard, with the sidebar entry Agenda', () => {
    expect(remote).toMatchObject({ contract: REMOTE_CONTRACT_VERSION, name: 'agenda', attach: DASHBOARD_CONTENT });
    expect(remote.nav).toEqual([{ label: 'Agenda', path: 'agenda', order: 40 }]);
    expect(remote.routes.map((r) => r.path)).toEqual(['agenda']);
    expect(remote.routes.every((r) => typeof r.lazy === 'function' && !r.element && !r.Component)).toBe(true);
    expect(readDescriptor(describeRemote(remote)).ok).toBe(true);
  });
});
