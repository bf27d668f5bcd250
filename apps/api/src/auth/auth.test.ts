import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@meche/contracts';
import { users } from '../db/schema';
import { Agent, PASSWORD, SECRET, createHarness, type Harness } from '../test/harness';
import { signAccessToken } from './tokens';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

const refreshCookie = (agent: Agent) => agent.jar.get('meche_refresh');

describe('POST /api/login', () => {
  it('signs a practitioner in with two HttpOnly SameSite=Strict cookies and the session body', async () => {
    const id = await h.createUser('anna@meche.test', { name: 'Anna Dupont' });
    const agent = h.anonymous();
    const res = await agent.post('/api/login', { username: 'Anna@Meche.test', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, phone: null, role: 'USER', userName: 'Anna Dupont', accessExpiresIn: 900 });
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(setCookie).toHaveLength(2);
    for (const c of setCookie) {
      expect(c).toMatch(/HttpOnly/);
      expect(c).toMatch(/SameSite=Strict/);
      expect(c).not.toMatch(/Secure/);
    }
    expect((await agent.get(`/api/user/${id}`)).statusCode).toBe(200);
  });

  it('uses Secure __Host- cookies behind https', async () => {
    await h.createUser('secure@meche.test');
    const app = await h.buildAnother({ trustProxy: true });
    const agent = new Agent(app);
    const res = await agent.post(
      '/api/login',
      { username: 'secure@meche.test', password: PASSWORD },
      { headers: { 'x-forwarded-proto': 'https' }, origin: 'https://meche.test' },
    );
    expect(res.statusCode).toBe(200);
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(setCookie.every((c) => c.startsWith('__Host-meche_') && /; Secure/.test(c))).toBe(true);
  });

  it('answers the spec message for a wrong password or an unknown email', async () => {
    await h.createUser('bruno@meche.test');
    for (const body of [
      { username: 'bruno@meche.test', password: 'wrong password' },
      { username: 'nobody@meche.test', password: PASSWORD },
    ]) {
      const res = await h.anonymous().post('/api/login', body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Email ou mot de passe incorrect.' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('answers field-keyed 400 when fields are missing', async () => {
    const res = await h.anonymous().post('/api/login', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: MSG.required, password: MSG.required });
  });

  it('throttles repeated failures per email with 429 and Retry-After', async () => {
    await h.createUser('carla@meche.test');
    const app = await h.buildAnother({ loginMaxAttempts: 3 });
    const agent = new Agent(app);
    for (let i = 0; i < 3; i++) {
      expect((await agent.post('/api/login', { username: 'carla@meche.test', password: 'nope' })).statusCode).toBe(401);
    }
    const res = await agent.post('/api/login', { username: 'carla@meche.test', password: PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: MSG.tooManyAttempts });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from elsewhere is not locked out by carla's failures.
    await h.createUser('dora@meche.test');
    expect((await agent.post('/api/login', { username: 'dora@meche.test', password: PASSWORD })).statusCode).toBe(200);
  });

  it('throttles per IP too', async () => {
    const app = await h.buildAnother({ loginMaxAttemptsPerIp: 2 });
    const agent = new Agent(app);
    await agent.post('/api/login', { username: 'x1@meche.test', password: 'nope' });
    await agent.post('/api/login', { username: 'x2@meche.test', password: 'nope' });
    expect((await agent.post('/api/login', { username: 'x3@meche.test', password: 'nope' })).statusCode).toBe(429);
  });
});

describe('access token', () => {
  it('answers 401 without a session, with a tampered token and with an expired one', async () => {
    const agent = await h.practitioner('eve@meche.test');
    expect((await h.anonymous().get('/api/clients')).statusCode).toBe(401);
    expect((await h.anonymous().get('/api/clients')).json()).toEqual({ message: MSG.unauthenticated });

    const token = agent.jar.get('meche_access') ?? '';
    const tampered = new Agent(h.app);
    tampered.jar.set('meche_access', `${token.slice(0, -2)}xx`);
    expect((await tampered.get('/api/clients')).statusCode).toBe(401);

    const [payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as { u: number; s: string };
    const expired = new Agent(h.app);
    expired.jar.set('meche_access', signAccessToken(SECRET, { userId: claims.u, sessionId: claims.s, expiresAt: Math.floor(Date.now() / 1000) - 1 }));
    expect((await expired.get('/api/clients')).statusCode).toBe(401);
  });

  it('answers 403 to a role other than ADMIN or USER', async () => {
    const agent = await h.practitioner('guest@meche.test', { role: 'GUEST' });
    const res = await agent.get('/api/clients');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MSG.forbidden });
    const admin = await h.practitioner('admin@meche.test', { role: 'ADMIN' });
    expect((await admin.get('/api/clients')).statusCode).toBe(200);
  });

  it('answers 412 at once when the user is disabled', async () => {
    const agent = await h.practitioner('frank@meche.test');
    await h.database.db.update(users).set({ active: false }).where(eq(users.id, agent.userId));
    expect((await agent.get('/api/clients')).statusCode).toBe(412);
  });
});

