import path from 'node:path';
import { BACKUP_STALE_HOURS, type BackupStatus } from '@meche/contracts';
import type { Database } from '../db/database';
import type { BackupReason } from './archive-file';
import { listArchives, type ArchiveEntry } from './backup-folder';
import type { BackupSettings } from './backup-settings';
import { makeBackup, type ArchiveMade } from './make-backup';
import { describeBackupFailure } from './messages';

const HOUR_MS = 3_600_000;

interface Log {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface BackupService {
  /** One archive now; runs after any backup already under way (never two at once). */
  run(reason: BackupReason): Promise<ArchiveMade>;
  /** The daily archive, when none was made today (in the machine's time zone). */
  runIfDue(): Promise<ArchiveMade | null>;
  /** Checks every hour whether today's archive is due; the returned function stops the checks. */
  startDaily(): () => void;
  status(): BackupStatus;
  /** Resolves once no backup is under way (before the database closes). */
  idle(): Promise<void>;
}

const sameLocalDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * The embedded database's backups while the API runs. Whether one is due is read from the backup folder itself, not
 * kept in memory: a restart neither skips nor repeats a day, and a failed attempt is tried again an hour later.
 */
export function createBackupService(options: {
  database: Database;
  settings: BackupSettings;
  log: Log;
  now?: () => Date;
  onKeyGenerated?: (keyFile: string) => void;
}): BackupService {
  const { database, settings, log } = options;
  const now = options.now ?? (() => new Date());
  let queue: Promise<unknown> = Promise.resolve();
  let failure: { at: Date; message: string } | null = null;

  const run = (reason: BackupReason): Promise<ArchiveMade> => {
    const attempt = queue.then(async () => {
      try {
        const made = await makeBackup(database, settings, reason, now());
        failure = null;
        if (made.keyGenerated) options.onKeyGenerated?.(made.keyGenerated);
        log.info({ file: made.file, bytes: made.bytes, ms: made.ms, reason, pruned: made.pruned.length }, 'backup written');
        return made;
      } catch (error) {
        failure = { at: now(), message: describeBackupFailure(error, settings.dir) };
        log.error({ err: error, reason }, 'backup failed');
        throw error;
      }
    });
    queue = attempt.catch(() => undefined);
    return attempt;
  };

  /** The newest archive; an unreadable folder reads as none, and its reason as a failure. */
  const newestArchive = (): { archive: ArchiveEntry | null; unreadable: string | null } => {
    try {
      return { archive: listArchives(settings.dir).at(-1) ?? null, unreadable: null };
    } catch (error) {
      return { archive: null, unreadable: describeBackupFailure(error, settings.dir) };
    }
  };

  const runIfDue = async () => {
    const { archive } = newestArchive();
    return archive && sameLocalDay(archive.at, now()) ? null : run('daily');
  };

  return {
    run,
    runIfDue,
    startDaily() {
      const check = () => void runIfDue().catch(() => undefined);
      check();
      const timer = setInterval(check, HOUR_MS);
      timer.unref();
      return () => clearInterval(timer);
    },
    status() {
      const { archive: newest, unreadable } = newestArchive();
      const current = now();
      const failed = failure && (!newest || failure.at > newest.at) ? failure : unreadable ? { at: current, message: unreadable } : null;
      return {
        mode: 'embedded',
        last: newest ? { at: newest.at.toISOString(), bytes: newest.bytes } : null,
        stale: !newest || current.getTime() - newest.at.getTime() > BACKUP_STALE_HOURS * HOUR_MS,
        failure: failed ? { at: failed.at.toISOString(), message: failed.message } : null,
        keyFile: settings.envKey?.trim() ? null : path.basename(settings.keyFile),
      };
    },
    idle: () => queue.then(() => undefined),
  };
}
