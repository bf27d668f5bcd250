import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../plugins/errors';
import { createTestDatabase } from '../test/test-database';

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.MECHE_TEST_DB === 'postgres' && Boolean(serverUrl);

describe.skipIf(!onPostgres)('PostgreSQL connection lost in the middle of a transaction', () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle?.dispose());

  it('fails the transaction as "unavailable" (503) without crashing the process, and the pool recovers', async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const failure = await handle.database.db
      .transaction(async (tx) => {
        const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
        await admin.query('select pg_terminate_backend($1)', [result.rows[0]?.pid]);
        // The FATAL arrives while no query runs: the checked-out client emits 'error' (unhandled, it killed the API).
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    await admin.end();
    expect(failure).not.toBeNull();
    expect(isDatabaseUnavailable(failure)).toBe(true);
    await expect(handle.database.ping()).resolves.toBeUndefined();
  });
});
