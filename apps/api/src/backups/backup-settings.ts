import path from 'node:path';
import type { Env } from '../env';
import { parseBackupKey } from './backup-key';
import { BACKUP_MESSAGES } from './messages';
import { BackupRefusal } from './refusal';

/** Where the embedded database's backups go and which key encrypts them. */
export interface BackupSettings {
  dataDir: string;
  dir: string;
  /** The generated key's file, used when BACKUP_KEY is not set. */
  keyFile: string;
  envKey: string | undefined;
}

/**
 * Checked when read: a backup folder inside the data folder, or a passphrase too short, is refused at once.
 * Beside the data folder by default (`.data` → `.data-backups` and `.data-backup.key`): deleting or losing the data
 * folder leaves both, and the key is not in the folder of archives one copies elsewhere.
 */
export function backupSettingsFromEnv(env: Pick<Env, 'DATA_DIR' | 'BACKUP_DIR' | 'BACKUP_KEY'>): BackupSettings {
  const dataDir = path.resolve(env.DATA_DIR);
  const parent = path.dirname(dataDir);
  const base = path.basename(dataDir);
  const dir = path.resolve(env.BACKUP_DIR ?? path.join(parent, `${base}-backups`));
  if (dir === dataDir || dir.startsWith(`${dataDir}${path.sep}`)) throw new BackupRefusal(BACKUP_MESSAGES.backupDirInsideData(dir, dataDir));
  // A key too weak is a configuration error, said at start rather than at the first backup.
  if (env.BACKUP_KEY?.trim()) parseBackupKey(env.BACKUP_KEY);
  return { dataDir, dir, keyFile: path.join(parent, `${base}-backup.key`), envKey: env.BACKUP_KEY };
}
