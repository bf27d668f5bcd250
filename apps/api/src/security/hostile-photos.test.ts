import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MSG, PHOTO_MAX_BYTES } from '@meche/contracts';
import { snapshotDatabase } from '../test/db-snapshot';
import { createHarness, type Agent, type Harness } from '../test/harness';
import { cameraJpeg } from '../test/images';
import { clientBody, recordConsent } from '../test/route-table';

let h: Harness;
let me: Agent & { userId: number };
let clientId: number;

beforeAll(async () => {
  h = await createHarness();
  me = await h.practitioner('hostile@photos.test');
  clientId = ((await me.post('/api/client', clientBody('HOSTILE'))).json() as { id: number }).id;
  await recordConsent(me, clientId);
});
afterAll(() => h?.close());

/** CRC-32 of PNG chunks (zlib's polynomial). */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A decompression bomb: a valid grey PNG of `side`×`side` pixels, all zeros, so 64 MB of pixels deflate to ~60 KB. */
function pngBomb(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const raw = Buffer.alloc((side + 1) * side);
  const idat = deflateSync(raw, { level: 1 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

const upload = (bytes: Buffer, type = 'image/jpeg') =>
  me.call('POST', `/api/client/${clientId}/photos?takenOn=2026-01-10&zone=Front`, { payload: bytes, headers: { 'content-type': type } });

describe('hostile photo uploads: a clear French 400/413, nothing stored, the process unharmed', () => {
  const cases: [string, () => Promise<{ bytes: Buffer; type?: string }>, number, string][] = [
    ['a decompression bomb (8,000 × 8,000 px PNG in ~60 KB)', async () => ({ bytes: pngBomb(8000), type: 'image/png' }), 400, MSG.photoTooManyPixels],
    [
      'a 30,000 px side',
      async () => ({ bytes: await sharp({ create: { width: 30_000, height: 2, channels: 3, background: '#fff' } }).png().toBuffer(), type: 'image/png' }),
      400,
      MSG.photoTooManyPixels,
    ],
    ['a GIF renamed .jpg', async () => ({ bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).gif().toBuffer() }), 400, MSG.photoUnsupportedType],
    ['a PDF renamed .jpg', async () => ({ bytes: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF') }), 400, MSG.photoUnsupportedType],
    [
      'an SVG with a script',
      async () => ({
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>'),
        type: 'image/svg+xml',
      }),
      400,
      MSG.photoUnsupportedType,
    ],
    ['a JPEG header on garbage', async () => ({ bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]) }), 400, MSG.photoUnreadable],
    [
      'a truncated JPEG',
      async () => {
        const whole = await cameraJpeg(800, 600);
        return { bytes: whole.subarray(0, Math.floor(whole.length / 2)) };
      },
      400,
      MSG.photoUnreadable,
    ],
    ['0 bytes', async () => ({ bytes: Buffer.alloc(0) }), 400, MSG.photoEmpty],
    ['a file over 15 MB', async () => ({ bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(PHOTO_MAX_BYTES)]) }), 413, MSG.photoTooLarge],
    ['JSON instead of an image', async () => ({ bytes: Buffer.from('{"takenOn":"2026-01-10"}'), type: 'application/json' }), 400, MSG.photoUnsupportedType],
  ];

  it.each(cases)('%s', async (_label, make, status, message) => {
    const { bytes, type } = await make();
    const before = await snapshotDatabase(h.database.db);
    const res = await upload(bytes, type);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual({ message });
    expect(await snapshotDatabase(h.database.db)).toEqual(before);
  });

  it('still takes a real photo afterwards', async () => {
    const res = await upload(await cameraJpeg());
    expect(res.statusCode, res.body).toBe(201);
    expect((await me.get(`/api/client/${clientId}/photos`)).json()).toHaveLength(1);
  });
});
