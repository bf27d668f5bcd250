// Scenario 3: 100 practitioners, 60 s of mixed reads and writes; zero errors, and every acknowledged write is in the database.
import { join } from 'node:path';
import { startApi } from '../lib/api-process.mjs';
import { forEachBounded } from '../lib/concurrency.mjs';
import { createDatabase } from '../lib/database.mjs';
import { programmeInvariants, storedProgrammes } from '../lib/integrity.mjs';
import { RESULTS_DIR } from '../lib/paths.mjs';
import { caresKey, clientBody, createPractitioners, loginAll, randomCares, seedCatalogue } from '../lib/seed.mjs';
import { random, round, summarise } from '../lib/stats.mjs';

const PRACTITIONERS = Number(process.env.RESILIENCE_PRACTITIONERS ?? 100);
const SECONDS = Number(process.env.RESILIENCE_LOAD_SECONDS ?? 60);
/** Each practitioner's loop stops at the deadline or after this many requests, whichever comes first. */
const MAX_REQUESTS_PER_LOOP = 20_000;
const SEED_CLIENTS = 3;
const SEED_PRODUCTS = 5;

/** One practitioner's day: what the server acknowledged is all the checks rely on. */
function practitionerState(session, seeded) {
  return {
    session,
    products: seeded.products,
    clients: seeded.clients.map((c) => ({ id: c.id, body: clientBody({ firstName: c.firstName, lastName: c.lastName, sex: c.sex }) })),
    programmes: new Map(),
    cityOf: new Map(),
    createdClients: 0,
    createdProgrammes: 0,
  };
}

const search = () => random.pick(['', '', '', 'nom', 'lyon', 'prénom1', 'client2']);

/** [weight, name, run(state) → response]; each run updates the bookkeeping only on a 2xx. */
const OPERATIONS = [
  [16, 'list clients', (s) => s.session.request('GET', `/api/clients?page=0&size=20&search=${encodeURIComponent(search())}&sortBy=${random.pick(['lastName', 'city', 'created'])}`)],
  [12, 'get client', (s) => s.session.request('GET', `/api/client/${random.pick(s.clients).id}`)],
  [8, 'create client', async (s) => {
    const body = clientBody();
    const r = await s.session.request('POST', '/api/client', body);
    if (r.status === 201) {
      s.clients.push({ id: r.body.id, body });
      s.createdClients += 1;
    }
    return r;
  }],
  [10, 'update client', async (s) => {
    const client = random.pick(s.clients);
    const city = `Ville ${random.int(1, 1e9)}`;
    const r = await s.session.request('PUT', `/api/client/${client.id}`, { ...client.body, city });
    if (r.status === 200) s.cityOf.set(client.id, city);
    return r;
  }],
  [14, 'list products', (s) => s.session.request('GET', `/api/products?page=0&size=20&search=${encodeURIComponent(random.pick(['', '', 'produit', 'ref-1']))}`)],
  [10, 'create programme', async (s) => {
    const body = { clientId: random.pick(s.clients).id, programReference: `p-${random.int(1, 1e9)}`, cares: randomCares(s.products, random.int(1, 4)) };
    const r = await s.session.request('POST', '/api/program', body);
    if (r.status === 201) {
      s.programmes.set(r.body.id, { ref: body.programReference, key: caresKey(body.cares), clientId: body.clientId });
      s.createdProgrammes += 1;
    }
    return r;
  }],
  [10, 'update programme', async (s) => {
    if (s.programmes.size === 0) return OPERATIONS[5][2](s);
    const id = random.pick([...s.programmes.keys()]);
    const body = { programReference: `u-${random.int(1, 1e9)}`, cares: randomCares(s.products, random.int(1, 4)) };
    const r = await s.session.request('PUT', `/api/program/update/${id}`, body);
    if (r.status === 200) s.programmes.set(id, { ...s.programmes.get(id), ref: body.programReference, key: caresKey(body.cares) });
    return r;
  }],
  [8, 'list programmes', (s) => s.session.request('GET', `/api/programs/${random.pick(s.clients).id}`)],
  [6, 'get programme', (s) =>
    s.programmes.size ? s.session.request('GET', `/api/program/${random.pick([...s.programmes.keys()])}`) : s.session.request('GET', '/api/categories')],
];
const TOTAL_WEIGHT = OPERATIONS.reduce((sum, [w]) => sum + w, 0);
function pickOperation() {
  let n = Math.random() * TOTAL_WEIGHT;
  for (const op of OPERATIONS) {
    n -= op[0];
    if (n < 0) return op;
  }
  return OPERATIONS[0];
}

