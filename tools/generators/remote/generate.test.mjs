import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateRemote, REGISTRATION_FILES } from './generate.mjs';

const REPOSITORY = fileURLToPath(new URL('../../../', import.meta.url));
const LABEL = "Stocks d'essai";

/** A workspace holding the repository's own registration files and the remotes' descriptors (their sidebar orders). */
function workspace() {
  const root = mkdtempSync(join(tmpdir(), 'meche-generator-'));
  for (const file of REGISTRATION_FILES) cpSync(join(REPOSITORY, file), join(root, file));
  for (const dir of readdirSync(join(REPOSITORY, 'apps')).filter((d) => d.endsWith('-mfe'))) {
    mkdirSync(join(root, 'apps', dir, 'src'), { recursive: true });
    cpSync(join(REPOSITORY, 'apps', dir, 'src/remote.ts'), join(root, 'apps', dir, 'src/remote.ts'));
  }
  return root;
}

const read = (root, file) => readFileSync(join(root, file), 'utf8');
const snapshot = (root) => Object.fromEntries(REGISTRATION_FILES.map((file) => [file, read(root, file)]));

describe('generateRemote', () => {
  let root;
  beforeEach(() => {
    root = workspace();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes apps/<name>-mfe from the templates: one page, one sidebar entry after the others, its tests', () => {
    const result = generateRemote({ root, name: 'stocks', label: LABEL });
    expect(result.kept).toBe(false);
    expect(result.written.sort()).toEqual(
      [
        'package.json',
        'rspack.config.mjs',
        'tsconfig.json',
        'vitest.config.ts',
        'src/bootstrap.tsx',
        'src/css.d.ts',
        'src/main.ts',
        'src/messages.ts',
        'src/remote.test.ts',
        'src/remote.ts',
        'src/routes.tsx',
        'src/stocks/stocks-page.test.tsx',
        'src/stocks/stocks-page.tsx',
      ]
        .map((file) => `apps/stocks-mfe/${file}`)
        .sort(),
    );
    expect(JSON.parse(read(root, 'apps/stocks-mfe/package.json')).name).toBe('@meche/stocks-mfe');
    expect(read(root, 'apps/stocks-mfe/src/messages.ts')).toContain("label: 'Stocks d\\'essai',");
    expect(read(root, 'apps/stocks-mfe/src/remote.ts')).toContain("nav: [{ label: MESSAGES.label, path: PAGE_PATH, order: 50 }]");
    expect(read(root, 'apps/stocks-mfe/src/routes.tsx')).toContain("(await import('./stocks/stocks-page')).StocksPage");
    expect(read(root, 'apps/stocks-mfe/rspack.config.mjs')).toContain("createRemoteConfig({ dir: import.meta.dirname, name: 'stocks', title: 'Mèche · Stocks d\\'essai (dev)' })");
    expect(readdirSync(join(root, 'apps/stocks-mfe'), { recursive: true }).join(' ')).not.toMatch(/\{\{|__name__|\.tmpl/);
  });

  it('registers it in the topology (next port, remotes.json), in lint (app boundary, feature zone) and in the e2e build', async () => {
    const result = generateRemote({ root, name: 'stocks', label: LABEL });
    expect(result).toMatchObject({ port: 4205, registered: REGISTRATION_FILES });
    const topology = await import(pathToFileURL(join(root, 'tools/lib/topology.mjs')).href);
    expect(topology.REMOTES.at(-1)).toEqual({ name: 'stocks', project: 'stocks-mfe', port: 4205 });
    expect(topology.remotesJson().stocks).toBe('http://localhost:4205/mf-manifest.json');
    expect(topology.FRONT_PROJECTS).toContain('@meche/stocks-mfe');
    const lint = read(root, 'eslint.config.js');
    expect(lint).toContain("const APPS = ['shell', 'clients-mfe', 'catalogue-mfe', 'programmes-mfe', 'agenda-mfe', 'stocks-mfe', 'api'];");
    expect(lint).toContain("  { root: 'apps/stocks-mfe/src', shared: [], composers: [] },\n];");
    expect(JSON.parse(read(root, 'e2e/package.json')).nx.implicitDependencies.slice(-2)).toEqual(['@meche/stocks-mfe', '@meche/api']);
  });

  it('is idempotent: run again, it writes nothing and registers nothing twice', () => {
    generateRemote({ root, name: 'stocks', label: LABEL });
    const once = snapshot(root);
    writeFileSync(join(root, 'apps/stocks-mfe/src/messages.ts'), '// the team’s own work\n');
    expect(generateRemote({ root, name: 'stocks', label: 'Autre libellé' })).toEqual({ written: [], kept: true, registered: [], port: 4205 });
    expect(snapshot(root)).toEqual(once);
    expect(read(root, 'apps/stocks-mfe/src/messages.ts')).toBe('// the team’s own work\n');
  });

  it('leaves an existing remote and the registration files as they are', () => {
    const before = snapshot(root);
    expect(generateRemote({ root, name: 'agenda', label: 'Agenda' })).toEqual({ written: [], kept: true, registered: [], port: 4204 });
    expect(snapshot(root)).toEqual(before);
  });

  it('takes the port it is given, and gives the next remote the one after', () => {
    expect(generateRemote({ root, name: 'stocks', label: 'Stocks', port: 4210 }).port).toBe(4210);
    expect(generateRemote({ root, name: 'fournisseurs', label: 'Fournisseurs' }).port).toBe(4211);
    expect(read(root, 'apps/fournisseurs-mfe/src/remote.ts')).toContain('order: 60 }');
  });

  it.each([
    [{ name: 'Stocks', label: 'Stocks' }, /--name: one lower-case word/],
    [{ name: 'mes-stocks', label: 'Stocks' }, /--name: one lower-case word/],
    [{ name: 'shell', label: 'Stocks' }, /--name: "shell" is taken/],
    [{ name: 'stocks', label: '  ' }, /--label: the French sidebar label is required/],
    [{ name: 'stocks', label: 'x'.repeat(41) }, /--label: at most 40 characters/],
  ])('refuses %o and writes nothing', (options, message) => {
    const before = snapshot(root);
    expect(() => generateRemote({ root, ...options })).toThrow(message);
    expect(snapshot(root)).toEqual(before);
  });
});

describe('npm run generate:remote', () => {
  it('prints its usage and exits 2 without a name', () => {
    const cli = join(dirname(fileURLToPath(import.meta.url)), '../../generate-remote.mjs');
    const result = spawnSync(process.execPath, [cli, '--label', 'Stocks'], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('usage: npm run generate:remote -- --name <one lower-case word> --label <French sidebar label>');
  });
});
