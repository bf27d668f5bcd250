import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@meche/contracts';
import { snapshotDatabase } from '../test/db-snapshot';
import { createHarness, type Harness } from '../test/harness';
import { ROUTES, createWorld, routeKey, send, type World } from '../test/route-table';

let h: Harness;
let world: World;

beforeAll(async () => {
  h = await createHarness();
  world = await createWorld(h, 'csrf');
});
afterAll(() => h?.close());

const WRITES = ROUTES.filter((r) => r.method !== 'GET');
const READS = ROUTES.filter((r) => r.method === 'GET');
const FOREIGN_ORIGINS: (string | false)[] = [false, 'null', 'https://evil.example', 'http://meche.test:8080', 'http://meche.test.evil.example', 'https://meche.test'];

describe('CSRF: a state-changing request needs an allowed Origin', () => {
  it.each(WRITES.map((r) => [routeKey(r.method, r.route), r] as const))('%s refuses a missing or foreign Origin', async (_key, route) => {
    const before = await snapshotDatabase(h.database.db);
    for (const origin of FOREIGN_ORIGINS) {
      const res = await send(world.agent, route.method, route.build(world, world), { origin });
      expect(res.statusCode, `${String(origin)}: ${res.body}`).toBe(403);
      expect(res.json()).toEqual({ message: MSG.badOrigin });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await snapshotDatabase(h.database.db)).toEqual(before);
  });

  it('accepts an origin listed in ALLOWED_ORIGINS', async () => {
    const app = await h.buildAnother({ allowedOrigins: ['https://remote.example'] });
    const res = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { host: 'meche.test', origin: 'https://remote.example' },
    });
    expect(res.statusCode).toBe(204);
  });
});

describe('GET never changes state', () => {
  it.each(READS.map((r) => [routeKey(r.method, r.route), r] as const))('%s leaves every table as it was', async (_key, route) => {
    // Reading a client file appends to the audit log by design (who read it, when), and opening the client's page
    // counts a request in the throttle's counters (login_attempts); nothing else may move.
    const except = ['audit_log', 'login_attempts'];
    const before = await snapshotDatabase(h.database.db, { except });
    const res = await send(world.agent, route.method, route.build(world, world), { origin: false });
    expect(res.statusCode, res.body).toBe(route.ok);
    expect(await snapshotDatabase(h.database.db, { except })).toEqual(before);
  });
});
