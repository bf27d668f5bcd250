// Builds: cold full production build, fully cached rebuild, and what `nx affected` selects after a change in
// one remote and in one lib, checked against the project graph.
//
// The builds run in a copy of the working tree under the bench's scratch dir (tracked and untracked files,
// node_modules linked, its own nx cache directory and dists): a cold build means deleting dists and the cache,
// which in the checkout itself would pull files from under a running stack or another build. Same sources,
// same dependencies, same commands.
import { spawn, execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, readFileSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { NX_CLI } from '../lib/topology.mjs';
import { onCleanup } from '../resilience/lib/cleanup.mjs';

export const title = 'Builds';

/** One file in one remote and one in one lib; any file of the project would do (nx maps files to projects). */
const REMOTE_CHANGE = 'apps/clients-mfe/src/list/clients-page.tsx';
const LIB_CHANGE = 'libs/ui/src/index.ts';

/** The working tree as git sees it (tracked + untracked, not ignored), without node_modules, dists, caches. */
function copyWorkingTree(root, dest) {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, maxBuffer: 64 << 20 })
    .toString()
    .split('\0')
    .filter(Boolean);
  let copied = 0;
  for (const file of files) {
    const target = join(dest, file);
    mkdirSync(dirname(target), { recursive: true });
    try {
      cpSync(join(root, file), target, { verbatimSymlinks: true });
      copied++;
    } catch (error) {
      // Listed by git but deleted in the working tree: not part of it.
      if (error.code !== 'ENOENT') throw error;
    }
  }
  return copied;
}

/**
 * node_modules of the copy: every package linked to the checkout's, except the workspace links (@meche/*),
 * which point into the copy, so the copy builds its own sources.
 */
function linkNodeModules(root, dest) {
  const from = join(root, 'node_modules');
  const to = join(dest, 'node_modules');
  mkdirSync(to);
  for (const entry of readdirSync(from)) {
    if (entry !== '@meche') {
      symlinkSync(join(from, entry), join(to, entry));
      continue;
    }
    mkdirSync(join(to, entry));
    for (const pkg of readdirSync(join(from, entry))) {
      const link = join(from, entry, pkg);
      const workspace = resolve(dirname(link), readlinkSync(link)).slice(root.length);
      symlinkSync(join(dest, workspace), join(to, entry, pkg));
    }
  }
}

/** Runs `nx …` in `cwd`; resolves with { seconds, output }; stopped at cleanup if still running. */
function nx(cwd, args, env = {}) {
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [NX_CLI, ...args], {
      cwd,
      env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true', ...env },
      // Not detached: a Ctrl-C in the terminal reaches nx and the builds it runs.
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const kill = () => {
      try {
        child.kill('SIGTERM');
      } catch {
        // Gone.
      }
    };
    const forget = onCleanup(async () => kill(), kill);
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.once('error', reject);
    child.once('exit', (code) => {
      void forget();
      const seconds = (performance.now() - started) / 1000;
      if (code === 0) resolvePromise({ seconds, output });
      else reject(new Error(`nx ${args.join(' ')} failed (${code}):\n${output.slice(-3000)}`));
    });
  });
}

/** nx 24's summary: "Cache:             4/4 hit (100%)" (older: "… for 4 out of 4 tasks."). */
function cacheHits(output, tasks) {
  const match = /Cache:\s+(\d+)\/(\d+) hit/.exec(output) ?? /for (\d+) out of (\d+) tasks?/.exec(output);
  if (match) return { hits: Number(match[1]), tasks: Number(match[2]) };
  return { hits: 0, tasks };
}

/** Projects that depend on `project`, directly or not, in the nx graph (implicit dependencies included). */
function dependantsOf(graph, project) {
  const found = new Set([project]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [name, deps] of Object.entries(graph.dependencies)) {
      if (!found.has(name) && deps.some((d) => found.has(d.target))) {
        found.add(name);
        grew = true;
      }
    }
  }
  return found;
}

const projectOf = (graph, file) =>
  Object.values(graph.nodes).find((n) => file.startsWith(`${n.data.root}/`))?.name ?? null;

const sameSet = (a, b) => a.size === b.size && [...a].every((x) => b.has(x));
const list = (set) => [...set].sort().map((p) => p.replace('@meche/', '')).join(', ');

async function affected(cwd, graph, file, expectedOf, targetText, label) {
  const { output } = await nx(cwd, ['show', 'projects', '--affected', `--files=${file}`, '--json']);
  const selected = new Set(JSON.parse(output.slice(output.indexOf('['), output.lastIndexOf(']') + 1)));
  const project = projectOf(graph, file);
  const expected = expectedOf(project);
  const { output: buildOut } = await nx(cwd, ['show', 'projects', '--affected', `--files=${file}`, '--withTarget=build', '--json']);
  const rebuilt = JSON.parse(buildOut.slice(buildOut.indexOf('['), buildOut.lastIndexOf(']') + 1));
  return {
    name: `nx affected after a change in ${label} (${file})`,
    value: list(selected),
    target: targetText,
    met: sameSet(selected, expected),
    raw: { file, project, selected: [...selected].sort(), expected: [...expected].sort(), buildTargetsAffected: rebuilt.sort() },
  };
}

