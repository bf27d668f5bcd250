#!/usr/bin/env node
// `npm run dev`: rspack dev servers with hot reload for the shell and the three remotes, the API in watch mode.
import './lib/supported-node.mjs';
import { join } from 'node:path';
import { runChild, stopAll, stopOnSignals, waitForUrl } from './lib/processes.mjs';
import { API_PORT, REMOTES, remoteOrigin, remotesJson, ROOT, RSPACK_CLI, SHELL_DEV_PORT, TSX_CLI } from './lib/topology.mjs';

stopOnSignals();

const shellOrigin = `http://localhost:${SHELL_DEV_PORT}`;
const origins = [shellOrigin, ...REMOTES.map(remoteOrigin)];

runChild('api', process.execPath, [TSX_CLI, 'watch', 'apps/api/src/main.ts'], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(API_PORT),
    ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS ?? origins.join(','),
    REMOTE_ORIGINS: process.env.REMOTE_ORIGINS ?? REMOTES.map(remoteOrigin).join(','),
  },
});

for (const app of [{ project: 'shell', port: SHELL_DEV_PORT }, ...REMOTES]) {
  runChild(app.project, process.execPath, [RSPACK_CLI, 'serve', '--mode', 'development', '--port', String(app.port)], {
    cwd: join(ROOT, 'apps', app.project),
    env: { ...process.env, API_ORIGIN: `http://127.0.0.1:${API_PORT}`, MECHE_REMOTES_JSON: JSON.stringify(remotesJson()) },
  });
}

try {
  await waitForUrl(`http://127.0.0.1:${API_PORT}/api/health`, { timeoutMs: 120_000 });
  await waitForUrl(`http://127.0.0.1:${SHELL_DEV_PORT}/`, { timeoutMs: 120_000 });
  process.stdout.write(`\n  Mèche (dev, rechargement à chaud) : ${shellOrigin}\n  Ctrl-C pour tout arrêter.\n\n`);
} catch (error) {
  console.error(error.message);
  await stopAll(1);
}
