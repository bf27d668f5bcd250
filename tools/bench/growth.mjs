// Growth: latency of the clients list and search as one practitioner's file grows 10k → 100k → 1M
// clients, measured through the production API over HTTP (sequential requests, warmed up, varied terms and
// pages), with EXPLAIN (ANALYZE, BUFFERS) of the very SQL the API runs, as proof of which index serves it.
// One throwaway database `meche_bench_growth_*` grows in place (seed:volume tops up, then VACUUM ANALYZE).
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { tsImport } from 'tsx/esm/api';
import { freePort, startApi } from '../resilience/lib/api-process.mjs';
import { onCleanup } from '../resilience/lib/cleanup.mjs';
import { Session } from '../resilience/lib/session.mjs';
import { seedVolume } from '../seed/volume.mjs';
import { createBenchDatabase } from './lib/bench-database.mjs';
import { timeGets } from './lib/timed-gets.mjs';

export const title = 'Growth';

const FULL = { volumes: [10_000, 100_000, 1_000_000], warmup: 20, requests: 250 };
const QUICK = { volumes: [2_000, 10_000, 50_000], warmup: 10, requests: 60 };
const TARGET = { medianMs: 10, ratio: 2 };
const SEED_TARGET_S = 120;
const PAGE_SIZE = 20;
const PASSWORD = `growth-${randomBytes(9).toString('base64url')}`;

/** Three letters a practitioner types: starts of common French names and cities, varied request to request. */
const TERMS = ['mar', 'ber', 'dub', 'tho', 'rob', 'pet', 'dur', 'ler', 'mor', 'sim', 'lau', 'lef', 'gar', 'dav', 'rou',
  'vin', 'fou', 'gir', 'mer', 'dup', 'lam', 'bon', 'cam', 'lou', 'hug', 'luc', 'jul', 'emm', 'gab', 'sar', 'nat', 'ali',
  'elo', 'pau', 'lyo', 'nan', 'lil', 'ren', 'gre', 'cha'];

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const ms = (v) => `${Number(v).toFixed(1)} ms`;
const label = (n) => (n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1000 ? `${n / 1000}k` : String(n));

/**
 * The measures: what a practitioner does on the Clients screen. `query(total)` gives one request's query
 * string; the first two carry the issue's target, the others show the shapes the last session found slow.
 */
const MEASURES = [
  { key: 'list', name: 'clients list page 0', target: true, query: () => 'page=0&size=20' },
  { key: 'search', name: 'clients search (3 letters)', target: true, query: () => `page=0&size=20&search=${pick(TERMS)}` },
  {
    key: 'deep',
    name: 'clients list, middle page',
    target: false,
    query: (total) => {
      const middle = Math.floor(total / PAGE_SIZE / 2);
      return `page=${Math.max(0, middle - 50 + Math.floor(Math.random() * 100))}&size=20`;
    },
  },
  {
    key: 'city',
    name: 'clients list by city desc',
    target: false,
    query: () => `page=${Math.floor(Math.random() * 10)}&size=20&sortBy=city&direction=desc`,
  },
];

/** The repository calls EXPLAIN runs on: the same parameters as the measures, one fixed example each. */
const EXPLAINED = {
  list: () => ({ page: 0, size: PAGE_SIZE, search: '', sortBy: 'lastName', direction: 'asc' }),
  search: () => ({ page: 0, size: PAGE_SIZE, search: 'mar', sortBy: 'lastName', direction: 'asc' }),
  deep: (total) => ({ page: Math.floor(total / PAGE_SIZE / 2), size: PAGE_SIZE, search: '', sortBy: 'lastName', direction: 'asc' }),
  city: () => ({ page: 5, size: PAGE_SIZE, search: '', sortBy: 'city', direction: 'desc' }),
};

/**
 * The repository with a drizzle logger: `list()` runs the API's exact SQL (both queries of a page), which is
 * then EXPLAINed with the same parameters. The plan lines naming an index are kept for the table.
 */
async function explainer(root, databaseUrl) {
  const schema = await tsImport(join(root, 'apps/api/src/db/schema/index.ts'), import.meta.url);
  const { createClientRepository } = await tsImport(join(root, 'apps/api/src/clients/repository.ts'), import.meta.url);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const close = onCleanup(() => pool.end());
  let captured = [];
  const db = drizzle({ client: pool, schema, casing: 'snake_case', logger: { logQuery: (sql, params) => captured.push({ sql, params }) } });
  const repo = createClientRepository(db);
  return {
    close,
    async explain(userId, query) {
      captured = [];
      await repo.list(userId, query);
      const plans = [];
      for (const { sql, params } of captured) {
        const rows = (await pool.query(`explain (analyze, buffers) ${sql}`, params)).rows;
        plans.push({ sql, params, plan: rows.map((r) => r['QUERY PLAN']).join('\n') });
      }
      return plans;
    },
  };
}

