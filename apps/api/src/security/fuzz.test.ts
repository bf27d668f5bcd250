import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IMPORT_MSG, MSG, VISIT_MSG, type CategoryUsage } from '@meche/contracts';
import { countChanges, snapshotDatabase } from '../test/db-snapshot';
import { createHarness, type Harness } from '../test/harness';
import { ROUTES, createWorld, routeKey, type Method, type RouteCase, type World } from '../test/route-table';

/**
 * ≥ 10,000 requests per `npm test`: all on PGlite alone, or split when both databases run, most of them on
 * PostgreSQL, which answers about four times faster (the halves run in parallel workers). FUZZ_RUNS overrides.
 */
const BOTH = Boolean(process.env.TEST_DATABASE_URL);
const RUNS = Number(process.env.FUZZ_RUNS ?? (BOTH ? (process.env.MECHE_TEST_DB === 'postgres' ? 7_500 : 2_500) : 10_000));
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

let h: Harness;
let world: World;
let other: World;

beforeAll(async () => {
  h = await createHarness();
  world = await createWorld(h, 'fuzz');
  other = await createWorld(h, 'bystander');
  // The fuzzer's session is never revoked during the run, so its check is looked up once: it is the
  // costliest query of every request on PGlite. Every other suite runs the real check on each request.
  const check = h.app.sessions.check.bind(h.app.sessions);
  const memo = new Map<string, ReturnType<typeof check>>();
  h.app.sessions.check = (token) => {
    let result = memo.get(token);
    if (!result) memo.set(token, (result = check(token)));
    return result;
  };
});
afterAll(() => h?.close());

/** Every French text the API may answer: the MSG and IMPORT_MSG tables and the contracts' field messages. */
const KNOWN = new Set<string>([...Object.values(MSG), ...Object.values(IMPORT_MSG), ...Object.values(VISIT_MSG)].filter((v) => typeof v === 'string'));
/** VISIT_MSG.overlap, whatever visit is in the way (a fuzzed booking may land on the world's own visit). */
const VISIT_OVERLAP = /^Ce créneau chevauche la visite de .+ le \d{2}\/\d{2}\/\d{4} de \d{2}:\d{2} à \d{2}:\d{2}\. Choisissez un autre horaire\.$/;
const isKnownMessage = (m: unknown) =>
  typeof m === 'string' && m.length > 0 && (KNOWN.has(m) || /^\d+ caractères maximum\.$/.test(m) || VISIT_OVERLAP.test(m));

// Session routes carry no input but cookies; fuzzing them would just sign the fuzzer out.
const FUZZED = ROUTES.filter((r) => r.route !== '/api/logout' && r.route !== '/api/refresh-token');

const HOSTILE_STRINGS = [
  '',
  ' ',
  '<script>alert(1)</script>',
  "'; drop table clients; --",
  '\u0000',
  '\uD800',
  '2026-02-30',
  '9999-12-31',
  '0000-00-00',
  '1e309',
  'NaN',
  '-0',
  'x'.repeat(5000),
  '𝕏'.repeat(300),
  'TVA20%',
  'MONDAY',
  'Matin',
];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom<unknown>(null, -1, 0, 1.5, -0, 1e308, 2 ** 31, Number.MAX_SAFE_INTEGER, true, [], {}, [null], { id: -1 }, { id: '1' }, ...HOSTILE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const idValue = fc.oneof(
  fc.constantFrom('1', '2', '3', '4', '5', '0', '-1', '1.5', '1e3', '0x1F', 'NaN', 'Infinity', '2147483648', '9'.repeat(30), ' 7', 'null', 'true', '%00', '%2e%2e', '%', '%E0%A4%A', 'abc', '[1]', '%7B%7D'),
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }).map(String),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
);
const queryArb = fc.array(
  fc.tuple(
    fc.constantFrom('page', 'size', 'search', 'sortBy', 'direction', 'userId', '__proto__', 'constructor'),
    fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String), fc.constantFrom('-1', '1e309', 'NaN', 'asc', 'DESC', 'password', 'lastName', '101', '')),
  ),
  { maxLength: 5 },
);

type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; type: string; raw: string } | { kind: 'none' };

