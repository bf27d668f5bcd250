import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { readSchemaVersion } from '../db/schema-version';
import { readArchive, sha256Of, writeArchive, type BackupReason, type Manifest } from './archive-file';
import { archiveName, listArchives, PARTIAL_SUFFIX, removePartials } from './backup-folder';
import { resolveBackupKeys } from './backup-key';
import type { BackupSettings } from './backup-settings';
import { BACKUP_MESSAGES } from './messages';
import { BackupRefusal } from './refusal';
import { archivesToPrune } from './retention';

export interface ArchiveMade {
  file: string;
  bytes: number;
  createdAt: string;
  reason: BackupReason;
  ms: number;
  /** Older archives the rotation removed. */
  pruned: string[];
  /** The key file was created by this backup: tell the practitioner to copy it elsewhere. */
  keyGenerated: string | null;
}

async function serverVersion(database: Database): Promise<string> {
  const result = (await database.db.execute(sql`select current_setting('server_version_num') as v`)) as unknown as { rows: { v: string }[] };
  return result.rows[0]?.v ?? '';
}

/**
 * The data folder as PGlite has it on disk. PGlite runs one statement at a time and `dump` holds its query lock while
 * it reads the files, so no statement writes meanwhile: every transaction committed before is in the write-ahead log
 * inside the tarball, one still open is not committed and PostgreSQL's recovery drops it on restore — the state a
 * power cut at that instant would leave, which PostgreSQL is built to recover. The checkpoint first writes every
 * page out, so that recovery has almost nothing to replay.
 */
async function snapshot(database: Database): Promise<{ tarball: Blob; schema: Manifest['schema']; postgres: string }> {
  if (database.kind !== 'pglite' || !database.dump) throw new Error('backups are made of the embedded database only');
  const version = await readSchemaVersion(database.db);
  const postgres = await serverVersion(database);
  await database.db.execute(sql`checkpoint`);
  const tarball = await database.dump('gzip');
  return { tarball, schema: version ?? { migration: null, appliedAt: 0 }, postgres };
}

function syncFolder(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Two archives in the same millisecond (a manual one right after another): the second is named a millisecond later. */
function freeName(dir: string, at: Date, reason: BackupReason): string {
  let stamp = at.getTime();
  while (fs.existsSync(path.join(dir, archiveName(new Date(stamp), reason)))) stamp += 1;
  return path.join(dir, archiveName(new Date(stamp), reason));
}

function prune(dir: string): string[] {
  const names = archivesToPrune(listArchives(dir));
  for (const name of names) fs.rmSync(path.join(dir, name), { force: true });
  return names;
}

/**
 * One archive of the embedded database into the backup folder: written under a temporary name, synced, renamed, then
 * decrypted again and checked against what was written before the rotation deletes anything older. A failed or
 * unreadable archive never replaces a good one.
 */
export async function makeBackup(database: Database, settings: BackupSettings, reason: BackupReason, now = new Date()): Promise<ArchiveMade> {
  const started = performance.now();
  const keys = await resolveBackupKeys({ envKey: settings.envKey, keyFile: settings.keyFile, generate: true });
  fs.mkdirSync(settings.dir, { recursive: true, mode: 0o700 });
  removePartials(settings.dir);

  const { tarball, schema, postgres } = await snapshot(database);
  const manifest: Manifest = {
    format: 'meche-backup/1',
    createdAt: now.toISOString(),
    reason,
    schema,
    engine: { postgres },
    payload: { name: 'pgdata.tar.gz', bytes: tarball.size, sha256: await sha256Of(tarball) },
  };
  const file = freeName(settings.dir, now, reason);
  const partial = `${file}${PARTIAL_SUFFIX}`;
  let bytes: number;
  try {
    bytes = await writeArchive(partial, manifest, tarball, keys.encrypt);
    // A link, not a rename: it fails rather than replace an archive of the same name.
    fs.linkSync(partial, file);
    fs.rmSync(partial);
    syncFolder(settings.dir);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }

  try {
    const reread = await readArchive(file, [keys.encrypt], { keepPayload: false });
    if (reread.manifest.payload.sha256 !== manifest.payload.sha256) throw new Error('checksum');
  } catch {
    fs.rmSync(file, { force: true });
    throw new BackupRefusal(BACKUP_MESSAGES.verifyFailed);
  }

  return {
    file,
    bytes,
    createdAt: manifest.createdAt,
    reason,
    ms: Math.round(performance.now() - started),
    pruned: prune(settings.dir),
    keyGenerated: keys.generated ? settings.keyFile : null,
  };
}
