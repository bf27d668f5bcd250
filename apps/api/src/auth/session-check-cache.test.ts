import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../db/schema';
import { Agent, PASSWORD, createHarness, type Harness } from '../test/harness';
import type { App } from '../types';
import { SessionCheckCache } from './session-check-cache';

let h: Harness;
beforeAll(async () => {
  // A long cache, so every test below would fail if a revocation waited for it to expire.
  h = await createHarness({ sessionCheckCacheMs: 60_000 });
});
afterAll(() => h?.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function signIn(app: App, email: string): Promise<Agent & { userId: number }> {
  const userId = await h.createUser(email);
  const agent = Object.assign(new Agent(app), { userId });
  expect((await agent.post('/api/login', { username: email, password: PASSWORD })).statusCode).toBe(200);
  return agent;
}

describe('session check cache (SESSION_CHECK_CACHE_MS)', () => {
  it('logout: a session confirmed a moment ago answers 412 at once, in the same process', async () => {
    const agent = await h.practitioner('cached-logout@cache.test');
    expect((await agent.get('/api/clients')).statusCode).toBe(200);
    expect((await agent.get('/api/clients')).statusCode).toBe(200);
    const saved = new Map(agent.jar);
    expect((await agent.post('/api/logout')).statusCode).toBe(204);
    const replay = new Agent(h.app);
    for (const [k, v] of saved) replay.jar.set(k, v);
    expect((await replay.get('/api/clients')).statusCode).toBe(412);
  });

  it('refresh-token reuse: the revoked family answers 412 at once, though its session was cached', async () => {
    const app = await h.buildAnother({ refreshReuseGraceS: 0, sessionCheckCacheMs: 60_000 });
    const agent = await signIn(app, 'cached-reuse@cache.test');
    expect((await agent.get('/api/clients')).statusCode).toBe(200);
    const stolen = agent.jar.get('meche_refresh') ?? '';
    const access = agent.jar.get('meche_access') ?? '';
    expect((await agent.post('/api/refresh-token')).statusCode).toBe(200);
    const thief = new Agent(app);
    thief.jar.set('meche_refresh', stolen);
    expect((await thief.post('/api/refresh-token')).statusCode).toBe(412);
    const victim = new Agent(app);
    victim.jar.set('meche_access', access);
    expect((await victim.get('/api/clients')).statusCode).toBe(412);
  });

  it('a change this process cannot see (user disabled in the database) applies within the bound', async () => {
    const app = await h.buildAnother({ sessionCheckCacheMs: 300 });
    const agent = await signIn(app, 'cached-disabled@cache.test');
    expect((await agent.get('/api/clients')).statusCode).toBe(200);
    await h.database.db.update(users).set({ active: false }).where(eq(users.id, agent.userId));
    expect((await agent.get('/api/clients')).statusCode).toBe(200);
    await sleep(400);
    expect((await agent.get('/api/clients')).statusCode).toBe(412);
  });

  it('off (0): every request reads the session row', async () => {
    const app = await h.buildAnother({ sessionCheckCacheMs: 0 });
    const agent = await signIn(app, 'uncached@cache.test');
    expect((await agent.get('/api/clients')).statusCode).toBe(200);
    await h.database.db.update(users).set({ active: false }).where(eq(users.id, agent.userId));
    expect((await agent.get('/api/clients')).statusCode).toBe(412);
  });

  it('never past the absolute end of the session, even when cached', async () => {
    const agent = await h.practitioner('cached-end@cache.test');
    await h.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 300) })
      .where(eq(sessions.userId, agent.userId));
    expect((await agent.get('/api/clients')).statusCode).toBe(200);
    await sleep(400);
    expect((await agent.get('/api/clients')).statusCode).toBe(401);
  });
});

describe('two API processes, each with its own connection pool and cache', () => {
  it('logout through one: 412 at once there, and through the other within SESSION_CHECK_CACHE_MS', async () => {
    const bound = 300;
    const first = await h.buildOnOwnConnection({ sessionCheckCacheMs: bound });
    const second = await h.buildOnOwnConnection({ sessionCheckCacheMs: bound });
    const agent = await signIn(first, 'two-processes@cache.test');
    const elsewhere = new Agent(second);
    for (const [k, v] of agent.jar) elsewhere.jar.set(k, v);
    // The second process confirms (and caches) the session first.
    expect((await elsewhere.get('/api/clients')).statusCode).toBe(200);
    const saved = new Map(agent.jar);
    expect((await agent.post('/api/logout')).statusCode).toBe(204);
    const replay = new Agent(first);
    for (const [k, v] of saved) replay.jar.set(k, v);
    expect((await replay.get('/api/clients')).statusCode).toBe(412);
    await sleep(bound + 100);
    expect((await elsewhere.get('/api/clients')).statusCode).toBe(412);
  });

  it('a burst of requests on one session all pass, and a logout in the middle of a burst still revokes it', async () => {
    const agent = await signIn(h.app, 'burst@cache.test');
    const answers = await Promise.all(Array.from({ length: 50 }, () => agent.get('/api/clients?size=1')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const saved = new Map(agent.jar);
    const during = Array.from({ length: 20 }, () => agent.get('/api/clients?size=1'));
    expect((await agent.post('/api/logout')).statusCode).toBe(204);
    await Promise.all(during);
    const replay = new Agent(h.app);
    for (const [k, v] of saved) replay.jar.set(k, v);
    expect((await replay.get('/api/clients')).statusCode).toBe(412);
  });
});

describe('SessionCheckCache', () => {
  const value = { userId: 7, role: 'USER', sessionEndMs: 10_000 };

  it('keeps a confirmed session for ttl, for its own user only', () => {
    const cache = new SessionCheckCache(1000);
    cache.set('s', value, cache.epoch(), 0);
    expect(cache.get('s', 7, 999)).toEqual(expect.objectContaining({ role: 'USER' }));
    expect(cache.get('s', 8, 10)).toBeNull();
    cache.set('s', value, cache.epoch(), 0);
    expect(cache.get('s', 7, 1000)).toBeNull();
  });

  it('does not store a lookup that was in flight during a revocation', () => {
    const cache = new SessionCheckCache(1000);
    const epoch = cache.epoch();
    cache.forget('s');
    cache.set('s', value, epoch, 0);
    expect(cache.get('s', 7, 1)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('stores nothing when off', () => {
    const cache = new SessionCheckCache(0);
    cache.set('s', value, cache.epoch(), 0);
    expect(cache.size).toBe(0);
  });
});
