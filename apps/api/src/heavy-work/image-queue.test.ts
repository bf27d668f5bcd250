import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@meche/contracts';
import { snapshotDatabase } from '../test/db-snapshot';
import { createHarness, createdId, type Agent, type Harness } from '../test/harness';
import { cameraJpeg, pngImage } from '../test/images';
import { clientBody, recordConsent } from '../test/route-table';

/**
 * The image queue as uploads see it: two images decode at once, one per practice, nothing waits. A practice whose
 * share is taken is answered 503 with Retry-After; another practice still gets the free slot; a full server answers
 * everyone 503 until a slot frees. Slots are held by the test itself (a job it releases), so the queue is full when
 * the test says, not when a decode happens to be slow.
 */
let h: Harness;
const practices: { agent: Agent & { userId: number }; clientId: number }[] = [];

beforeAll(async () => {
  h = await createHarness({ imageQueue: { running: 2, runningPerPractice: 1, admittedPerPractice: 1, waiting: 0 } });
  for (const name of ['a', 'b', 'c']) {
    const agent = await h.practitioner(`${name}@queue.test`);
    const clientId = createdId(await agent.post('/api/client', clientBody(name.toUpperCase())));
    await recordConsent(agent, clientId);
    practices.push({ agent, clientId });
  }
});
afterAll(() => h?.close());

/** Takes one of the queue's slots for this practice until the returned function is called. */
function holdSlot(userId: number): () => Promise<void> {
  let release = () => {};
  const held = h.app.imageQueue.run(userId, () => new Promise<void>((resolve) => (release = resolve)));
  return async () => {
    release();
    await held;
  };
}

const uploadAs = async (index: number) => {
  const { agent, clientId } = practices[index]!;
  return agent.call('POST', `/api/client/${clientId}/photos?takenOn=2026-01-10&zone=Front`, { payload: await cameraJpeg(), headers: { 'content-type': 'image/jpeg' } });
};

describe('the image queue, full', () => {
  it("answers a practice whose share is taken 503 with Retry-After, writes nothing, and still takes another practice's photo", async () => {
    const [a, b] = practices;
    const releaseA = holdSlot(a!.agent.userId);
    const before = await snapshotDatabase(h.database.db);

    const refused = await uploadAs(0);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({ message: MSG.imagesBusy });
    const logo = await a!.agent.call('PUT', '/api/settings/logo', { payload: await pngImage(), headers: { 'content-type': 'image/png' } });
    expect(logo.statusCode).toBe(503);
    expect(await snapshotDatabase(h.database.db)).toEqual(before);

    expect((await uploadAs(1)).statusCode).toBe(201);
    await releaseA();
    expect((await uploadAs(0)).statusCode).toBe(201);
    expect((await b!.agent.get(`/api/client/${b!.clientId}/photos`)).json()).toHaveLength(1);
  });

  it('answers everyone 503 while every slot is taken, and takes uploads again once one frees', async () => {
    const [a, , c] = practices;
    const releaseA = holdSlot(a!.agent.userId);
    const releaseC = holdSlot(c!.agent.userId);
    const refused = await uploadAs(1);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({ message: MSG.imagesBusy });
    await releaseC();
    expect((await uploadAs(1)).statusCode).toBe(201);
    await releaseA();
    expect(h.app.imageQueue.size).toEqual({ running: 0, waiting: 0 });
  });
});
