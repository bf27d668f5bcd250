import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@meche/contracts';
import { snapshotDatabase } from '../test/db-snapshot';
import { createdId, createHarness, type Agent, type Harness } from '../test/harness';
import { clientBody, recordConsent } from '../test/route-table';

let h: Harness;
let me: Agent & { userId: number };
let clientId: number;
beforeAll(async () => {
  h = await createHarness();
  me = await h.practitioner('canonical@canonical.test');
  clientId = createdId(await me.post('/api/client', clientBody('Canon')));
  await recordConsent(me, clientId);
});
afterAll(() => h?.close());

describe('dates outside 1900–2100', () => {
  it('a birthday or a consent date of year 0000 or 1899 is refused with a French 400 and changes nothing', async () => {
    const before = await snapshotDatabase(h.database.db);
    for (const date of ['0000-01-01', '0001-01-01', '1899-12-31']) {
      const created = await me.post('/api/client', { ...clientBody('Date'), birthday: date });
      expect(created.statusCode, date).toBe(400);
      expect(created.json(), date).toEqual({ birthday: MSG.dateOutOfRange });
      const updated = await me.put(`/api/client/${clientId}`, { ...clientBody('Canon'), birthday: date });
      expect(updated.json(), date).toEqual({ birthday: MSG.dateOutOfRange });
    }
    for (const date of ['0000-01-01', '1899-12-31']) {
      const consent = await me.put(`/api/client/${clientId}/consent`, { givenOn: date, method: 'paper' });
      expect(consent.statusCode, date).toBe(400);
      expect(consent.json(), date).toEqual({ givenOn: MSG.dateOutOfRange });
    }
    // Past 2100 is in the future first: that message says more.
    expect((await me.post('/api/client', { ...clientBody('Date'), birthday: '2101-01-01' })).json()).toEqual({ birthday: MSG.birthdayInFuture });
    expect((await me.put(`/api/client/${clientId}/consent`, { givenOn: '9999-12-31', method: 'paper' })).json()).toEqual({
      givenOn: MSG.consentDateInFuture,
    });
    // A photo's own range (1990 to today) already refuses them, with its message.
    const photo = await me.call('POST', `/api/client/${clientId}/photos?takenOn=0000-01-01&zone=Front`, {
      headers: { 'content-type': 'image/jpeg' },
      payload: Buffer.from('not read'),
    });
    expect(photo.statusCode).toBe(400);
    expect(photo.json()).toEqual({ takenOn: MSG.photoDateOutOfRange });
    expect(await snapshotDatabase(h.database.db)).toEqual(before);
  });

  it('the bounds themselves are accepted', async () => {
    const res = await me.post('/api/client', { ...clientBody('Borne'), birthday: '1900-01-01' });
    expect(res.statusCode).toBe(201);
    expect((await me.get(`/api/client/${createdId(res)}`)).json().birthday).toBe('1900-01-01');
  });
});

describe('ids in one spelling', () => {
  const spellings = (id: number) => [
    `0${id}`,
    `00${id}`,
    `+${id}`,
    `%20${id}`,
    `${id}%20`,
    `%09${id}`,
    `${id}.0`,
    `${id}e0`,
    `0x${id.toString(16)}`,
    `0o${id.toString(8)}`,
    `0b${id.toString(2)}`,
    `${id}n`,
  ];

  it('the canonical spelling opens the file; every other spelling of the same number is refused as a malformed id', async () => {
    expect((await me.get(`/api/client/${clientId}`)).statusCode).toBe(200);
    for (const id of spellings(clientId)) {
      for (const url of [`/api/client/${id}`, `/api/client/${id}/photos`, `/api/programs/${id}`, `/api/user/${id}`]) {
        const res = await me.get(url);
        expect(res.statusCode, url).toBe(400);
        expect(Object.values(res.json() as object), url).toEqual([MSG.notFound]);
      }
    }
    const other = await me.get(`/api/user/0${me.userId}`);
    expect(other.statusCode).toBe(400);
  });

  it('writes through another spelling change nothing', async () => {
    const before = await snapshotDatabase(h.database.db);
    for (const id of spellings(clientId)) {
      expect((await me.put(`/api/client/${id}`, clientBody('Autre'))).statusCode, id).toBe(400);
      expect((await me.delete(`/api/client/${id}`)).statusCode, id).toBe(400);
    }
    expect(await snapshotDatabase(h.database.db)).toEqual(before);
  });
});
