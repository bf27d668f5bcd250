import { backupStatusSchema, type BackupStatus } from '@meche/contracts';
import type { App } from '../types';

/** On a PostgreSQL server the backups are the server's (pgBackRest): the API has nothing of its own to report. */
const ON_SERVER: BackupStatus = { mode: 'server', last: null, stale: false, failure: null, keyFile: null };

/** The installation's backups, the same for every practitioner: all their files are in them. */
export async function backupRoutes(app: App): Promise<void> {
  app.get('/backups/status', {
    schema: {
      tags: ['sauvegardes'],
      summary: 'La dernière sauvegarde de la base embarquée (date, taille), et si elle date de plus de 48 heures ou a échoué',
      operationId: 'getBackupStatus',
      response: { 200: backupStatusSchema },
    },
    handler: () => app.backups?.status() ?? ON_SERVER,
  });
}
