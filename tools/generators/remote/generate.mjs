// Writes a new remote (apps/<name>-mfe) from the templates beside this file, and registers it where the workspace
// lists its remotes. Idempotent: a remote folder already there is left as it is (it may be the team's work by now),
// a registration already made is not made twice. Undone by deleting the folder and reverting REGISTRATION_FILES.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const TEMPLATES = fileURLToPath(new URL('./files/', import.meta.url));

/** The workspace files a new remote is registered in, relative to the repository's root. */
export const REGISTRATION_FILES = ['tools/lib/topology.mjs', 'eslint.config.js', 'e2e/package.json'];

/** One lower-case word: it is the federation name, a JavaScript identifier in the container, and the page's path. */
const NAME = /^[a-z][a-z0-9]{1,30}$/;
const RESERVED = new Set(['shell', 'api', 'dashboard', 'login']);
const MAX_LABEL = 40;
/** The first remote port after the four of the first release; the shell's dev server is 4200. */
const FIRST_PORT = 4201;

/** Why the options cannot make a remote, in the words the command prints; null when they can. */
export function invalidOptions({ name, label }) {
  if (typeof name !== 'string' || !NAME.test(name)) return `--name: one lower-case word (a-z, 0-9, 2 to 31 characters), got "${name ?? ''}".`;
  if (RESERVED.has(name)) return `--name: "${name}" is taken by the workspace.`;
  if (typeof label !== 'string' || !label.trim()) return '--label: the French sidebar label is required, e.g. --label "Stocks".';
  if (label.trim().length > MAX_LABEL) return `--label: at most ${MAX_LABEL} characters.`;
  return null;
}

/** A single-quoted TypeScript/JavaScript string literal. */
const literal = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The block of an array declared as `const <declaration> = [` … `];` (the first `];` after it). */
function arrayBlock(source, declaration) {
  const start = source.indexOf(`${declaration} = [`);
  if (start < 0) throw new Error(`"${declaration} = [" not found`);
  const end = source.indexOf('];', start);
  if (end < 0) throw new Error(`end of "${declaration}" not found`);
  return { start, end };
}

/** Inserts `line` as the block's last element, unless `present` already holds. */
function appendToBlock(source, declaration, line, present) {
  const { start, end } = arrayBlock(source, declaration);
  if (present(source.slice(start, end))) return source;
  return `${source.slice(0, end)}${line}\n${source.slice(end)}`;
}

/** The remotes already in the topology: names and ports. */
function topologyRemotes(source) {
  const { start, end } = arrayBlock(source, 'export const REMOTES');
  return source
    .slice(start, end)
    .split('\n')
    .map((line) => ({ name: /name: '([a-z0-9]+)'/.exec(line)?.[1], port: Number(/port\('[A-Z0-9_]+', (\d+)\)/.exec(line)?.[1]) }))
    .filter((r) => r.name && r.port);
}

/** The next free port after the topology's remotes (their e2e control ports, port + 100, stay clear below 4300). */
function nextPort(topologySource) {
  const ports = topologyRemotes(topologySource).map((r) => r.port);
  return ports.length ? Math.max(...ports) + 1 : FIRST_PORT;
}

/** The sidebar order after every remote's own entries (each remote's src/remote.ts), in steps of 10. */
function nextOrder(root, name) {
  const orders = readdirSync(join(root, 'apps'))
    .filter((dir) => dir.endsWith('-mfe') && dir !== `${name}-mfe`)
    .flatMap((dir) => {
      const file = join(root, 'apps', dir, 'src/remote.ts');
      return existsSync(file) ? [...readFileSync(file, 'utf8').matchAll(/order: (\d+)/g)].map((m) => Number(m[1])) : [];
    });
  return (orders.length ? Math.max(...orders) : 0) + 10;
}

