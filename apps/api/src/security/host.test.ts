import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@meche/contracts';
import { allowedHostnames, isAllowedHost } from '../plugins/host-allow-list';
import { snapshotDatabase } from '../test/db-snapshot';
import { PASSWORD, createHarness, type Harness } from '../test/harness';
import { listenOnFreePort, rawRequest } from '../test/raw-http';
import { clientBody } from '../test/route-table';
import type { App } from '../types';

let h: Harness;
let app: App;
const EMAIL = 'rebind@host.test';

beforeAll(async () => {
  h = await createHarness();
  await h.createUser(EMAIL);
  // The defaults of `npm start`: no PUBLIC_HOSTS, the remotes' origins allowed.
  app = await h.buildAnother({ publicHosts: [], allowedOrigins: ['http://localhost:4201', 'https://remote.example'] });
});
afterAll(() => h?.close());

const call = (method: 'GET' | 'POST', url: string, host: string, extra: { body?: unknown; cookie?: string } = {}) =>
  app.inject({
    method,
    url,
    headers: {
      host,
      origin: `http://${host}`,
      ...(extra.cookie ? { cookie: extra.cookie } : {}),
      ...(extra.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(extra.body !== undefined ? { payload: JSON.stringify(extra.body) } : {}),
  });

const cookieOf = (res: { cookies: { name: string; value: string }[] }) => res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

describe('DNS rebinding: only the names this deployment answers to are served', () => {
  it('a page on rebind.evil.test:3000 (re-pointed at 127.0.0.1) can neither sign in, nor read, nor write: 421', async () => {
    const before = await snapshotDatabase(h.database.db);
    const evil = 'rebind.evil.test:3000';
    const login = await call('POST', '/api/login', evil, { body: { username: EMAIL, password: PASSWORD } });
    expect(login.statusCode).toBe(421);
    expect(login.json()).toEqual({ message: MSG.hostNotAllowed });
    expect(login.headers['set-cookie']).toBeUndefined();

    // Even with a session obtained on the real name, the rebound name gets nothing.
    const cookie = cookieOf(await call('POST', '/api/login', 'localhost:3000', { body: { username: EMAIL, password: PASSWORD } }));
    const list = await call('GET', '/api/clients', evil, { cookie });
    expect(list.statusCode).toBe(421);
    const create = await call('POST', '/api/client', evil, { cookie, body: clientBody('REBIND') });
    expect(create.statusCode).toBe(421);
    expect(create.headers['cache-control']).toBe('no-store');
    expect((await call('GET', '/api/health', evil)).statusCode).toBe(421);
    expect((await call('GET', '/dashboard', evil)).statusCode).toBe(421);

    // The one real sign-in above adds its session rows and touches the throttle's counters; nothing else moved.
    const signIn = ['sessions', 'refresh_tokens', 'login_attempts'];
    const after = await snapshotDatabase(h.database.db, { except: signIn });
    expect(after).toEqual(Object.fromEntries(Object.entries(before).filter(([t]) => !signIn.includes(t))));
    expect((await call('GET', '/api/clients', 'localhost:3000', { cookie })).statusCode).toBe(200);
  });

  it.each(['localhost:3000', 'LOCALHOST', 'localhost.:3000', '127.0.0.1:3000', '127.1.2.3', '[::1]:3000', 'meche.localhost:3000', 'remote.example', 'localhost:4201'])(
    'serves %s (loopback or derived from ALLOWED_ORIGINS)',
    async (host) => {
      expect((await call('GET', '/api/health', host)).statusCode).toBe(200);
    },
  );

  it.each(['meche.test', 'evil.test@localhost', 'localhost.evil.test', '127.0.0.1.nip.io', '10.0.0.1', 'remote.example.evil.test', '%6cocalhost'])(
    'refuses %s with 421',
    async (host) => {
      const res = await call('GET', '/api/health', host);
      expect(res.statusCode).toBe(421);
      expect(res.json()).toEqual({ message: MSG.hostNotAllowed });
    },
  );

  it('PUBLIC_HOSTS adds names, compared without case, port or final dot', async () => {
    const withPublic = await h.buildAnother({ publicHosts: ['Meche.Example.fr', 'api.example.fr:8443'] });
    for (const host of ['meche.example.fr', 'MECHE.EXAMPLE.FR.:443', 'api.example.fr']) {
      expect((await withPublic.inject({ method: 'GET', url: '/api/health', headers: { host } })).statusCode, host).toBe(200);
    }
    expect((await withPublic.inject({ method: 'GET', url: '/api/health', headers: { host: 'other.example.fr' } })).statusCode).toBe(421);
  });

  it('behind a trusted proxy, the forwarded host is the one checked', async () => {
    const proxied = await h.buildAnother({ trustProxy: true, publicHosts: ['meche.example.fr'] });
    const ok = await proxied.inject({ method: 'GET', url: '/api/health', headers: { host: '10.0.0.5:3000', 'x-forwarded-host': 'meche.example.fr' } });
    expect(ok.statusCode).toBe(200);
    const bad = await proxied.inject({ method: 'GET', url: '/api/health', headers: { host: '10.0.0.5:3000', 'x-forwarded-host': 'evil.test' } });
    expect(bad.statusCode).toBe(421);
  });

  it('a request without Host (an HTTP/1.0 health probe, never a browser) is served', async () => {
    const port = await listenOnFreePort(await h.buildAnother({ publicHosts: [] }));
    expect(await rawRequest(port, 'GET /api/health HTTP/1.0\r\n\r\n')).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('allowedHostnames and isAllowedHost', () => {
  it('derives host names from origins and host lists; refuses anything that is not host[:port]', () => {
    const allowed = allowedHostnames(['A.example:8080', 'bad/host'], ['https://b.example', 'not an origin']);
    expect([...allowed].sort()).toEqual(['a.example', 'b.example']);
    expect(isAllowedHost('b.example:443', allowed)).toBe(true);
    expect(isAllowedHost('0x7f.1:3000', allowed)).toBe(true);
    expect(isAllowedHost('b.example/x', allowed)).toBe(false);
    expect(isAllowedHost('c.example', allowed)).toBe(false);
    expect(isAllowedHost(undefined, allowed)).toBe(true);
  });
});
