// Platform growth: what ONE practice pays for its everyday reads (lists, searches, a programme, the agenda's week,
// the dashboard's 'Aujourd'hui') while the platform around it grows. The measured
// practice keeps the same data (2,000 clients, 50 products, 20 programmes, a year of agenda visits); other practices of the same size are
// added around it (10 → 100 → 1,000 practices, seed:volume topping up one throwaway database), and each of its
// reads is timed through the production API over HTTP, sequentially (warmed up, terms and pages varied).
// A read whose cost followed the platform's size, not the practice's, shows here as a ratio above 1 — in its latency,
// which the load of a shared machine blurs, and in the PostgreSQL buffers its exact SQL touches (EXPLAIN ANALYZE of
// what the repository sent), which that load does not.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { tsImport } from 'tsx/esm/api';
import { freePort, startApi } from '../resilience/lib/api-process.mjs';
import { onCleanup } from '../resilience/lib/cleanup.mjs';
import { Session } from '../resilience/lib/session.mjs';
import { round } from '../resilience/lib/stats.mjs';
import { seedVolume } from '../seed/volume.mjs';
import { createBenchDatabase } from './lib/bench-database.mjs';
import { timeGets } from './lib/timed-gets.mjs';

export const title = 'Platform growth';

/** A year of visits: four a working day, 52 weeks. */
const PRACTICE = { clients: 2_000, products: 50, programmes: 20, visits: 4 * 5 * 52 };
const FULL = { practices: [10, 100, 1_000], warmup: 20, requests: 200, ...PRACTICE };
const QUICK = { practices: [10, 30, 100], warmup: 10, requests: 60, ...PRACTICE };
const TARGET = { ratio: 1.25, searchMedianMs: 10 };
const PAGE_SIZE = 20;
const PASSWORD = `platform-${randomBytes(9).toString('base64url')}`;

/** Three letters a practitioner types: starts of common French names and cities. */
const CLIENT_TERMS = ['mar', 'ber', 'dub', 'tho', 'rob', 'pet', 'dur', 'ler', 'mor', 'sim', 'lau', 'lef', 'gar', 'dav',
  'rou', 'vin', 'fou', 'gir', 'mer', 'dup', 'lam', 'bon', 'cam', 'lou', 'hug', 'luc', 'jul', 'emm', 'gab', 'sar'];
/** Three letters of the seeded product names, types and categories. */
const PRODUCT_TERMS = ['sha', 'mas', 'ser', 'lot', 'hui', 'spr', 'bau', 'cur', 'gel', 'soi', 'arg', 'ker'];

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** A Monday within the seeded year of visits (seed-volume.ts starts it on Monday 5 January 2026). */
function seededMonday() {
  const d = new Date('2026-01-05T00:00:00Z');
  d.setUTCDate(d.getUTCDate() + 7 * Math.floor(Math.random() * 52));
  return d.toISOString().slice(0, 10);
}

/**
 * BENCH_PLATFORM_READS=week,search measures those reads only (keys of `measures`): a team benches its own read
 * without the hour the others take on a shared machine. The seeding stays the same, so the figures compare.
 */
const ONLY_READS = process.env.BENCH_PLATFORM_READS?.split(',').map((s) => s.trim()) ?? null;
const chosen = (reads) => (ONLY_READS ? reads.filter((r) => ONLY_READS.includes(r.key)) : reads);
const ms = (v) => `${Number(v).toFixed(1)} ms`;

