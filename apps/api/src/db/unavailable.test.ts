import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@meche/contracts';
import { createHarness, type Agent, type Harness } from '../test/harness';

let h: Harness;
let me: Agent;
beforeAll(async () => {
  h = await createHarness();
  me = await h.practitioner('me@down.test');
  await h.database.close();
});
afterAll(() => h?.close());

describe('database unreachable', () => {
  it('answers 503 with a French message, on requests and on the health check', async () => {
    const res = await me.get('/api/clients');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: MSG.unavailable });
    const health = await h.anonymous().get('/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ message: MSG.unavailable });
  });
});
