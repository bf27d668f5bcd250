import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MSG, type Photo } from '@meche/contracts';
import { snapshotDatabase } from '../test/db-snapshot';
import { createHarness, type Agent, type Harness } from '../test/harness';
import { cameraJpeg, noisePng, repeatedRandomRowsPng } from '../test/images';
import { clientBody, recordConsent } from '../test/route-table';
import { storedImageBound } from './bounded-jpeg';

let h: Harness;
let me: Agent & { userId: number };
let clientId: number;

beforeAll(async () => {
  h = await createHarness();
  me = await h.practitioner('stored-size@photos.test');
  clientId = ((await me.post('/api/client', clientBody('STORED'))).json() as { id: number }).id;
  await recordConsent(me, clientId);
});
afterAll(() => h?.close());

const upload = (bytes: Buffer) =>
  me.call('POST', `/api/client/${clientId}/photos?takenOn=2026-01-10&zone=Front`, { payload: bytes, headers: { 'content-type': 'image/png' } });

describe('a stored photo is bounded by its pixels, whatever was sent', () => {
  it('stores a PNG of repeated random rows (tiny as sent, huge as a plain JPEG) within the bound', async () => {
    const png = await repeatedRandomRowsPng(2048, 2048);
    const plainJpeg = await sharp(png).jpeg({ quality: 85 }).toBuffer();
    // The amplification this guards against: the same pixels at the usual quality are far past the bound.
    expect(plainJpeg.length).toBeGreaterThan(storedImageBound(2048, 2048));

    const res = await upload(png);
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json() as Photo;
    expect(photo).toMatchObject({ width: 2048, height: 2048 });
    expect(photo.byteSize).toBeLessThanOrEqual(storedImageBound(2048, 2048));
    const image = await me.get(`/api/photo/${photo.id}/image`);
    expect(image.rawPayload.length).toBe(photo.byteSize);
    expect((await sharp(image.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('keeps an ordinary photo at its first encoding, well inside the bound', async () => {
    const res = await upload(await cameraJpeg(1600, 1200));
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as Photo).byteSize).toBeLessThan(storedImageBound(1200, 1600) / 4);
  });

  it('refuses pure noise, which no quality brings under the bound, in French and storing nothing', async () => {
    const before = await snapshotDatabase(h.database.db);
    const res = await upload(await noisePng(1024, 1024));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.photoTooDetailed });
    expect(await snapshotDatabase(h.database.db)).toEqual(before);
  });

  it('bounds the logo the same way', async () => {
    const res = await me.call('PUT', '/api/settings/logo', { payload: await noisePng(600, 600), headers: { 'content-type': 'image/png' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.photoTooDetailed });
    const ok = await me.call('PUT', '/api/settings/logo', { payload: await repeatedRandomRowsPng(600, 600), headers: { 'content-type': 'image/png' } });
    expect(ok.statusCode, ok.body).toBe(200);
    const logo = await me.get('/api/settings/logo');
    expect(logo.rawPayload.length).toBeLessThanOrEqual(storedImageBound(600, 600));
  });
});
