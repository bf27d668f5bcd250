import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { PoolLimits } from '../db/bounded-pool';
import { openDatabase, type Database } from '../db/database';

export interface TestDatabase {
  database: Database;
  /**
   * PostgreSQL only: the same database through a new connection pool, as a second API process would see it
   * (closed by dispose). PGlite belongs to one process: null there.
   */
  connectAgain(pool?: Partial<PoolLimits>): Promise<Database | null>;
  dispose(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite, or on the 'postgres' project a new database
 * `meche_t_<random>` on the TEST_DATABASE_URL server, dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.MECHE_TEST_DB !== 'postgres' || !serverUrl) {
    const template = inject('pgliteTemplate');
    const database = await openDatabase(template ? { template: new Blob([fs.readFileSync(template)]) } : {});
    await database.migrate();
    return { database, connectAgain: async () => null, dispose: () => database.close().catch(() => undefined) };
  }
  const name = `meche_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  const others: Database[] = [];
  return {
    database,
    async connectAgain(pool) {
      const other = await openDatabase({ url: url.toString(), pool });
      others.push(other);
      return other;
    },
    async dispose() {
      for (const other of others) await other.close().catch(() => undefined);
      await database.close().catch(() => undefined);
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
