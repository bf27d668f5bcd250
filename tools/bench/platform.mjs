// Platform growth: what ONE practice pays for its everyday reads while the platform around it grows. The measured
// practice keeps the same data (2,000 clients, 50 products, 20 programmes); other practices of the same size are
// added around it (10 → 100 → 1,000 practices, seed:volume topping up one throwaway database), and each of its
// reads is timed through the production API over HTTP, sequentially (warmed up, terms and pages varied).
// A read whose cost followed the platform's size, not the practice's, shows here as a ratio above 1.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, startApi } from '../resilience/lib/api-process.mjs';
import { Session } from '../resilience/lib/session.mjs';
import { percentile, round } from '../resilience/lib/stats.mjs';
import { seedVolume } from '../seed/volume.mjs';
import { createBenchDatabase } from './lib/bench-database.mjs';

export const title = 'Platform growth';

const PRACTICE = { clients: 2_000, products: 50, programmes: 20 };
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
const ms = (v) => `${Number(v).toFixed(1)} ms`;

/** The practice's reads, as its screens make them. */
function measures(sample) {
  const middle = Math.floor(PRACTICE.clients / PAGE_SIZE / 2);
  return [
    { key: 'search', name: 'clients search (3 letters)', path: () => `/api/clients?page=0&size=20&search=${pick(CLIENT_TERMS)}` },
    { key: 'list', name: 'clients list page 0', path: () => '/api/clients?page=0&size=20' },
    { key: 'middle', name: 'clients list, middle page', path: () => `/api/clients?page=${middle - 5 + Math.floor(Math.random() * 10)}&size=20` },
    { key: 'products', name: 'products page', path: () => `/api/products?page=${Math.floor(Math.random() * 3)}&size=20` },
    { key: 'productsSearch', name: 'products search (3 letters)', path: () => `/api/products?page=0&size=20&search=${pick(PRODUCT_TERMS)}` },
    { key: 'programme', name: 'programme with its cares', path: () => `/api/program/${pick(sample.programIds)}` },
  ];
}

/** Sequential GETs: `warmup` unmeasured, then `requests` timed (client side: HTTP + JSON, as a browser sees). */
async function time(session, path, { warmup, requests }) {
  const latencies = [];
  let errors = 0;
  for (let i = 0; i < warmup + requests; i++) {
    const r = await session.request('GET', path());
    if (r.status !== 200) errors += 1;
    if (i >= warmup) latencies.push(r.ms);
  }
  return { p50: round(percentile(latencies, 50), 2), p99: round(percentile(latencies, 99), 2), count: latencies.length, errors };
}

/** Which index serves the practice's search, and the buffers it touched (the exact repository SQL's shape). */
async function explainSearch(databaseUrl, userId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `explain (analyze, buffers) select id, count(*) over () from clients where user_id = $1 and search_text like $2`,
      [userId, '%mar%'],
    );
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    const indexes = [...new Set([...plan.matchAll(/(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\S+)/g)].map((m) => m[1]))];
    const buffers = [...plan.matchAll(/Buffers: shared hit=(\d+)(?: read=(\d+))?/g)][0];
    return { indexes, buffers: buffers ? Number(buffers[1]) + Number(buffers[2] ?? 0) : null, plan };
  } finally {
    await client.end();
  }
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
        for (const m of measures(practice.sample)) await time(session, m.path, { warmup: settings.warmup, requests: 0 });
      }
      const measured = {};
      for (const m of measures(practice.sample)) {
        ctx.log(`platform: ${practices} practices · ${m.name}`);
        measured[m.key] = await time(session, m.path, settings);
      }
      const search = await explainSearch(database.url, practice.id);
      results.push({ practices, measured, search });
      details.steps.push({ practices, seedSeconds: seeded.seconds, rows: seeded.rows, measured, searchPlan: search.plan });
    }
  } finally {
    await api?.stop();
    await database.drop();
  }

  const rows = [];
  const first = results[0];
  const last = results.at(-1);
  for (const m of measures({ programIds: [0] })) {
    for (const r of results) {
      const s = r.measured[m.key];
      const isSearchTarget = m.key === 'search' && r === last;
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
  rows.push({
    name: `clients search 'mar' — index used · buffers, ${first.practices} → ${last.practices} practices`,
    value: `${last.search.indexes.join(' + ') || 'none'} · ${first.search.buffers} → ${last.search.buffers} buffers`,
    target: 'the practice’s own entries only',
    met: last.search.indexes.some((i) => i.includes('user_id')) && last.search.buffers <= first.search.buffers * TARGET.ratio,
    raw: { first: first.search.buffers, last: last.search.buffers, indexes: last.search.indexes },
  });
  return { rows, details };
}