describe('POST /api/refresh-token', () => {
  it('rotates the refresh token and answers the login body', async () => {
    const agent = await h.practitioner('gina@meche.test', { name: 'Gina' });
    const first = refreshCookie(agent);
    const res = await agent.post('/api/refresh-token');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: agent.userId, userName: 'Gina', role: 'USER', accessExpiresIn: 900 });
    expect(refreshCookie(agent)).toBeTruthy();
    expect(refreshCookie(agent)).not.toBe(first);
    expect((await agent.get('/api/clients')).statusCode).toBe(200);
  });

  it('gives the same successor to a replay within the grace window', async () => {
    const agent = await h.practitioner('hugo@meche.test');
    const original = refreshCookie(agent) ?? '';
    await agent.post('/api/refresh-token');
    const successor = refreshCookie(agent);

    const otherTab = new Agent(h.app);
    otherTab.jar.set('meche_refresh', original);
    const res = await otherTab.post('/api/refresh-token');
    expect(res.statusCode).toBe(200);
    expect(refreshCookie(otherTab)).toBe(successor);
    expect((await agent.get('/api/clients')).statusCode).toBe(200);
  });

  it('gives concurrent refreshes of one token the same successor', async () => {
    const agent = await h.practitioner('kim@meche.test');
    const token = refreshCookie(agent) ?? '';
    const tabs = [new Agent(h.app), new Agent(h.app), new Agent(h.app)];
    for (const tab of tabs) tab.jar.set('meche_refresh', token);
    const results = await Promise.all(tabs.map((tab) => tab.post('/api/refresh-token')));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(tabs.map(refreshCookie)).size).toBe(1);
  });

  it('revokes the whole session when a rotated token comes back after the grace window', async () => {
    const app = await h.buildAnother({ refreshReuseGraceS: 0 });
    await h.createUser('iris@meche.test');
    const agent = new Agent(app);
    await agent.post('/api/login', { username: 'iris@meche.test', password: PASSWORD });
    const stolen = refreshCookie(agent) ?? '';
    expect((await agent.post('/api/refresh-token')).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 20));

    const thief = new Agent(app);
    thief.jar.set('meche_refresh', stolen);
    const res = await thief.post('/api/refresh-token');
    expect(res.statusCode).toBe(412);
    expect(res.json()).toEqual({ message: MSG.sessionRevoked });
    // The legitimate holder is signed out too: the family is revoked.
    expect((await agent.get('/api/clients')).statusCode).toBe(412);
    expect((await agent.post('/api/refresh-token')).statusCode).toBe(412);
  });

  it('answers 401 without or with an unknown refresh token', async () => {
    expect((await h.anonymous().post('/api/refresh-token')).statusCode).toBe(401);
    const agent = new Agent(h.app);
    agent.jar.set('meche_refresh', 'not-a-token');
    expect((await agent.post('/api/refresh-token')).statusCode).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('ends the session: the old cookies answer 412 afterwards', async () => {
    const agent = await h.practitioner('jade@meche.test');
    const saved = new Map(agent.jar);
    const res = await agent.post('/api/logout');
    expect(res.statusCode).toBe(204);
    expect(agent.jar.size).toBe(0);
    const replay = new Agent(h.app);
    for (const [k, v] of saved) replay.jar.set(k, v);
    expect((await replay.get('/api/clients')).statusCode).toBe(412);
    expect((await replay.post('/api/refresh-token')).statusCode).toBe(412);
  });

  it('succeeds without a session', async () => {
    expect((await h.anonymous().post('/api/logout')).statusCode).toBe(204);
  });
});
