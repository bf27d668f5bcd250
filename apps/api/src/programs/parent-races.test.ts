import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@meche/contracts';
import { cares, clients, products, programs } from '../db/schema';
import { createHarness, type Agent, type Harness } from '../test/harness';
import { clientBody, productBody } from '../test/route-table';

/**
 * A record created while its parent is deleted in the same instant. On PostgreSQL the two requests really run at
 * once (a pool of connections); each pair must end as if one had come first: never a 500, never an orphan.
 * PGlite's one connection runs them one after the other: a few pairs check the answers there.
 */
const PAIRS = process.env.MECHE_TEST_DB === 'postgres' ? 40 : 5;

let h: Harness;
let me: Agent & { userId: number };
beforeAll(async () => {
  h = await createHarness();
  me = await h.practitioner('races@races.test');
});
afterAll(() => h?.close());

const idOf = async (res: Promise<{ statusCode: number; json(): unknown }>) => {
  const r = await res;
  if (r.statusCode !== 201) throw new Error(`setup: ${r.statusCode}`);
  return (r.json() as { id: number }).id;
};
const care = (productId: number) => ({ productDTO: { id: productId }, quantity: 2, timeSlot: [], daysOfWeek: [], durationWeeks: 1 });
const outcome = (a: { statusCode: number }, b: { statusCode: number }) => `${a.statusCode}/${b.statusCode}`;

describe('a create racing the delete of its parent answers as if one came first', () => {
  it(`DELETE client × POST program, ${PAIRS} pairs: 204 then 404, or 201 then 409`, async () => {
    const seen = new Set<string>();
    const productId = await idOf(me.post('/api/product', productBody('RACE', null)));
    for (let i = 0; i < PAIRS; i++) {
      const clientId = await idOf(me.post('/api/client', clientBody(`RACE${i}`)));
      const [removed, created] = await Promise.all([
        me.delete(`/api/client/${clientId}`),
        me.post('/api/program', { clientId, cares: [care(productId)] }),
      ]);
      const pair = outcome(removed, created);
      seen.add(pair);
      expect(['204/404', '409/201'], `${pair}: ${removed.body} ${created.body}`).toContain(pair);
      if (created.statusCode === 404) expect(created.json()).toEqual({ message: MSG.notFound });
      if (removed.statusCode === 409) expect(removed.json()).toEqual({ message: MSG.clientHasPrograms });
      const [client] = await h.database.db.select().from(clients).where(eq(clients.id, clientId));
      const orphans = await h.database.db.select().from(programs).where(eq(programs.clientId, clientId));
      expect(Boolean(client)).toBe(created.statusCode === 201);
      expect(orphans).toHaveLength(created.statusCode === 201 ? 1 : 0);
    }
    console.warn(`client × programme races on ${h.database.kind}: ${[...seen].join(', ')}`);
  });

  it(`DELETE product × POST care, ${PAIRS} pairs: 204 then 400 (product gone), or 201 then 409`, async () => {
    const seen = new Set<string>();
    const clientId = await idOf(me.post('/api/client', clientBody('RACECARE')));
    const firstProduct = await idOf(me.post('/api/product', productBody('RACECARE', null, '-0')));
    const programId = await idOf(me.post('/api/program', { clientId, cares: [care(firstProduct)] }));
    for (let i = 0; i < PAIRS; i++) {
      const productId = await idOf(me.post('/api/product', productBody('RACECARE', null, `-${i + 1}`)));
      const [removed, created] = await Promise.all([
        me.delete(`/api/product/${productId}`),
        me.post('/api/care', { clientId, programId, ...care(productId) }),
      ]);
      const pair = outcome(removed, created);
      seen.add(pair);
      expect(['204/400', '409/201'], `${pair}: ${removed.body} ${created.body}`).toContain(pair);
      if (created.statusCode === 400) expect(created.json()).toEqual({ productDTO: MSG.notFound });
      if (removed.statusCode === 409) expect(removed.json()).toEqual({ message: MSG.productInUse });
      const [product] = await h.database.db.select().from(products).where(eq(products.id, productId));
      const using = await h.database.db.select().from(cares).where(eq(cares.productId, productId));
      expect(Boolean(product)).toBe(created.statusCode === 201);
      expect(using).toHaveLength(created.statusCode === 201 ? 1 : 0);
    }
    console.warn(`product × care races on ${h.database.kind}: ${[...seen].join(', ')}`);
  });

  it(`DELETE category × POST product in it, ${PAIRS} pairs: never a 500, never a product pointing at nothing`, async () => {
    for (let i = 0; i < PAIRS; i++) {
      const categoryId = await idOf(me.post('/api/category', { name: `Course ${i}`, tva: null }));
      const [removed, created] = await Promise.all([
        me.delete(`/api/category/${categoryId}`),
        me.post('/api/product', productBody(`RACECAT${i}`, categoryId)),
      ]);
      const pair = outcome(removed, created);
      expect(['204/400', '204/201'], `${pair}: ${removed.body} ${created.body}`).toContain(pair);
      if (created.statusCode === 400) expect(created.json()).toEqual({ categoryDTO: MSG.notFound });
      if (created.statusCode === 201) {
        const [row] = await h.database.db.select().from(products).where(eq(products.id, (created.json() as { id: number }).id));
        expect(row?.categoryId).toBeNull();
      }
    }
  });
});
