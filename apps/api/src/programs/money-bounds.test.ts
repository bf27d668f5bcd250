import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAX_CARES_PER_PROGRAM, MAX_PRICE, MAX_QUANTITY, MSG, type Program } from '@meche/contracts';
import { products } from '../db/schema';
import { snapshotDatabase } from '../test/db-snapshot';
import { createHarness, type Agent, type Harness } from '../test/harness';
import { clientBody, productBody } from '../test/route-table';

let h: Harness;
let me: Agent & { userId: number };
let clientId: number;
beforeAll(async () => {
  h = await createHarness();
  me = await h.practitioner('money@bounds.test');
  clientId = (await me.post('/api/client', clientBody('MONEY'))).json<{ id: number }>().id;
});
afterAll(() => h?.close());

const care = (productId: number, quantity: number) => ({ productDTO: { id: productId }, quantity, timeSlot: [], daysOfWeek: [] });
const newProduct = async (suffix: string, productPrice: number) => {
  const res = await me.post('/api/product', { ...productBody('MONEY', null, suffix), productPrice });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
};

describe('money bounds: no accepted input overflows numeric(12,2)', () => {
  it('the attack report’s product at 9,999,999,999.99 is refused under its field', async () => {
    const res = await me.post('/api/product', { ...productBody('MONEY', null, '-huge'), productPrice: 9_999_999_999.99 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ productPrice: MSG.priceTooHigh });
    const qty = await me.post('/api/program', { clientId, cares: [care(await newProduct('-q', 1), MAX_QUANTITY + 1)] });
    expect(qty.json()).toEqual({ 'cares.0.quantity': MSG.quantityTooHigh });
  });

  it(`the largest programme accepted (${MAX_CARES_PER_PROGRAM} cares × ${MAX_QUANTITY} × ${MAX_PRICE} €) is saved with its exact total`, async () => {
    const ids: number[] = [];
    for (let i = 0; i < MAX_CARES_PER_PROGRAM; i++) ids.push(await newProduct(`-max${i}`, MAX_PRICE));
    const res = await me.post('/api/program', { clientId, cares: ids.map((id) => care(id, MAX_QUANTITY)) });
    expect(res.statusCode, res.body).toBe(201);
    const program = res.json<Program>();
    expect(program.totalProgramPrice).toBe(9_999_990_000);
    expect(program.cares.every((c) => c.carePrice === 99_999_900)).toBe(true);

    // One more care, added alone, would pass the bound a programme body has: refused.
    const extra = await me.post('/api/care', { clientId, programId: program.id, ...care(await newProduct('-extra', 1), 1) });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({ programId: MSG.tooManyCares });
  });

  it('a price stored before the bounds existed cannot overflow a care either: 400, nothing saved', async () => {
    const legacy = await newProduct('-legacy', 1);
    await h.database.db.update(products).set({ productPrice: '9999999999.99' }).where(eq(products.id, legacy));
    const before = await snapshotDatabase(h.database.db);
    const res = await me.post('/api/program', { clientId, cares: [care(legacy, 2)] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.amountTooHigh });
    expect(await snapshotDatabase(h.database.db)).toEqual(before);
  });
});
