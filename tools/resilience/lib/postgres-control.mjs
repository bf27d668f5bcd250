// Stops and starts the local PostgreSQL cluster; a start is always registered before any stop.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { onCleanup } from './cleanup.mjs';
import { PG_PORT } from './database.mjs';

/** `<version> <name>` of the cluster listening on PG_PORT (pg_lsclusters), or RESILIENCE_PG_CLUSTER="15 main". */
function findCluster() {
  if (process.env.RESILIENCE_PG_CLUSTER) return process.env.RESILIENCE_PG_CLUSTER.split(/[\s/]+/);
  const lines = execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' }).trim().split('\n');
  const match = lines.map((l) => l.trim().split(/\s+/)).find((cols) => Number(cols[2]) === PG_PORT);
  if (!match) throw new Error(`no PostgreSQL cluster on port ${PG_PORT} in pg_lsclusters`);
  return [match[0], match[1]];
}

const ctl = (cluster, action, extra = []) =>
  spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', ...cluster, action, ...extra], {
    encoding: 'utf8',
    timeout: 60_000,
  });

function isOnline(cluster) {
  const r = spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', ...cluster, 'status'], { encoding: 'utf8' });
  return r.status === 0;
}

const run = promisify(execFile);
/** Asynchronous, so the probes keep running while PostgreSQL goes down or comes back. */
const ctlAsync = (cluster, action, extra = []) =>
  run('pg_ctlcluster', ['--skip-systemctl-redirect', ...cluster, action, ...extra], { timeout: 60_000 });

/** Synchronous: also usable from the process 'exit' handler. */
function start(cluster) {
  if (isOnline(cluster)) return;
  const r = ctl(cluster, 'start');
  if (r.status !== 0 && !isOnline(cluster)) throw new Error(`pg_ctlcluster start failed: ${r.stderr || r.stdout}`);
}

/** `{ stop(), start() }`; whatever happens afterwards (error, signal, exit), the cluster is started again. */
export function postgresControl() {
  const cluster = findCluster();
  const ensureStarted = onCleanup(
    async () => start(cluster),
    () => start(cluster),
  );
  return {
    cluster: cluster.join('/'),
    /** Fast shutdown: open sessions are terminated (57P01), as in a real restart. */
    stop: () => ctlAsync(cluster, 'stop', ['-m', 'fast']),
    start: async () => {
      await ctlAsync(cluster, 'start').catch(() => undefined);
      start(cluster);
    },
    release: ensureStarted,
  };
}
