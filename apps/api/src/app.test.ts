import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@meche/contracts';
import { Agent, createHarness, type Harness } from './test/harness';

let h: Harness;
let me: Agent & { userId: number };
beforeAll(async () => {
  h = await createHarness({ allowedOrigins: ['http://localhost:4200'] });
  me = await h.practitioner('me@app.test');
});
afterAll(() => h?.close());

const PROTECTED: [string, string][] = [
  ['GET', '/api/user/1'],
  ['PUT', '/api/user/1'],
  ['POST', '/api/client'],
  ['GET', '/api/client/1'],
  ['PUT', '/api/client/1'],
  ['DELETE', '/api/client/1'],
  ['GET', '/api/clients'],
  ['GET', '/api/products'],
  ['POST', '/api/product'],
  ['GET', '/api/product/1'],
  ['PUT', '/api/product/1'],
  ['DELETE', '/api/product/1'],
  ['GET', '/api/categories'],
  ['POST', '/api/category'],
  ['PUT', '/api/category/1'],
  ['DELETE', '/api/category/1'],
  ['POST', '/api/care'],
  ['PUT', '/api/care/1'],
  ['POST', '/api/program'],
  ['PUT', '/api/program/update/1'],
  ['GET', '/api/programs/1'],
  ['GET', '/api/program/1'],
  ['DELETE', '/api/program/1'],
  ['GET', '/api/protocols'],
  ['POST', '/api/protocol'],
  ['PUT', '/api/protocol/1'],
  ['DELETE', '/api/protocol/1'],
  ['POST', '/api/protocol/1/program'],
];

describe('every protected route', () => {
  it.each(PROTECTED)('%s %s answers 401 without a session', async (method, url) => {
    const res = await h.anonymous().call(method as 'GET', url, method === 'GET' || method === 'DELETE' ? {} : { body: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MSG.unauthenticated });
  });
});

