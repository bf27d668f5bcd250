import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { clientInputSchema, type ClientSummary, type Page } from '@meche/contracts';
import { derivedColumns } from '../clients/repository';
import { sanitizeDescription } from '../products/sanitize-description';
import { buildSearchText } from '../shared/search-text';
import { Agent, createHarness, type Harness } from '../test/harness';
import { seedVolume, type SeedVolumeResult } from './seed-volume';

// The volume seeder writes SQL-side what the API writes row by row: these tests hold it to the same values.

let h: Harness;
let seeded: SeedVolumeResult;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

beforeAll(async () => {
  h = await createHarness();
  seeded = await seedVolume({ database: h.database, practitioners: 2, clients: 400, products: 30, programmes: 40, visits: 60 });
});
afterAll(() => h?.close());

async function login(email: string, password: string) {
  const agent = new Agent(h.app);
  const res = await agent.post('/api/login', { username: email, password });
  expect(res.statusCode).toBe(200);
  return agent;
}

describe('seed:volume', () => {
  it('creates the practitioners, who can log in with the printed password', async () => {
    expect(seeded.practitioners.map((p) => p.email)).toEqual(['volume-1@meche.test', 'volume-2@meche.test']);
    expect(seeded.practitioners.map((p) => [p.clients, p.products, p.programmes])).toEqual([
      [400, 30, 40],
      [400, 30, 40],
    ]);
    expect(seeded.inserted).toMatchObject({ users: 2, clients: 800, products: 60, programs: 80, categories: 12, visits: 120 });
    expect(seeded.practitioners[0]?.sample.clientIds.length).toBeGreaterThan(10);
    await login('volume-2@meche.test', seeded.password);
  });

  it('fills the agenda with visits the API lists as it stores them: four a working day, in Paris time, none overlapping', async () => {
    const agent = await login('volume-1@meche.test', seeded.password);
    const week = (await agent.get('/api/visits?from=2026-01-05&days=7')).json() as { startsAt: string; endsAt: string; localDate: string }[];
    // Twenty slots, Monday to Friday; one in ten cancelled, which the agenda leaves out.
    expect(week.length).toBeGreaterThan(10);
    expect(week.length).toBeLessThanOrEqual(20);
    for (const [i, v] of week.entries()) {
      expect(['2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09']).toContain(v.localDate);
      // 09:00, 11:00, 14:00 or 16:00 in Paris (UTC+1 in January).
      expect(['08:00', '10:00', '13:00', '15:00']).toContain(v.startsAt.slice(11, 16));
      if (i > 0) expect(v.startsAt >= (week[i - 1]?.endsAt ?? '')).toBe(true);
    }
  });

  it('stores for every client the search text and sort keys the API computes from the same values', async () => {
    const rows = rowsOf<Record<string, string | null>>(
      await h.database.db.execute(sql`
        select first_name as "firstName", last_name as "lastName", sex, email, mobile_phone as "mobilePhone",
          home_phone as "homePhone", birthday::text as birthday, city, street_name as "streetName", zip_code as "zipCode",
          search_text, last_name_key, first_name_key, city_key from clients`),
    );
    expect(rows).toHaveLength(800);
    for (const row of rows) {
      // Valid input for the API as it stands, and the API would derive exactly the stored columns.
      const values = clientInputSchema.parse(
        Object.fromEntries(Object.entries(row).filter(([k, v]) => !k.includes('_') && v !== null)),
      );
      const derived = derivedColumns(values);
      expect({
        searchText: row.search_text,
        lastNameKey: row.last_name_key,
        firstNameKey: row.first_name_key,
        cityKey: row.city_key,
      }).toEqual(derived);
    }
  });

  it('finds a seeded client by search exactly like the same client created through the API', async () => {
    const me = await login('volume-1@meche.test', seeded.password);
    const [row] = rowsOf<{ id: number }>(
      await h.database.db.execute(sql`
        select c.id from clients c join users u on u.id = c.user_id
        where u.email = 'volume-1@meche.test' and c.city is not null and c.mobile_phone is not null and c.email is not null
        order by c.id limit 1`),
    );
    const original = (await me.get(`/api/client/${row?.id}`)).json() as Record<string, unknown>;
    const { id, userId, created, modified, ...values } = original;
    const copy = (await me.post('/api/client', values)).json() as { id: number };
    const search = async (term: string) => {
      const page = (await me.get(`/api/clients?size=100&search=${encodeURIComponent(term)}`)).json() as Page<ClientSummary>;
      return page.content.map((c) => c.id);
    };
    const phone = String(original.mobilePhone);
    for (const term of [
      String(original.lastName).toUpperCase(),
      String(original.firstName),
      String(original.email).split('@')[0] ?? '',
      String(original.city),
      phone,
      phone.replace(/ /g, ''),
      `${String(original.firstName)} ${String(original.zipCode)}`,
    ]) {
      const found = await search(term);
      expect(found, term).toContain(id);
      expect(found, term).toContain(copy.id);
    }
    expect([userId, created, modified].every(Boolean)).toBe(true);
  });

  it('writes products, categories and programmes by the catalogue rules', async () => {
    const products = rowsOf<{ name: string; type: string; ref: string; description: string; search_text: string }>(
      await h.database.db.execute(sql`select name, type, ref_product as ref, description, search_text from products`),
    );
    for (const p of products) {
      expect(p.search_text).toBe(buildSearchText([p.name, p.type, p.ref]));
      expect(sanitizeDescription(p.description)).toBe(p.description);
      expect(p.name.length).toBeLessThanOrEqual(50);
    }
    const categories = rowsOf<{ name: string; tva: string | null; search_text: string }>(
      await h.database.db.execute(sql`select name, tva, search_text from categories`),
    );
    for (const c of categories) expect(c.search_text).toBe(buildSearchText([c.name]));
    expect(new Set(categories.map((c) => c.tva))).toEqual(new Set(['TVA20%', 'TVA5,5%', null]));

    const [bad] = rowsOf<{ n: number | string }>(
      await h.database.db.execute(sql`
        select count(*) as n from (
          select p.id from programs p
          join cares c on c.program_id = p.id
          join products pr on pr.id = c.product_id
          join clients cl on cl.id = p.client_id
          group by p.id, p.total_program_price, p.user_id, p.client_id
          having p.total_program_price <> sum(c.care_price)
            or bool_or(c.care_price <> pr.product_price * c.quantity or c.unit_price <> pr.product_price)
            or bool_or(c.tva is distinct from (select tva from categories where id = pr.category_id))
            or count(*) not between 1 and 5 or count(distinct c.product_id) <> count(*)
            or bool_or(pr.user_id <> p.user_id or cl.user_id <> p.user_id or c.client_id <> p.client_id)
            or bool_or(c.duration_weeks < (select max(w) from unnest(c.weeks) w))
            or bool_or(cardinality(c.time_slot) <> cardinality(c.weeks) or cardinality(c.days_of_week) <> cardinality(c.weeks))
        ) t`),
    );
    expect(Number(bad?.n)).toBe(0);
    const [orphans] = rowsOf<{ n: number | string }>(
      await h.database.db.execute(sql`select count(*) as n from programs p where not exists (select 1 from cares c where c.program_id = p.id)`),
    );
    expect(Number(orphans?.n)).toBe(0);
  });

  it('tops up to a larger target on a second run, keeping what is there', async () => {
    const again = await seedVolume({ database: h.database, practitioners: 1, clients: 450, products: 30, programmes: 45, password: 'another password' });
    // 401 clients before: the search test above added one through the API.
    expect(again.inserted).toMatchObject({ users: 0, clients: 49, products: 0, programs: 5, categories: 0 });
    const me = await login('volume-1@meche.test', 'another password');
    const page = (await me.get('/api/clients')).json() as Page<ClientSummary>;
    expect(page.totalElements).toBe(450);
  });
});
