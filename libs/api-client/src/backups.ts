import { queryOptions } from '@tanstack/react-query';
import type { BackupStatus } from '@meche/contracts';
import { http } from '@meche/runtime/data';

async function getBackupStatus(signal?: AbortSignal): Promise<BackupStatus> {
  return (await http.get<BackupStatus>('/backups/status', { signal })).data;
}

export const backupQueries = {
  all: () => ['backups'] as const,
  /** Read again whenever the settings page opens: a backup is made in the background, once a day. */
  status: () =>
    queryOptions({
      queryKey: [...backupQueries.all(), 'status'] as const,
      queryFn: ({ signal }) => getBackupStatus(signal),
      staleTime: 0,
    }),
};
