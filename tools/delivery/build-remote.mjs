#!/usr/bin/env node
// Builds one remote's deployable artefact: a folder of static files (remoteEntry.js, mf-manifest.json, remote.json,
// hashed chunks) to copy to any static host or CDN, alone.
//   npm run build:remote -- catalogue                 → apps/catalogue-mfe/dist, through nx (cached when unchanged)
//   npm run build:remote -- catalogue --out <dir>     → <dir> only: the build being served (npm start serves the
//                                                        dists) is left as it is, so both versions can be served
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runOnce } from '../lib/processes.mjs';
import { NX_CLI, REMOTES, ROOT, RSPACK_CLI } from '../lib/topology.mjs';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' } } });
const remote = REMOTES.find((r) => r.name === positionals[0] || r.project === positionals[0]);
if (!remote || positionals.length !== 1) {
  console.error(`usage: npm run build:remote -- <${REMOTES.map((r) => r.name).join('|')}> [--out <dir>]`);
  process.exit(2);
}

const appDir = join(ROOT, 'apps', remote.project);
const where = values.out ? resolve(values.out) : join(appDir, 'dist');
if (values.out) {
  // The app's own production config, written elsewhere.
  await runOnce(process.execPath, [RSPACK_CLI, 'build', '--mode', 'production', '--output-path', where], { cwd: appDir });
} else {
  await runOnce(process.execPath, [NX_CLI, 'run', `@meche/${remote.project}:build`, '--outputStyle=static'], { cwd: ROOT });
}

const descriptor = JSON.parse(readFileSync(join(where, 'remote.json'), 'utf8'));
process.stdout.write(
  [
    '',
    `  Remote "${descriptor.name}" (contract ${descriptor.contract}) : ${where}`,
    '  Servez ce dossier sur une origine qui envoie Access-Control-Allow-Origin, puis pointez remotes.json dessus :',
    `    node tools/delivery/point-remote.mjs ${descriptor.name} https://<origine>/mf-manifest.json`,
    '',
  ].join('\n'),
);
