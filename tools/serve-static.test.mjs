import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accepts, createStaticHandler } from './serve-static.mjs';

let dir;
let server;
let base;

/** A remote's dist with links in it, next to a folder that must never be served. */
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'meche-serve-static-'));
  const root = join(dir, 'dist');
  const secret = join(dir, 'secret');
  mkdirSync(join(root, 'assets'), { recursive: true });
  mkdirSync(secret);
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>remote</title>');
  writeFileSync(join(root, 'assets', 'main.0123abcd.js'), 'export {};');
  writeFileSync(join(secret, 'secret.txt'), 'SECRET');
  symlinkSync(join(secret, 'secret.txt'), join(root, 'leak.txt'));
  symlinkSync(secret, join(root, 'leaked-dir'));
  symlinkSync('../secret/secret.txt', join(root, 'relative-leak.txt'));
  symlinkSync(join(root, 'assets', 'main.0123abcd.js'), join(root, 'alias.js'));
  // The build's compressed copies of a chunk (marked, to see which one is sent)…
  const chunk = join(root, 'assets', 'chunk.89abcdef.js');
  writeFileSync(chunk, 'x'.repeat(4000));
  writeFileSync(`${chunk}.br`, brotliCompressSync('from br'));
  writeFileSync(`${chunk}.gz`, gzipSync('from gz'));
  // …a file edited after its build (its copies are stale)…
  const edited = join(root, 'assets', 'edited.01234567.js');
  writeFileSync(`${edited}.br`, brotliCompressSync('stale'));
  utimesSync(`${edited}.br`, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
  writeFileSync(edited, 'y'.repeat(4000));
  // …and a copy that is a link out of the root.
  writeFileSync(join(secret, 'leak.js.br'), brotliCompressSync('SECRET'));
  writeFileSync(join(root, 'leak.js'), 'z'.repeat(10));
  symlinkSync(join(secret, 'leak.js.br'), join(root, 'leak.js.br'));
  // The root itself reached through a link, as a deployment folder often is.
  symlinkSync(root, join(dir, 'current'));
  server = createServer(createStaticHandler(join(dir, 'current')));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('serve-static stays inside its root, links included', () => {
  it.each(['/leak.txt', '/leaked-dir/secret.txt', '/relative-leak.txt', '/%2e%2e/secret/secret.txt', '/..%2fsecret/secret.txt'])(
    '%s does not serve the file outside',
    async (path) => {
      const response = await fetch(`${base}${path}`);
      expect([403, 404]).toContain(response.status);
      expect(await response.text()).not.toContain('SECRET');
    },
  );

  it('serves files under the root, through a linked root and through a link that stays inside', async () => {
    const index = await fetch(`${base}/`);
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('<title>remote</title>');
    const chunk = await fetch(`${base}/assets/main.0123abcd.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/alias.js`)).status).toBe(200);
  });
});

describe('serve-static sends the build\'s compressed copies', () => {
  const get = (path, encoding) => fetch(`${base}${path}`, { headers: { 'accept-encoding': encoding } });
  const raw = async (response) => Buffer.from(await response.arrayBuffer());
  // fetch decodes what it can: read the bytes as sent through a plain http request instead.
  const sent = (path, encoding) =>
    new Promise((resolve, reject) => {
      httpGet(`${base}${path}`, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });

  it('brotli first, gzip next, with Vary, an ETag per encoding and the cache headers of the file', async () => {
    const br = await sent('/assets/chunk.89abcdef.js', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['access-control-allow-origin']).toBe('*');
    expect(brotliDecompressSync(br.body).toString()).toBe('from br');
    const gz = await sent('/assets/chunk.89abcdef.js', 'gzip, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe('from gz');
    expect(gz.headers.etag).not.toBe(br.headers.etag);
    const plain = await sent('/assets/chunk.89abcdef.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('x'.repeat(4000));
  });

  it('never sends a copy older than its file, nor one that links out of the root', async () => {
    const edited = await sent('/assets/edited.01234567.js', 'br');
    expect(edited.headers['content-encoding']).toBeUndefined();
    expect(edited.body.toString()).toBe('y'.repeat(4000));
    const leak = await get('/leak.js', 'br');
    expect((await raw(leak)).toString()).toBe('z'.repeat(10));
  });

  it('reads Accept-Encoding with its q-values', () => {
    expect(accepts('gzip, deflate, br', 'br')).toBe(true);
    expect(accepts('gzip;q=1.0, br;q=0', 'br')).toBe(false);
    expect(accepts('gzip', 'br')).toBe(false);
    expect(accepts(undefined, 'gzip')).toBe(false);
  });
});
