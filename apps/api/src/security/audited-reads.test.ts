import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@meche/contracts';
import { createHarness, type Harness } from '../test/harness';
import { ROUTES, createWorld, routeKey, send, type RouteCase, type World } from '../test/route-table';

let h: Harness;
let world: World;

beforeAll(async () => {
  h = await createHarness();
  world = await createWorld(h, 'fetchsite');
});
afterAll(() => h?.close());

/** Every read, and the export (a POST, but a read of the whole file). */
const READS = ROUTES.filter((r) => r.method === 'GET' || r.route === '/api/client/:id/export');
/** What a browser sends for a request its page did not make: another port of the host, another site, the address bar. */
const FOREIGN = ['same-site', 'cross-site', 'none'];

const auditRows = async () => Number(((await h.database.db.execute(sql`select count(*)::int as n from audit_log`)) as { rows: { n: number }[] }).rows[0]?.n);

const read = (route: RouteCase, site: string | null) =>
  send(world.agent, route.method, route.build(world, world), { origin: route.method === 'GET' ? false : undefined, ...(site ? { headers: { 'sec-fetch-site': site } } : {}) });

describe('reads that write an audit row come from the app page only (Sec-Fetch-Site)', () => {
  it('every audited read is refused 403 from another page, with no audit row; served from the app page or a non-browser caller', async () => {
    const audited: string[] = [];
    for (const route of READS) {
      const key = routeKey(route.method, route.route);
      for (const site of ['same-origin', null]) {
        const before = await auditRows();
        const res = await read(route, site);
        expect(res.statusCode, `${key} ${String(site)}: ${res.body}`).toBe(route.ok);
        if (site === 'same-origin' && (await auditRows()) > before) audited.push(key);
      }
      for (const site of FOREIGN) {
        const before = await auditRows();
        const res = await read(route, site);
        expect(await auditRows(), `${key} ${site}`).toBe(before);
        if (!audited.includes(key)) continue;
        expect(res.statusCode, `${key} ${site}`).toBe(403);
        expect(res.json()).toEqual({ message: MSG.foreignRead });
        expect(res.headers['content-disposition']).toBeUndefined();
      }
    }
    expect(audited.sort()).toEqual(
      ['GET /api/client/:id', 'GET /api/client/:id/photos', 'GET /api/photo/:id/image', 'GET /api/photo/:id/thumbnail', 'POST /api/client/:id/export'].sort(),
    );
  });

  it('refuses before the file is looked up: an existing or a missing id answers the same 403; no session is 401 first', async () => {
    for (const url of [`/api/client/${world.clientId}`, '/api/client/999999', `/api/photo/${world.photoId}/image`, '/api/photo/999999/image']) {
      const res = await world.agent.get(url, { headers: { 'sec-fetch-site': 'same-site' } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ message: MSG.foreignRead });
      expect((await h.anonymous().get(url, { headers: { 'sec-fetch-site': 'cross-site' } })).statusCode, url).toBe(401);
    }
  });

  it('lists and other reads without an audit row stay open to any caller (nothing to forge, the answer unreadable cross-origin)', async () => {
    const res = await world.agent.get('/api/clients', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(200);
  });
});
