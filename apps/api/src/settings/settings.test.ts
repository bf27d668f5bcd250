import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MSG, type PracticeSettings } from '@meche/contracts';
import { createHarness, type Agent, type Harness } from '../test/harness';
import { pngImage } from '../test/images';

let h: Harness;
let me: Agent & { userId: number };
beforeAll(async () => {
  h = await createHarness();
  me = await h.practitioner('settings@practice.test');
});
afterAll(() => h?.close());

describe('practice settings', () => {
  it('start unset (the sheets use config.json), are saved per practitioner and read back', async () => {
    expect((await me.get('/api/settings')).json()).toEqual({ name: null, address: null, phone: null, siret: null, hasLogo: false, modified: null });
    const saved = await me.put('/api/settings', { name: ' Institut Lumière ', address: '3 place Bellecour\n69002 Lyon', phone: '04 78 00 00 00', siret: '123 456 789 00012' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Institut Lumière', address: '3 place Bellecour\n69002 Lyon', phone: '04 78 00 00 00', siret: '12345678900012', hasLogo: false });
    expect((await me.get('/api/settings')).json<PracticeSettings>().name).toBe('Institut Lumière');

    const other = await h.practitioner('other@practice.test');
    expect((await other.get('/api/settings')).json<PracticeSettings>().name).toBeNull();

    // An emptied field goes back to the default.
    expect((await me.put('/api/settings', { name: '', address: null, phone: '', siret: '' })).json()).toMatchObject({ name: null, address: null, phone: null, siret: null });
  });

  it('refuses a malformed SIRET or phone with French messages under the fields', async () => {
    const res = await me.put('/api/settings', { name: 'X', siret: '1234', phone: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ siret: MSG.invalidSiret, phone: MSG.invalidPhone });
  });

  it('keeps a logo checked like the photos, served only to its owner and never cached, until removed', async () => {
    const upload = await me.call('PUT', '/api/settings/logo', { payload: await pngImage(1200, 400), headers: { 'content-type': 'image/png' } });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.json<PracticeSettings>().hasLogo).toBe(true);

    const logo = await me.get('/api/settings/logo');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/jpeg');
    expect(logo.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(logo.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 600, 200]);

    const other = await h.practitioner('third@practice.test');
    expect((await other.get('/api/settings/logo')).statusCode).toBe(404);

    const svg = await me.call('PUT', '/api/settings/logo', { payload: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), headers: { 'content-type': 'image/svg+xml' } });
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toEqual({ message: MSG.photoUnsupportedType });
    expect((await me.get('/api/settings/logo')).statusCode).toBe(200);

    expect((await me.delete('/api/settings/logo')).statusCode).toBe(204);
    expect((await me.get('/api/settings/logo')).statusCode).toBe(404);
    expect((await me.get('/api/settings')).json<PracticeSettings>().hasLogo).toBe(false);
  });
});
