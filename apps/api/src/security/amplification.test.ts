import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DESCRIPTION_MAX, MSG, type Product, type Program } from '@meche/contracts';
import { snapshotDatabase } from '../test/db-snapshot';
import { createHarness, createdId, type Agent, type Harness } from '../test/harness';
import { clientBody, productBody } from '../test/route-table';

let h: Harness;
let me: Agent & { userId: number };

beforeAll(async () => {
  h = await createHarness();
  me = await h.practitioner('amplification@limits.test');
});
afterAll(() => h?.close());

describe('limits hold on the stored text, not only on what was typed', () => {
  it('refuses a description that sanitising makes longer than the limit, naming the field, storing nothing', async () => {
    const before = await snapshotDatabase(h.database.db);
    // 100,000 typed characters pass the input limit, but each '&' is stored as '&amp;': 500,000.
    const res = await me.post('/api/product', { ...productBody('AMP', null), description: '&'.repeat(DESCRIPTION_MAX) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ description: MSG.storedTooLong(DESCRIPTION_MAX) });
    expect(await snapshotDatabase(h.database.db)).toEqual(before);
  });

  it('counts the description as sent: a control character JSON writes as six', async () => {
    const res = await me.post('/api/product', { ...productBody('CTRL', null), description: '\u0001'.repeat(DESCRIPTION_MAX / 5) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ description: MSG.storedTooLong(DESCRIPTION_MAX) });
  });

  it('stores a description that fits once escaped, at most the limit, and holds an update to it too', async () => {
    const created = await me.post('/api/product', { ...productBody('FIT', null), description: '&'.repeat(DESCRIPTION_MAX / 5) });
    expect(created.statusCode, created.body).toBe(201);
    const id = createdId(created);
    const product = (await me.get(`/api/product/${id}`)).json() as Product;
    expect(product.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);

    const update = await me.put(`/api/product/${id}`, { ...productBody('FIT', null), description: `<p>${'<'.repeat(DESCRIPTION_MAX - 10)}</p>` });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toEqual({ description: MSG.storedTooLong(DESCRIPTION_MAX) });
    expect(((await me.get(`/api/product/${id}`)).json() as Product).description).toBe(product.description);
  });
});

describe('a programme list carries each product without its description', () => {
  const PRODUCTS = 100;
  const PROGRAMMES = 10;
  let clientId: number;

  beforeAll(async () => {
    clientId = createdId(await me.post('/api/client', clientBody('AMPLI')));
    const productIds: number[] = [];
    for (let i = 0; i < PRODUCTS; i++) productIds.push(createdId(await me.post('/api/product', productBody('AMPLI', null, `-${i}`))));
    // Descriptions as an older version stored them (500,000 characters each, before the stored-length limit).
    await h.database.db.execute(sql`update products set description = repeat('&amp;', ${DESCRIPTION_MAX}) where user_id = ${me.userId}`);
    const cares = productIds.map((id) => ({ productDTO: { id }, quantity: 1, timeSlot: [], daysOfWeek: [], weeks: [], durationWeeks: 1 }));
    for (let p = 0; p < PROGRAMMES; p++) {
      const res = await me.post('/api/program', { clientId, programReference: `Programme ${p}`, cares });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('GET /api/programs/{clientId}: 10 programmes × 100 cares stay under 1 Mo (they weighed ~500 Mo)', async () => {
    const res = await me.get(`/api/programs/${clientId}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024 * 1024);
    const programs = res.json() as Program[];
    expect(programs).toHaveLength(PROGRAMMES);
    expect(programs.every((p) => p.cares.length === PRODUCTS)).toBe(true);
    expect(programs[0]?.cares[0]?.productDTO).not.toHaveProperty('description');
    expect(programs[0]?.cares[0]?.productDTO.name).toMatch(/^Sérum AMPLI-/);
  });

  it('GET /api/program/{id}: one programme of 100 cares stays under 100 Ko', async () => {
    const [first] = (await me.get(`/api/programs/${clientId}`)).json() as Program[];
    const res = await me.get(`/api/program/${first?.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(100 * 1024);
  });
});
