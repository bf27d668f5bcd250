import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@meche/contracts';
import { createHarness, createdId, type Agent, type Harness } from '../test/harness';
import { clientBody } from '../test/route-table';
import { EXPORT_QUEUE_LIMITS } from './export-queue';

/**
 * The export queue as a download sees it: slots are held by the test itself, so the queue is full when the test
 * says. A practice with its share taken is answered 503 with Retry-After, another practice still downloads, and a
 * finished download gives its slot back.
 */
let h: Harness;
const practices: { agent: Agent & { userId: number }; clientId: number }[] = [];

beforeAll(async () => {
  h = await createHarness();
  for (const name of ['a', 'b']) {
    const agent = await h.practitioner(`${name}@exports.test`);
    practices.push({ agent, clientId: createdId(await agent.post('/api/client', clientBody(name.toUpperCase()))) });
  }
});
afterAll(() => h?.close());

const exportAs = (index: number) => practices[index]!.agent.post(`/api/client/${practices[index]!.clientId}/export`);

describe('the export queue, full', () => {
  it("answers a practice whose exports fill its share 503 with Retry-After, and still serves another practice's", async () => {
    const a = practices[0]!.agent.userId;
    const held = await Promise.all(Array.from({ length: EXPORT_QUEUE_LIMITS.runningPerPractice }, () => h.app.exportQueue.slot(a)));
    // The practice's waiting place: taken by a job that cannot start while the slots above are held.
    const waiting = h.app.exportQueue.slot(a);

    const refused = await exportAs(0);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.json()).toEqual({ message: MSG.exportsBusy });

    const other = await exportAs(1);
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-type']).toBe('application/zip');

    for (const release of held) release();
    (await waiting)();
    expect((await exportAs(0)).statusCode).toBe(200);
    expect(h.app.exportQueue.size).toEqual({ running: 0, waiting: 0 });
  });
});
