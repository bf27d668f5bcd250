import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MSG, type AuditEntry, type Photo } from '@meche/contracts';
import { createHarness, type Agent, type Harness } from '../test/harness';
import { cameraJpeg, pngImage, webpImage } from '../test/images';
import { clientBody, recordConsent } from '../test/route-table';

let h: Harness;
let owner: Agent & { userId: number };
let other: Agent & { userId: number };
let clientId: number;

beforeAll(async () => {
  h = await createHarness();
  owner = await h.practitioner('photos-owner@photos.test');
  other = await h.practitioner('photos-other@photos.test');
  clientId = ((await owner.post('/api/client', clientBody('PHOTOS'))).json() as { id: number }).id;
  await recordConsent(owner, clientId);
});
afterAll(() => h?.close());

const upload = (agent: Agent, id: number, bytes: Buffer, query: string, type = 'image/jpeg') =>
  agent.call('POST', `/api/client/${id}/photos?${query}`, { payload: bytes, headers: { 'content-type': type } });

describe('photo follow-up', () => {
  it('stores a camera photo upright, without its EXIF (GPS, device), with a thumbnail, and serves it to its owner only', async () => {
    const res = await upload(owner, clientId, await cameraJpeg(640, 480), 'takenOn=2026-01-15&zone=Sommet&note=Plaque%20%C3%A0%20surveiller');
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json() as Photo;
    // Stored sideways (640×480) with orientation 6: upright it is 480 wide, 640 high.
    expect(photo).toMatchObject({ clientId, userId: owner.userId, takenOn: '2026-01-15', zone: 'Sommet', note: 'Plaque à surveiller', width: 480, height: 640, contentType: 'image/jpeg' });

    const image = await owner.get(`/api/photo/${photo.id}/image`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(image.rawPayload.length).toBe(photo.byteSize);
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 480, height: 640 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(image.rawPayload.toString('latin1')).not.toMatch(/PhoneCo|Scalp Cam|GPS/);
    // The red band of the stored left edge is on top once the orientation is applied.
    const { data } = await sharp(image.rawPayload).extract({ left: 240, top: 10, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[2]).toBeLessThan(80);

    const thumbnail = await owner.get(`/api/photo/${photo.id}/thumbnail`);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['cache-control']).toBe('private, no-store');
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 360, height: 480 });

    for (const url of [`/api/photo/${photo.id}/image`, `/api/photo/${photo.id}/thumbnail`]) {
      const refused = await other.get(url);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: MSG.notFound });
    }
    expect((await other.get(`/api/client/${clientId}/photos`)).statusCode).toBe(404);
    expect((await upload(other, clientId, await cameraJpeg(), 'takenOn=2026-01-15&zone=Front')).statusCode).toBe(404);
  });

  it('reads the real type from the bytes: a PNG or WebP sent under any name is stored as a JPEG', async () => {
    for (const [bytes, type] of [
      [await pngImage(), 'image/jpeg'],
      [await webpImage(), 'application/octet-stream'],
    ] as const) {
      const res = await upload(owner, clientId, bytes, 'takenOn=2025-06-01&zone=Nuque', type);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ width: 40, height: 30, contentType: 'image/jpeg' });
    }
  });


  it('lists metadata by zone (timeline order) then date, one zone on request, and audits every view', async () => {
    const list = await owner.get(`/api/client/${clientId}/photos`);
    expect(list.statusCode).toBe(200);
    const photos = list.json() as Photo[];
    expect(photos.map((p) => [p.zone, p.takenOn])).toEqual([
      ['Sommet', '2026-01-15'],
      ['Nuque', '2025-06-01'],
      ['Nuque', '2025-06-01'],
    ]);
    expect(list.body).not.toMatch(/"image"|"thumbnail"/);
    const nuque = (await owner.get(`/api/client/${clientId}/photos?zone=Nuque`)).json() as Photo[];
    expect(nuque.map((p) => p.zone)).toEqual(['Nuque', 'Nuque']);
    expect((await owner.get(`/api/client/${clientId}/photos?zone=Menton`)).json()).toEqual({ zone: MSG.invalidPhotoZone });

    const audit = (await owner.get(`/api/client/${clientId}/audit`)).json() as AuditEntry[];
    const actions = audit.map((a) => a.action);
    expect(actions.filter((a) => a === 'photo-add')).toHaveLength(3);
    expect(actions.filter((a) => a === 'photo-view')).toHaveLength(2);
    expect(actions.filter((a) => a === 'photo-list')).toHaveLength(2);
  });

  it('updates date, zone and note, and deletes a photo (404 for anyone else)', async () => {
    const [first] = (await owner.get(`/api/client/${clientId}/photos?zone=Nuque`)).json() as Photo[];
    const id = first!.id;
    expect((await other.put(`/api/photo/${id}`, { takenOn: '2025-06-02', zone: 'Front', note: 'x' })).statusCode).toBe(404);
    expect((await other.delete(`/api/photo/${id}`)).statusCode).toBe(404);

    const updated = await owner.put(`/api/photo/${id}`, { takenOn: '2025-06-02', zone: 'Tempe droite', note: ' Repousse visible ' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ id, takenOn: '2025-06-02', zone: 'Tempe droite', note: 'Repousse visible' });
    expect((await owner.put(`/api/photo/${id}`, { takenOn: '2999-01-01', zone: 'Front' })).json()).toEqual({ takenOn: MSG.photoDateOutOfRange });

    const removed = await owner.delete(`/api/photo/${id}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await owner.get(`/api/photo/${id}/image`)).statusCode).toBe(404);
    expect((await owner.delete(`/api/photo/${id}`)).statusCode).toBe(404);
  });

  it('takes a file the browser could not type (no Content-Type at all)', async () => {
    const res = await owner.call('POST', `/api/client/${clientId}/photos?takenOn=2025-07-01&zone=Front`, { payload: await cameraJpeg() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ zone: 'Front', contentType: 'image/jpeg' });
  });
});
