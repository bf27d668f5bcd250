// Throwaway databases on the local PostgreSQL server, and SQL for the checks.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { onCleanup } from './cleanup.mjs';

const PG_HOST = '127.0.0.1';
export const PG_PORT = Number(process.env.RESILIENCE_PG_PORT ?? 5432);
const PG_USER = process.env.RESILIENCE_PG_USER ?? 'postgres';

const urlFor = (database) => `postgres://${PG_USER}@${PG_HOST}:${PG_PORT}/${database}`;

async function withAdmin(fn) {
  const client = new pg.Client({ connectionString: urlFor('postgres'), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates `meche_res_<random>`; it is dropped by `drop()` or by the cleanup at exit. */
export async function createDatabase() {
  const name = `meche_res_${randomBytes(5).toString('hex')}`;
  await withAdmin((c) => c.query(`create database ${name}`));
  const pool = new pg.Pool({ connectionString: urlFor(name), max: 3 });
  pool.on('error', () => undefined);
  const drop = onCleanup(async () => {
    await pool.end().catch(() => undefined);
    await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
  });
  return {
    name,
    url: urlFor(name),
    query: async (text, params) => (await pool.query(text, params)).rows,
    drop,
  };
}
