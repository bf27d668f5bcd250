#!/usr/bin/env node
// The remotes a change affects, computed by nx from the project graph: what CI deploys, one job each.
//   node tools/delivery/affected-remotes.mjs --base <sha> --head <sha>   → ["catalogue"]
//   node tools/delivery/affected-remotes.mjs --files apps/catalogue-mfe/src/remote.ts
// A remote is affected when its own files change, or a lib it builds with, or the shared build config
// (tools/rspack, the lockfile): nx's affected, not a list kept by hand.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { NX_CLI, REMOTES, ROOT } from '../lib/topology.mjs';

/** The nx projects affected between two commits (or by a list of files), in the workspace at `cwd`. */
export function affectedProjects({ base, head, files, cwd = ROOT }) {
  const range = files ? ['--files', files.join(',')] : ['--base', base, '--head', head];
  // A clean environment: run from an nx task (the tests), the parent's NX_* variables would leak in.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('NX_')));
  const out = execFileSync(process.execPath, [NX_CLI, 'show', 'projects', '--affected', ...range, '--json'], {
    cwd,
    env: { ...env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(out.slice(out.indexOf('[')));
}

/** The names (as in remotes.json) of the remotes among `projects`, in the topology's order. */
export const remotesAmong = (projects) => REMOTES.filter((r) => projects.includes(`@meche/${r.project}`)).map((r) => r.name);

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const { values } = parseArgs({ options: { base: { type: 'string' }, head: { type: 'string' }, files: { type: 'string' } } });
  if (!values.files && !(values.base && values.head)) {
    console.error('usage: affected-remotes.mjs --base <git ref> --head <git ref>  |  --files <file,…>');
    process.exit(2);
  }
  const projects = affectedProjects({ base: values.base, head: values.head, files: values.files?.split(',') });
  process.stdout.write(`${JSON.stringify(remotesAmong(projects))}\n`);
}
