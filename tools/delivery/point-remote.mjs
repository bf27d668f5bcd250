#!/usr/bin/env node
// Points one remote's entry of the shell's remotes.json at a manifest: deploying, moving or rolling back a remote.
//   node tools/delivery/point-remote.mjs catalogue http://localhost:4212/mf-manifest.json [--file <remotes.json>]
// The file defaults to the one `npm start` serves (apps/shell/dist/remotes.json). The remote's descriptor
// (remote.json beside the manifest) must answer and name that remote, unless --force: a typo is caught here, not
// by the practitioners.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../lib/topology.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { file: { type: 'string', default: join(ROOT, 'apps/shell/dist/remotes.json') }, force: { type: 'boolean', default: false } },
});
const [remote, manifest] = positionals;
if (!remote || !manifest || positionals.length !== 2) {
  console.error('usage: point-remote.mjs <remote> <manifest URL> [--file <remotes.json>] [--force]');
  process.exit(2);
}

if (!values.force) {
  const url = new URL('remote.json', manifest);
  const descriptor = await fetch(url, { signal: AbortSignal.timeout(5000) })
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
    .catch((error) => {
      console.error(`${url} does not answer (${error.message}): nothing changed (--force to point anyway).`);
      process.exit(1);
    });
  if (descriptor.name !== remote) {
    console.error(`${url} describes "${descriptor.name}", not "${remote}": nothing changed.`);
    process.exit(1);
  }
  process.stdout.write(`${remote}: contract ${descriptor.contract}, ${descriptor.routes?.length ?? 0} routes\n`);
}

const file = resolve(values.file);
const remotes = JSON.parse(readFileSync(file, 'utf8'));
const previous = remotes[remote];
remotes[remote] = manifest;
writeFileSync(file, `${JSON.stringify(remotes, null, 2)}\n`);
process.stdout.write(`${file}: ${remote} ${previous ?? '(new)'} → ${manifest}\n`);
