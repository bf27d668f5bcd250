// The production API (apps/api/src/main.ts) as a child process in its own process group.
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { API_DIR } from './paths.mjs';
import { onCleanup } from './cleanup.mjs';

const START_TIMEOUT_MS = 90_000;

export const freePort = (preferred) =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(freePort(0)));
    probe.listen(preferred, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * `node --import tsx src/main.ts` (what `npx tsx` runs, minus the wrapper process), so that SIGKILL
 * hits the server itself; the whole group is killed anyway. `env` overrides the variables set here
 * (the bench runs the API at its production log level).
 */
export async function startApi({ databaseUrl, port, logFile, env = {} }) {
  const origin = `http://127.0.0.1:${port}`;
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Without a URL: the embedded PGlite in DATA_DIR (given in `env`).
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      ALLOWED_ORIGINS: origin,
      LOG_LEVEL: process.env.RESILIENCE_API_LOG_LEVEL ?? 'warn',
      ...env,
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log);
  let exit = null;
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve(exit);
    }),
  );
  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  const forget = onCleanup(
    async () => {
      killGroup('SIGKILL');
      await Promise.race([exited, sleep(5000)]);
    },
    () => killGroup('SIGKILL'),
  );

  const api = {
    pid: child.pid,
    port,
    origin,
    base: origin,
    get exit() {
      return exit;
    },
    alive: () => exit === null,
    /** kill -9 of the server's process group: no shutdown hook, no drain. */
    async kill9() {
      killGroup('SIGKILL');
      await exited;
      await forget();
    },
    async stop() {
      killGroup('SIGTERM');
      if ((await Promise.race([exited, sleep(10_000).then(() => 'late')])) === 'late') killGroup('SIGKILL');
      await forget();
    },
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exit) throw new Error(`API exited during start-up (${exit.signal ?? `code ${exit.code}`}); see ${logFile}`);
    try {
      const r = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (r.ok) return api;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  await api.stop();
  throw new Error(`API did not answer /api/health within ${START_TIMEOUT_MS / 1000} s; see ${logFile}`);
}

/** `npm run user:create` with the same database (the API's own CLI). */
export function createUserWithCli({ databaseUrl, email, name, password, logFile }) {
  return new Promise((resolve, reject) => {
    const log = openSync(logFile, 'a');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/cli/create-user.ts', '--email', email, '--name', name, '--password', password],
      { cwd: API_DIR, env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' }, stdio: ['ignore', log, log] },
    );
    closeSync(log);
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`user:create exited ${code}; see ${logFile}`))));
  });
}
