import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { dataDirHolder, openDatabase, type Database } from '../db/database';
import { rowsOf } from '../db/rows';
import { isNewerSchema, readJournal, readSchemaVersion } from '../db/schema-version';
import { readArchive, type Manifest } from './archive-file';
import type { BackupKey } from './backup-key';
import { BACKUP_MESSAGES } from './messages';
import { BackupRefusal } from './refusal';

/** What the practitioner recognises in a restored database: the rows of the practice's own tables. */
const COUNTED = { users: 'praticiens', clients: 'clients', client_photos: 'photos', products: 'produits', programs: 'programmes', cares: 'soins' } as const;

export interface Restored {
  manifest: Manifest;
  counts: Partial<Record<keyof typeof COUNTED, number>>;
  ms: number;
}

/** PostgreSQL's major version from server_version_num (180006 → 18): a data folder opens in its own major only. */
const major = (versionNum: string) => String(Math.floor(Number(versionNum) / 10_000));

function isEmptyFolder(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

async function countRows(database: Database): Promise<Restored['counts']> {
  const counts: Restored['counts'] = {};
  for (const table of Object.keys(COUNTED) as (keyof typeof COUNTED)[]) {
    // An archive of an older schema may predate a table (the photos came later).
    const [exists] = await rowsOf<{ present: boolean }>(database.db, sql`select to_regclass(${`public.${table}`}) is not null as present`);
    if (!exists?.present) continue;
    const [row] = await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

/** "40 clients, 3 photos, …" for the command's last line. */
export function describeCounts(counts: Restored['counts']): string {
  return (Object.keys(COUNTED) as (keyof typeof COUNTED)[])
    .filter((table) => counts[table] !== undefined)
    .map((table) => `${counts[table]} ${COUNTED[table]}`)
    .join(', ');
}

/** rmdir, not rm: if anything appeared in the target meanwhile (Mèche started), it is refused, never removed. */
function placeRestored(staging: string, dataDir: string): void {
  try {
    fs.rmdirSync(dataDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTEMPTY' || code === 'EEXIST') throw new BackupRefusal(BACKUP_MESSAGES.targetNotEmpty(dataDir));
    if (code !== 'ENOENT') throw error;
  }
  fs.renameSync(staging, dataDir);
}

/**
 * Restores an archive into `dataDir`, which must be empty or absent and not in use. The whole archive is decrypted
 * into a folder beside the target and checked, then unpacked there, opened and read back (schema version, rows); only
 * then is that folder renamed into place. Any refusal or failure leaves the target as it was and removes the folder.
 */
export async function restoreArchive(options: { file: string; dataDir: string; keys: BackupKey[]; migrationsFolder?: string }): Promise<Restored> {
  const started = performance.now();
  const dataDir = path.resolve(options.dataDir);
  const holder = dataDirHolder(dataDir);
  if (holder) throw new BackupRefusal(BACKUP_MESSAGES.targetInUse(dataDir, holder));
  if (!isEmptyFolder(dataDir)) throw new BackupRefusal(BACKUP_MESSAGES.targetNotEmpty(dataDir));

  const journal = readJournal(options.migrationsFolder);
  const staging = `${dataDir}.restauration-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true, mode: 0o700 });
  try {
    const payload = path.join(staging, 'pgdata.tar.gz');
    const { manifest } = await readArchive(path.resolve(options.file), options.keys, { payloadTo: payload });
    if (isNewerSchema(manifest.schema, journal)) throw new BackupRefusal(BACKUP_MESSAGES.newerSchema(manifest.schema.migration));
    // Unpacked only once every byte is authenticated and matches the manifest's checksum.
    await tar.extract({ cwd: staging, file: payload, strict: true });
    fs.rmSync(payload);
    const database = await openDatabase({ dataDir: staging });
    let counts: Restored['counts'];
    try {
      const [engine] = await rowsOf<{ v: string }>(database.db, sql`select current_setting('server_version_num') as v`);
      const embedded = engine?.v ?? '';
      if (major(embedded) !== major(manifest.engine.postgres)) {
        throw new BackupRefusal(BACKUP_MESSAGES.otherEngine(major(manifest.engine.postgres), major(embedded)));
      }
      const version = await readSchemaVersion(database.db, journal);
      if ((version?.appliedAt ?? 0) !== manifest.schema.appliedAt) throw new BackupRefusal(BACKUP_MESSAGES.restoredUnreadable('version du schéma'));
      counts = await countRows(database);
    } finally {
      await database.close();
    }
    placeRestored(staging, dataDir);
    return { manifest, counts, ms: Math.round(performance.now() - started) };
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    if (error instanceof BackupRefusal) throw error;
    throw new BackupRefusal(BACKUP_MESSAGES.restoredUnreadable(error instanceof Error ? error.message : String(error)));
  }
}
