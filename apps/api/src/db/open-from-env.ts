import type { Env } from '../env';
import { openDatabase, type Database } from './database';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR; migrations applied. */
export async function openDatabaseFromEnv(env: Env): Promise<Database> {
  const pool = { size: env.DATABASE_POOL_SIZE, queueMax: env.DATABASE_QUEUE_MAX, queueTimeoutMs: env.DATABASE_QUEUE_TIMEOUT_MS };
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL, pool } : { dataDir: env.DATA_DIR });
  try {
    await database.migrate();
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return database;
}
