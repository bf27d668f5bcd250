import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@meche/contracts';
import { REFRESH_IDLE_S, SESSION_ABSOLUTE_S } from '../auth/session-policy';
import { refreshTokens, sessions } from '../db/schema';
import { HOST, ORIGIN, PASSWORD, createHarness, type Agent, type Harness } from '../test/harness';
import type { App } from '../types';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

const login = (app: App, username: string, password: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    headers: { host: HOST, origin: ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify({ username, password }),
  });

const setCookies = (res: { headers: Record<string, unknown> }) => ([] as string[]).concat((res.headers['set-cookie'] as string[] | string | undefined) ?? []);

describe('login throttling', () => {
  it('per IP: 429 with Retry-After for that IP only; another email from another IP still signs in', async () => {
    const app = await h.buildAnother({ loginMaxAttemptsPerIp: 3, loginWindowS: 600 });
    await h.createUser('ip-victim@session.test');
    await h.createUser('ip-bystander@session.test');
    for (let i = 0; i < 3; i++) expect((await login(app, `guess${i}@session.test`, 'nope', '10.0.0.1')).statusCode).toBe(401);
    const blocked = await login(app, 'ip-victim@session.test', PASSWORD, '10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: MSG.tooManyAttempts });
    const wait = Number(blocked.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    expect(setCookies(blocked)).toEqual([]);
    expect((await login(app, 'ip-bystander@session.test', PASSWORD, '10.0.0.2')).statusCode).toBe(200);
  });

  it('per email: 429 for that email from any IP; another email from another IP unaffected', async () => {
    const app = await h.buildAnother({ loginMaxAttempts: 3 });
    await h.createUser('target@session.test');
    await h.createUser('other@session.test');
    for (let i = 0; i < 3; i++) expect((await login(app, 'target@session.test', 'nope', `10.1.0.${i}`)).statusCode).toBe(401);
    const blocked = await login(app, 'TARGET@session.test', PASSWORD, '10.1.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(app, 'other@session.test', PASSWORD, '10.1.0.100')).statusCode).toBe(200);
  });
});

describe('session cookies', () => {
  it('are HttpOnly, SameSite=Strict, Path=/, without Domain, and not Secure over plain http', async () => {
    await h.createUser('plain@session.test');
    const res = await login(h.app, 'plain@session.test', PASSWORD, '10.2.0.1');
    const cookies = setCookies(res);
    expect(cookies).toHaveLength(2);
    for (const c of cookies) {
      expect(c).toMatch(/^meche_(access|refresh)=/);
      expect(c).toMatch(/; HttpOnly/);
      expect(c).toMatch(/; SameSite=Strict/);
      expect(c).toMatch(/; Path=\//);
      expect(c).not.toMatch(/Domain=|Secure/);
    }
  });

  it('ignore X-Forwarded-Proto unless the proxy is trusted', async () => {
    await h.createUser('spoof@session.test');
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: HOST, origin: ORIGIN, 'x-forwarded-proto': 'https', 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'spoof@session.test', password: PASSWORD }),
    });
    expect(res.statusCode).toBe(200);
    expect(setCookies(res).every((c) => c.startsWith('meche_') && !/Secure/.test(c))).toBe(true);
  });

  it('behind a trusted https proxy: __Host- prefix, Secure, Path=/, no Domain; logout clears those names', async () => {
    await h.createUser('tls@session.test');
    const app = await h.buildAnother({ trustProxy: true });
    const headers = { host: HOST, origin: `https://${HOST}`, 'x-forwarded-proto': 'https', 'content-type': 'application/json' };
    const res = await app.inject({ method: 'POST', url: '/api/login', headers, payload: JSON.stringify({ username: 'tls@session.test', password: PASSWORD }) });
    const cookies = setCookies(res);
    expect(cookies).toHaveLength(2);
    for (const c of cookies) expect(c).toMatch(/^__Host-meche_(access|refresh)=[^;]+;.*; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const me = await app.inject({ method: 'GET', url: `/api/user/${(res.json() as { id: number }).id}`, headers: { host: HOST, 'x-forwarded-proto': 'https', cookie } });
    expect(me.statusCode).toBe(200);
    const out = await app.inject({ method: 'POST', url: '/api/logout', headers: { host: HOST, origin: `https://${HOST}`, 'x-forwarded-proto': 'https', cookie } });
    expect(out.statusCode).toBe(204);
    expect(setCookies(out).every((c) => c.startsWith('__Host-meche_') && /Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/clients', headers: { host: HOST, 'x-forwarded-proto': 'https', cookie } })).statusCode).toBe(412);
  });
});

describe('access token', () => {
  it('is refused (401) when its signature is spelled in any but the canonical way', async () => {
    const agent = await h.practitioner('spelling@session.test');
    const token = agent.jar.get('meche_access') ?? '';
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // The last character's two low bits are padding: this spelling decodes to the very same signature bytes.
    const respelled = token.slice(0, -1) + alphabet[alphabet.indexOf(token.slice(-1)) ^ 1];
    for (const variant of [respelled, `${token}=`]) {
      agent.jar.set('meche_access', variant);
      const res = await agent.get(`/api/user/${agent.userId}`);
      expect(res.statusCode, variant).toBe(401);
    }
    agent.jar.set('meche_access', token);
    expect((await agent.get(`/api/user/${agent.userId}`)).statusCode).toBe(200);
  });
});

describe('session limits (12 h idle, 7 days absolute)', () => {
  const sessionOf = async (agent: Agent & { userId: number }) => {
    const [row] = await h.database.db.select().from(sessions).where(eq(sessions.userId, agent.userId));
    if (!row) throw new Error('no session');
    return row;
  };

  it('stores a refresh token that expires 12 h after its last use and a session that ends 7 days after login', async () => {
    const agent = await h.practitioner('limits@session.test');
    const session = await sessionOf(agent);
    expect(Math.abs(session.expiresAt.getTime() - session.created.getTime() - SESSION_ABSOLUTE_S * 1000)).toBeLessThan(2000);
    const [token] = await h.database.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, session.id));
    expect(Math.abs((token?.expiresAt.getTime() ?? 0) - Date.now() - REFRESH_IDLE_S * 1000)).toBeLessThan(5000);
  });

  it('idle: a refresh token unused for 12 h no longer refreshes', async () => {
    const agent = await h.practitioner('idle@session.test');
    const session = await sessionOf(agent);
    // As if the browser had been left 12 h: the token's idle deadline is now in the past.
    await h.database.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(refreshTokens.sessionId, session.id));
    const res = await agent.post('/api/refresh-token');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MSG.unauthenticated });
  });

  it('absolute: 7 days after login the session ends, for the access token and for refresh', async () => {
    const agent = await h.practitioner('absolute@session.test');
    const session = await sessionOf(agent);
    const saved = new Map(agent.jar);
    await h.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, session.id));
    expect((await agent.get('/api/clients')).statusCode).toBe(401);
    for (const [k, v] of saved) agent.jar.set(k, v);
    expect((await agent.post('/api/refresh-token')).statusCode).toBe(401);
  });

  it('a refresh never extends a session past its absolute end', async () => {
    const agent = await h.practitioner('capped@session.test');
    const session = await sessionOf(agent);
    const end = new Date(Date.now() + 3600_000);
    await h.database.db.update(sessions).set({ expiresAt: end }).where(eq(sessions.id, session.id));
    const res = await agent.post('/api/refresh-token');
    expect(res.statusCode).toBe(200);
    const refresh = res.cookies.find((c) => c.name === 'meche_refresh');
    expect(refresh?.maxAge).toBeLessThanOrEqual(3600);
    const tokens = await h.database.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, session.id));
    const successor = tokens.find((t) => t.usedAt === null);
    expect(successor?.expiresAt.getTime()).toBeLessThanOrEqual(end.getTime());
  });

  it('logout revokes the session row itself (server side), not only the cookies', async () => {
    const agent = await h.practitioner('bye@session.test');
    const session = await sessionOf(agent);
    expect((await agent.post('/api/logout')).statusCode).toBe(204);
    expect((await sessionOf(agent)).revokedAt).toBeInstanceOf(Date);
    expect(session.revokedAt).toBeNull();
  });
});
