import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_STORAGE_QUOTA_MB, MSG, formatBytes, type Photo, type StorageStatus } from '@meche/contracts';
import { snapshotDatabase } from '../test/db-snapshot';
import { createHarness, createdId, type Agent, type Harness } from '../test/harness';
import { cameraJpeg, pngImage } from '../test/images';
import { clientBody, recordConsent } from '../test/route-table';

let h: Harness;
let me: Agent & { userId: number };
let other: Agent & { userId: number };
let clientId: number;
let photo: Buffer;
/** What one upload of `photo` takes: the image and its thumbnail as stored. */
let perPhoto: number;

beforeAll(async () => {
  // Room in the image queue for the eight simultaneous uploads below: what they test is the quota's count.
  h = await createHarness({ imageQueue: { running: 2, runningPerPractice: 1, admittedPerPractice: 8, waiting: 16 } });
  me = await h.practitioner('quota@storage.test');
  other = await h.practitioner('quota-other@storage.test');
  clientId = createdId(await me.post('/api/client', clientBody('QUOTA')));
  await recordConsent(me, clientId);
  photo = await cameraJpeg(320, 240);
});
afterAll(() => h?.close());

const upload = (agent: Agent = me, id = clientId) =>
  agent.call('POST', `/api/client/${id}/photos?takenOn=2026-01-10&zone=Front`, { payload: photo, headers: { 'content-type': 'image/jpeg' } });
const status = async (agent: Agent = me) => (await agent.get('/api/settings/storage')).json() as StorageStatus;
/** The operator's per-practice setting (no screen sets it: a practitioner does not choose their own quota). */
const setQuota = (userId: number, bytes: number | null) =>
  h.database.db.execute(
    sql`insert into practice_settings (user_id, storage_quota_bytes) values (${userId}, ${bytes}) on conflict (user_id) do update set storage_quota_bytes = excluded.storage_quota_bytes`,
  );
const removeAllPhotos = () => h.database.db.execute(sql`delete from client_photos where user_id = ${me.userId}`);

describe('storage quota of a practice (photos and logo)', () => {
  it('reports the usage and the deployment default quota, counting each photo with its thumbnail', async () => {
    expect(await status()).toEqual({ usedBytes: 0, quotaBytes: DEFAULT_STORAGE_QUOTA_MB * 1024 * 1024 });
    const res = await upload();
    expect(res.statusCode, res.body).toBe(201);
    perPhoto = (await status()).usedBytes;
    expect(perPhoto).toBeGreaterThan((res.json() as Photo).byteSize);
    expect(await status(other)).toMatchObject({ usedBytes: 0 });
  });

  it('refuses an upload past the quota with a French 413, storing nothing; another practice is unaffected', async () => {
    await setQuota(me.userId, Math.floor(perPhoto * 2.5));
    expect((await upload()).statusCode).toBe(201);
    const before = await snapshotDatabase(h.database.db);
    const res = await upload();
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: MSG.storageQuotaExceeded(formatBytes(perPhoto * 2), formatBytes(Math.floor(perPhoto * 2.5))) });
    expect(await snapshotDatabase(h.database.db)).toEqual(before);
    expect(await status()).toEqual({ usedBytes: perPhoto * 2, quotaBytes: Math.floor(perPhoto * 2.5) });

    const otherClient = createdId(await other.post('/api/client', clientBody('QUOTA-OTHER')));
    await recordConsent(other, otherClient);
    expect((await upload(other, otherClient)).statusCode).toBe(201);
  });

  it('refuses at once, before decoding, when the practice is already full; deleting a photo makes room again', async () => {
    await setQuota(me.userId, perPhoto * 2);
    const full = await upload();
    expect(full.statusCode).toBe(413);
    const [first] = (await me.get(`/api/client/${clientId}/photos`)).json() as Photo[];
    expect((await me.delete(`/api/photo/${first?.id}`)).statusCode).toBe(204);
    expect((await upload()).statusCode).toBe(201);
  });

  it('lets exactly as many concurrent uploads through as fit: they are counted one after the other', async () => {
    await removeAllPhotos();
    await setQuota(me.userId, Math.floor(perPhoto * 2.5));
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload()));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 413, 413, 413, 413, 413, 413]);
    expect((await status()).usedBytes).toBe(perPhoto * 2);
  });

  it('counts the logo, and a new logo replaces the old one in the count', async () => {
    await removeAllPhotos();
    await setQuota(me.userId, null);
    expect((await me.call('PUT', '/api/settings/logo', { payload: await pngImage(300, 200), headers: { 'content-type': 'image/png' } })).statusCode).toBe(200);
    const withLogo = (await status()).usedBytes;
    expect(withLogo).toBeGreaterThan(0);
    await setQuota(me.userId, withLogo);
    // Full, yet the same logo again fits: it takes the old one's place.
    expect((await upload()).statusCode).toBe(413);
    expect((await me.call('PUT', '/api/settings/logo', { payload: await pngImage(300, 200), headers: { 'content-type': 'image/png' } })).statusCode).toBe(200);
    expect((await status()).usedBytes).toBe(withLogo);
    const bigger = await me.call('PUT', '/api/settings/logo', { payload: await cameraJpeg(600, 450), headers: { 'content-type': 'image/jpeg' } });
    expect(bigger.statusCode).toBe(413);
  });
});
