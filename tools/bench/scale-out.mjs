// Scale-out: the production API as 1 and then 2 processes behind HAProxy, with PgBouncer (transaction mode) in front
// of PostgreSQL — the stack `API_PROCESSES=N npm start` runs (tools/lib/scale-out.mjs) — loaded with autocannon at
// 50 connections: the clients list page 0 and a client by id, req/s and p99, and the scaling ratio 1 → 2 processes.
// On this machine the load generator, HAProxy, PgBouncer, PostgreSQL and the APIs share two cores: the CPU each
// used is in the JSON, and bounds the ratio.
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { onCleanup } from '../resilience/lib/cleanup.mjs';
import { API_DIR } from '../resilience/lib/paths.mjs';
import { Session } from '../resilience/lib/session.mjs';
import { freePort, scaleOutInstalled, startScaleOut } from '../lib/scale-out.mjs';
import { seedVolume } from '../seed/volume.mjs';
import { measure } from './api-throughput/load.mjs';
import { createBenchDatabase } from './lib/bench-database.mjs';

export const title = 'Scale-out';

const CONNECTIONS = 50;
const FULL = { practitioners: 10, clients: 20_000, warmupS: 3, durationS: 15 };
const QUICK = { practitioners: 3, clients: 2_000, warmupS: 1, durationS: 4 };
const TARGET_RATIO = 1.5;
const PASSWORD = `scale-${randomBytes(9).toString('base64url')}`;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const thousands = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const ms = (v) => (v === null || v === undefined ? '—' : `${Number(v).toFixed(1)} ms`);
const cycle = (list) => {
  let i = 0;
  return () => list[i++ % list.length];
};

/** A child in its own process group with its output in the section's log, stopped at the stack's end or cleanup. */
function childSpawner(logFile) {
  const started = [];
  const spawnChild = (_name, command, args, { cwd, env }) => {
    const log = openSync(logFile, 'a');
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', log, log], detached: true });
    closeSync(log);
    started.push(child);
    return child;
  };
  const stopAll = async () => {
    for (const child of started) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    await sleep(1500);
    for (const child of started) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    started.length = 0;
  };
  return { spawnChild, stopAll };
}

export async function run(ctx) {
  if (!scaleOutInstalled()) throw new Error('HAProxy and PgBouncer are needed: run tools/scale-out/install-debian.sh');
  const volume = ctx.quick ? QUICK : FULL;
  const logFile = join(ctx.tmpDir, 'scale-out.log');
  const database = await createBenchDatabase(ctx.pgAdminUrl, 'scale');
  const details = { volume, connections: CONNECTIONS, runs: {} };
  const children = childSpawner(logFile);
  const forget = onCleanup(() => children.stopAll());
  try {
    ctx.log(`scale-out: seeding ${volume.practitioners} practitioners × ${volume.clients} clients…`);
    const seeded = await seedVolume({
      databaseUrl: database.url,
      practitioners: volume.practitioners,
      clients: volume.clients,
      password: PASSWORD,
      emailPrefix: 'scale',
      log: (m) => ctx.log(`scale-out: seed: ${m.slice(0, 160)}`),
    });
    const [first] = seeded.practitioners;
    const results = {};
    for (const processes of [1, 2]) {
      const port = await freePort();
      const stack = await startScaleOut({
        processes,
        port,
        databaseUrl: database.url,
        env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'info', ALLOWED_ORIGINS: `http://127.0.0.1:${port}` },
        apiCommand: [process.execPath, '--import', 'tsx', 'src/main.ts'],
        cwd: API_DIR,
        spawnChild: children.spawnChild,
      });
      const session = new Session({ origin: stack.origin, base: stack.origin }, 'scale');
      await session.login(first.email, PASSWORD);
      const cookie = [...session.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const get = (nextPath) => ({ method: 'GET', headers: { cookie, accept: 'application/json' }, nextPath });
      const scenarios = [
        { key: 'list', name: 'clients list page 0', request: get(() => '/api/clients?page=0&size=20') },
        { key: 'byId', name: 'client by id', request: get(cycle(first.sample.clientIds.map((id) => `/api/client/${id}`))) },
      ];
      results[processes] = {};
      for (const scenario of scenarios) {
        ctx.log(`scale-out: ${processes} process(es) · ${scenario.name}: warm-up ${volume.warmupS} s, then ${volume.durationS} s…`);
        await measure({ url: stack.origin, connections: CONNECTIONS, durationS: volume.warmupS, request: scenario.request });
        results[processes][scenario.key] = await measure({
          url: stack.origin,
          connections: CONNECTIONS,
          durationS: volume.durationS,
          request: scenario.request,
        });
      }
      details.runs[processes] = results[processes];
      await children.stopAll();
      stack.removeConfig();
    }

    const rows = [];
    for (const [key, name] of [['list', 'clients list page 0'], ['byId', 'client by id']]) {
      for (const processes of [1, 2]) {
        const s = results[processes][key].summary;
        rows.push({
          name: `${name} · ${processes} API process${processes > 1 ? 'es' : ''} behind HAProxy + PgBouncer — req/s · p99 · errors`,
          value: `${thousands(s.reqPerS)} req/s · ${ms(s.p99)} · ${s.errors}`,
          target: '',
          met: null,
          raw: s,
        });
      }
      const ratio = results[2][key].summary.reqPerS / results[1][key].summary.reqPerS;
      rows.push({
        name: `${name} — scaling 1 → 2 processes`,
        value: `×${ratio.toFixed(2)} (machine busy ${results[2][key].summary.machineBusyPct ?? '—'} % with 2)`,
        target: `≥ ×${TARGET_RATIO} · 0 errors`,
        met: ratio >= TARGET_RATIO && results[2][key].summary.errors === 0,
        raw: { ratio: Math.round(ratio * 100) / 100 },
      });
    }
    details.note =
      'HAProxy, PgBouncer, the API processes, PostgreSQL and autocannon share the same cores: on two cores a second ' +
      'process can only take what the others leave (machineBusyPct in the JSON).';
    return { rows, details };
  } finally {
    await children.stopAll();
    await forget();
    await database.drop();
  }
}
