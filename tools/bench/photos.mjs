// Photos: upload-to-thumbnail time of a scalp photo as a tablet camera takes it — a 12-megapixel JPEG stored
// sideways with EXIF orientation, device and GPS — through the production API over HTTP on PostgreSQL: the server
// checks the bytes, orients, strips the metadata, re-encodes, makes the thumbnail and stores both before it answers.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import sharp from 'sharp';
import { freePort, startApi } from '../resilience/lib/api-process.mjs';
import { Session } from '../resilience/lib/session.mjs';
import { percentile, round } from '../resilience/lib/stats.mjs';
import { seedVolume } from '../seed/volume.mjs';
import { createBenchDatabase } from './lib/bench-database.mjs';

export const title = 'Photos';

const FULL = { warmup: 3, uploads: 30 };
const QUICK = { warmup: 1, uploads: 6 };
const PASSWORD = `photos-${randomBytes(9).toString('base64url')}`;

/**
 * 4000×3000 with texture at two scales (a JPEG of a real photo's size, ~5 MB, not a flat colour that compresses to
 * nothing), stored as the camera writes it: sideways with orientation 6, make, model and a GPS position.
 */
async function cameraPhoto() {
  const coarse = await sharp({ create: { width: 1000, height: 750, channels: 3, noise: { type: 'gaussian', mean: 120, sigma: 40 } } }).png().toBuffer();
  const fine = await sharp({ create: { width: 4000, height: 3000, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 12 } } }).png().toBuffer();
  return sharp(coarse)
    .resize(4000, 3000, { kernel: 'cubic' })
    .composite([{ input: fine, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Tablet Cam', Software: 'PhoneOS 1.0' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
    })
    .toBuffer();
}

/** One upload as the front sends it: the File as the body, metadata in the query; timed to the 201. */
async function upload(api, session, clientId, bytes) {
  const started = performance.now();
  const response = await fetch(`${api.base}/api/client/${clientId}/photos?takenOn=2026-01-15&zone=Sommet`, {
    method: 'POST',
    headers: {
      'content-type': 'image/jpeg',
      origin: api.origin,
      cookie: [...session.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    body: bytes,
  });
  const body = await response.json();
  return { status: response.status, ms: performance.now() - started, body };
}

export async function run(ctx) {
  const settings = ctx.quick ? QUICK : FULL;
  const database = await createBenchDatabase(ctx.pgAdminUrl, 'photos');
  let api;
  try {
    const seeded = await seedVolume({ databaseUrl: database.url, practitioners: 1, clients: 1, products: 0, programmes: 0, password: PASSWORD, emailPrefix: 'photos' });
    api = await startApi({ databaseUrl: database.url, port: await freePort(0), logFile: join(ctx.tmpDir, 'photos-api.log') });
    const session = new Session(api, 'photos');
    await session.login(seeded.practitioners[0].email, PASSWORD);
    const clientId = (await session.ok('GET', '/api/clients?size=1')).content[0].id;
    ctx.log('photos: generating a 12-megapixel camera JPEG…');
    const photo = await cameraPhoto();

    const latencies = [];
    let stored;
    let errors = 0;
    for (let i = 0; i < settings.warmup + settings.uploads; i++) {
      const r = await upload(api, session, clientId, photo);
      if (r.status !== 201) {
        errors += 1;
        ctx.log(`photos: upload answered ${r.status} ${JSON.stringify(r.body)}`);
        continue;
      }
      stored = r.body;
      if (i >= settings.warmup) latencies.push(r.ms);
    }
    const thumbnail = await fetch(`${api.base}/api/photo/${stored.id}/thumbnail`, {
      headers: { cookie: [...session.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    const thumbnailBytes = (await thumbnail.arrayBuffer()).byteLength;
    const p50 = round(percentile(latencies, 50));
    const p95 = round(percentile(latencies, 95));
    const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;
    return {
      rows: [
        {
          name: `upload → stored image + thumbnail, 12 MP camera JPEG (${mb(photo.length)}, EXIF orientation + GPS) — median · p95 of ${latencies.length}`,
          value: `${p50} ms · ${p95} ms${errors ? ` · ${errors} errors` : ''}`,
          target: '',
          met: null,
          raw: { p50, p95, uploads: latencies.length, errors, inputBytes: photo.length },
        },
        {
          name: 'stored sizes — image (long side ≤ 4096 px, no metadata) · thumbnail',
          value: `${stored.width}×${stored.height} px, ${mb(stored.byteSize)} · ${(thumbnailBytes / 1024).toFixed(0)} KB`,
          target: '',
          met: null,
          raw: { width: stored.width, height: stored.height, imageBytes: stored.byteSize, thumbnailBytes },
        },
      ],
      details: { settings, latencies },
    };
  } finally {
    await api?.stop();
    await database.drop();
  }
}
