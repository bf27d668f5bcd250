import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { rspack } from '@rspack/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NoMachinePathsPlugin, machinePathsIn } from './no-machine-paths-plugin.mjs';
import { sharedSingletons } from './shared.mjs';

let dir;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'meche-machine-paths-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A production build of one module through the plugin: the errors it reports. */
function build(source) {
  writeFileSync(join(dir, 'entry.js'), source);
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: join(dir, 'dist') },
    plugins: [new NoMachinePathsPlugin({ paths: [`${dir}/`] })],
  });
  return new Promise((ok, fail) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) fail(error);
      else ok(stats.toJson({ all: false, errors: true }).errors.map((e) => e.message));
    }),
  );
}

describe('no machine paths in a production build', () => {
  it('fails the build when a bundle names the build folder, and names the file', async () => {
    const errors = await build(`console.log(${JSON.stringify(join(dir, 'src', 'page.ts'))});`);
    expect(errors.join('\n')).toMatch(/NoMachinePathsPlugin: main\.js contains the build machine's path/);
  });

  it('passes a bundle with relative names only', async () => {
    expect(await build(`console.log('./src/page.ts');`)).toEqual([]);
  });

  it('finds each file holding a path, the folder at a string end included', () => {
    const found = machinePathsIn(
      [
        { name: 'a.js', text: 'import:"/build/meche/tools/x.mjs"' },
        { name: 'b.json', text: '{"root":"/build/meche"}' },
        { name: 'c.js', text: 'import:"../../tools/x.mjs"' },
      ],
      ['/build/meche'],
    );
    expect(found).toEqual([
      { name: 'a.js', path: '/build/meche' },
      { name: 'b.json', path: '/build/meche' },
    ]);
  });

  it('the shared router facade is named relative to the app, as the bundle writes it', () => {
    const app = resolve(import.meta.dirname, '../../apps/shell');
    expect(sharedSingletons(app)['react-router-dom'].import).toBe('../../tools/rspack/react-router-facade.mjs');
  });
});
