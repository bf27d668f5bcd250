import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';

/** Past this long without a backup, the practice settings page warns. */
export const BACKUP_STALE_HOURS = 48;

/**
 * GET /api/backups/status. `embedded`: the API backs up its embedded database itself (daily, into BACKUP_DIR);
 * `server`: the database is a PostgreSQL server, backed up on the server (pgBackRest), nothing to show here.
 */
export const backupStatusSchema = z.object({
  mode: z.enum(['embedded', 'server']),
  /** The newest archive in the backup folder. */
  last: z.object({ at: z.string(), bytes: z.number() }).nullable(),
  /** No archive for BACKUP_STALE_HOURS (or none at all), on the embedded database. */
  stale: z.boolean(),
  /** The last attempt failed (and nothing succeeded since): when, and why in French. */
  failure: z.object({ at: z.string(), message: z.string() }).nullable(),
  /** Name of the generated key file when BACKUP_KEY is not set: the practitioner must keep a copy elsewhere. */
  keyFile: z.string().nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