/** @param {{ root: string, quick: boolean, log(msg: string): void, tmpDir: string }} ctx */
export async function run(ctx) {
  const copy = join(ctx.tmpDir, 'builds-worktree');
  ctx.log('copying the working tree…');
  const files = copyWorkingTree(ctx.root, copy);
  linkNodeModules(ctx.root.replace(/\/$/, ''), copy);
  const removeCopy = onCleanup(async () => rmSync(copy, { recursive: true, force: true }));

  try {
    // The project graph (computed once here, so the build timings are builds only).
    const graphFile = join(ctx.tmpDir, 'nx-graph.json');
    await nx(copy, ['graph', `--file=${graphFile}`]);
    const { graph } = JSON.parse(readFileSync(graphFile, 'utf8'));
    const buildProjects = Object.values(graph.nodes).filter((n) => n.data.targets?.build).map((n) => n.name).sort();
    // The e2e project is an npm workspace like the others: it is known by its e2e target.
    const e2e = new Set(Object.values(graph.nodes).filter((n) => n.type === 'e2e' || n.data.targets?.e2e).map((n) => n.name));

    const cacheDir = join(copy, '.nx', 'bench-cache');
    const build = (extra) => nx(copy, ['run-many', '-t', 'build', '--outputStyle=static', ...extra], { NX_CACHE_DIRECTORY: cacheDir });
    for (const project of buildProjects) rmSync(join(copy, graph.nodes[project].data.root, 'dist'), { recursive: true, force: true });
    rmSync(cacheDir, { recursive: true, force: true });
    // Cold = no dist and an empty cache directory. Not --skip-nx-cache: in nx 24 it also skips storing the
    // results, so the "cached" rebuild after it would rebuild everything (0/4 hits).
    ctx.log(`cold build of ${buildProjects.length} projects (empty nx cache, no dist)…`);
    const cold = await build([]);
    const coldHits = cacheHits(cold.output, buildProjects.length);
    if (coldHits.hits !== 0) throw new Error(`the cold build found ${coldHits.hits} task(s) in an empty cache`);
    ctx.log('cached rebuild…');
    const cached = await build([]);
    const hits = cacheHits(cached.output, buildProjects.length);

    // A team's day: one file of its remote changed, the whole build asked for again; only that remote builds.
    ctx.log('rebuild after a change in one remote…');
    appendFileSync(join(copy, REMOTE_CHANGE), '\n// bench: a change\n');
    const oneRemote = await build([]);
    const oneRemoteHits = cacheHits(oneRemote.output, buildProjects.length);

    ctx.log('nx affected…');
    const remoteRow = await affected(
      copy,
      graph,
      REMOTE_CHANGE,
      (project) => new Set([project, ...[...e2e].filter((p) => graph.dependencies[p].some((d) => d.target === project))]),
      'only that remote and its e2e',
      'one remote',
    );
    const libRow = await affected(copy, graph, LIB_CHANGE, (project) => dependantsOf(graph, project), 'the lib and its dependants (nx graph)', 'one lib');

    return {
      rows: [
        {
          name: `cold full build — ${buildProjects.length} projects, empty nx cache (the copy's own folder), dist removed`,
          value: `${cold.seconds.toFixed(1)} s`,
          target: '',
          met: null,
          raw: { seconds: cold.seconds, projects: buildProjects, ...coldHits },
        },
        {
          name: "fully cached rebuild — same command, the copy's own nx cache folder",
          value: `${cached.seconds.toFixed(1)} s · ${hits.hits}/${hits.tasks} cache hits`,
          target: 'every task from the cache',
          met: hits.hits === hits.tasks && hits.tasks === buildProjects.length,
          raw: { seconds: cached.seconds, ...hits },
        },
        {
          name: `rebuild after a change in one remote (${REMOTE_CHANGE.split('/')[1]}) — same command`,
          value: `${oneRemote.seconds.toFixed(1)} s · ${oneRemoteHits.hits}/${oneRemoteHits.tasks} cache hits`,
          target: 'only that remote rebuilt',
          met: oneRemoteHits.tasks === buildProjects.length && oneRemoteHits.hits === buildProjects.length - 1,
          raw: { seconds: oneRemote.seconds, file: REMOTE_CHANGE, ...oneRemoteHits },
        },
        remoteRow,
        libRow,
      ],
      details: {
        method: 'copy of the working tree (git ls-files) with node_modules linked, own nx cache directory',
        filesCopied: files,
        coldOutputTail: cold.output.slice(-1500),
        cachedOutputTail: cached.output.slice(-800),
        dependencies: Object.fromEntries(Object.entries(graph.dependencies).map(([k, v]) => [k, v.map((d) => `${d.target} (${d.type})`)])),
      },
    };
  } finally {
    await removeCopy();
  }
}
