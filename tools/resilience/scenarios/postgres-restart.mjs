// Scenario 2: PostgreSQL stops and starts under a running API: clean 503s meanwhile, service back without an API restart.
import { join } from 'node:path';
import { startApi } from '../lib/api-process.mjs';
import { createDatabase } from '../lib/database.mjs';
import { RESULTS_DIR } from '../lib/paths.mjs';
import { postgresControl } from '../lib/postgres-control.mjs';
import { PASSWORD, clientBody, createPractitioners, loginAll, randomCares, seedCatalogue } from '../lib/seed.mjs';
import { Session } from '../lib/session.mjs';
import { summarise } from '../lib/stats.mjs';

const DOWN_MS = Number(process.env.RESILIENCE_PG_DOWN_MS ?? 4000);
const RECOVERY_LIMIT_MS = 30_000;
/** The longest an answer may take while the database is away ("no hang"). */
const ANSWER_LIMIT_MS = 10_000;
const PROBES = 6;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function postgresRestart({ port, stamp, MSG }) {
  const logFile = join(RESULTS_DIR, `${stamp}-postgres-api.log`);
  const db = await createDatabase();
  const pgc = postgresControl();
  let api;
  try {
    api = await startApi({ databaseUrl: db.url, port, logFile });
    const [email] = await createPractitioners(db, { databaseUrl: db.url, count: 1, tag: 'pg', logFile });
    const [session] = await loginAll(api, [email]);
    const { clients, products } = await seedCatalogue(session, { clients: 1, products: 4 });
    const client = clients[0];
    const programme = await session.ok('POST', '/api/program', { clientId: client.id, cares: randomCares(products, 2) });
    const pid = api.pid;

    // One request of each kind: reads, writes, a transaction, the login and the unauthenticated health check.
    const anonymous = new Session(api);
    const routes = {
      'GET /api/health': () => anonymous.request('GET', '/api/health', undefined, { timeoutMs: ANSWER_LIMIT_MS }),
      // Right password: wrong ones would soon meet the login limiter (429) instead of the database.
      'POST /api/login': () => new Session(api).request('POST', '/api/login', { username: email, password: PASSWORD }, { timeoutMs: ANSWER_LIMIT_MS }),
      'GET /api/clients': () => session.request('GET', '/api/clients?page=0&size=20', undefined, { timeoutMs: ANSWER_LIMIT_MS }),
      'GET /api/client/{id}': () => session.request('GET', `/api/client/${client.id}`, undefined, { timeoutMs: ANSWER_LIMIT_MS }),
      'POST /api/client': () => session.request('POST', '/api/client', clientBody(), { timeoutMs: ANSWER_LIMIT_MS }),
      'PUT /api/program/update/{id}': () =>
        session.request('PUT', `/api/program/update/${programme.id}`, { cares: randomCares(products, 3) }, { timeoutMs: ANSWER_LIMIT_MS }),
    };
    const names = Object.keys(routes);

    // Probes run all along; each answer is stamped with the database state when it was sent.
    let phase = 'up';
    let probing = true;
    const samples = [];
    const probe = async (w) => {
      for (let n = w; probing; n++) {
        const name = names[n % names.length];
        const sentIn = phase;
        const at = performance.now();
        const r = await routes[name]();
        samples.push({ name, at, phase: sentIn, endPhase: phase, status: r.status, error: r.error, message: r.body?.message, ms: r.ms });
        await sleep(50);
      }
    };
    const probing$ = Promise.all(Array.from({ length: PROBES }, (_, w) => probe(w)));

    await sleep(1500);
    phase = 'stopping';
    await pgc.stop();
    phase = 'down';
    await sleep(DOWN_MS);
    phase = 'starting';
    await pgc.start();
    phase = 'restarted';
    const restartedAt = performance.now();

    // Recovered when every route has answered as it should since the restart.
    const recovered = new Set();
    let recoveryMs = null;
    while (performance.now() - restartedAt < RECOVERY_LIMIT_MS) {
      for (const name of names) {
        if (recovered.has(name)) continue;
        const r = await routes[name]();
        if (r.status === (name === 'POST /api/client' ? 201 : 200)) recovered.add(name);
      }
      if (recovered.size === names.length) {
        recoveryMs = performance.now() - restartedAt;
        break;
      }
      await sleep(250);
    }
    await sleep(1000);
    probing = false;
    await probing$;

    const isClean503 = (s) => s.status === 503 && s.message === MSG.unavailable;
    const isNormal = (s) => s.status >= 200 && s.status < 300;
    const down = samples.filter((s) => s.phase === 'down' && s.endPhase === 'down');
    const downClean = down.filter(isClean503);
    const bad = samples.filter((s) => !isClean503(s) && !isNormal(s));
    const downRoutes = new Set(downClean.map((s) => s.name));
    const recoveredAt = recoveryMs === null ? Infinity : restartedAt + recoveryMs;
    const afterRecovery = samples.filter((s) => s.at >= recoveredAt);
    const before = await db.query('select count(*)::int n from clients');
    const write = await session.request('POST', '/api/client', clientBody({ lastName: 'AprèsRedémarrage' }));
    const persisted = write.status === 201 && (await db.query('select count(*)::int n from clients where id = $1', [write.body.id]))[0].n === 1;
    const statuses = {};
    for (const s of samples) statuses[`${s.phase}:${s.status || s.error}`] = (statuses[`${s.phase}:${s.status || s.error}`] ?? 0) + 1;

    const checks = [
      { name: 'requests while down: 503 + French message', ok: down.length > 0 && downClean.length === down.length, detail: `${downClean.length}/${down.length} clean 503` },
      { name: 'every kind of route answered 503 while down', ok: names.every((n) => downRoutes.has(n)), detail: `${downRoutes.size}/${names.length} routes` },
      { name: 'no 500, no other error, no dropped connection', ok: bad.length === 0, detail: bad.length ? JSON.stringify(bad.slice(0, 3)) : `${samples.length} answers` },
      { name: `no hang (every answer < ${ANSWER_LIMIT_MS / 1000} s)`, ok: samples.every((s) => s.ms < ANSWER_LIMIT_MS), detail: `max ${Math.round(Math.max(...samples.map((s) => s.ms)))} ms` },
      { name: 'API process never restarted or crashed', ok: api.alive() && api.pid === pid, detail: `pid ${pid} alive: ${api.alive()}` },
      { name: 'every route succeeds again after restart', ok: recoveryMs !== null, detail: recoveryMs === null ? `recovered: ${[...recovered].join(', ')}` : `${Math.round(recoveryMs)} ms after start` },
      { name: 'no failure once recovered', ok: afterRecovery.length > 0 && afterRecovery.every(isNormal), detail: `${afterRecovery.length} answers after recovery` },
      { name: 'a write after recovery is stored', ok: persisted, detail: `HTTP ${write.status}, ${before[0].n} clients before` },
    ];
    return {
      name: 'PostgreSQL restart',
      checks,
      metrics: {
        cluster: pgc.cluster,
        downMs: DOWN_MS,
        answers: samples.length,
        answersWhileDown: down.length,
        latencyWhileDownMs: summarise(down.map((s) => s.ms)),
        recoveryMs: recoveryMs === null ? null : Math.round(recoveryMs),
        answersAfterRecovery: afterRecovery.length,
        failuresAfterRecovery: afterRecovery.filter((s) => !isNormal(s)).length,
        statuses,
      },
    };
  } finally {
    await pgc.release();
    await api?.stop();
    await db.drop();
  }
}
