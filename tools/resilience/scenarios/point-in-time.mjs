// Scenario 4: point-in-time recovery with pgBackRest. Writes acknowledged through the API for a while, the database
// destroyed, restored to a chosen second: every write acknowledged before that second is there, none sent after it.
import { execFile, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { promisify } from 'node:util';
import { pgbackrest } from '../../pitr/pgbackrest.mjs';
import { freePort, startApi } from '../lib/api-process.mjs';
import { RESULTS_DIR } from '../lib/paths.mjs';
import { clientBody, createPractitioners, loginAll } from '../lib/seed.mjs';
import { createThrowawayCluster } from '../lib/throwaway-cluster.mjs';

const WRITE_SECONDS = Number(process.env.RESILIENCE_PITR_SECONDS ?? 20);
const WRITERS = Number(process.env.RESILIENCE_PITR_WRITERS ?? 8);
const INSTALL = new URL('../../pitr/install-debian.sh', import.meta.url).pathname;
const CONFIGURE = new URL('../../pitr/configure.mjs', import.meta.url).pathname;
const run = promisify(execFile);

/** tools/pitr/configure.mjs, as an operator runs it on a server. */
async function configure(args) {
  try {
    await run(process.execPath, [CONFIGURE, ...args], { timeout: 60_000 });
  } catch (error) {
    throw new Error(`configure.mjs failed: ${error.stderr || error.message}`, { cause: error });
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** The recovery target as PostgreSQL reads it: a whole second, in UTC. */
const pgTime = (ms) => `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')}+00`;

/** pgBackRest from Debian, installed by its script when missing (as the scale-out tools do for HAProxy). */
function ensurePgbackrest() {
  if (spawnSync('pgbackrest', ['version'], { stdio: 'ignore' }).status === 0) return;
  const install = spawnSync('bash', [INSTALL], { encoding: 'utf8' });
  if (install.status !== 0) throw new Error(`pgbackrest is missing and ${INSTALL} failed (run it as root): ${install.stderr}`);
}

/** A pool on the throwaway cluster, shaped like lib/database.mjs's databases (the seed helpers take either). */
function poolOn(url) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => undefined);
  return { url, query: async (text, params) => (await pool.query(text, params)).rows, end: () => pool.end() };
}

async function waitFor(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`${what} not reached within ${timeoutMs / 1000} s`);
}