/** 'idx (index-only)' for every index a plan uses; seqScan when the clients table is read whole. */
function indexesIn(plan) {
  const used = [];
  for (const m of plan.matchAll(/(Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\S+)/g)) {
    // Short names for the table ('user_id_city_key' for clients_user_id_city_key_idx); full plans in the JSON.
    const name = m[2].replace(/^clients_/, '').replace(/_idx$/, '');
    const entry = `${name}${m[1] === 'Index Only Scan' ? ' (index-only)' : ''}`;
    if (!used.includes(entry)) used.push(entry);
  }
  return { used, seqScan: /Seq Scan on clients\b/.test(plan) };
}

export async function run(ctx) {
  const settings = ctx.quick ? QUICK : FULL;
  const database = await createBenchDatabase(ctx.pgAdminUrl, 'growth');
  ctx.log(`growth: database ${database.name}`);
  const results = [];
  const details = { volumes: [], settings };
  let api;
  let session;
  let explain;
  let seedRow;
  try {
    for (const volume of settings.volumes) {
      ctx.log(`growth: seeding to ${label(volume)} clients…`);
      const seeded = await seedVolume({
        databaseUrl: database.url,
        practitioners: 1,
        clients: volume,
        products: 0,
        programmes: 0,
        password: PASSWORD,
        emailPrefix: 'growth',
        log: (m) => ctx.log(`growth: seed: ${m}`),
      });
      const added = seeded.inserted.clients;
      if (volume === settings.volumes.at(-1)) {
        seedRow = {
          name: `seed:volume to ${label(volume)} clients (${label(added)} added, indexes rebuilt)`,
          value: `${seeded.seconds.toFixed(1)} s · ${Math.round(added / seeded.seconds).toLocaleString('fr-FR')} rows/s`,
          target: ctx.quick ? '' : `≤ ${SEED_TARGET_S} s for 1M`,
          met: ctx.quick ? null : seeded.seconds <= SEED_TARGET_S,
          raw: { seconds: seeded.seconds, added, total: volume, inserted: seeded.inserted },
        };
      }
      if (!api) {
        const port = await freePort(0);
        api = await startApi({ databaseUrl: database.url, port, logFile: join(ctx.tmpDir, 'growth-api.log') });
        session = new Session(api, 'growth');
        await session.login(seeded.practitioners[0].email, PASSWORD);
        explain = await explainer(ctx.root, database.url);
      }
      const userId = seeded.practitioners[0].id;
      const measured = {};
      for (const m of MEASURES) {
        ctx.log(`growth: ${label(volume)} · ${m.name}`);
        measured[m.key] = await timeGets(session, () => `/api/clients?${m.query(volume)}`, settings);
      }
      const plans = {};
      const indexes = {};
      let seqScan = false;
      for (const [key, query] of Object.entries(EXPLAINED)) {
        plans[key] = await explain.explain(userId, query(volume));
        const found = plans[key].map((p) => indexesIn(p.plan));
        indexes[key] = [...new Set(found.flatMap((f) => f.used))];
        seqScan ||= found.some((f) => f.seqScan);
      }
      results.push({ volume, measured, indexes, seqScan });
      details.volumes.push({ volume, seedSeconds: seeded.seconds, measured, indexes, plans });
    }
  } finally {
    await explain?.close();
    await api?.stop();
    await database.drop();
  }

  const rows = [];
  const first = results[0];
  const last = results.at(-1);
  for (const m of MEASURES) {
    for (const r of results) {
      const s = r.measured[m.key];
      const isTop = r === last;
      const met = m.target && isTop ? s.p50 <= TARGET.medianMs && s.errors === 0 : null;
      rows.push({
        name: `${m.name} · ${label(r.volume)} — median · p99`,
        value: `${ms(s.p50)} · ${ms(s.p99)}${s.errors ? ` · ${s.errors} errors` : ''}`,
        target: m.target && isTop ? `median ≤ ${TARGET.medianMs} ms` : '',
        met,
        raw: { volume: r.volume, ...s },
      });
    }
    const ratio = last.measured[m.key].p50 / first.measured[m.key].p50;
    rows.push({
      name: `${m.name} — median ${label(first.volume)} → ${label(last.volume)}`,
      value: `×${ratio.toFixed(2)}`,
      target: m.target ? `≤ ×${TARGET.ratio}` : '',
      met: m.target ? ratio <= TARGET.ratio : null,
      raw: { ratio, from: first.measured[m.key].p50, to: last.measured[m.key].p50 },
    });
  }
  // On a small table a sequential scan is the planner's right choice: the proof that counts is at the top volume.
  for (const r of results) {
    const summary = Object.entries(r.indexes)
      .map(([k, list]) => `${k}: ${list.join(' + ') || 'none'}`)
      .join(' · ');
    const isTop = r === last;
    rows.push({
      name: `EXPLAIN · ${label(r.volume)} — indexes used`,
      value: `${summary}${r.seqScan ? ' · Seq Scan on clients' : ''}`,
      target: isTop ? 'no Seq Scan on clients' : '',
      met: isTop ? !r.seqScan : null,
      raw: { indexes: r.indexes, seqScan: r.seqScan },
    });
  }
  if (seedRow) rows.push(seedRow);
  return { rows, details };
}
