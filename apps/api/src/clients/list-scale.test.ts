import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CLIENT_SORT_FIELDS, type ClientSummary, type Page } from '@meche/contracts';
import { createHarness, type Agent, type Harness } from '../test/harness';

// The list's scale shapes (migration 0003, repository.ts): the unfiltered total read from a counter kept by
// triggers, one index per sort with a deferred join for the page. Both must stay exact: these tests compare
// them with a plain count and a plain ORDER BY over the same rows.

let h: Harness;
let me: Agent & { userId: number };
let other: Agent & { userId: number };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

beforeAll(async () => {
  h = await createHarness();
  me = await h.practitioner('me@scale.test');
  other = await h.practitioner('other@scale.test');
});
afterAll(() => h?.close());

const list = async (agent: Agent, query: string) => {
  const res = await agent.get(`/api/clients?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as Page<ClientSummary>;
};

async function create(agent: Agent, i: number) {
  // Repeated names, cities and dates (and some empty ones) so every sort has ties and NULLs to order.
  const res = await agent.post('/api/client', {
    firstName: ['Éloïse', 'eloise', 'Zoé', 'Adam'][i % 4],
    lastName: ['Durand', 'durand', 'Ébert', 'Martin', 'Le Gall'][i % 5],
    sex: i % 3 ? 'F' : 'M',
    email: i % 4 === 3 ? '' : `Client${i % 6}@Example.org`,
    city: i % 5 === 4 ? '' : ['Lyon', 'Évry', 'lyon'][i % 3],
    zipCode: i % 5 === 4 ? '' : ['69001', '91000'][i % 2],
    birthday: i % 6 === 5 ? '' : `19${50 + (i % 7)}-0${1 + (i % 9)}-1${i % 10}`,
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: number }).id;
}

const counter = async (userId: number) =>
  Number(
    rowsOf<{ total: number | string }>(
      await h.database.db.execute(sql`select coalesce((select sum(total) from client_counts where user_id = ${userId}), 0) as total`),
    )[0]?.total,
  );

const realCount = async (userId: number) =>
  Number(rowsOf<{ n: number | string }>(await h.database.db.execute(sql`select count(*) as n from clients where user_id = ${userId}`))[0]?.n);

describe('client list at scale: exact totals and pages', () => {
  const ids: number[] = [];

  it('keeps the per-practitioner counter equal to the real count through creates and deletes', async () => {
    expect((await list(me, 'size=5')).totalElements).toBe(0);
    for (let i = 0; i < 23; i++) ids.push(await create(me, i));
    await create(other, 0);
    expect(await counter(me.userId)).toBe(23);
    expect(await counter(other.userId)).toBe(1);

    const page = await list(me, 'size=5');
    expect(page).toMatchObject({ totalElements: 23, totalPages: 5, number: 0, size: 5 });

    for (const id of ids.splice(0, 3)) expect((await me.delete(`/api/client/${id}`)).statusCode).toBe(204);
    expect(await counter(me.userId)).toBe(20);
    expect(await list(me, 'size=5')).toMatchObject({ totalElements: 20, totalPages: 4 });
    expect(await counter(other.userId)).toBe(1);
  });

  it('counts rows written outside the API too (bulk insert, move, rolled-back transaction)', async () => {
    const db = h.database.db;
    await db.execute(sql`
      insert into clients (user_id, first_name, last_name, sex, search_text, last_name_key, first_name_key)
      select ${other.userId}, 'Bulk', 'Row ' || g, 'F', 'bulk row ' || g, 'row ' || g, 'bulk' from generate_series(1, 40) g`);
    expect(await counter(other.userId)).toBe(41);
    await db.execute(sql`update clients set user_id = ${me.userId} where user_id = ${other.userId} and first_name = 'Bulk' and last_name in ('Row 1', 'Row 2')`);
    expect([await counter(me.userId), await counter(other.userId)]).toEqual([22, 39]);
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from clients where user_id = ${other.userId} and first_name = 'Bulk'`);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await counter(other.userId)).toBe(39);
    await db.execute(sql`delete from clients where first_name = 'Bulk'`);
    expect(await counter(me.userId)).toBe(await realCount(me.userId));
    expect(await counter(other.userId)).toBe(await realCount(other.userId));
    expect(await realCount(me.userId)).toBe(20);
  });

  it('drops the counter with the practitioner', async () => {
    const gone = await h.practitioner('gone@scale.test');
    await create(gone, 1);
    expect(await counter(gone.userId)).toBe(1);
    await h.database.db.execute(sql`delete from users where id = ${gone.userId}`);
    expect(rowsOf(await h.database.db.execute(sql`select 1 from client_counts where user_id = ${gone.userId}`))).toHaveLength(0);
  });

  it.each(CLIENT_SORT_FIELDS.flatMap((field) => (['asc', 'desc'] as const).map((direction) => [field, direction] as const)))(
    'pages by %s %s exactly like a plain ORDER BY over all rows, ties broken by id',
    async (field, direction) => {
      const key = {
        lastName: 'last_name_key',
        firstName: 'first_name_key',
        city: 'city_key',
        email: 'lower(email)',
        zipCode: 'zip_code',
        sex: 'sex',
        birthday: 'birthday',
        created: 'created',
        modified: 'modified',
      }[field];
      const expected = rowsOf<{ id: number }>(
        await h.database.db.execute(
          sql.raw(`select id from clients where user_id = ${me.userId} order by ${key} ${direction}, id ${direction}`),
        ),
      ).map((r) => Number(r.id));
      const seen: number[] = [];
      for (let page = 0; page < 5; page++) {
        const p = await list(me, `size=6&page=${page}&sortBy=${field}&direction=${direction}`);
        expect(p.totalPages).toBe(4);
        seen.push(...p.content.map((c) => c.id));
      }
      expect(seen).toEqual(expected);
    },
  );

  it('a search counts its own matches exactly, with the deferred page', async () => {
    const all = await list(me, 'size=100&search=durand');
    const expected = rowsOf<{ n: number | string }>(
      await h.database.db.execute(sql`select count(*) as n from clients where user_id = ${me.userId} and search_text like '%durand%'`),
    )[0]?.n;
    expect(all.totalElements).toBe(Number(expected));
    const second = await list(me, 'size=3&page=1&search=durand&sortBy=city&direction=desc');
    expect(second.totalPages).toBe(Math.ceil(Number(expected) / 3));
    expect(second.content.every((c) => c.lastName.toLowerCase() === 'durand')).toBe(true);

    const past = await list(me, 'size=3&page=50&search=durand');
    expect(past).toMatchObject({ content: [], totalElements: Number(expected), totalPages: Math.ceil(Number(expected) / 3) });
    expect(await list(me, 'search=nobody-has-this')).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
  });

  it.each(CLIENT_SORT_FIELDS)('pages a search by %s desc like a plain ORDER BY over the matches', async (field) => {
    const key = { lastName: 'last_name_key', firstName: 'first_name_key', city: 'city_key', email: 'lower(email)' }[field as string] ?? field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    const expected = rowsOf<{ id: number }>(
      await h.database.db.execute(
        sql.raw(`select id from clients where user_id = ${me.userId} and search_text like '%lyon%' order by ${key} desc, id desc`),
      ),
    ).map((r) => Number(r.id));
    expect(expected.length).toBeGreaterThan(4);
    const seen: number[] = [];
    for (let page = 0; page * 4 < expected.length; page++) {
      const p = await list(me, `size=4&page=${page}&search=LYON&sortBy=${field}&direction=desc`);
      expect(p.totalElements).toBe(expected.length);
      seen.push(...p.content.map((c) => c.id));
    }
    expect(seen).toEqual(expected);
  });
});
