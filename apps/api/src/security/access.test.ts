import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@meche/contracts';
import { snapshotDatabase, type Snapshot } from '../test/db-snapshot';
import { Agent, createHarness, type Harness } from '../test/harness';
import { ROUTES, createWorld, isDocsRoute, routeKey, send, type RouteCase, type RouteRequest, type World } from '../test/route-table';

let h: Harness;
let victim: World;
let attacker: World;
let admin: World;

beforeAll(async () => {
  h = await createHarness();
  [victim, attacker, admin] = [await createWorld(h, 'victim'), await createWorld(h, 'attacker'), await createWorld(h, 'admin', 'ADMIN')];
});
afterAll(() => h?.close());

const PROTECTED = ROUTES.filter((r) => r.access === 'session');

/** Everything `who` owns, byte for byte (sessions and audit rows included). */
const victimRows = (who: World): Promise<Snapshot> => snapshotDatabase(h.database.db, { ownedBy: who.userId });

describe('the route table', () => {
  it('lists every registered route exactly once (a new route cannot be forgotten)', () => {
    const registered = new Set(
      h.app.routeList.filter((r) => r.method !== 'HEAD' && !isDocsRoute(r.url)).map((r) => routeKey(r.method, r.url)),
    );
    const table = ROUTES.map((r) => routeKey(r.method, r.route));
    expect(new Set(table).size).toBe(table.length);
    expect([...registered].filter((k) => !table.includes(k))).toEqual([]);
    expect(table.filter((k) => !registered.has(k))).toEqual([]);
  });

  it.each(PROTECTED.map((r) => [routeKey(r.method, r.route), r] as const))('%s works for the owner', async (_key, route) => {
    const world = await createWorld(h, 'owner');
    const res = await send(world.agent, route.method, route.build(world, world));
    expect(res.statusCode, res.body).toBe(route.ok);
  });
});

describe.each([
  ['a USER', () => attacker, () => victim],
  ['an ADMIN', () => admin, () => victim],
  ['a USER against an ADMIN', () => attacker, () => admin],
])('ownership: %s on another practitioner’s records', (_label, actorOf, targetOf) => {
  it.each(PROTECTED.map((r) => [routeKey(r.method, r.route), r] as const))('%s', async (_key, route) => {
    const actor = actorOf();
    const target = targetOf();
    const before = await victimRows(target);
    const requests: { request: RouteRequest; status: RouteCase['foreign'] | 400 }[] = [{ request: route.build(actor, target), status: route.foreign }];
    if (route.foreignBody) requests.push({ request: route.foreignBody.build(actor, target), status: route.foreignBody.status });
    for (const { request, status } of requests) {
      const res = await send(actor.agent, route.method, request);
      if (status === 'own') expect(res.statusCode, res.body).toBe(route.ok);
      else expect(res.statusCode, res.body).toBe(status);
      if (status === 404) expect(res.json()).toEqual({ message: MSG.notFound });
      expect(res.body).not.toContain(target.marker);
      if (route.ok === 201 && status === 'own') expect(res.json().userId).toBe(actor.userId);
    }
    expect(await victimRows(target)).toEqual(before);
  });

  it('lists show only the actor’s own records', async () => {
    const actor = actorOf();
    for (const url of ['/api/clients?size=100', '/api/products?size=100', '/api/categories']) {
      const res = await actor.agent.get(url);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { content?: { userId: number }[] } | { userId: number }[];
      const rows = Array.isArray(body) ? body : (body.content ?? []);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.userId === actor.userId)).toBe(true);
      expect(res.body).not.toContain(targetOf().marker);
    }
  });
});

describe('sessions on every protected route', () => {
  it.each(PROTECTED.map((r) => [routeKey(r.method, r.route), r] as const))('%s: 401 without a session', async (_key, route) => {
    const before = await snapshotDatabase(h.database.db);
    const res = await send(h.anonymous(), route.method, route.build(victim, victim));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MSG.unauthenticated });
    expect(await snapshotDatabase(h.database.db)).toEqual(before);
  });

  it('412 with a revoked session on every protected route, and nothing changes', async () => {
    const world = await createWorld(h, 'revoked');
    const saved = new Map(world.agent.jar);
    expect((await world.agent.post('/api/logout')).statusCode).toBe(204);
    const replay = new Agent(h.app);
    const before = await snapshotDatabase(h.database.db);
    for (const route of PROTECTED) {
      for (const [k, v] of saved) replay.jar.set(k, v);
      const res = await send(replay, route.method, route.build(world, world));
      expect(res.statusCode, routeKey(route.method, route.route)).toBe(412);
      expect(res.json()).toEqual({ message: MSG.sessionRevoked });
    }
    expect(await snapshotDatabase(h.database.db)).toEqual(before);
  });

  it('public routes never answer 401 for want of a session (except refresh, which needs its cookie)', async () => {
    for (const route of ROUTES.filter((r) => r.access === 'public')) {
      const res = await send(h.anonymous(), route.method, route.build(victim, victim));
      if (route.route === '/api/refresh-token') expect(res.statusCode).toBe(401);
      else expect(res.statusCode).toBe(route.ok);
    }
  });
});
