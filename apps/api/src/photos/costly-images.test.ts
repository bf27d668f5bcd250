import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MSG } from '@meche/contracts';
import { snapshotDatabase } from '../test/db-snapshot';
import { createHarness, createdId, type Agent, type Harness } from '../test/harness';
import { interlaced16BitPng, manyScansJpeg } from '../test/hostile-images';
import { clientBody, recordConsent } from '../test/route-table';

/**
 * Images whose header asks the decoder for far more work or memory than their size suggests (issue 23): refused from
 * the header with a French 400, before any pixel is decoded; a normal progressive photo still goes through.
 */
let h: Harness;
let me: Agent & { userId: number };
let clientId: number;

beforeAll(async () => {
  h = await createHarness();
  me = await h.practitioner('costly@images.test');
  clientId = createdId(await me.post('/api/client', clientBody('COSTLY')));
  await recordConsent(me, clientId);
});
afterAll(() => h?.close());

const upload = (bytes: Buffer, type: string) =>
  me.call('POST', `/api/client/${clientId}/photos?takenOn=2026-01-10&zone=Front`, { payload: bytes, headers: { 'content-type': type } });

const flat = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#a08070' } });

describe('images too costly to decode', () => {
  const cases: [string, () => Promise<Buffer>, string, string][] = [
    ['a progressive JPEG of 704 scans', async () => manyScansJpeg(640, 480, 704), 'image/jpeg', MSG.photoTooManyScans],
    ['a progressive JPEG of 65 scans', async () => manyScansJpeg(64, 48, 65), 'image/jpeg', MSG.photoTooManyScans],
    ['a progressive JPEG of 30 megapixels', () => flat(6000, 5000).jpeg({ progressive: true }).toBuffer(), 'image/jpeg', MSG.photoTooManyScans],
    ['a 16-bit interlaced PNG', () => interlaced16BitPng(800, 600), 'image/png', MSG.photoTooDeep],
    ['a 16-bit PNG', () => flat(80, 60).toColourspace('rgb16').png().toBuffer(), 'image/png', MSG.photoTooDeep],
    ['an interlaced PNG', () => flat(80, 60).png({ progressive: true }).toBuffer(), 'image/png', MSG.photoInterlaced],
  ];

  it.each(cases)('%s: a French 400, nothing stored', async (_label, make, type, message) => {
    const bytes = await make();
    const before = await snapshotDatabase(h.database.db);
    const res = await upload(bytes, type);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await snapshotDatabase(h.database.db)).toEqual(before);
  });

  it('refuses the same images as a logo', async () => {
    const res = await me.call('PUT', '/api/settings/logo', { payload: manyScansJpeg(640, 480, 704), headers: { 'content-type': 'image/jpeg' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.photoTooManyScans });
    expect((await me.get('/api/settings/logo')).statusCode).toBe(404);
  });

  it('takes a progressive JPEG as encoders write it (10 scans), and one of exactly 64 scans', async () => {
    const usual = await upload(await flat(1200, 900).jpeg({ progressive: true }).toBuffer(), 'image/jpeg');
    expect(usual.statusCode, usual.body).toBe(201);
    const atTheLimit = await upload(manyScansJpeg(64, 48, 64), 'image/jpeg');
    expect(atTheLimit.statusCode, atTheLimit.body).toBe(201);
    expect((await me.get(`/api/client/${clientId}/photos`)).json()).toHaveLength(2);
  });
});
