import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Another build of one remote, made from the real sources with a change applied, as a remote's team would ship
 * it. The workspace pieces a remote build needs (the remote, the libs, the build config) are copied under
 * `.variants/` (gitignored) at the repository root, so node resolution still finds the installed packages above;
 * the copy's `node_modules/@meche/*` point at the copied libs, so a change to a lib is built in. Built with the
 * same rspack config as `nx run <remote>:build`; `remove()` deletes everything.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const VARIANTS = join(ROOT, '.variants');
const RSPACK_CLI = join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js');
/** What a copy leaves out: builds, installs and test output of the real checkout. */
const SKIPPED = /(?:^|[\\/])(?:dist|node_modules|test-results)(?:[\\/]|$)/;

export type Edit =
  /** Replaces one exact text in a file; it must be there. */
  | { file: string; replace: [string, string] }
  /** Writes a new file. */
  | { file: string; content: string }
  /** Rewrites a JSON file. */
  | { file: string; json: (value: Record<string, unknown>) => Record<string, unknown> };

export interface RemoteVariant {
  /** The built remote: what a deployment would upload. */
  dist: string;
  remove(): void;
}

function apply(work: string, edit: Edit): void {
  const file = join(work, edit.file);
  if ('content' in edit) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, edit.content);
  } else if ('json' in edit) {
    writeFileSync(file, `${JSON.stringify(edit.json(JSON.parse(readFileSync(file, 'utf8'))), null, 2)}\n`);
  } else {
    const [from, to] = edit.replace;
    const text = readFileSync(file, 'utf8');
    if (!text.includes(from)) throw new Error(`${edit.file} does not contain ${JSON.stringify(from)}`);
    writeFileSync(file, text.replace(from, to));
  }
}

function run(cwd: string, log: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [RSPACK_CLI, 'build', '--mode', 'production'], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) => {
      writeFileSync(log, output);
      if (code === 0) done();
      else fail(new Error(`building the variant failed (${code}):\n${output.slice(-3000)}`));
    });
  });
}

/** Builds `project` (e.g. 'catalogue-mfe') from a copy of the workspace with `edits` applied. */
export async function buildRemoteVariant(project: string, label: string, edits: Edit[]): Promise<RemoteVariant> {
  const work = join(VARIANTS, `${label}-${process.pid}-${Date.now()}`);
  const remove = () => {
    rmSync(work, { recursive: true, force: true });
    // The folder goes too once no other variant uses it.
    if (existsSync(VARIANTS) && readdirSync(VARIANTS).length === 0) rmdirSync(VARIANTS);
  };
  try {
    const copy = (relative: string) => cpSync(join(ROOT, relative), join(work, relative), { recursive: true, filter: (src) => !SKIPPED.test(src.slice(ROOT.length)) });
    copy(join('apps', project));
    copy('libs');
    copy(join('tools', 'rspack'));
    // The build config reads each remote's port from the topology.
    copy(join('tools', 'lib'));
    copy('tsconfig.base.json');
    mkdirSync(join(work, 'node_modules', '@meche'), { recursive: true });
    for (const lib of readdirSync(join(work, 'libs'))) symlinkSync(join(work, 'libs', lib), join(work, 'node_modules', '@meche', lib));
    // Packages npm could not hoist stay in the workspace's own node_modules: the copy reads them there too.
    for (const workspace of [join('apps', project), ...readdirSync(join(work, 'libs')).map((lib) => join('libs', lib))]) {
      const installed = join(ROOT, workspace, 'node_modules');
      if (existsSync(installed)) symlinkSync(installed, join(work, workspace, 'node_modules'));
    }
    for (const edit of edits) apply(work, edit);
    await run(join(work, 'apps', project), join(work, 'build.log'));
    const dist = join(work, 'apps', project, 'dist');
    if (!existsSync(join(dist, 'mf-manifest.json'))) throw new Error(`${dist} has no mf-manifest.json`);
    return { dist, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
