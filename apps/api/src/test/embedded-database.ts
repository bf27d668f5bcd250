import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app';
import type { BackupSettings } from '../backups/backup-settings';
import { openDatabase, type Database } from '../db/database';
import { rowsOf } from '../db/rows';
import { defaultAppConfig } from '../env';
import type { App } from '../types';
import { HOST, SECRET } from './harness';

/** A throwaway folder holding a data folder, a backup folder and a key file, as the defaults lay them out. */
export function backupSandbox(): { root: string; settings: BackupSettings; remove(): void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'meche-backup-test-'));
  return {
    root,
    settings: { dataDir: path.join(root, 'data'), dir: path.join(root, 'data-backups'), keyFile: path.join(root, 'data-backup.key'), envKey: undefined },
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

/** The embedded database on disk in `dataDir`, started from the suite's migrated template (seconds, not a fresh initdb). */
export function openEmbedded(dataDir: string): Promise<Database> {
  return openDatabase({ dataDir, template: new Blob([fs.readFileSync(inject('pgliteTemplate'))]) });
}

/** The production app over `database`, as `npm start` builds it (tests call it with `Agent`). */
export const appOver = (database: Database, backups: BuildAppOptions['backups'] = null): Promise<App> =>
  buildApp({ database, config: defaultAppConfig({ sessionSecret: SECRET, publicHosts: [HOST] }), backups });

/**
 * Every table of the database (ours and drizzle's record of migrations) as `rows:md5`, the md5 over every row's
 * text (photos' bytes included, as hex), in a fixed order: two databases with the same fingerprints hold the same rows.
 */
export async function tableFingerprints(database: Database): Promise<Record<string, string>> {
  const tables = await rowsOf<{ name: string }>(
    database.db,
    sql`select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1`,
  );
  const fingerprints: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ n: number; digest: string | null }>(
      database.db,
      sql.raw(`select count(*)::int as n, md5(string_agg(md5(t::text), '' order by md5(t::text))) as digest from ${name} t`),
    );
    fingerprints[name] = `${row?.n ?? 0}:${row?.digest ?? ''}`;
  }
  return fingerprints;
}

/** SHA-256 of each photo and thumbnail as stored, by photo id. */
export async function photoChecksums(database: Database): Promise<Record<number, string>> {
  const rows = await rowsOf<{ id: number; image: string; thumbnail: string }>(
    database.db,
    sql`select id, encode(sha256(image), 'hex') as image, encode(sha256(thumbnail), 'hex') as thumbnail from client_photos order by id`,
  );
  return Object.fromEntries(rows.map((r) => [r.id, `${r.image}/${r.thumbnail}`]));
}

/** Every file under `dir` with its SHA-256 (a folder that must not change: compared before and after). */
export function folderChecksums(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return out;
}
