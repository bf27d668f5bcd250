// API throughput: autocannon, 50 connections, against the production API (NODE_ENV=production, its
// default log level, as `npm start` runs it) on the local PostgreSQL, with one practitioner owning 100,000
// clients, 5,000 products and 20,000 programmes among nine others of the same volume; and, in the same run, the
// ceilings: a bare Fastify route with the same HTTP settings answering a canned page of the same size (the framework
// alone, informational), and the same-work ceiling (same-work-server.mjs: the API's SQL for the list, a client by id
// and the products page, prepared, same JSON), each run right after the API's run of the same requests.
// The load generator runs in the bench process, the API and the ceiling in their own processes; all of them and
// PostgreSQL share the machine's cores (the CPU each used is in the JSON).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { freePort, startApi } from '../resilience/lib/api-process.mjs';
import { onCleanup } from '../resilience/lib/cleanup.mjs';
import { Session } from '../resilience/lib/session.mjs';
import { seedVolume } from '../seed/volume.mjs';
import { measure } from './api-throughput/load.mjs';
import { createBenchDatabase } from './lib/bench-database.mjs';

export const title = 'API throughput';

const CONNECTIONS = 50;
const TARGET = { ceilingShare: 0.4, p99Ms: 25, sameWorkShare: 0.7, sameWorkP99Ratio: 1.5 };
const PASSWORD = `bench-${randomBytes(9).toString('base64url')}`;

const FULL = { practitioners: 10, clients: 100_000, products: 5_000, programmes: 20_000, warmupS: 3, durationS: 20 };
const QUICK = { practitioners: 3, clients: 3_000, products: 300, programmes: 600, warmupS: 1, durationS: 3 };

/** Three letters a practitioner types: prefixes of common French names, varied request to request. */
const SEARCH_TERMS = ['mar', 'ber', 'dub', 'tho', 'rob', 'pet', 'dur', 'ler', 'mor', 'sim', 'lau', 'lef', 'gar', 'dav',
  'rou', 'vin', 'fou', 'gir', 'mer', 'dup', 'lam', 'bon', 'leg', 'cam', 'lou', 'hug', 'luc', 'man', 'jul', 'emm',
  'gab', 'sar', 'nat', 'ali', 'elo', 'pau', 'lyo', 'nan', 'lil', 'ren'];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const cycle = (list) => {
  let i = 0;
  return () => list[i++ % list.length];
};
const shuffled = (list) => list.map((v) => [Math.random(), v]).sort((a, b) => a[0] - b[0]).map(([, v]) => v);
const ms = (v) => (v === null || v === undefined ? '—' : `${Number(v).toFixed(1)} ms`);
const thousands = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');


async function query(databaseUrl, text, params) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** A ceiling server (`script` in tools/bench/api-throughput/) as a child process in its own group, killed at cleanup. */
async function startCeiling({ root, script, port, env, logFile }) {
  const child = spawn(process.execPath, [join(root, 'tools/bench/api-throughput', script)], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const kill = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  const stop = onCleanup(async () => {
    kill();
    await Promise.race([exited, sleep(5000)]);
  }, kill);
  const deadline = Date.now() + 30_000;
  while (!output.includes('ready')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      writeFileSync(logFile, output);
      throw new Error(`ceiling server did not start: ${output.slice(0, 500)}`);
    }
    await sleep(50);
  }
  return { pid: child.pid, origin: `http://127.0.0.1:${port}`, stop };
}

/** The requests of each scenario, varied per request where the issue asks for it. */
function scenarios({ cookie, origin, clientIds, programmeClientIds, productIds, programmeIds }) {
  const get = (nextPath) => ({ method: 'GET', headers: { cookie, accept: 'application/json' }, nextPath });
  const terms = cycle(shuffled(SEARCH_TERMS));
  const clientPath = cycle(shuffled(clientIds).map((id) => `/api/client/${id}`));
  const programmePath = cycle(shuffled(programmeIds).map((id) => `/api/program/${id}`));
  const productPage = cycle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((p) => `/api/products?page=${p}&size=20`));
  // Programme saves: a new programme for one of the practitioner's clients, three distinct products each;
  // the server prices the cares and sums the total (checked after the run).
  const bodies = programmeClientIds.map((clientId, i) =>
    JSON.stringify({
      clientId,
      programReference: `Bench ${i}`,
      cares: [0, 1, 2].map((k) => ({
        productDTO: { id: productIds[(i * 3 + k) % productIds.length] },
        quantity: 1 + ((i + k) % 3),
        durationWeeks: 2,
        timeSlot: ['Matin', 'Soir'],
        daysOfWeek: ['MONDAY', 'THURSDAY'],
        weeks: [1, 2],
      })),
    }),
  );
  return [
    { key: 'clientsList', name: 'clients list page 0', read: true, sameWork: true, request: get(() => '/api/clients?page=0&size=20') },
    {
      key: 'clientsSearch',
      name: 'clients search, 3 letters',
      read: true,
      request: get(() => `/api/clients?page=0&size=20&search=${terms()}`),
    },
    { key: 'clientById', name: 'client by id', read: true, sameWork: true, request: get(clientPath) },
    { key: 'productsPage', name: 'products page', read: true, sameWork: true, request: get(productPage) },
    { key: 'programmeWithCares', name: 'programme with cares', read: true, request: get(programmePath) },
    // Every visit of the home page: three counts over the practitioner's rows and the latest programmes.
    { key: 'dashboardSummary', name: 'dashboard summary', read: true, request: get(() => '/api/dashboard') },
    {
      key: 'programmeSave',
      name: 'programme save (POST /api/program)',
      read: false,
      request: {
        method: 'POST',
        path: '/api/program',
        headers: { cookie, origin, accept: 'application/json', 'content-type': 'application/json' },
        nextBody: cycle(bodies),
      },
    },
  ];
}

