// The production front stack for the browser benches: `tools/start.mjs` (API serving the shell + one static
// server per remote) on free ports, on a throwaway PostgreSQL database, with one practitioner account.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FRONT_PROJECTS, NX_CLI, ROOT } from '../../lib/topology.mjs';
import { createUserWithCli, freePort } from '../../resilience/lib/api-process.mjs';
import { onCleanup } from '../../resilience/lib/cleanup.mjs';
import { createBenchDatabase } from './bench-database.mjs';
import { localhostCertificate, remotePath, startFront } from '../../lib/front-proxy.mjs';

const READY_TIMEOUT_MS = 120_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The account the benches log in with (created by `npm run user:create`'s CLI). */
const BENCH_ACCOUNT = { email: 'bench@meche.test', name: 'Bench Praticienne', password: 'bench-password-1' };

/**
 * Production build of the four front apps through nx: after `builds` (or any earlier build) every project is a
 * cache hit and this takes seconds; from a fresh clone it is the real build.
 */
function buildFront({ log }) {
  log('front build (nx cache)…');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [NX_CLI, 'run-many', '-t', 'build', `--projects=${FRONT_PROJECTS.join(',')}`, '--outputStyle=static'],
      { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`front build failed (${code})`))));
  });
}

function signal(child, name) {
  try {
    child.kill(name);
  } catch {
    // Already gone.
  }
}

/**
 * Starts the stack from the current dists (copied first: MECHE_DIST_SNAPSHOT, so a rebuild in the checkout
 * meanwhile cannot change what is measured). Returns { baseUrl, apiUrl, ports, databaseUrl, account, logFile,
 * chromeArgs, tls, stop }: the log holds the API's and the remotes' servers' errors. With `tls`, the browser reaches
 * the stack over HTTPS and HTTP/2 as a deployment serves it (tools/lib/front-proxy.mjs): the API and every remote
 * on one origin, each remote under /remotes/<name>/, remotes.json naming them there (`topology(name)` switches to
 * a host per remote and back: 'one-origin' or 'origins'); chromeArgs make Chromium trust the run's certificate
 * ({ key, cert } in tls, for another front); apiUrl stays the API's own plain address, for Node's requests.
 * @param {{ log(msg: string): void, pgAdminUrl: string, tmpDir: string }} ctx
 * @param {{ prefix?: string, build?: boolean, tls?: boolean }} [options]
 */
