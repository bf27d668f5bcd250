import type { Env } from '../env';
import { openDatabase, type Database } from './database';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR; migrations applied. */
export async function openDatabaseFromEnv(env: Env): Promise<Database> {
  const pool = {
    size: env.DATABASE_POOL_SIZE,
    queueMax: env.DATABASE_QUEUE_MAX,
    queueTimeoutMs: env.DATABASE_QUEUE_TIMEOUT_MS,
    namedStatements: env.DATABASE_NAMED_STATEMENTS,
  };
  if (env.DATABASE_URL && env.MIGRATION_DATABASE_URL) {
    const direct = await openDatabase({ url: env.MIGRATION_DATABASE_URL, pool: { size: 1 } });
    try {
      await direct.migrate();
    } finally {
      await direct.close();
    }
  }
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL, pool } : { dataDir: env.DATA_DIR });
  try {
    // Already applied through the direct URL when there is one: then only the advisory lock would be at stake.
    if (!env.MIGRATION_DATABASE_URL) await database.migrate();
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return database;
}