/** Every programme's total equals the sum of its cares (the API computes both). */
async function invalidTotals(databaseUrl) {
  const [row] = await query(
    databaseUrl,
    `select count(*)::int n from programs p
     where p.total_program_price <> coalesce((select sum(c.care_price) from cares c where c.program_id = p.id), 0)`,
  );
  return row.n;
}

export async function run(ctx) {
  const volume = ctx.quick ? QUICK : FULL;
  const logFile = join(ctx.tmpDir, 'api-throughput.log');
  const details = { volume, connections: CONNECTIONS, logFile: 'tmp (removed)', scenarios: {} };

  const database = await createBenchDatabase(ctx.pgAdminUrl, 'api');
  ctx.log(
    `database ${database.name}: seeding ${volume.practitioners} practitioners × ${thousands(volume.clients)} clients, ` +
      `${thousands(volume.products)} products, ${thousands(volume.programmes)} programmes (npm run seed:volume)…`,
  );
  const seeded = await seedVolume({
    databaseUrl: database.url,
    practitioners: volume.practitioners,
    clients: volume.clients,
    products: volume.products,
    programmes: volume.programmes,
    password: PASSWORD,
    emailPrefix: 'bench-api',
    log: (m) => ctx.log(`  seed: ${m}`),
  });
  details.seed = { seconds: seeded.seconds, rows: seeded.rows };
  ctx.log(`seeded in ${seeded.seconds} s`);

  const [first] = seeded.practitioners;
  const owner = first.id;
  const ids = async (sql) => (await query(database.url, sql, [owner])).map((r) => r.id);
  const clientIds = await ids('select id from clients where user_id = $1 order by random() limit 5000');
  const programmeIds = await ids('select id from programs where user_id = $1 order by random() limit 5000');
  const productIds = await ids('select id from products where user_id = $1 order by random() limit 1000');

  const api = await startApi({
    databaseUrl: database.url,
    port: await freePort(0),
    logFile,
    // What `npm start` runs: production, the default log level (one line per request or more).
    env: { LOG_LEVEL: 'info' },
  });
  const session = new Session(api, 'bench');
  await session.login(first.email, PASSWORD);
  const cookie = [...session.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

  // The ceiling answers exactly the API's page 0 (same shape, same bytes).
  const page = await session.ok('GET', '/api/clients?page=0&size=20');
  const payloadFile = join(ctx.tmpDir, 'ceiling-page.json');
  writeFileSync(payloadFile, JSON.stringify(page));
  details.pageBytes = Buffer.byteLength(JSON.stringify(page));
  const ceiling = await startCeiling({
    root: ctx.root,
    script: 'ceiling-server.mjs',
    port: await freePort(0),
    env: { PAYLOAD_FILE: payloadFile },
    logFile,
  });

  const runOne = async (label, url, request, serverPid) => {
    ctx.log(`${label}: warm-up ${volume.warmupS} s, then ${volume.durationS} s…`);
    await measure({ url, connections: CONNECTIONS, durationS: volume.warmupS, request, serverPid });
    return measure({ url, connections: CONNECTIONS, durationS: volume.durationS, request, serverPid });
  };

  const ceilingRun = await runOne(
    'ceiling',
    ceiling.origin,
    { method: 'GET', path: '/api/clients?page=0&size=20', headers: { cookie, accept: 'application/json' } },
    ceiling.pid,
  );
  await ceiling.stop();
  details.scenarios.ceiling = ceilingRun;
  const ceilingRps = ceilingRun.summary.reqPerS;

  const rows = [
    {
      name: 'ceiling: bare Fastify, canned 20-client page — req/s · p50 · p99 · errors',
      value: `${thousands(ceilingRps)} req/s · ${ms(ceilingRun.summary.p50)} · ${ms(ceilingRun.summary.p99)} · ${ceilingRun.summary.errors}`,
      target: '',
      met: null,
      raw: ceilingRun.summary,
    },
  ];

  // The same-work ceiling: the API's SQL for the same practitioner, prepared, on a bare server. It must answer the
  // very JSON the API does, or its figures would not be a floor for the same work.
  const sameWork = await startCeiling({
    root: ctx.root,
    script: 'same-work-server.mjs',
    port: await freePort(0),
    env: { DATABASE_URL: database.url, OWNER_ID: String(owner) },
    logFile,
  });
  for (const path of ['/api/clients?page=0&size=20', `/api/client/${clientIds[0]}`, '/api/products?page=1&size=20']) {
    const fromApi = await session.ok('GET', path);
    const fromFloor = await (await fetch(`${sameWork.origin}${path}`)).json();
    if (!isDeepStrictEqual(fromApi, fromFloor)) throw new Error(`the same-work ceiling does not answer what the API answers for ${path}`);
  }

  const programmeClientIds = clientIds.slice(0, 2000);
  const all = scenarios({ cookie, origin: api.origin, clientIds, programmeClientIds, productIds, programmeIds });
  for (const scenario of all) {
    const measured = await runOne(scenario.name, api.origin, scenario.request, api.pid);
    const s = measured.summary;
    const share = ceilingRps > 0 ? s.reqPerS / ceilingRps : 0;
    const raw = { ...s, ceilingShare: Math.round(share * 1000) / 1000 };
    let met;
    let target;
    // Interleaved: the same requests on the same-work ceiling right after the API's run.
    const floor = scenario.sameWork ? await runOne(`${scenario.name} (same-work ceiling)`, sameWork.origin, scenario.request, sameWork.pid) : null;
    if (floor) {
      const f = floor.summary;
      details.scenarios[`${scenario.key}SameWork`] = floor;
      rows.push({
        name: `same-work ceiling: ${scenario.name}, bare Fastify + prepared SQL — req/s · p50 · p99 · errors`,
        value: `${thousands(f.reqPerS)} req/s · ${ms(f.p50)} · ${ms(f.p99)} · ${f.errors}`,
        target: '',
        met: null,
        raw: f,
      });
      const floorShare = f.reqPerS > 0 ? s.reqPerS / f.reqPerS : 0;
      raw.sameWorkShare = Math.round(floorShare * 1000) / 1000;
      raw.sameWorkP99Ratio = f.p99 > 0 ? Math.round((s.p99 / f.p99) * 100) / 100 : null;
      target = `≥ ${TARGET.sameWorkShare * 100} % of the same-work ceiling · p99 ≤ ${TARGET.sameWorkP99Ratio}× its p99 · 0 errors`;
      met = floorShare >= TARGET.sameWorkShare && s.p99 <= f.p99 * TARGET.sameWorkP99Ratio && s.errors === 0;
    } else if (scenario.read) {
      target = `≥ 40 % of ceiling · p99 ≤ ${TARGET.p99Ms} ms · 0 errors`;
      met = share >= TARGET.ceilingShare && s.p99 <= TARGET.p99Ms && s.errors === 0;
    } else {
      raw.invalidTotals = await invalidTotals(database.url);
      target = `p99 ≤ ${TARGET.p99Ms} ms · 0 errors · totals valid`;
      met = s.p99 <= TARGET.p99Ms && s.errors === 0 && raw.invalidTotals === 0;
    }
    details.scenarios[scenario.key] = measured;
    rows.push({
      name: `${scenario.name} — req/s · p50 · p99 · errors`,
      value:
        `${thousands(s.reqPerS)} req/s (${floor ? `${Math.round(raw.sameWorkShare * 100)} % of same-work, ` : ''}${Math.round(share * 100)} % of canned) · ${ms(s.p50)} · ${ms(s.p99)} · ${s.errors}` +
        (raw.invalidTotals ? ` · ${raw.invalidTotals} bad totals` : ''),
      target,
      met,
      raw,
    });
    if (!api.alive()) throw new Error(`API died during '${scenario.name}'`);
  }

  await sameWork.stop();
  await api.stop();
  await database.drop();
  details.note =
    'autocannon runs in the bench process, the API and the ceiling in their own processes; they and PostgreSQL ' +
    'share the same cores (serverCpuPct, loadGeneratorCpuPct and machineBusyPct per run show how).';
  return { rows, details };
}
