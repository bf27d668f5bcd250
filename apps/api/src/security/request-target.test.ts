import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@meche/contracts';
import { nonCanonicalReason } from '../plugins/request-target';
import { snapshotDatabase } from '../test/db-snapshot';
import { HOST, ORIGIN, createHarness, type Harness } from '../test/harness';
import { listenOnFreePort, sendRaw, type RawResponse } from '../test/raw-http';
import { ROUTES, createWorld, routeKey, type World } from '../test/route-table';

let h: Harness;
let world: World;
let port: number;

beforeAll(async () => {
  h = await createHarness();
  world = await createWorld(h, 'target');
  port = await listenOnFreePort(await h.buildAnother({}));
});
afterAll(() => h?.close());

const WRITES = ROUTES.filter((r) => r.method !== 'GET');

/** Ways to write `/api/…` that the router (or a browser) reads as `/api/…` while the raw text does not start so. */
const ENCODINGS: [name: string, rewrite: (url: string) => string][] = [
  ['%61 for a', (url) => url.replace(/^\/api\//, '/%61pi/')],
  ['%69 for i', (url) => url.replace(/^\/api\//, '/ap%69/')],
  ['%2F for /', (url) => url.replace(/^\/api\//, '/api%2F')],
  ['%2E in a dot segment', (url) => url.replace(/^\/api\//, '/%2E/api/')],
  ['//', (url) => `/${url}`],
  ['/./', (url) => `/.${url}`],
  ['/../', (url) => `/x/..${url}`],
  ['backslash', (url) => url.replace(/^\/api\//, '/api\\')],
  ['absolute-form', (url) => `http://${HOST}${url}`],
  ['absolute-form with %61', (url) => `http://${HOST}${url.replace(/^\/api\//, '/%61pi/')}`],
];

const ORIGINS: [name: string, origin: string | null][] = [
  ['no Origin', null],
  ['a foreign Origin', 'https://evil.example'],
  ['the app’s own Origin', ORIGIN],
];

async function sendAs(method: string, target: string, origin: string | null, body: unknown): Promise<RawResponse> {
  const headers: Record<string, string> = { host: HOST, cookie: world.agent.cookieHeader() };
  if (origin) headers.origin = origin;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return sendRaw(port, method, target, headers, body === undefined ? undefined : JSON.stringify(body));
}

describe('a request target the router would read differently is refused before any check or route', () => {
  it.each(WRITES.map((r) => [routeKey(r.method, r.route), r] as const))('%s: every encoding × every Origin → 400, nothing changed', async (_key, route) => {
    const before = await snapshotDatabase(h.database.db);
    const request = route.build(world, world);
    for (const [encoding, rewrite] of ENCODINGS) {
      for (const [originName, origin] of ORIGINS) {
        const target = rewrite(request.url);
        const res = await sendAs(route.method, target, origin, request.body);
        const where = `${encoding}: ${route.method} ${target} with ${originName}: ${res.status} ${res.body}`;
        expect(res.status, where).toBe(400);
        expect(JSON.parse(res.body), where).toEqual({ message: MSG.badRequest });
        expect(res.headers['cache-control'], where).toBe('no-store');
        expect(res.headers['set-cookie'], where).toBeUndefined();
      }
    }
    expect(await snapshotDatabase(h.database.db)).toEqual(before);
  });

  it.each(WRITES.map((r) => [routeKey(r.method, r.route), r] as const))('%s in other letter case: the Origin check still applies, and no route answers', async (_key, route) => {
    const before = await snapshotDatabase(h.database.db);
    const request = route.build(world, world);
    for (const upper of [request.url.replace(/^\/api\//, '/API/'), request.url.replace(/^\/api\//, '/Api/')]) {
      for (const origin of [null, 'https://evil.example']) {
        const res = await sendAs(route.method, upper, origin, request.body);
        expect(res.status, `${upper} ${origin}`).toBe(403);
        expect(JSON.parse(res.body)).toEqual({ message: MSG.badOrigin });
        expect(res.headers['cache-control']).toBe('no-store');
      }
      const own = await sendAs(route.method, upper, ORIGIN, request.body);
      expect(own.status, upper).toBe(404);
    }
    expect(await snapshotDatabase(h.database.db)).toEqual(before);
  });

  it('the session survives every encoded logout (the same-site sign-out of the attack report)', async () => {
    for (const [, rewrite] of ENCODINGS) {
      for (const [, origin] of ORIGINS) expect((await sendAs('POST', rewrite('/api/logout'), origin, undefined)).status).toBe(400);
    }
    const still = await world.agent.get(`/api/client/${world.clientId}`);
    expect(still.statusCode).toBe(200);
  });

  it('an encoded read of a client file answers 400 with no-store, without the file', async () => {
    for (const [, rewrite] of ENCODINGS) {
      const res = await sendAs('GET', rewrite(`/api/client/${world.clientId}`), null, undefined);
      expect(res.status).toBe(400);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).not.toContain(world.marker);
    }
  });

  it('canonical targets still route: plain paths, a trailing slash, escapes that change nothing, a query', async () => {
    const headers = { host: HOST, cookie: world.agent.cookieHeader() };
    expect((await sendRaw(port, 'GET', `/api/client/${world.clientId}/`, headers)).status).toBe(200);
    expect((await sendRaw(port, 'GET', `/api/clients?search=${encodeURIComponent('Prénom /../ %61')}`, headers)).status).toBe(200);
    expect((await sendRaw(port, 'GET', '/api/health', { host: HOST })).status).toBe(200);
  });
});

describe('nonCanonicalReason', () => {
  it.each([
    ['/api/client/1', null],
    ['/api/clients?search=%61%2F..//', null],
    ['/dashboard/caf%C3%A9', null],
    ['/file%20name.png', null],
    ['/api/client/1/', null],
    ['/%61pi/x', 'needless escape'],
    ['/api%2fx', 'needless escape'],
    ['/api/%7E', 'needless escape'],
    ['/api//x', 'empty segment'],
    ['//api/x', 'empty segment'],
    ['/api/x/.', 'dot segment'],
    ['/api/../x', 'dot segment'],
    ['/api\\x', 'backslash'],
    ['http://h/api/x', 'not origin-form'],
    ['*', 'not origin-form'],
  ])('%s → %s', (url, reason) => {
    expect(nonCanonicalReason(url)).toBe(reason);
  });
});
