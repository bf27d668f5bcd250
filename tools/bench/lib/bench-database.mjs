// A throwaway database for one bench section on the local PostgreSQL server.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { onCleanup } from '../../resilience/lib/cleanup.mjs';

/** `meche_bench_<prefix>_<random>` on the local server, dropped by the returned function or at cleanup. */
export async function createBenchDatabase(adminUrl, prefix) {
  const name = `meche_bench_${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };
  // Left by an interrupted run: dropped unless in use (no `force`: a concurrent run keeps its own).
  const stale = await admin(`select datname from pg_database where datname like 'meche\\_bench\\_${prefix}\\_%'`);
  for (const { datname } of stale) await admin(`drop database if exists ${datname}`).catch(() => undefined);
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = onCleanup(() => admin(`drop database if exists ${name} with (force)`));
  return { name, url: url.toString(), drop };
}
