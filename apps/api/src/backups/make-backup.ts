import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import type { Database } from '../db/database';
import { rowsOf } from '../db/rows';
import { readSchemaVersion } from '../db/schema-version';
import { readArchive, writeArchive, type BackupReason, type Manifest } from './archive-file';
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
  const [row] = await rowsOf<{ v: string }>(database.db, sql`select current_setting('server_version_num') as v`);
  return row?.v ?? '';
}

/** Where a backup is prepared: inside the data folder, so the unencrypted copy is as protected as the database itself. */
const WORK_FOLDER = 'backup-en-cours';

/**
 * The data folder as PGlite has it on disk. PGlite runs one statement at a time: while its files are copied into a tar
 * no statement runs, so every transaction committed before is in the write-ahead log inside the copy, and one still
 * open is not committed and PostgreSQL's recovery drops it on restore — the state a power cut at that instant would
 * leave, which PostgreSQL is built to recover. The checkpoint first writes every page out, so that recovery has almost
 * nothing to replay. Only the copy holds the database still (it reads the files, no more); compressing it, encrypting
 * it and checking the archive run afterwards, from the copy, without holding anything in memory.
 */
async function snapshot(
  database: Database,
  { dataDir, whileIdle }: NonNullable<Database['embedded']>,
  work: string,
): Promise<{ payload: Manifest['payload']; schema: Manifest['schema']; postgres: string }> {
  const version = await readSchemaVersion(database.db);
  const postgres = await serverVersion(database);
  await database.db.execute(sql`checkpoint`);
  const tarFile = path.join(work, 'pgdata.tar');
  await whileIdle(() => tar.create({ cwd: dataDir, file: tarFile, portable: true }, ['pgdata']));
  const gzFile = path.join(work, 'pgdata.tar.gz');
  const hash = createHash('sha256');
  let bytes = 0;
  await pipeline(
    fs.createReadStream(tarFile),
    createGzip(),
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        bytes += chunk.length;
        yield chunk;
      }
    },
    fs.createWriteStream(gzFile, { mode: 0o600 }),
  );
  fs.rmSync(tarFile);
  return {
    payload: { name: 'pgdata.tar.gz', bytes, sha256: hash.digest('hex') },
    schema: version ?? { migration: null, appliedAt: 0 },
    postgres,
  };
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
  const { embedded } = database;
  if (!embedded) throw new Error('backups are made of the embedded database on disk only');
  const keys = await resolveBackupKeys({ envKey: settings.envKey, keyFile: settings.keyFile, generate: true });
  fs.mkdirSync(settings.dir, { recursive: true, mode: 0o700 });
  removePartials(settings.dir);

  const work = path.join(embedded.dataDir, WORK_FOLDER);
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true, mode: 0o700 });
  const file = freeName(settings.dir, now, reason);
  const partial = `${file}${PARTIAL_SUFFIX}`;
  let bytes: number;
  let manifest: Manifest;
  try {
    const { payload, schema, postgres } = await snapshot(database, embedded, work);
    manifest = { format: 'meche-backup/1', createdAt: now.toISOString(), reason, schema, engine: { postgres }, payload };
    try {
      bytes = await writeArchive(partial, manifest, path.join(work, payload.name), keys.encrypt);
      // A link, not a rename: it fails rather than replace an archive of the same name.
      fs.linkSync(partial, file);
      fs.rmSync(partial);
      syncFolder(settings.dir);
    } catch (error) {
      fs.rmSync(partial, { force: true });
      throw error;
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }

  try {
    const reread = await readArchive(file, [keys.encrypt]);
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
