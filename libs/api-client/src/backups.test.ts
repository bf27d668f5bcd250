import { QueryClient } from '@tanstack/react-query';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { BackupStatus } from '@meche/contracts';
import { server } from '@meche/testing';
import { backupQueries } from './backups';

describe('backup status', () => {
  it('reads GET /api/backups/status under the backups key, fresh on every visit', async () => {
    const status: BackupStatus = { mode: 'embedded', last: null, stale: true, failure: null, keyFile: '.data-backup.key' };
    let calls = 0;
    server.use(mswHttp.get('/api/backups/status', () => (++calls, HttpResponse.json(status))));
    const options = backupQueries.status();
    expect(options.queryKey).toEqual(['backups', 'status']);
    expect(options.staleTime).toBe(0);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await queryClient.fetchQuery(options)).toEqual(status);
    expect(calls).toBe(1);
  });
});
