import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRACTICE_RULES, MSG, type StorageStatus } from '@meche/contracts';
import { createHarness, createdId, type Agent, type Harness } from '../test/harness';
import { cameraJpeg } from '../test/images';
import { clientBody, recordConsent } from '../test/route-table';

let h: Harness;
let me: Agent & { userId: number };
let other: Agent & { userId: number };

beforeAll(async () => {
  h = await createHarness();
  me = await h.practitioner('rule@consent-rule.test');
  other = await h.practitioner('other@consent-rule.test');
});
afterAll(() => h?.close());

const upload = async (agent: Agent, clientId: number) =>
  agent.call('POST', `/api/client/${clientId}/photos?takenOn=2026-01-10&zone=Front`, { payload: await cameraJpeg(), headers: { 'content-type': 'image/jpeg' } });

describe('a photo needs the client’s consent', () => {
  it('is refused with 409 and a French reason while the consent is not recorded: nothing stored, no room taken', async () => {
    const clientId = createdId(await me.post('/api/client', clientBody('NOCONSENT')));
    const refused = await upload(me, clientId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: MSG.photoNeedsConsent });
    expect((await me.get(`/api/client/${clientId}/photos`)).json()).toEqual([]);
    expect(((await me.get('/api/settings/storage')).json() as StorageStatus).usedBytes).toBe(0);

    await recordConsent(me, clientId);
    expect((await upload(me, clientId)).statusCode).toBe(201);
  });

  it('is accepted without consent once the practice allows it, for that practice only', async () => {
    expect((await me.get('/api/settings/rules')).json()).toEqual(DEFAULT_PRACTICE_RULES);
    const saved = await me.put('/api/settings/rules', { photosWithoutConsent: true, priceEntry: 'TTC' });
    expect(saved.json()).toEqual({ ...DEFAULT_PRACTICE_RULES, photosWithoutConsent: true, priceEntry: 'TTC' });
    expect((await me.get('/api/settings/rules')).json()).toEqual({ ...DEFAULT_PRACTICE_RULES, photosWithoutConsent: true, priceEntry: 'TTC' });

    const mine = createdId(await me.post('/api/client', clientBody('ALLOWED')));
    expect((await upload(me, mine)).statusCode).toBe(201);

    const theirs = createdId(await other.post('/api/client', clientBody('THEIRS')));
    expect((await other.get('/api/settings/rules')).json()).toEqual(DEFAULT_PRACTICE_RULES);
    expect((await upload(other, theirs)).statusCode).toBe(409);
    // Another practice's client stays a 404, whatever the rules.
    expect((await upload(me, theirs)).statusCode).toBe(404);
  });

  it('refuses rules it does not know, field by field', async () => {
    const res = await me.put('/api/settings/rules', { photosWithoutConsent: 'oui', priceEntry: 'HTT' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ photosWithoutConsent: MSG.invalidValue, priceEntry: MSG.invalidValue });
  });
});