const registerInTopology = (source, { name, port }) =>
  appendToBlock(
    source,
    'export const REMOTES',
    `  { name: '${name}', project: '${name}-mfe', port: port('${name.toUpperCase()}_PORT', ${port}) },`,
    (block) => block.includes(`name: '${name}'`),
  );

function registerInLint(source, { name }) {
  const project = `${name}-mfe`;
  const apps = /const APPS = \[([^\]]*)\];/.exec(source);
  if (!apps) throw new Error('"const APPS = [" not found');
  let next = source;
  if (!apps[1].includes(`'${project}'`)) {
    // After the last remote, so the list keeps the shell first and the API last.
    const items = apps[1].split(',').map((s) => s.trim()).filter(Boolean);
    const lastRemote = items.findLastIndex((item) => item.endsWith("-mfe'"));
    items.splice(lastRemote + 1, 0, `'${project}'`);
    next = next.replace(apps[0], `const APPS = [${items.join(', ')}];`);
  }
  return appendToBlock(
    next,
    'const REMOTE_ZONES',
    `  { root: 'apps/${project}/src', shared: [], composers: [] },`,
    (block) => block.includes(`'apps/${project}/src'`),
  );
}

/** The e2e suite builds every front app first (nx `^build` over its implicit dependencies). */
function registerInE2e(source, { name }) {
  const pkg = JSON.parse(source);
  const deps = pkg.nx.implicitDependencies;
  const project = `@meche/${name}-mfe`;
  if (deps.includes(project)) return source;
  const api = deps.indexOf('@meche/api');
  deps.splice(api < 0 ? deps.length : api, 0, project);
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

const REGISTRATIONS = {
  'tools/lib/topology.mjs': registerInTopology,
  'eslint.config.js': registerInLint,
  'e2e/package.json': registerInE2e,
};

function templateFiles(dir = TEMPLATES) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? templateFiles(join(dir, entry.name)) : entry.name.endsWith('.tmpl') ? [join(dir, entry.name)] : [],
  );
}

/**
 * @param {object} options
 * @param {string} options.root   the repository's root
 * @param {string} options.name   the remote's name (`stocks` → apps/stocks-mfe, /dashboard/stocks)
 * @param {string} options.label  its French sidebar label, also its page's title
 * @param {number} [options.port] its port; the next free one of the topology by default
 * @returns {{ written: string[], kept: boolean, registered: string[], port: number }} written and registered: paths
 *   relative to root; kept: the remote's folder was already there, so nothing was written in it
 */
export function generateRemote({ root, name, label, port }) {
  const invalid = invalidOptions({ name, label });
  if (invalid) throw new Error(invalid);
  const topologyFile = join(root, 'tools/lib/topology.mjs');
  const existing = topologyRemotes(readFileSync(topologyFile, 'utf8')).find((r) => r.name === name);
  const chosenPort = existing?.port ?? port ?? nextPort(readFileSync(topologyFile, 'utf8'));
  const title = label.trim();
  const values = {
    name,
    Pascal: name[0].toUpperCase() + name.slice(1),
    label: literal(title),
    devTitle: literal(`Mèche · ${title} (dev)`),
    order: String(nextOrder(root, name)),
  };
  const fill = (text) => text.replace(/\{\{(\w+)\}\}/g, (_, key) => values[key]);

  const appDir = join(root, 'apps', `${name}-mfe`);
  const kept = existsSync(appDir);
  const written = [];
  for (const template of kept ? [] : templateFiles()) {
    const target = join(appDir, relative(TEMPLATES, template).replace(/\.tmpl$/, '').replaceAll('__name__', name));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, fill(readFileSync(template, 'utf8')));
    written.push(relative(root, target));
  }

  const registered = [];
  for (const [file, register] of Object.entries(REGISTRATIONS)) {
    const path = join(root, file);
    const before = readFileSync(path, 'utf8');
    const after = register(before, { name, port: chosenPort });
    if (after !== before) {
      writeFileSync(path, after);
      registered.push(file);
    }
  }
  return { written, kept, registered, port: chosenPort };
}
