import { backupBeforeMigrating } from '../backups/before-migration';
import { backupSettingsFromEnv } from '../backups/backup-settings';
import { BACKUP_MESSAGES } from '../backups/messages';
import { refuseNewDatabaseOverBackups } from '../backups/new-database-guard';
import type { Env } from '../env';
import { openDatabase, type Database } from './database';

/**
 * PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR; migrations applied. On PGlite, an
 * archive is made first whenever migrations are pending (its path printed), and none are applied without it; and a
 * new database is not created where archives say one existed.
 */
export async function openDatabaseFromEnv(env: Env): Promise<Database> {
  const pool = {
    size: env.DATABASE_POOL_SIZE,
    queueMax: env.DATABASE_QUEUE_MAX,
    queueTimeoutMs: env.DATABASE_QUEUE_TIMEOUT_MS,
    namedStatements: env.DATABASE_NAMED_STATEMENTS,
  };
  if (env.DATABASE_URL && env.MIGRATION_DATABASE_URL) {
    const direct = await openDatabase({ url: env.MIGRATION_DATABASE_URL, pool: { size: 1 } });
    try {
      await direct.migrate();
    } finally {
      await direct.close();
    }
  }
  const backups = env.DATABASE_URL ? null : backupSettingsFromEnv(env);
  if (backups) refuseNewDatabaseOverBackups(backups);
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL, pool } : { dataDir: env.DATA_DIR });
  try {
    if (backups) {
      const made = await backupBeforeMigrating(database, backups);
      if (made) process.stdout.write(`Sauvegarde avant la mise à jour du schéma : ${made.file}\n`);
      if (made?.keyGenerated) process.stdout.write(`${BACKUP_MESSAGES.keyGenerated(made.keyGenerated)}\n`);
    }
    // Already applied through the direct URL when there is one: then only the advisory lock would be at stake.
    if (!env.MIGRATION_DATABASE_URL) await database.migrate();
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return database;
}
