import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BootFramePlugin, withBootFrames } from './boot-frame-plugin.mjs';

const NODE_MODULES = fileURLToPath(new URL('../../node_modules', import.meta.url));
const moduleRules = { parser: { 'css/auto': { namedExports: false } }, rules: [{ test: /\.css$/, type: 'css/auto' }] };

let dir;
let html;
let files;

/** A page built like the shell's, whose frames module renders a component with a CSS module, in two themes. */
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'meche-boot-frame-'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src/main.js'), "import styles from './title.module.css';\nconsole.log(styles.title);\n");
  writeFileSync(join(dir, 'src/title.module.css'), '.title { color: teal; }\n');
  writeFileSync(
    join(dir, 'src/frames.js'),
    [
      "import { jsx } from 'react/jsx-runtime';",
      "import { renderToStaticMarkup } from 'react-dom/server';",
      "import styles from './title.module.css';",
      "const title = (theme) => renderToStaticMarkup(jsx('h1', { className: styles.title, children: `Connexion ${theme}` }));",
      "export const bootFrames = () => ['light', 'dark'].map((theme) => ({ path: '/login', theme, html: title(theme) }));",
    ].join('\n'),
  );
  writeFileSync(join(dir, 'src/index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
  const resolve = { modules: [NODE_MODULES] };
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: { main: './src/main.js' },
    output: { path: join(dir, 'dist'), publicPath: '/', uniqueName: 'meche_test' },
    module: moduleRules,
    resolve,
    plugins: [
      new rspack.HtmlRspackPlugin({ template: join(dir, 'src/index.html'), minify: false }),
      new BootFramePlugin({ entry: './src/frames.js', module: moduleRules, resolve }),
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
  files = readdirSync(join(dir, 'dist'));
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the frame the shell page paints from its HTML', () => {
  it('holds each frame the components rendered, for its path and theme', () => {
    const templates = html.match(/<template[^>]*>.*?<\/template>/g) ?? [];
    expect(templates).toHaveLength(2);
    expect(templates[0]).toMatch(/^<template data-frame-path="\/login" data-frame-theme="light"><h1 class="[^"]+">Connexion light<\/h1>/);
    expect(templates[1]).toMatch(/data-frame-theme="dark"><h1 class="[^"]+">Connexion dark<\/h1>/);
  });

  it("carries the CSS the frames' components import, under the class names their markup uses", () => {
    const className = /<h1 class="([^"]+)">/.exec(html)?.[1];
    const style = /<style>(.*?)<\/style>/s.exec(html)?.[1] ?? '';
    expect(style).toContain(`.${className}{color:teal}`);
    // The app's root is out of the page while a frame stands in for it.
    expect(style).toContain('#boot-frame~#root{display:none}');
  });

  it("uses the page's own class names, so the page's stylesheet, loaded later, restates the frame's rules", () => {
    const className = /<h1 class="([^"]+)">/.exec(html)?.[1] ?? '';
    const pageCss = files.filter((file) => file.endsWith('.css')).map((file) => readFileSync(join(dir, 'dist', file), 'utf8'));
    expect(pageCss.join('')).toContain(className.replace(/\./g, '\\.'));
  });

  it('picks the frame with a script file of the build after #root, never an inline script (the CSP forbids them)', () => {
    const script = /<div id="root"><\/div><script src="\/(boot-frame\.[0-9a-f]{8}\.js)"><\/script>/.exec(html)?.[1];
    expect(files).toContain(script);
    expect(readFileSync(join(dir, 'dist', script), 'utf8')).toMatch(/boot-frame.*\.before\(/);
    expect(html).not.toMatch(/<script>/);
  });

  it('refuses a page without the root it stands in for', () => {
    expect(() => withBootFrames('<html><head></head><body></body></html>', { frames: [], css: '' })).toThrow(/<div id="root"><\/div>/);
  });
});
