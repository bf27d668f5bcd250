import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORTED_CONTRACTS } from '@meche/remote-contract';
import { BootPreloadPlugin } from './boot-preload-plugin.mjs';

/** The contract lib is resolved from the shell, as its build does. */
const SHELL_DIR = fileURLToPath(new URL('../../apps/shell', import.meta.url));

let dir;
let html;

/** A page built like the shell's: an entry whose only job is `import('./bootstrap')`, which loads more on demand. */
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'meche-boot-preload-'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src/main.js'), "import('./bootstrap');\n");
  writeFileSync(join(dir, 'src/bootstrap.js'), "import './boot.css';\ndocument.body.onclick = () => import('./later');\nconsole.log('boot');\n");
  writeFileSync(join(dir, 'src/boot.css'), 'body { color: teal; }\n');
  writeFileSync(join(dir, 'src/later.js'), "console.log('later');\n");
  writeFileSync(join(dir, 'src/index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: { main: './src/main.js' },
    output: { path: join(dir, 'dist'), publicPath: '/', chunkFilename: '[name].js', cssChunkFilename: '[name].css' },
    module: { rules: [{ test: /\.css$/, type: 'css/auto' }] },
    optimization: { chunkIds: 'named' },
    plugins: [
      new rspack.HtmlRspackPlugin({ template: join(dir, 'src/index.html'), minify: false }),
      new BootPreloadPlugin({ contractFrom: SHELL_DIR }),
    ],
  });
  await new Promise((ok, fail) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats.hasErrors()) fail(error ?? new Error(stats.toString()));
      else ok();
    }),
  );
  html = readFileSync(join(dir, 'dist/index.html'), 'utf8');
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the boot preloads of the shell page', () => {
  it("preloads the bootstrap's script and style, as plain same-origin requests", () => {
    expect(html).toMatch(/<link[^>]*href="\/src_bootstrap_js\.js"[^>]*>/);
    expect(html).toMatch(/<link[^>]*href="\/src_bootstrap_js\.css"[^>]*>/);
    const preloads = html.match(/<link[^>]*rel="preload"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(2);
    expect(preloads.find((tag) => tag.includes('.css'))).toContain('as="style"');
    expect(preloads.find((tag) => tag.includes('.js'))).toContain('as="script"');
    expect(preloads.join('')).not.toContain('crossorigin');
  });

  it('does not preload what the page loads later, on demand', () => {
    expect(html).not.toContain('later');
  });

  it('asks for the entry script first', () => {
    expect(html).toMatch(/<script[^>]*fetchpriority="high"[^>]*src="\/main\.js"/);
  });

  it("runs the route's preloads first, from a script file of its own carrying the shell's contract range", () => {
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    const src = /src="\/(route-preload\.[0-9a-f]{8}\.js)"/.exec(scripts[0] ?? '')?.[1];
    expect(scripts[0]).toContain('async');
    expect(src).toBeDefined();
    const emitted = readFileSync(join(dir, 'dist', src), 'utf8');
    expect(emitted).toContain(JSON.stringify(SUPPORTED_CONTRACTS));
    expect(() => new Function(emitted)).not.toThrow();
  });
});
