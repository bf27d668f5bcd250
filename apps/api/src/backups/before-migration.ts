import type { Database } from '../db/database';
import { pendingMigrations, readJournal, readSchemaVersion } from '../db/schema-version';
import type { BackupSettings } from './backup-settings';
import { makeBackup, type ArchiveMade } from './make-backup';
import { BACKUP_MESSAGES, describeBackupFailure } from './messages';
import { BackupRefusal } from './refusal';

/**
 * An archive of the embedded database before a start applies new migrations to it, so a broken upgrade can be undone.
 * A new database (never migrated) has nothing to lose. If the archive cannot be made, the migrations are not applied:
 * the database stays as it was, and the message says why.
 */
export async function backupBeforeMigrating(database: Database, settings: BackupSettings, migrationsFolder?: string): Promise<ArchiveMade | null> {
  const journal = readJournal(migrationsFolder);
  const version = await readSchemaVersion(database.db, journal);
  if (!version || pendingMigrations(version, journal).length === 0) return null;
  try {
    return await makeBackup(database, settings, 'pre-migration');
  } catch (error) {
    throw new BackupRefusal(BACKUP_MESSAGES.preMigrationFailed(describeBackupFailure(error, settings.dir)));
  }
}
