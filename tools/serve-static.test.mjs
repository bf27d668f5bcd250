import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from './serve-static.mjs';

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
