// Scenario 1: kill -9 of the API while 1,000 programme saves are in flight; after restart nothing is half-saved or lost.
import { join } from 'node:path';
import { startApi } from '../lib/api-process.mjs';
import { forEachBounded } from '../lib/concurrency.mjs';
import { createDatabase } from '../lib/database.mjs';
import { programmeInvariants, storedProgrammes } from '../lib/integrity.mjs';
import { RESULTS_DIR } from '../lib/paths.mjs';
import { caresKey, createPractitioners, loginAll, randomCares, seedCatalogue } from '../lib/seed.mjs';
import { random, summarise } from '../lib/stats.mjs';

const SAVES = Number(process.env.RESILIENCE_SAVES ?? 1000);
const IN_FLIGHT = Number(process.env.RESILIENCE_SAVES_IN_FLIGHT ?? 100);
const PRACTITIONERS = 10;
const INITIAL_PER_PRACTITIONER = 10;

export async function killDuringSaves({ port, stamp }) {
  const logFile = join(RESULTS_DIR, `${stamp}-kill-api.log`);
  const db = await createDatabase();
  try {
    let api = await startApi({ databaseUrl: db.url, port, logFile });
    const emails = await createPractitioners(db, { databaseUrl: db.url, count: PRACTITIONERS, tag: 'kill', logFile });
    const sessions = await loginAll(api, emails);

    // Each practitioner: 3 clients, 8 products, 10 programmes that the updates will rewrite.
    const world = [];
    for (const [p, session] of sessions.entries()) {
      const { clients, products } = await seedCatalogue(session, { clients: 3, products: 8 });
      const programmes = [];
      for (let k = 0; k < INITIAL_PER_PRACTITIONER; k++) {
        const cares = randomCares(products, random.int(2, 5));
        const body = { clientId: random.pick(clients).id, programReference: `init-${p}-${k}`, cares };
        programmes.push(await session.ok('POST', '/api/program', body));
      }
      world.push({ session, clients, products, programmes });
    }
    const initialBodies = new Map(
      world.flatMap((w) => w.programmes.map((pr) => [pr.programReference, caresKey(pr.cares.map((c) => ({ productDTO: c.productDTO, quantity: c.quantity })))])),
    );

    // 3 creates for 2 updates; every body carries a unique reference so its stored cares can be matched to it.
    const ops = Array.from({ length: SAVES }, (_, i) => {
      const w = world[i % PRACTITIONERS];
      const cares = randomCares(w.products, random.int(2, 6));
      if (i % 5 < 3) {
        return { i, w, kind: 'create', method: 'POST', path: '/api/program', body: { clientId: random.pick(w.clients).id, programReference: `new-${i}`, cares } };
      }
      const target = random.pick(w.programmes);
      return { i, w, kind: 'update', target: target.id, method: 'PUT', path: `/api/program/update/${target.id}`, body: { programReference: `upd-${i}`, cares } };
    });
    const byRef = new Map(ops.map((o) => [o.body.programReference, o]));

    // Kill somewhere between 30 % and 60 % of the answers.
    const killAt = random.int(Math.floor(SAVES * 0.3), Math.floor(SAVES * 0.6));
    let answered = 0;
    let killed = false;
    let inFlightAtKill = 0;
    let inFlight = 0;
    let killPromise = null;
    const preKillFailures = {};
    const latencies = [];
    const started = performance.now();
    await forEachBounded(
      ops,
      IN_FLIGHT,
      async (op) => {
        op.start = performance.now();
        inFlight += 1;
        const r = await op.w.session.request(op.method, op.path, op.body);
        inFlight -= 1;
        op.end = performance.now();
        op.status = r.status;
        op.acked = r.status >= 200 && r.status < 300;
        if (op.acked) {
          op.response = r.body;
          latencies.push(r.ms);
        }
        if (killed) return;
        if (!op.acked) preKillFailures[r.status || r.error] = (preKillFailures[r.status || r.error] ?? 0) + 1;
        answered += 1;
        if (answered >= killAt) {
          killed = true;
          inFlightAtKill = inFlight;
          killPromise = api.kill9();
        }
      },
      () => killed,
    );
    await killPromise;
    const elapsedS = (performance.now() - started) / 1000;
    const sent = ops.filter((o) => o.start !== undefined);
    const acked = sent.filter((o) => o.acked);
    const cutOff = sent.filter((o) => !o.acked);

    api = await startApi({ databaseUrl: db.url, port, logFile });
    const invariants = await programmeInvariants(db);
    const stored = await storedProgrammes(db);

    // Atomicity: a stored programme carries exactly the cares of the body whose reference it has.
    let mismatched = 0;
    let unknownRef = 0;
    for (const programme of stored.values()) {
      const op = byRef.get(programme.ref);
      const expected = op ? caresKey(op.body.cares) : initialBodies.get(programme.ref);
      if (expected === undefined) unknownRef += 1;
      else if (expected !== programme.key) mismatched += 1;
    }

    // Durability: acknowledged creates are there with their cares; acknowledged updates are not overwritten by older ones.
    let lostCreates = 0;
    for (const op of acked.filter((o) => o.kind === 'create')) {
      const row = stored.get(op.response.id);
      if (!row || row.ref !== op.body.programReference || Number(row.total) !== op.response.totalProgramPrice) lostCreates += 1;
    }
    let lostUpdates = 0;
    const updatesByTarget = new Map();
    for (const op of acked.filter((o) => o.kind === 'update')) {
      updatesByTarget.set(op.target, [...(updatesByTarget.get(op.target) ?? []), op]);
    }
    for (const [target, updates] of updatesByTarget) {
      const final = stored.get(target);
      const finalOp = final && byRef.get(final.ref);
      // An acknowledged update sent after the final writer had answered committed later: it must have won.
      const lost = !finalOp || finalOp.target !== target || updates.some((a) => a !== finalOp && a.start > finalOp.end);
      if (lost) lostUpdates += 1;
    }

    // The restarted API serves the acknowledged programmes with the same old session cookies.
    const sampled = random.sample(acked.filter((o) => o.kind === 'create'), 20);
    let servedAfterRestart = 0;
    for (const op of sampled) {
      const r = await op.w.session.request('GET', `/api/program/${op.response.id}`);
      if (r.status === 200 && r.body.totalProgramPrice === op.response.totalProgramPrice) servedAfterRestart += 1;
    }
    await api.stop();

    const failuresBeforeKill = Object.values(preKillFailures).reduce((a, b) => a + b, 0);
    const checks = [
      { name: 'API killed with saves in flight', ok: killed && inFlightAtKill > 0, detail: `kill -9 after ${answered} answers, ${inFlightAtKill} in flight` },
      { name: 'no failed save before the kill', ok: failuresBeforeKill === 0, detail: failuresBeforeKill ? JSON.stringify(preKillFailures) : '0 failures' },
      ...invariants.checks,
      { name: 'each programme holds exactly its body\u2019s cares', ok: mismatched === 0 && unknownRef === 0, detail: `${stored.size} checked, ${mismatched} mixed, ${unknownRef} unknown` },
      { name: 'every acknowledged create is present', ok: lostCreates === 0, detail: `${acked.filter((o) => o.kind === 'create').length} acked, ${lostCreates} missing` },
      { name: 'no acknowledged update lost', ok: lostUpdates === 0, detail: `${updatesByTarget.size} programmes updated, ${lostUpdates} lost` },
      { name: 'restarted API serves them (same session)', ok: servedAfterRestart === sampled.length, detail: `${servedAfterRestart}/${sampled.length}` },
    ];
    return {
      name: 'kill -9 during saves',
      checks,
      metrics: {
        saves: SAVES,
        inFlightLimit: IN_FLIGHT,
        sent: sent.length,
        acknowledged: acked.length,
        cutOffByKill: cutOff.length,
        notSent: SAVES - sent.length,
        inFlightAtKill,
        elapsedBeforeKillS: Math.round(elapsedS * 10) / 10,
        ackLatencyMs: summarise(latencies),
        programmesAfterRestart: invariants.programmes,
        caresAfterRestart: invariants.cares,
      },
    };
  } finally {
    await db.drop();
  }
}