describe('request hygiene', () => {
  it('refuses a state-changing request without an Origin or from a foreign one (403)', async () => {
    const body = { firstName: 'A', lastName: 'B', sex: 'F' };
    for (const origin of [false, 'https://evil.example', 'null'] as const) {
      const res = await me.post('/api/client', body, { origin });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MSG.badOrigin });
    }
    expect((await me.post('/api/client', body, { origin: 'http://localhost:4200' })).statusCode).toBe(201);
    expect((await me.get('/api/clients', { origin: false })).statusCode).toBe(200);
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await me.call('POST', '/api/client', { payload: '{"firstName": "A",', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.invalidJson });
    expect(res.body).not.toMatch(/at |stack|SyntaxError/);
  });

  it('refuses a body that is not JSON (415) or too large (413)', async () => {
    const text = await me.call('POST', '/api/client', { payload: 'firstName=A', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ message: MSG.unsupportedMediaType });
    const big = await me.post('/api/client', { firstName: 'x'.repeat(1_100_000) });
    expect(big.statusCode).toBe(413);
  });

  it('reads an empty JSON body as {} and answers field errors', async () => {
    const res = await me.call('POST', '/api/category', { payload: '', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: MSG.required });
  });

  it('sends no-store, security headers and a strict CSP on API responses', async () => {
    const res = await me.get('/api/clients');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('answers an unknown API route with a French 404', async () => {
    const res = await me.get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.notFound });
  });

  it('serves the health check and the OpenAPI document', async () => {
    expect((await h.anonymous().get('/api/health')).json()).toEqual({ status: 'ok', database: h.database.kind });
    const doc = await h.anonymous().get('/api/docs/json');
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    for (const p of ['/api/login', '/api/clients', '/api/program/update/{id}', '/api/programs/{clientId}', '/api/care/{id}']) {
      expect(paths).toContain(p);
    }
    expect((await h.anonymous().get('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('documents the photo, consent, contraindication, category, settings, dashboard and agenda routes: summary, operationId and every status', async () => {
    const { paths } = (await h.anonymous().get('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { summary?: string; operationId?: string; responses: Record<string, unknown> }>>;
    };
    const common = ['400', '401', '403', '404', '412', '414', '421', '500', '503'];
    // A JSON body: too large, or not JSON.
    const json = ['413', '415'];
    const expected: [string, string, string, string[]][] = [
      ['/api/client/{id}/photos', 'post', 'uploadPhoto', ['201', '409', '413', ...common]],
      ['/api/client/{id}/photos', 'get', 'listPhotos', ['200', ...common]],
      ['/api/photo/{id}/image', 'get', 'getPhotoImage', ['200', ...common]],
      ['/api/photo/{id}/thumbnail', 'get', 'getPhotoThumbnail', ['200', ...common]],
      ['/api/photo/{id}', 'put', 'updatePhoto', ['200', ...json, ...common]],
      ['/api/photo/{id}', 'delete', 'deletePhoto', ['204', ...common]],
      ['/api/client/{id}/consent', 'put', 'recordConsent', ['200', ...json, ...common]],
      ['/api/client/{id}/consent/withdrawal', 'post', 'withdrawConsent', ['200', ...json, ...common]],
      ['/api/client/{id}/export', 'post', 'exportClient', ['200', ...json, ...common]],
      ['/api/program', 'post', 'createProgram', ['201', '409', ...json, ...common]],
      ['/api/program/update/{id}', 'put', 'updateProgram', ['200', '409', ...json, ...common]],
      ['/api/care', 'post', 'createCare', ['201', '409', ...json, ...common]],
      ['/api/care/{id}', 'put', 'updateCare', ['200', '409', ...json, ...common]],
      ['/api/category/{id}/usage', 'get', 'getCategoryUsage', ['200', ...common]],
      ['/api/category/{id}', 'put', 'updateCategory', ['200', '409', ...json, ...common]],
      ['/api/category/{id}', 'delete', 'deleteCategory', ['204', '409', ...common]],
      ['/api/settings', 'get', 'getPracticeSettings', ['200', ...common]],
      ['/api/settings', 'put', 'updatePracticeSettings', ['200', ...json, ...common]],
      ['/api/settings/logo', 'put', 'uploadPracticeLogo', ['200', '413', ...common]],
      ['/api/settings/logo', 'get', 'getPracticeLogo', ['200', ...common]],
      ['/api/settings/logo', 'delete', 'deletePracticeLogo', ['204', ...common]],
      ['/api/dashboard', 'get', 'getDashboardSummary', ['200', ...common]],
      ['/api/messages', 'get', 'listMailMessages', ['200', ...common]],
      ['/api/sheet/program/{id}/email', 'post', 'emailProgrammeSheet', ['200', '409', ...json, ...common]],
      ['/api/dashboard/today', 'get', 'getToday', ['200', ...common]],
      ['/api/settings/rules', 'get', 'getPracticeRules', ['200', ...common]],
      ['/api/settings/rules', 'put', 'updatePracticeRules', ['200', ...json, ...common]],
      ['/api/settings/calendar-feed', 'post', 'rotateCalendarFeed', ['200', ...json, ...common]],
      ['/api/settings/calendar-feed', 'delete', 'revokeCalendarFeed', ['204', ...common]],
      ['/api/calendar/{token}', 'get', 'getCalendarFeed', ['200', ...common]],
      ['/api/client/{id}/reminders', 'get', 'getClientReminders', ['200', ...common]],
      ['/api/client/{id}/reminders', 'put', 'updateClientReminders', ['200', ...json, ...common]],
      ['/api/visits', 'get', 'listVisits', ['200', ...common]],
      ['/api/client/{clientId}/visits', 'get', 'listClientVisits', ['200', ...common]],
      ['/api/visit/{id}', 'get', 'getVisit', ['200', ...common]],
      ['/api/visit', 'post', 'createVisit', ['201', '409', ...json, ...common]],
      ['/api/visit/{id}', 'put', 'updateVisit', ['200', '409', ...json, ...common]],
      ['/api/visit/{id}', 'delete', 'cancelVisit', ['204', ...common]],
      ['/api/protocols', 'get', 'listProtocols', ['200', ...common]],
      ['/api/protocol', 'post', 'createProtocol', ['201', '409', ...json, ...common]],
      ['/api/protocol/{id}', 'put', 'renameProtocol', ['200', '409', ...json, ...common]],
      ['/api/protocol/{id}', 'delete', 'deleteProtocol', ['204', ...common]],
      ['/api/protocol/{id}/program', 'post', 'createProgramFromProtocol', ['201', '409', ...json, ...common]],
    ];
    for (const [path, method, operationId, statuses] of expected) {
      const operation = paths[path]?.[method];
      expect(operation, `${method} ${path}`).toMatchObject({ operationId, summary: expect.any(String) });
      expect(Object.keys(operation?.responses ?? {}).sort(), `${method} ${path}`).toEqual([...statuses].sort());
    }
    expect(JSON.stringify(paths['/api/photo/{id}/image']?.get?.responses['200'])).toContain('image/jpeg');
    const upload = paths['/api/client/{id}/photos']?.post as { requestBody?: { content: Record<string, { schema: { format?: string } }> } };
    expect(Object.keys(upload.requestBody?.content ?? {})).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    expect(upload.requestBody?.content['image/jpeg']?.schema.format).toBe('binary');
    expect(JSON.stringify(paths['/api/client/{id}/export']?.post?.responses['200'])).toContain('application/zip');
  });
});

describe('static site', () => {
  let dir: string;
  let site: Agent;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meche-static-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Mèche</title>');
    fs.writeFileSync(path.join(dir, 'remotes.json'), '{}');
    fs.writeFileSync(path.join(dir, 'main.3f9a1c2b.js'), 'export {}');
    fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    // The build's compressed copies, with a marker so the test sees which one was sent.
    fs.writeFileSync(path.join(dir, 'main.3f9a1c2b.js.br'), zlib.brotliCompressSync('export {} // br'));
    fs.writeFileSync(path.join(dir, 'main.3f9a1c2b.js.gz'), zlib.gzipSync('export {} // gz'));
    fs.writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(4096, 1));
    const app = await h.buildAnother({ staticDir: dir, remoteOrigins: ['http://localhost:4201'] });
    site = new Agent(app);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('serves index.html at / and for client-side routes, with the page CSP and no-cache', async () => {
    for (const url of ['/', '/dashboard/clients', '/login']) {
      const res = await site.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Mèche</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self' http://localhost:4201");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('gives the next page a CSP allowing the origins remotes.json names now: moving a remote needs no restart', async () => {
    const csp = async () => String((await site.get('/dashboard/clients')).headers['content-security-policy']);
    try {
      fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify({ clients: 'http://localhost:4311/mf-manifest.json' }));
      expect(await csp()).toContain("script-src 'self' http://localhost:4311 http://localhost:4201");
      fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify({ clients: 'https://cdn.example.fr/clients/v2/mf-manifest.json' }));
      const moved = await csp();
      expect(moved).toContain("connect-src 'self' https://cdn.example.fr http://localhost:4201");
      expect(moved).not.toContain('http://localhost:4311');
    } finally {
      fs.writeFileSync(path.join(dir, 'remotes.json'), '{}');
    }
  });

  it('sends a page whole even to a browser that has it cached, so it never keeps a page with an old CSP', async () => {
    const first = await site.get('/dashboard/clients');
    const validators = { 'if-none-match': String(first.headers.etag), 'if-modified-since': String(first.headers['last-modified']) };
    for (const url of ['/', '/dashboard/clients', '/index.html']) {
      const again = await site.get(url, { headers: validators });
      expect(again.statusCode, url).toBe(200);
      expect(again.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
  });

  it('sends with each page the hints of what its boot reads: the remotes\' origins, remotes.json, the descriptors', async () => {
    try {
      fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify({ clients: 'http://localhost:4201/mf-manifest.json' }));
      const link = String((await site.get('/dashboard/clients')).headers.link);
      expect(link).toContain('<http://localhost:4201>; rel=preconnect; crossorigin');
      expect(link).toContain('</remotes.json>; rel=preload; as=fetch; crossorigin');
      expect(link).toContain('<http://localhost:4201/remote.json>; rel=preload; as=fetch; crossorigin');
      expect((await site.get('/main.3f9a1c2b.js')).headers.link).toBeUndefined();
      expect((await site.get('/api/health')).headers.link).toBeUndefined();
    } finally {
      fs.writeFileSync(path.join(dir, 'remotes.json'), '{}');
    }
  });

  it('caches hashed assets for long and revalidates remotes.json and the service worker', async () => {
    expect((await site.get('/main.3f9a1c2b.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await site.get('/remotes.json')).headers['cache-control']).toBe('no-cache');
    expect((await site.get('/sw.js')).headers['cache-control']).toBe('no-cache');
  });

  it('sends the build\'s brotli or gzip copy the browser accepts, cached like the file, and never compresses again', async () => {
    const asset = (encoding?: string) => site.get('/main.3f9a1c2b.js', { headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await asset('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('export {} // br');
    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe('export {} // gz');
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('export {}');
  });

  it('compresses JSON answers above the threshold, not small ones, and not images', async () => {
    const big = await site.get('/api/docs/json', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString()).openapi).toBeDefined();
    const small = await site.get('/api/health', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const image = await site.get('/photo.png', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    expect((await site.get('/main.deadbeef.js')).statusCode).toBe(404);
  });

  it('keeps JSON 404s under /api', async () => {
    const res = await site.get('/api/unknown');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.notFound });
  });
});

describe('static site: links out of the build folder', () => {
  let dir: string;
  let site: Agent;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meche-static-links-'));
    const root = path.join(dir, 'dist');
    const secret = path.join(dir, 'secret');
    fs.mkdirSync(path.join(root, 'assets'), { recursive: true });
    fs.mkdirSync(secret);
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Mèche</title>');
    fs.writeFileSync(path.join(root, 'assets', 'main.0123abcd.js'), 'export {};');
    fs.writeFileSync(path.join(secret, 'secret.txt'), 'SECRET');
    fs.symlinkSync(path.join(secret, 'secret.txt'), path.join(root, 'leak.txt'));
    fs.symlinkSync(path.join(secret, 'secret.txt'), path.join(root, 'leak'));
    fs.symlinkSync(secret, path.join(root, 'leaked-dir'));
    fs.symlinkSync('../secret/secret.txt', path.join(root, 'relative-leak.txt'));
    fs.symlinkSync(path.join(root, 'assets', 'main.0123abcd.js'), path.join(root, 'alias.js'));
    // The root itself reached through a link, as a deployment folder often is.
    fs.symlinkSync(root, path.join(dir, 'current'));
    site = new Agent(await h.buildAnother({ staticDir: path.join(dir, 'current') }));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('never follows a link to a file or a folder outside it: 404, the file not sent', async () => {
    for (const url of ['/leak.txt', '/leak', '/leaked-dir/secret.txt', '/relative-leak.txt']) {
      const res = await site.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('SECRET');
    }
  });

  it('serves the files under it, links inside included, through a linked root', async () => {
    for (const url of ['/assets/main.0123abcd.js', '/alias.js']) {
      const res = await site.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe('export {};');
    }
    const page = await site.get('/dashboard/clients');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Mèche</title>');
  });
});
