import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@meche/contracts';
import { RESPONSE_MAX_BYTES } from '../plugins/response-size';
import { createHarness, createdId, type Agent, type Harness } from '../test/harness';
import { productBody } from '../test/route-table';

const LIMIT = 64 * 1024;
let h: Harness;
let me: Agent & { userId: number };

beforeAll(async () => {
  h = await createHarness({ responseMaxBytes: LIMIT });
  me = await h.practitioner('size@limits.test');
  // 40 products of 2,000 characters of description: an 80 Ko page, over this app's 64 Ko limit.
  for (let i = 0; i < 40; i++) {
    createdId(await me.post('/api/product', { ...productBody('SIZE', null, `-${i}`), description: `<p>${'x'.repeat(2000)}</p>` }));
  }
});
afterAll(() => h?.close());

describe('no answer over the response size limit is sent', () => {
  it('answers a French 500 instead of a page over the limit, and the same list in smaller pages', async () => {
    const big = await me.get('/api/products?page=0&size=40');
    expect(big.statusCode).toBe(500);
    expect(big.json()).toEqual({ message: MSG.responseTooLarge });
    expect(big.rawPayload.length).toBeLessThan(1024);
    expect(big.headers['cache-control']).toBe('no-store');

    const small = await me.get('/api/products?page=0&size=20');
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThanOrEqual(LIMIT);
  });

  it('is by default above the largest answer the field limits allow: a page of 100 products at the description limit', () => {
    // 100,000 characters as sent, each at most 3 bytes in UTF-8, plus the other fields (name, type, reference and
    // category, each character at most 6 bytes as JSON writes a control character).
    expect(RESPONSE_MAX_BYTES).toBeGreaterThan(100 * (3 * 100_000 + 6 * (50 + 200 + 200 + 200) + 1_000));
  });
});