export async function pointInTime({ port, stamp }) {
  ensurePgbackrest();
  const logFile = join(RESULTS_DIR, `${stamp}-pitr-api.log`);
  const cluster = await createThrowawayCluster({ port: await freePort(Number(process.env.RESILIENCE_PITR_PG_PORT ?? 5499)) });
  const configFile = join(cluster.root, 'pgbackrest.conf');
  const backrest = (args) => pgbackrest(args, { configFile, asUser: cluster.asUser });
  let api;
  let db;
  try {
    // pgBackRest and WAL archiving set up by the production script, on this cluster; a restart applies them.
    await cluster.start();
    const admin = poolOn(cluster.url());
    await admin.query('create database meche');
    const [{ version }] = await admin.query("select current_setting('server_version') as version");
    await admin.end();
    await configure([
      '--pg-data', cluster.dataDir,
      '--pg-port', String(cluster.port),
      '--pg-socket', cluster.socketDir,
      '--repo', cluster.folder('repo'),
      '--config', configFile,
      '--log-path', cluster.folder('log'),
      '--lock-path', cluster.folder('lock'),
    ]);
    await cluster.stop();
    await cluster.start();
    await backrest(['stanza-create']);
    await backrest(['check']);
    const backupStarted = performance.now();
    await backrest(['backup', '--type=full']);
    const baseBackupMs = Math.round(performance.now() - backupStarted);

    const databaseUrl = cluster.url('meche');
    db = poolOn(databaseUrl);
    api = await startApi({ databaseUrl, port, logFile });
    const pid = api.pid;
    const emails = await createPractitioners(db, { databaseUrl, count: 1, tag: 'pitr', logFile });
    const [session] = await loginAll(api, emails);

    // Writes acknowledged for a while; the target is a whole second in the middle of them.
    const writes = [];
    const started = Date.now();
    const deadline = started + WRITE_SECONDS * 1000;
    const target = Math.ceil((started + (WRITE_SECONDS * 1000) / 2) / 1000) * 1000;
    let next = 0;
    await Promise.all(
      Array.from({ length: WRITERS }, async () => {
        while (Date.now() < deadline) {
          const n = next++;
          const sentAt = Date.now();
          const r = await session.request('POST', '/api/client', clientBody({ lastName: `PITR-${n}` }));
          writes.push({ n, sentAt, ackAt: Date.now(), status: r.status, id: r.body?.id ?? null });
        }
      }),
    );
    // `check` switches to a new WAL segment and waits until it is in the repository: every write above is archived.
    await backrest(['check']);
    const [info] = JSON.parse(await backrest(['info', '--output=json']));
    const full = info.backup.at(-1);

    // The disaster: the server killed and its data folder emptied.
    await db.end();
    db = null;
    await cluster.destroy();
    const restoreStarted = performance.now();
    await backrest(['restore', '--type=time', `--target=${pgTime(target)}`, '--target-action=promote']);
    const restoreMs = Math.round(performance.now() - restoreStarted);
    await cluster.start();
    db = poolOn(databaseUrl);
    await waitFor(async () => (await db.query('select pg_is_in_recovery() r'))[0].r === false, 120_000, 'end of recovery');
    const recoveredMs = Math.round(performance.now() - restoreStarted);

    const present = new Set((await db.query(`select last_name from clients where last_name like 'PITR-%'`)).map((r) => Number(r.last_name.slice(5))));
    const ok = (w) => w.status === 201;
    const ackedBefore = writes.filter((w) => ok(w) && w.ackAt < target);
    const sentAfter = writes.filter((w) => w.sentAt > target);
    const inFlight = writes.filter((w) => w.sentAt <= target && w.ackAt >= target);
    const lost = ackedBefore.filter((w) => !present.has(w.n));
    const leaked = sentAfter.filter((w) => present.has(w.n));
    const failed = writes.filter((w) => !ok(w));

    // The API was never restarted: once its pool reconnects it serves the restored database.
    await waitFor(async () => (await session.request('GET', '/api/health')).status === 200, 30_000, 'API healthy again');
    const before = ackedBefore.at(-1);
    const after = sentAfter.find(ok);
    const readBefore = before ? await session.request('GET', `/api/client/${before.id}`) : null;
    const readAfter = after ? await session.request('GET', `/api/client/${after.id}`) : null;

    const checks = [
      { name: 'every write answered 201 while writing', ok: failed.length === 0 && writes.length > 0, detail: `${writes.length} writes, ${failed.length} not 201` },
      { name: 'writes on both sides of the target', ok: ackedBefore.length > 0 && sentAfter.length > 0, detail: `${ackedBefore.length} acknowledged before, ${sentAfter.length} sent after` },
      { name: '0 acknowledged writes lost', ok: lost.length === 0, detail: lost.length ? `lost: ${lost.slice(0, 5).map((w) => w.n).join(', ')}` : `${ackedBefore.length}/${ackedBefore.length} present` },
      { name: 'no write sent after the target', ok: leaked.length === 0, detail: leaked.length ? `present: ${leaked.slice(0, 5).map((w) => w.n).join(', ')}` : `0/${sentAfter.length} present` },
      { name: 'the same API serves the restored data', ok: api.alive() && api.pid === pid && readBefore?.status === 200 && readAfter?.status === 404, detail: `before target ${readBefore?.status}, after ${readAfter?.status}, pid ${pid} alive: ${api.alive()}` },
    ];
    return {
      name: 'point-in-time recovery',
      checks,
      metrics: {
        postgres: version,
        target: new Date(target).toISOString(),
        baseBackup: { ms: baseBackupMs, bytes: full?.info?.size ?? null, repositoryBytes: full?.info?.repository?.size ?? null },
        writes: writes.length,
        acknowledgedBeforeTarget: ackedBefore.length,
        inFlightAtTarget: { total: inFlight.length, restored: inFlight.filter((w) => present.has(w.n)).length },
        sentAfterTarget: sentAfter.length,
        restored: present.size,
        lost: lost.length,
        presentAfterTarget: leaked.length,
        restoreMs,
        restoreUntilWritableMs: recoveredMs,
      },
    };
  } finally {
    await api?.stop();
    await db?.end().catch(() => undefined);
    if (existsSync(cluster.logFile)) copyFileSync(cluster.logFile, join(RESULTS_DIR, `${stamp}-pitr-postgresql.log`));
    await cluster.remove();
  }
}