export async function load({ port, stamp }) {
  const logFile = join(RESULTS_DIR, `${stamp}-load-api.log`);
  const db = await createDatabase();
  let api;
  try {
    api = await startApi({ databaseUrl: db.url, port, logFile });
    const emails = await createPractitioners(db, { databaseUrl: db.url, count: PRACTITIONERS, tag: 'load', logFile });
    const sessions = await loginAll(api, emails);
    const states = new Array(sessions.length);
    await forEachBounded(sessions, 10, async (session, i) => {
      states[i] = practitionerState(session, await seedCatalogue(session, { clients: SEED_CLIENTS, products: SEED_PRODUCTS }));
    });

    const latencies = [];
    const byOperation = {};
    const errors = {};
    const errorSamples = [];
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all(
      states.map(async (state) => {
        for (let n = 0; n < MAX_REQUESTS_PER_LOOP && performance.now() < deadline; n++) {
          const [, name, run] = pickOperation();
          const r = await run(state);
          latencies.push(r.ms);
          (byOperation[name] ??= []).push(r.ms);
          if (r.status < 200 || r.status >= 300) {
            const key = `${name}: ${r.status || r.error}`;
            errors[key] = (errors[key] ?? 0) + 1;
            if (errorSamples.length < 5) errorSamples.push({ name, status: r.status, error: r.error, body: r.body });
          }
        }
      }),
    );
    const elapsedS = (performance.now() - started) / 1000;
    const errorCount = Object.values(errors).reduce((a, b) => a + b, 0);

    // Acknowledged creates, counted per practitioner, against SQL counts.
    const counts = await db.query(
      `select u.id, (select count(*)::int from clients c where c.user_id = u.id) clients,
              (select count(*)::int from programs p where p.user_id = u.id) programmes
       from users u`,
    );
    const countOf = new Map(counts.map((r) => [r.id, r]));
    let clientCountMismatch = 0;
    let programmeCountMismatch = 0;
    for (const s of states) {
      const row = countOf.get(s.session.userId);
      if (row?.clients !== SEED_CLIENTS + s.createdClients) clientCountMismatch += 1;
      if (row?.programmes !== s.createdProgrammes) programmeCountMismatch += 1;
    }
    // Last acknowledged values: each practitioner's loop is sequential, so the last 2xx is the final state.
    const cities = new Map((await db.query('select id, city from clients')).map((r) => [r.id, r.city]));
    let staleClients = 0;
    let updatedClients = 0;
    for (const s of states) {
      for (const [id, city] of s.cityOf) {
        updatedClients += 1;
        if (cities.get(id) !== city) staleClients += 1;
      }
    }
    const stored = await storedProgrammes(db);
    let staleProgrammes = 0;
    let trackedProgrammes = 0;
    for (const s of states) {
      for (const [id, expected] of s.programmes) {
        trackedProgrammes += 1;
        const row = stored.get(id);
        if (!row || row.ref !== expected.ref || row.key !== expected.key) staleProgrammes += 1;
      }
    }
    const invariants = await programmeInvariants(db);
    const createdClients = states.reduce((a, s) => a + s.createdClients, 0);
    const createdProgrammes = states.reduce((a, s) => a + s.createdProgrammes, 0);
    const overall = summarise(latencies);

    const checks = [
      { name: `zero errors (${PRACTITIONERS} practitioners, ${SECONDS} s)`, ok: errorCount === 0, detail: errorCount ? JSON.stringify(errors) : `${latencies.length} requests, 0 errors` },
      { name: 'acknowledged client creates = SQL count', ok: clientCountMismatch === 0, detail: `${createdClients} acked, ${clientCountMismatch} practitioners off` },
      { name: 'acknowledged programme creates = SQL count', ok: programmeCountMismatch === 0, detail: `${createdProgrammes} acked, ${programmeCountMismatch} practitioners off` },
      { name: 'last acknowledged client update stored', ok: staleClients === 0, detail: `${updatedClients} clients, ${staleClients} stale` },
      { name: 'last acknowledged programme state stored', ok: staleProgrammes === 0, detail: `${trackedProgrammes} programmes, ${staleProgrammes} stale` },
      ...invariants.checks,
      { name: 'API alive at the end', ok: api.alive(), detail: `${round(latencies.length / elapsedS)} req/s, p50 ${overall.p50} ms, p99 ${overall.p99} ms` },
    ];
    return {
      name: 'load',
      checks,
      metrics: {
        practitioners: PRACTITIONERS,
        seconds: round(elapsedS),
        requests: latencies.length,
        requestsPerSecond: round(latencies.length / elapsedS),
        latencyMs: overall,
        errors: errorCount,
        errorsByKind: errors,
        errorSamples,
        createdClients,
        createdProgrammes,
        updatedClients,
        trackedProgrammes,
        byOperation: Object.fromEntries(Object.entries(byOperation).map(([k, v]) => [k, summarise(v)])),
      },
    };
  } finally {
    await api?.stop();
    await db.drop();
  }
}
