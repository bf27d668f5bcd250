import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type Product, type Program } from '@meche/contracts';
import { createHarness, type Agent, type Harness } from '../test/harness';
import { clientBody, productBody } from '../test/route-table';

let h: Harness;
let me: Agent & { userId: number };
let clientId: number;
beforeAll(async () => {
  h = await createHarness();
  me = await h.practitioner('typed@amounts.test');
  clientId = (await me.post('/api/client', clientBody('TYPED'))).json<{ id: number }>().id;
});
afterAll(() => h?.close());

describe('amounts typed the French way reach the API as text', () => {
  it('a price is read exactly, or refused under its field', async () => {
    const created = await me.post('/api/product', { ...productBody('TYPED', null, '-a'), productPrice: '1 250,00' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Product>().productPrice).toBe(1250);
    const euro = await me.post('/api/product', { ...productBody('TYPED', null, '-b'), productPrice: '12,50\u00A0€' });
    expect(euro.json<Product>().productPrice).toBe(12.5);

    for (const [text, message] of [
      ['12.5.3', MSG.invalidPrice],
      ['-5', MSG.priceNegative],
      ['12,345', MSG.priceTooManyDecimals],
      ['10 000', MSG.priceTooHigh],
    ] as const) {
      const res = await me.post('/api/product', { ...productBody('TYPED', null, '-x'), productPrice: text });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ productPrice: message });
    }
  });

  it('a quantity is a whole number: 2,5 is refused, never read as 25', async () => {
    const productId = (await me.post('/api/product', { ...productBody('TYPED', null, '-q'), productPrice: 10 })).json<Product>().id;
    const refused = await me.post('/api/program', { clientId, cares: [{ productDTO: { id: productId }, quantity: '2,5' }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ 'cares.0.quantity': MSG.quantityNotWhole });

    const saved = await me.post('/api/program', { clientId, cares: [{ productDTO: { id: productId }, quantity: '1 000' }] });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json<Program>().cares[0]).toMatchObject({ quantity: 1000, carePrice: 10_000 });
  });
});
