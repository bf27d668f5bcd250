import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { fromPglite, type Db as JobsDb } from 'pg-boss';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { createBoundedPool, type PoolLimits } from './bounded-pool';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The same database for the job queue (pg-boss): the embedded client itself, or this process's bounded pool. */
  jobs: JobsDb;
  ping(): Promise<void>;
  /** Applies the committed migrations (another folder: a test's older schema). */
  migrate(migrationsFolder?: string): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball (the tests' migrated template). */
  dump?(): Promise<Blob>;
  /** PGlite on disk only: its folder, and a way to run `fn` while no statement runs (a consistent copy of the files). */
  embedded?: { dataDir: string; whileIdle<T>(fn: () => Promise<T>): Promise<T> };
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any constant: serialises migrations when several replicas start at once. */
const MIGRATION_LOCK_KEY = 746_352_001;

/** Thrown when another process already holds the embedded database folder. */
export class DataDirBusyError extends Error {}

/** `dataDir` undefined → in-memory PGlite (tests), optionally started from a dumped template. */
export type DatabaseOptions =
  | { url: string; pool?: Partial<PoolLimits> | undefined }
  | { dataDir?: string | undefined; template?: Blob | undefined };

const DEFAULT_POOL_LIMITS: PoolLimits = { size: 10, queueMax: 5000, queueTimeoutMs: 15_000, namedStatements: true };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return 'url' in options
    ? openPostgres(options.url, { ...DEFAULT_POOL_LIMITS, ...options.pool })
    : openPglite(options.dataDir, options.template);
}

async function openPostgres(url: string, limits: PoolLimits): Promise<Database> {
  const pool = createBoundedPool(url, limits);
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  // Same for a checked-out client (mid-transaction, between queries): its query then rejects and maps to 503.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    jobs: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
    ping: async () => {
      await pool.query('select 1');
    },
    migrate: async (migrationsFolder = MIGRATIONS_FOLDER) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client, casing: 'snake_case' }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined, template?: Blob): Promise<Database> {
  const release = dataDir ? lockDataDir(dataDir) : () => undefined;
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(dataDir ? { dataDir: path.join(dataDir, 'pgdata') } : {}),
      ...(template ? { loadDataDir: template } : {}),
      extensions: { pg_trgm, btree_gin },
      // A checkpoint deletes the WAL segments it no longer needs instead of keeping them renamed for reuse: the data
      // folder, and so each backup of it, does not carry hundreds of megabytes of old WAL after photos were added.
      startParams: [...PGlite.defaultStartParams, '-c', 'wal_recycle=off'],
    });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    jobs: fromPglite(client),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    dump: () => client.dumpDataDir('none'),
    ...(dataDir ? { embedded: { dataDir: path.resolve(dataDir), whileIdle: (fn) => client.runExclusive(fn) } } : {}),
    migrate: async (migrationsFolder = MIGRATIONS_FOLDER) => {
      await migratePglite(drizzlePglite({ client, casing: 'snake_case' }), { migrationsFolder });
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const lockFileOf = (dataDir: string) => path.join(dataDir, 'meche.lock');

/** The live process holding the embedded database folder (the API, a CLI), or null when none does. */
export function dataDirHolder(dataDir: string): number | null {
  let holder: number;
  try {
    holder = Number(fs.readFileSync(lockFileOf(dataDir), 'utf8'));
  } catch {
    return null;
  }
  return holder && isAlive(holder) ? holder : null;
}

/** PGlite is single-process: a lock file stops a second process (e.g. the CLI) from opening the same folder. */
function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = lockFileOf(dataDir);
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = dataDirHolder(dataDir);
    if (holder && holder !== process.pid) {
      throw new DataDirBusyError(
        `La base embarquée (${dataDir}) est déjà ouverte par un autre processus (pid ${holder}, probablement l'API). ` +
          `PGlite ne peut être ouvert que par un seul processus : arrêtez l'API puis relancez la commande, ` +
          `ou utilisez DATABASE_URL avec un serveur PostgreSQL.`,
      );
    }
    fs.writeFileSync(lockFile, String(process.pid));
  }
  return () => fs.rmSync(lockFile, { force: true });
}
