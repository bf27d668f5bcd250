#!/usr/bin/env node
// `npm start`: production build (nx cache), then the API (serving the shell) and one static server per remote.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runChild, runOnce, stopAll, stopOnSignals, waitForUrl } from './lib/processes.mjs';
import { API_PORT, FRONT_PROJECTS, NX_CLI, REMOTES, remoteOrigin, remotesJson, ROOT, TSX_CLI } from './lib/topology.mjs';

const SHELL_DIST = join(ROOT, 'apps/shell/dist');
/** e2e only: each remote server gets a control port (remote port + 100) to be stopped and restarted. */
const CONTROL = process.env.MECHE_E2E_CONTROL === '1';

/** The shell's dist ships the default ports; moved ports are written in, no rebuild needed. */
async function writeRemotesJson() {
  const file = join(SHELL_DIST, 'remotes.json');
  const wanted = `${JSON.stringify(remotesJson(), null, 2)}\n`;
  const current = await readFile(file, 'utf8').catch(() => '');
  if (JSON.stringify(JSON.parse(current || '{}')) !== JSON.stringify(remotesJson())) await writeFile(file, wanted);
}

async function main() {
  stopOnSignals();
  if (process.env.MECHE_SKIP_BUILD !== '1') {
    await runOnce(process.execPath, [NX_CLI, 'run-many', '-t', 'build', `--projects=${FRONT_PROJECTS.join(',')}`, '--outputStyle=static'], {
      cwd: ROOT,
    });
  }
  await writeRemotesJson();

  const origins = REMOTES.map(remoteOrigin);
  runChild('api', process.execPath, [TSX_CLI, 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      PORT: String(API_PORT),
      STATIC_DIR: SHELL_DIST,
      REMOTE_ORIGINS: process.env.REMOTE_ORIGINS ?? origins.join(','),
      ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS ?? origins.join(','),
    },
  });
  for (const remote of REMOTES) {
    const args = [join(ROOT, 'tools/serve-static.mjs'), '--dir', join(ROOT, `apps/${remote.project}/dist`), '--port', String(remote.port)];
    if (CONTROL) args.push('--control-port', String(remote.port + 100));
    runChild(remote.name, process.execPath, args, { cwd: ROOT, env: { ...process.env, HOST: process.env.REMOTE_HOST ?? '127.0.0.1' } });
  }

  await Promise.all([
    waitForUrl(`http://127.0.0.1:${API_PORT}/api/health`),
    ...REMOTES.map((r) => waitForUrl(`http://127.0.0.1:${r.port}/mf-manifest.json`)),
  ]);

  const lines = ['', `  Mèche est prêt : http://localhost:${API_PORT}`];
  if (!process.env.DATABASE_URL) lines.push('  Compte de démonstration : demo@meche.test / meche-demo');
  lines.push(`  Modules : ${REMOTES.map((r) => `${r.name} ${remoteOrigin(r)}`).join(' · ')}`, '  Ctrl-C pour tout arrêter.', '');
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error.message);
  void stopAll(1);
});
