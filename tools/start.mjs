#!/usr/bin/env node
// `npm start`: production build (nx cache), then the API (serving the shell) and one static server per remote.
// API_PROCESSES=N (N > 1, with DATABASE_URL): N API processes behind HAProxy, PgBouncer in front of PostgreSQL.
import './lib/supported-node.mjs';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runChild, runOnce, stopAll, stopOnSignals, waitForUrl } from './lib/processes.mjs';
import { startScaleOut } from './lib/scale-out.mjs';
import { API_PORT, FRONT_PROJECTS, NX_CLI, REMOTES, remoteOrigin, remotesJson, ROOT, TSX_CLI } from './lib/topology.mjs';

/** e2e only: each remote server gets a control port (remote port + 100) to be stopped and restarted. */
const CONTROL = process.env.MECHE_E2E_CONTROL === '1';
/**
 * e2e and bench: serve a copy of each dist, so a rebuild in the checkout meanwhile cannot pull files from under
 * the tests. '1' copies into a temporary folder removed on exit; a path copies there (the caller removes it, and
 * may edit what is served, e.g. the shell's remotes.json).
 */
const SNAPSHOT = process.env.MECHE_DIST_SNAPSHOT ?? '';

function distDirs() {
  const dirs = Object.fromEntries(['shell', ...REMOTES.map((r) => r.project)].map((p) => [p, join(ROOT, 'apps', p, 'dist')]));
  if (!SNAPSHOT) return dirs;
  const copy = SNAPSHOT === '1' ? mkdtempSync(join(tmpdir(), 'meche-dist-')) : SNAPSHOT;
  if (SNAPSHOT === '1') process.on('exit', () => rmSync(copy, { recursive: true, force: true }));
  for (const [project, dir] of Object.entries(dirs)) {
    // Timestamps kept: a precompressed copy is only served when it is no older than its file.
    cpSync(dir, join(copy, project), { recursive: true, preserveTimestamps: true });
    dirs[project] = join(copy, project);
  }
  return dirs;
}

/** Fails fast, naming the port, rather than serving half a stack next to someone else's server. */
function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`Port ${port} is already in use: stop what runs there, or move it (see README).`)));
    probe.listen(port, '127.0.0.1', () => probe.close(resolve));
  });
}

/** The shell's dist ships the default ports; moved ports are written in, no rebuild needed. */
async function writeRemotesJson(shellDist) {
  const file = join(shellDist, 'remotes.json');
  const wanted = `${JSON.stringify(remotesJson(), null, 2)}\n`;
  const current = await readFile(file, 'utf8').catch(() => '');
  if (JSON.stringify(JSON.parse(current || '{}')) !== JSON.stringify(remotesJson())) await writeFile(file, wanted);
}

/** How many API processes: 1 unless API_PROCESSES says more, which needs a PostgreSQL server (PGlite is one process). */
function apiProcesses() {
  const wanted = Number(process.env.API_PROCESSES ?? 1);
  if (!Number.isInteger(wanted) || wanted < 1) throw new Error(`API_PROCESSES must be a whole number ≥ 1 (got ${process.env.API_PROCESSES}).`);
  if (wanted > 1 && !process.env.DATABASE_URL) {
    throw new Error(
      'API_PROCESSES > 1 demande un serveur PostgreSQL (DATABASE_URL) : la base embarquée ne sert qu’un processus. / ' +
        'API_PROCESSES > 1 needs a PostgreSQL server (DATABASE_URL): the embedded database serves one process only.',
    );
  }
  return wanted;
}

async function main() {
  stopOnSignals();
  const processes = apiProcesses();
  const ports = [API_PORT, ...REMOTES.map((r) => r.port), ...(CONTROL ? REMOTES.map((r) => r.port + 100) : [])];
  for (const port of ports) await assertPortFree(port);
  if (process.env.MECHE_SKIP_BUILD !== '1') {
    await runOnce(process.execPath, [NX_CLI, 'run-many', '-t', 'build', `--projects=${FRONT_PROJECTS.join(',')}`, '--outputStyle=static'], {
      cwd: ROOT,
    });
  }
  const dist = distDirs();
  await writeRemotesJson(dist.shell);

  const origins = REMOTES.map(remoteOrigin);
  // The pages' CSP allows the remotes the served remotes.json names, read again when it changes.
  const apiEnv = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    PORT: String(API_PORT),
    STATIC_DIR: dist.shell,
    ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS ?? origins.join(','),
  };
  const apiCommand = [process.execPath, TSX_CLI, 'apps/api/src/main.ts'];
  let apiPid;
  if (processes === 1) {
    apiPid = runChild('api', apiCommand[0], apiCommand.slice(1), { cwd: ROOT, env: apiEnv }).pid;
  } else {
    const stack = await startScaleOut({
      processes,
      port: API_PORT,
      databaseUrl: process.env.DATABASE_URL,
      env: apiEnv,
      apiCommand,
      cwd: ROOT,
      spawnChild: (name, command, args, options) => runChild(name, command, args, options),
    });
    process.on('exit', stack.removeConfig);
    apiPid = stack.pids.join(', ');
  }
  for (const remote of REMOTES) {
    const args = [join(ROOT, 'tools/serve-static.mjs'), '--dir', dist[remote.project], '--port', String(remote.port)];
    if (CONTROL) args.push('--control-port', String(remote.port + 100));
    runChild(remote.name, process.execPath, args, { cwd: ROOT, env: { ...process.env, HOST: process.env.REMOTE_HOST ?? '127.0.0.1' } });
  }

  await Promise.all([
    waitForUrl(`http://127.0.0.1:${API_PORT}/api/health`),
    ...REMOTES.map((r) => waitForUrl(`http://127.0.0.1:${r.port}/mf-manifest.json`)),
  ]);

  const lines = ['', `  Mèche est prêt : http://localhost:${API_PORT}`];
  if (!process.env.DATABASE_URL) lines.push('  Compte de démonstration : demo@meche.test / meche-demo');
  if (processes > 1) lines.push(`  API : ${processes} processus derrière HAProxy, PgBouncer devant PostgreSQL`);
  lines.push(`  Modules : ${REMOTES.map((r) => `${r.name} ${remoteOrigin(r)}`).join(' · ')}`, '  Ctrl-C pour tout arrêter.', '');
  // e2e: which process serves the API, so a test can show it was not restarted.
  if (CONTROL) lines.push(`  api pid ${apiPid}`, '');
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error.message);
  void stopAll(1);
});
