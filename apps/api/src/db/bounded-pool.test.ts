import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@meche/contracts';
import { Agent, createHarness, type Harness } from '../test/harness';

const onPostgres = process.env.MECHE_TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
const BURST = 2000;

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

const client = (i: number) => ({ firstName: `Rafale${i}`, lastName: 'Charge', sex: 'F' });

// The pool and its queue exist on PostgreSQL only (PGlite is one in-process connection).
describe.skipIf(!onPostgres)('a burst of writes waits its turn instead of failing', () => {
  it(`${BURST} client creates sent at once on a freshly built API: all ${BURST} created, every one counted and audited`, async () => {
    const agent = await h.practitioner('burst@pool.test');
    // A queue long enough for the whole burst: how fast it drains is the bench's business, not this test's.
    const cold = await h.buildOnOwnConnection({}, { queueTimeoutMs: 170_000 });
    const burst = Object.assign(new Agent(cold), { userId: agent.userId });
    for (const [name, value] of agent.jar) burst.jar.set(name, value);

    const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => burst.post('/api/client', client(i))));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s !== 201)).toEqual([]);
    const page = (await agent.get('/api/clients?size=1')).json() as { totalElements: number };
    expect(page.totalElements).toBe(BURST);
    const ids = new Set(answers.map((a) => (a.json() as { id: number }).id));
    expect(ids.size).toBe(BURST);
    const audited = await h.database.db.execute(
      sql`select count(*)::int as n from audit_log where user_id = ${agent.userId} and action = 'create'`,
    );
    expect((audited as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(BURST);
  }, 180_000);
});

describe.skipIf(!onPostgres)('past the queue bound: refused at once, before any work', () => {
  it('answers 503 with Retry-After and writes nothing for the refused requests', async () => {
    const agent = await h.practitioner('shed@pool.test');
    const small = await h.buildOnOwnConnection({}, { size: 1, queueMax: 2 });
    const shed = Object.assign(new Agent(small), { userId: agent.userId });
    for (const [name, value] of agent.jar) shed.jar.set(name, value);

    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => shed.post('/api/client', client(i))));
    const refused = answers.filter((a) => a.statusCode === 503);
    const created = answers.filter((a) => a.statusCode === 201);
    expect(refused.length).toBeGreaterThan(0);
    expect(created.length + refused.length).toBe(40);
    for (const a of refused) {
      expect(a.headers['retry-after']).toBe('1');
      expect(a.json()).toEqual({ message: MSG.unavailable });
    }
    const page = (await agent.get('/api/clients?size=1')).json() as { totalElements: number };
    expect(page.totalElements).toBe(created.length);

    const retried = await Promise.all(refused.map((_, i) => shed.post('/api/client', client(100 + i))));
    expect(retried.filter((a) => a.statusCode === 201).length).toBeGreaterThan(0);
  });
});
