import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { accounts } from './support/accounts';
import { API_PID_ENV, BASE_URL, REMOTE_PORTS, SERVED_SHELL_ENV } from './support/stack';

const ROOT = resolve(import.meta.dirname, '..');
/** Long enough to wait for another run's stack to finish (see lockedCommand). */
const READY_TIMEOUT_MS = 900_000;

/**
 * Test-only environment: a throwaway database, no login throttling across the whole suite, quiet logs, and the
 * builds served from a copy in `distDir` (tests edit the served remotes.json there, as a deployment would).
 */
function stackEnv(dataDir: string | null, distDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    MECHE_E2E_CONTROL: '1',
    MECHE_DIST_SNAPSHOT: distDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    LOGIN_MAX_ATTEMPTS: '1000',
    LOGIN_MAX_ATTEMPTS_PER_IP: '100000',
  };
  delete env.DATABASE_URL;
  if (dataDir) env.DATA_DIR = dataDir;
  else env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  return env;
}

/** PGlite is single-process: accounts are created before the server opens the database. */
function createAccounts(env: NodeJS.ProcessEnv): void {
  for (const a of Object.values(accounts)) {
    const args = ['run', '--silent', 'user:create', '--', '--email', a.email, '--name', a.name, '--password', a.password];
    const run = spawnSync('npm', args, { cwd: ROOT, env, encoding: 'utf8' });
    // A PostgreSQL database kept between runs already has them.
    if (run.status !== 0 && !/déjà utilisé/.test(run.stderr)) {
      throw new Error(`user:create ${a.email} failed:\n${run.stdout}\n${run.stderr}`);
    }
  }
}

/**
 * Several people (or CI jobs) may run e2e in one checkout: the stack's ports are one per machine, so
 * each run holds a lock for the life of its stack and the next one waits (util-linux `flock`, when present).
 */
function lockedCommand(command: string[]): string[] {
  const hasFlock = spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;
  return hasFlock ? ['flock', join(tmpdir(), 'meche-e2e-stack.lock'), ...command] : command;
}

/**
 * Our own stack is up when start.mjs says so (a health check could be answered by someone else's); it names the
 * process serving the API, which a test checks was never restarted.
 */
function readyLine(child: ChildProcess): Promise<{ apiPid: number }> {
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      seen = (seen + chunk.toString()).slice(-2000);
      const pid = /api pid (\d+)/.exec(seen)?.[1];
      if (seen.includes('Mèche est prêt') && pid) resolve({ apiPid: Number(pid) });
    });
    child.once('exit', (code) => reject(new Error(`tools/start.mjs exited (${code}) before it was ready`)));
    setTimeout(() => reject(new Error(`the stack was not ready within ${READY_TIMEOUT_MS / 1000} s`)), READY_TIMEOUT_MS).unref();
  });
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`tools/start.mjs exited (${child.exitCode}) before ${url} answered`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${READY_TIMEOUT_MS / 1000} s`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.pid === undefined) return done();
    child.once('exit', () => done());
    // tools/start.mjs stops its own children on SIGTERM; its group is killed if it lingers.
    process.kill(-child.pid, 'SIGTERM');
    setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Gone.
      }
    }, 10_000).unref();
  });
}

/**
 * `stop` returns when flock exits, while start.mjs and the API may still be closing the database: removing its folder
 * then would race them (PGlite writes on close). The API lets go of the folder's lock last.
 */
async function released(dataDir: string): Promise<void> {
  const lock = join(dataDir, 'meche.lock');
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && existsSync(lock)) {
    try {
      process.kill(Number(readFileSync(lock, 'utf8')), 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Starts the production stack (`node tools/start.mjs`) on a fresh database; returns its teardown. */
export default async function globalSetup(): Promise<(() => Promise<void>) | void> {
  if (process.env.E2E_BASE_URL) return;
  // The data folder inside a folder of its own: the backups and their key go beside it, and go with it.
  const dataRoot = process.env.E2E_DATABASE_URL ? null : mkdtempSync(join(tmpdir(), 'meche-e2e-'));
  const dataDir = dataRoot ? join(dataRoot, 'data') : null;
  const distDir = mkdtempSync(join(tmpdir(), 'meche-e2e-dist-'));
  const env = stackEnv(dataDir, distDir);
  createAccounts(env);

  const [command, ...args] = lockedCommand([process.execPath, 'tools/start.mjs']);
  const child = spawn(command!, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
  const teardown = async () => {
    await stop(child);
    if (dataDir) await released(dataDir);
    if (dataRoot) rmSync(dataRoot, { recursive: true, force: true });
    rmSync(distDir, { recursive: true, force: true });
  };
  try {
    const { apiPid } = await readyLine(child);
    // Read by the tests (workers inherit this environment): what is served, and who serves the API.
    process.env[SERVED_SHELL_ENV] = join(distDir, 'shell');
    process.env[API_PID_ENV] = String(apiPid);
    await waitUntilReady(`${BASE_URL}/api/health`, child);
    for (const port of Object.values(REMOTE_PORTS)) await waitUntilReady(`http://127.0.0.1:${port}/mf-manifest.json`, child);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
