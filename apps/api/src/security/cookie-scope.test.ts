import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST, ORIGIN, PASSWORD, createHarness, type Harness } from '../test/harness';
import type { App } from '../types';

let h: Harness;
let tls: App;
beforeAll(async () => {
  h = await createHarness();
  tls = await h.buildAnother({ trustProxy: true });
});
afterAll(() => h?.close());

const HTTPS = { host: HOST, 'x-forwarded-proto': 'https' };

const setCookies = (res: { headers: Record<string, unknown> }) => ([] as string[]).concat((res.headers['set-cookie'] as string[] | string | undefined) ?? []);

async function signIn(app: App, email: string, headers: Record<string, string>, origin: string) {
  await h.createUser(email);
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { ...headers, origin, 'content-type': 'application/json' },
    payload: JSON.stringify({ username: email, password: PASSWORD }),
  });
  expect(res.statusCode).toBe(200);
  return { id: (res.json() as { id: number }).id, cookies: Object.fromEntries(res.cookies.map((c) => [c.name, c.value])), setCookie: setCookies(res) };
}

describe('behind https only the __Host- cookies are read', () => {
  it('the same tokens under the unprefixed names (planted from a sibling subdomain or over http) sign no one in', async () => {
    const { id, cookies } = await signIn(tls, 'host-only@cookies.test', HTTPS, `https://${HOST}`);
    const access = cookies['__Host-meche_access'] ?? '';
    const refresh = cookies['__Host-meche_refresh'] ?? '';
    expect(access).not.toBe('');

    const prefixed = await tls.inject({ method: 'GET', url: `/api/user/${id}`, headers: { ...HTTPS, cookie: `__Host-meche_access=${access}` } });
    expect(prefixed.statusCode).toBe(200);
    const planted = await tls.inject({ method: 'GET', url: `/api/user/${id}`, headers: { ...HTTPS, cookie: `meche_access=${access}` } });
    expect(planted.statusCode).toBe(401);

    const refreshed = await tls.inject({
      method: 'POST',
      url: '/api/refresh-token',
      headers: { ...HTTPS, origin: `https://${HOST}`, cookie: `meche_refresh=${refresh}` },
    });
    expect(refreshed.statusCode).toBe(401);
    expect(setCookies(refreshed).some((c) => c.slice(c.indexOf('=') + 1, c.indexOf(';')) !== '' && !c.includes('Expires=Thu, 01 Jan 1970'))).toBe(false);
    // The refresh token itself was not spent by the refused attempt.
    const genuine = await tls.inject({
      method: 'POST',
      url: '/api/refresh-token',
      headers: { ...HTTPS, origin: `https://${HOST}`, cookie: `__Host-meche_refresh=${refresh}` },
    });
    expect(genuine.statusCode).toBe(200);
  });

  it('over plain http the prefixed names are not read either: only what that scheme can set', async () => {
    const { id, cookies } = await signIn(h.app, 'plain-only@cookies.test', { host: HOST }, ORIGIN);
    const access = cookies.meche_access ?? '';
    const res = await h.app.inject({ method: 'GET', url: `/api/user/${id}`, headers: { host: HOST, cookie: `__Host-meche_access=${access}` } });
    expect(res.statusCode).toBe(401);
  });
});

describe('the session cookies stay with the API', () => {
  it('over http they are scoped to /api: not sent to the shell’s pages nor to the remotes’ servers on other ports', async () => {
    const { setCookie } = await signIn(h.app, 'scoped@cookies.test', { host: HOST }, ORIGIN);
    expect(setCookie).toHaveLength(2);
    for (const c of setCookie) {
      expect(c).toMatch(/^meche_(access|refresh)=[^;]+;.*; Path=\/api; HttpOnly; SameSite=Strict$/);
      expect(c).not.toMatch(/Domain=/);
    }
  });

  it('sign-out also clears the cookies an older version set on Path=/', async () => {
    const { cookies } = await signIn(h.app, 'legacy@cookies.test', { host: HOST }, ORIGIN);
    const cookie = Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; ');
    const out = await h.app.inject({ method: 'POST', url: '/api/logout', headers: { host: HOST, origin: ORIGIN, cookie } });
    expect(out.statusCode).toBe(204);
    const cleared = setCookies(out).map((c) => [c.split('=')[0], /Path=([^;]+)/.exec(c)?.[1], /Expires=Thu, 01 Jan 1970/.test(c)]);
    expect(cleared).toEqual(
      expect.arrayContaining([
        ['meche_access', '/api', true],
        ['meche_refresh', '/api', true],
        ['meche_access', '/', true],
        ['meche_refresh', '/', true],
      ]),
    );
  });

  it('behind https they keep what __Host- requires: Path=/, Secure, no Domain', async () => {
    const { setCookie } = await signIn(tls, 'tls-scope@cookies.test', HTTPS, `https://${HOST}`);
    for (const c of setCookie) expect(c).toMatch(/^__Host-meche_(access|refresh)=[^;]+;.*; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
  });
});