/** Paths of a JSON value (objects and arrays), for targeted mutation. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([k, v]) => paths(v, [...prefix, k]))];
}

function setAt(value: unknown, path: (string | number)[], next: unknown, remove: boolean): unknown {
  if (path.length === 0) return next;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let cursor: unknown = copy;
  for (const key of path.slice(0, -1)) cursor = cursor && typeof cursor === 'object' ? (cursor as Record<string | number, unknown>)[key] : undefined;
  // An earlier edit replaced a parent with a scalar: nothing left to edit there.
  if (!cursor || typeof cursor !== 'object') return copy;
  const target = cursor as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (remove) delete target[last];
  else target[last] = next;
  return copy;
}

const bodyArb = (valid: unknown): fc.Arbitrary<Body> => {
  const options: fc.Arbitrary<Body>[] = [
    fc.jsonValue({ maxDepth: 3 }).map((value) => ({ kind: 'json', value })),
    fc.string({ maxLength: 60 }).map((raw) => ({ kind: 'raw', type: 'application/json', raw })),
    fc
      .tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=latin1', ''), fc.string({ maxLength: 40 }))
      .map(([type, raw]) => ({ kind: 'raw', type, raw })),
    fc.constant<Body>({ kind: 'none' }),
    fc.constantFrom<Body>(
      { kind: 'raw', type: 'application/json', raw: '{"__proto__":{"isAdmin":true},"name":"x"}' },
      { kind: 'raw', type: 'application/json', raw: '{"constructor":{"prototype":{"x":1}}}' },
      { kind: 'raw', type: 'application/json', raw: '{"name":' },
      { kind: 'raw', type: 'application/json', raw: '[' + '['.repeat(5000) },
      { kind: 'raw', type: 'application/json', raw: '"\\ud800"' },
    ),
  ];
  if (valid !== undefined) {
    const all = paths(valid);
    const mutate = fc
      .array(fc.tuple(fc.constantFrom(...all), hostileValue, fc.boolean()), { minLength: 1, maxLength: 3 })
      .map((edits) => ({ kind: 'json' as const, value: edits.reduce<unknown>((v, [p, next, remove]) => setAt(v, p, next, remove && p.length > 0), valid) }));
    options.push(mutate, mutate, mutate);
  }
  return fc.oneof(...options);
};

const requestArb = (route: RouteCase) => {
  const valid = route.build(world, world);
  const url = fc.oneof(
    fc.constant(valid.url.split('?')[0] ?? valid.url),
    fc.array(idValue, { minLength: 1, maxLength: 1 }).map(([id]) => route.route.replace(/:[a-zA-Z]+/g, id ?? '1')),
  );
  return fc.record({ route: fc.constant(route), url, query: queryArb, body: bodyArb(valid.body) });
};

interface Tally {
  total: number;
  byStatus: Record<number, number>;
}

describe('malformed input (fast-check)', () => {
  it(`${RUNS} random requests across every route: no 5xx, French 4xx, rejected writes change nothing`, async () => {
    const tally: Tally = { total: 0, byStatus: {} };
    // A refused login is counted by the throttle in login_attempts: that row moving is the point, not a leak.
    const changes = await countChanges(h.database.db, { except: ['login_attempts'] });
    let committed = await changes.read();
    // Built once (not per run): arbitraries are costly to construct. Writes weigh three times reads:
    // they have bodies to break, and a read that succeeds costs the most.
    const anyRequest = fc.oneof(...FUZZED.map((route) => ({ weight: route.method === 'GET' ? 1 : 3, arbitrary: requestArb(route) })));
    const started = Date.now();

    await fc.assert(
      fc.asyncProperty(anyRequest, async ({ route, url, query, body }) => {
        const search = new URLSearchParams(query.map(([k, v]): [string, string] => [k, v])).toString();
        const headers: Record<string, string> = {};
        let payload: string | undefined;
        if (body.kind === 'json') {
          headers['content-type'] = 'application/json';
          payload = JSON.stringify(body.value) ?? 'null';
        } else if (body.kind === 'raw') {
          if (body.type) headers['content-type'] = body.type;
          payload = body.raw;
        }
        const method = route.method as Method;
        const res = await world.agent.call(method, search ? `${url}?${search}` : url, {
          headers,
          ...(payload !== undefined && method !== 'GET' ? { payload } : {}),
        });
        tally.total += 1;
        tally.byStatus[res.statusCode] = (tally.byStatus[res.statusCode] ?? 0) + 1;
        const where = `${routeKey(method, route.route)} ${url}?${search} ${payload?.slice(0, 200) ?? ''} → ${res.statusCode} ${res.body.slice(0, 300)}`;

        expect(res.statusCode, where).toBeLessThan(500);
        expect(res.body, where).not.toContain(other.marker);
        // A refused GET cannot change data (csrf.test proves GETs read-only, bar the audit of a successful read).
        const now = method === 'GET' && res.statusCode >= 400 ? committed : await changes.read();
        const changed = now !== committed;
        committed = now;
        if (res.statusCode < 400) return;
        // The client's page answers its refusals as a page (HTML), saying only why the link cannot be used.
        if (route.route.startsWith('/formulaire/') && String(res.headers['content-type']).startsWith('text/html')) {
          expect(res.body, where).toContain('Ce lien ne peut pas être utilisé');
          expect(changed, `${where}: rows changed`).toBe(false);
          return;
        }
        const parsed: unknown = JSON.parse(res.body);
        expect(typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed), where).toBe(true);
        const { usage, ...fields } = parsed as Record<string, unknown>;
        const messages = Object.values(fields);
        expect(messages.length, where).toBeGreaterThan(0);
        // A category used by saved programmes answers its question, built from the usage it carries beside it.
        if (usage) expect(fields, where).toEqual({ message: MSG.categoryInUse(method === 'DELETE' ? 'delete' : 'tva', usage as CategoryUsage) });
        else for (const m of messages) expect(isKnownMessage(m), `${where}: ${String(m)}`).toBe(true);
        expect(changed, `${where}: rows changed`).toBe(false);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );

    const seconds = (Date.now() - started) / 1000;
    await changes.remove();
    expect(Object.keys(await snapshotDatabase(h.database.db))).not.toContain('changes');
    console.warn(`fuzz: ${tally.total} requests in ${seconds.toFixed(1)} s on ${h.database.kind}; statuses ${JSON.stringify(tally.byStatus)}`);
    expect(tally.total).toBe(RUNS);
    expect(Object.keys(tally.byStatus).filter((s) => Number(s) >= 500)).toEqual([]);
  }, 600_000);
});
