import fs from 'node:fs';
import path from 'node:path';
import { listArchives } from './backup-folder';
import type { BackupSettings } from './backup-settings';
import { BACKUP_MESSAGES } from './messages';
import { BackupRefusal } from './refusal';

/**
 * A start that would create a new, empty database while archives of one exist: the data folder was most likely lost
 * or deleted. Working on in a new database would leave the practice with two halves, and its daily archives would
 * push the good ones out of the rotation; so it is refused, naming the archive to restore.
 */
export function refuseNewDatabaseOverBackups(settings: BackupSettings): void {
  if (fs.existsSync(path.join(settings.dataDir, 'pgdata', 'PG_VERSION'))) return;
  let newest;
  try {
    newest = listArchives(settings.dir).at(-1);
  } catch {
    // An unreadable backup folder: the backups report it (settings page, log), it proves nothing about the data.
    return;
  }
  if (newest) throw new BackupRefusal(BACKUP_MESSAGES.newDatabaseOverBackups(settings.dataDir, settings.dir, newest.file));
}