export async function startFrontStack(ctx, { prefix = 'front', build = true, tls = false } = {}) {
  if (build) await buildFront(ctx);
  for (const project of FRONT_PROJECTS) {
    const dist = join(ROOT, 'apps', project.replace('@meche/', ''), 'dist');
    if (!existsSync(dist)) throw new Error(`${dist} is missing: the front build did not run`);
  }
  const db = await createBenchDatabase(ctx.pgAdminUrl, prefix);
  const logFile = join(ctx.tmpDir, `${prefix}-stack.log`);
  await createUserWithCli({ databaseUrl: db.url, ...BENCH_ACCOUNT, logFile });

  const ports = { api: await freePort(0), clients: await freePort(0), catalogue: await freePort(0), programmes: await freePort(0), agenda: await freePort(0) };
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [join(ROOT, 'tools/start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      MECHE_SKIP_BUILD: '1',
      // A folder of the run's own: with tls its remotes.json is edited once the stack is up.
      MECHE_DIST_SNAPSHOT: join(ctx.tmpDir, `${prefix}-dist`),
      DATABASE_URL: db.url,
      PORT: String(ports.api),
      CLIENTS_PORT: String(ports.clients),
      CATALOGUE_PORT: String(ports.catalogue),
      PROGRAMMES_PORT: String(ports.programmes),
      AGENDA_PORT: String(ports.agenda),
      LOG_LEVEL: 'warn',
      ...(tls ? { TRUST_PROXY: 'true' } : {}),
      // The benches log in many times from one address.
      LOGIN_MAX_ATTEMPTS: '100000',
      LOGIN_MAX_ATTEMPTS_PER_IP: '100000',
    },
    stdio: ['ignore', 'pipe', log],
    // Not detached: a Ctrl-C in the terminal reaches start.mjs too, which stops the API and the remotes'
    // servers (each in its own process group) on SIGINT/SIGTERM, even if this process dies first.
  });
  closeSync(log);
  let exited = null;
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve((exited = signal ?? code))));
  const stop = onCleanup(
    async () => {
      // start.mjs stops its children on SIGTERM (SIGKILL only if it hangs: its children would be left).
      signal(child, 'SIGTERM');
      if ((await Promise.race([exit, sleep(10_000).then(() => 'late')])) === 'late') signal(child, 'SIGKILL');
      await db.drop();
    },
    // On a bare exit: SIGTERM still lets start.mjs stop its children after this process is gone.
    () => signal(child, 'SIGTERM'),
  );

  // Ready when start.mjs says so: it waits for the API's health and every remote's manifest.
  let seen = '';
  const ready = new Promise((resolve) => child.stdout.on('data', (chunk) => {
    seen = (seen + chunk.toString()).slice(-2000);
    if (seen.includes('Mèche est prêt')) resolve(true);
  }));
  const outcome = await Promise.race([ready, exit.then(() => false), sleep(READY_TIMEOUT_MS).then(() => false)]);
  if (!outcome) {
    await stop();
    throw new Error(`the front stack did not start (${exited === null ? 'timeout' : `exit ${exited}`}); see ${logFile}`);
  }
  child.stdout.resume();
  const apiUrl = `http://localhost:${ports.api}`;
  const stack = { baseUrl: apiUrl, apiUrl, ports, databaseUrl: db.url, account: BENCH_ACCOUNT, logFile, chromeArgs: [], stop };
  return tls ? behindTls(stack, join(ctx.tmpDir, `${prefix}-dist`, 'shell', 'remotes.json')) : stack;
}

/**
 * The stack behind TLS fronts, in the two topologies a deployment may choose (docs/deploy.md): one origin, the
 * remotes under paths of the API's front (the default, and what docs/deploy.md recommends), or a front per remote,
 * each on its own origin. `topology(name)` writes remotes.json for one of them (the API follows that edit without a
 * restart, as when a remote moves) and answers the address the browser opens.
 */
async function behindTls(stack, remotesFile) {
  const { key, cert, chromeArgs } = await localhostCertificate();
  const fronts = [];
  const closeFronts = onCleanup(() => Promise.all(fronts.map((f) => f.close())));
  const front = async (options) => {
    const started = await startFront({ ...options, key, cert });
    fronts.push(started);
    return started;
  };
  const plain = JSON.parse(readFileSync(remotesFile, 'utf8'));
  const remotePorts = Object.fromEntries(Object.entries(plain).map(([name, manifest]) => [name, Number(new URL(manifest).port)]));
  const oneOrigin = await front({ upstream: stack.ports.api, remotes: remotePorts });
  const api = await front({ upstream: stack.ports.api });
  const perRemote = {};
  for (const [name, port] of Object.entries(remotePorts)) perRemote[name] = `${(await front({ upstream: port })).origin}/mf-manifest.json`;
  const topologies = {
    'one-origin': { baseUrl: oneOrigin.origin, remotes: Object.fromEntries(Object.keys(plain).map((name) => [name, `${remotePath(name)}mf-manifest.json`])) },
    origins: { baseUrl: api.origin, remotes: perRemote },
  };
  const topology = (name) => {
    const chosen = topologies[name];
    if (!chosen) throw new Error(`unknown topology ${name}`);
    writeFileSync(remotesFile, `${JSON.stringify(chosen.remotes, null, 2)}\n`);
    return chosen.baseUrl;
  };
  const baseUrl = topology('one-origin');
  const stop = async () => {
    await closeFronts();
    await stack.stop();
  };
  return { ...stack, baseUrl, topology, chromeArgs, tls: { key, cert }, stop };
}