/** The practice's reads, as its screens make them. */
function measures(sample) {
  const middle = Math.floor(PRACTICE.clients / PAGE_SIZE / 2);
  return chosen([
    { key: 'search', name: 'clients search (3 letters)', path: () => `/api/clients?page=0&size=20&search=${pick(CLIENT_TERMS)}` },
    { key: 'list', name: 'clients list page 0', path: () => '/api/clients?page=0&size=20' },
    { key: 'middle', name: 'clients list, middle page', path: () => `/api/clients?page=${middle - 5 + Math.floor(Math.random() * 10)}&size=20` },
    { key: 'products', name: 'products page', path: () => `/api/products?page=${Math.floor(Math.random() * 3)}&size=20` },
    { key: 'productsSearch', name: 'products search (3 letters)', path: () => `/api/products?page=0&size=20&search=${pick(PRODUCT_TERMS)}` },
    { key: 'programme', name: 'programme with its cares', path: () => `/api/program/${pick(sample.programIds)}` },
    { key: 'week', name: 'agenda week view (a year of visits)', path: () => `/api/visits?from=${seededMonday()}&days=7` },
    { key: 'today', name: "dashboard 'Aujourd'hui'", path: () => '/api/dashboard/today' },
  ]);
}

/** The reads EXPLAINed, with the repository calls that make them (the same parameters as the measures, fixed). */
const EXPLAINED = {
  search: { name: "clients search 'mar'", call: (repos, userId) => repos.clients.list(userId, { page: 0, size: PAGE_SIZE, search: 'mar', sortBy: 'lastName', direction: 'asc' }) },
  list: { name: 'clients list page 0', call: (repos, userId) => repos.clients.list(userId, { page: 0, size: PAGE_SIZE, search: '', sortBy: 'lastName', direction: 'asc' }) },
  products: { name: 'products page 0', call: (repos, userId) => repos.products.list(userId, { page: 0, size: PAGE_SIZE, search: '' }) },
  productsSearch: { name: "products search 'ser'", call: (repos, userId) => repos.products.list(userId, { page: 0, size: PAGE_SIZE, search: 'ser' }) },
  week: { name: 'agenda week of 1 June 2026', call: (repos, userId) => repos.visits.range(userId, '2026-06-01', 7) },
  today: { name: "dashboard 'Aujourd'hui'", call: (repos, userId) => repos.today.today(userId) },
};
const explained = () => Object.fromEntries(Object.entries(EXPLAINED).filter(([key]) => !ONLY_READS || ONLY_READS.includes(key)));

/**
 * The work PostgreSQL does for the practice's reads, independent of the machine's load: the repositories run with
 * a drizzle logger, the exact SQL they sent is EXPLAINed (ANALYZE, BUFFERS) with the same parameters, and the
 * buffers each plan touched are summed, with the indexes it used.
 */
async function explainer(root, databaseUrl) {
  const schema = await tsImport(join(root, 'apps/api/src/db/schema/index.ts'), import.meta.url);
  const { createClientRepository } = await tsImport(join(root, 'apps/api/src/clients/repository.ts'), import.meta.url);
  const { createProductRepository } = await tsImport(join(root, 'apps/api/src/products/repository.ts'), import.meta.url);
  const { createVisitRepository } = await tsImport(join(root, 'apps/api/src/visits/repository.ts'), import.meta.url);
  const { createTodayRepository } = await tsImport(join(root, 'apps/api/src/dashboard/today.ts'), import.meta.url);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const close = onCleanup(() => pool.end());
  let captured = [];
  const db = drizzle({ client: pool, schema, casing: 'snake_case', logger: { logQuery: (sql, params) => captured.push({ sql, params }) } });
  const repos = {
    clients: createClientRepository(db),
    products: createProductRepository(db),
    visits: createVisitRepository(db),
    today: createTodayRepository(db),
  };
  return {
    close,
    async explain(userId) {
      const out = {};
      for (const [key, read] of Object.entries(explained())) {
        captured = [];
        await read.call(repos, userId);
        let buffers = 0;
        const indexes = new Set();
        const plans = [];
        for (const { sql, params } of captured) {
          const plan = (await pool.query(`explain (analyze, buffers) ${sql}`, params)).rows.map((r) => r['QUERY PLAN']).join('\n');
          plans.push(plan);
          // The first Buffers line is the top node's: the whole statement's.
          const top = plan.match(/Buffers: shared(?: hit=(\d+))?(?: read=(\d+))?/);
          buffers += Number(top?.[1] ?? 0) + Number(top?.[2] ?? 0);
          for (const m of plan.matchAll(/(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\S+)/g)) indexes.add(m[1]);
        }
        out[key] = { buffers, indexes: [...indexes], plans };
      }
      return out;
    },
  };
}

