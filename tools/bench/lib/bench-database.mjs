// A throwaway database for one bench section on the local PostgreSQL server.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { onCleanup } from '../../resilience/lib/cleanup.mjs';

/** `meche_bench_<prefix>_<random>` on the server of `adminUrl`, dropped at cleanup whatever happens. */
export async function createBenchDatabase(adminUrl, prefix) {
  const name = `meche_bench_${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = onCleanup(() => admin(`drop database if exists ${name} with (force)`));
  return { name, url: url.toString(), drop };
}
