import { describe, expect, it } from 'vitest';
import { describeRemote, readDescriptor, REMOTE_CONTRACT_VERSION } from '@meche/remote-contract';
import { CLIENT_DETAIL_ROUTE_ID } from '@meche/page-paths';
import remote from './remote';

describe('programmes remote module', () => {
  it("attaches below the clients remote's client page, with no sidebar entry", () => {
    expect(remote).toMatchObject({ contract: REMOTE_CONTRACT_VERSION, name: 'programmes', attach: CLIENT_DETAIL_ROUTE_ID, nav: [] });
    expect(describeRemote(remote).routes).toEqual([
      { path: 'add-care' },
      { path: 'protocoles' },
      { path: 'planning/:programId', children: [{ path: 'preview' }] },
    ]);
    expect(readDescriptor(describeRemote(remote)).ok).toBe(true);
  });
});