export async function run(ctx) {
  const settings = ctx.quick ? QUICK : FULL;
  const database = await createBenchDatabase(ctx.pgAdminUrl, 'platform');
  ctx.log(`platform: database ${database.name}`);
  const results = [];
  const details = { settings, steps: [] };
  let api;
  let session;
  let practice;
  let explain;
  try {
    for (const practices of settings.practices) {
      ctx.log(`platform: seeding to ${practices} practices × ${PRACTICE.clients} clients…`);
      const seeded = await seedVolume({
        databaseUrl: database.url,
        practitioners: practices,
        ...PRACTICE,
        password: PASSWORD,
        emailPrefix: 'platform',
        log: (m) => ctx.log(`platform: seed: ${m.slice(0, 200)}`),
      });
      // The measured practice is the first account: its own data never changes between steps.
      practice ??= seeded.practitioners[0];
      if (!api) {
        api = await startApi({ databaseUrl: database.url, port: await freePort(0), logFile: join(ctx.tmpDir, 'platform-api.log') });
        session = new Session(api, 'platform');
        await session.login(practice.email, PASSWORD);
        // A fresh process compiles its hot paths during its first requests: not part of the first step's figures.
        for (const m of measures(practice.sample)) await timeGets(session, m.path, { warmup: settings.warmup, requests: 0 });
        explain = await explainer(ctx.root, database.url);
      }
      const measured = {};
      for (const m of measures(practice.sample)) {
        ctx.log(`platform: ${practices} practices · ${m.name}`);
        measured[m.key] = await timeGets(session, m.path, settings);
      }
      const plans = await explain.explain(practice.id);
      results.push({ practices, measured, plans });
      details.steps.push({ practices, seedSeconds: seeded.seconds, rows: seeded.rows, measured, plans });
    }
  } finally {
    await explain?.close();
    await api?.stop();
    await database.drop();
  }

  const rows = [];
  const first = results[0];
  const last = results.at(-1);
  for (const m of measures({ programIds: [0] })) {
    for (const r of results) {
      const s = r.measured[m.key];
      // The median targets of the issues: the clients search, the agenda's week and 'Aujourd'hui' (issue 26), ≤ 10 ms
      // at the largest size.
      const isSearchTarget = ['search', 'week', 'today'].includes(m.key) && r === last;
      rows.push({
        name: `${m.name} · ${r.practices} practices — median · p99`,
        value: `${ms(s.p50)} · ${ms(s.p99)}${s.errors ? ` · ${s.errors} errors` : ''}`,
        target: isSearchTarget ? `median ≤ ${TARGET.searchMedianMs} ms` : '',
        met: isSearchTarget ? s.p50 <= TARGET.searchMedianMs && s.errors === 0 : null,
        raw: { practices: r.practices, ...s },
      });
    }
    const ratio = last.measured[m.key].p50 / first.measured[m.key].p50;
    rows.push({
      name: `${m.name} — median ${first.practices} → ${last.practices} practices`,
      value: `×${ratio.toFixed(2)}`,
      target: `≤ ×${TARGET.ratio}`,
      met: ratio <= TARGET.ratio,
      raw: { ratio: round(ratio, 3) },
    });
  }
  for (const [key, read] of Object.entries(explained())) {
    const before = first.plans[key];
    const after = last.plans[key];
    rows.push({
      name: `${read.name} — PostgreSQL buffers touched, ${first.practices} → ${last.practices} practices · indexes`,
      value: `${before.buffers} → ${after.buffers} · ${after.indexes.join(' + ') || 'no index'}`,
      target: `≤ ×${TARGET.ratio}`,
      met: after.buffers <= before.buffers * TARGET.ratio,
      raw: { first: before.buffers, last: after.buffers, indexes: after.indexes },
    });
  }
  return { rows, details };
}
