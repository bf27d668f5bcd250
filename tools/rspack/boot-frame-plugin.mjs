// The shell's page paints its frame from the HTML, before any script has run: the login page whole, the dashboard's
// brand, sidebar and content area. Without it nothing is painted until React renders, after main.js, the bootstrap's
// chunks and (on the dashboard) the remotes' descriptors: most of a phone's LCP was that render delay.
//
// The frames are the shell's own components, rendered with react-dom/server by a Node build of `entry` (which
// exports bootFrames(): [{ path, theme, html }]) with the page's module rules, so their markup and CSS are the ones
// React renders later. Each is written into the page as a <template>, with the CSS its components import; a small
// script, after the theme is applied (theme-init.js), paints the one for the current path and theme into an inert
// #boot-frame before #root, and #root stays hidden while it is there. The shell removes the frame in the commit
// that renders its first page (apps/shell/src/frame/boot-frame.tsx). Measured: docs/performance.md ("fourth pass").
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rspack } from '@rspack/core';

const FRAME_ID = 'boot-frame';
const ROOT_ID = 'root';

/** Runs the Node build of the frames' module and returns its frames and the CSS its components import. */
async function renderFrames({ context, entry, module, resolve, uniqueName }) {
  const out = mkdtempSync(join(tmpdir(), 'meche-boot-frame-'));
  try {
    // Built for the browser, as the page's modules are (the browser builds of React's server renderer and of the
    // packages; CSS emitted as a file), into one file that Node can run.
    const compiler = rspack({
      mode: 'production',
      target: 'web',
      context,
      entry: { frames: entry },
      output: {
        path: out,
        filename: '[name].cjs',
        cssFilename: '[name].css',
        library: { type: 'commonjs2' },
        asyncChunks: false,
        globalObject: 'globalThis',
        // The page's own (the shell's, or the monolith's), so the frame's class names are the page's: the page's
        // stylesheets, which come later, then restate the same rules instead of overriding the frame's.
        uniqueName,
      },
      module,
      resolve,
      // The CSS goes into the page: minified. The module is run once and thrown away: left as it is.
      optimization: { minimize: true, minimizer: [new rspack.LightningCssMinimizerRspackPlugin()], splitChunks: false },
      infrastructureLogging: { level: 'error' },
    });
    await new Promise((ok, fail) =>
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error || stats.hasErrors()) fail(error ?? new Error(stats.toString({ all: false, errors: true })));
        else ok();
      }),
    );
    const css = readdirSync(out)
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(join(out, file), 'utf8'))
      .join('\n');
    // In a process of its own: React's renderer keeps a message port open, which would hold the build's process.
    const frames = execFileSync(
      process.execPath,
      ['-e', 'process.stdout.write(JSON.stringify(require(process.argv[1]).bootFrames()));process.exit(0)', join(out, 'frames.cjs')],
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    );
    return { frames: JSON.parse(frames), css };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The script that picks the frame: the current path at or below a frame's path, in the theme the page has. A file
 * of its own (the pages' Content-Security-Policy allows no inline script), parser-blocking after the templates; the
 * browser finds it in the HTML, so it downloads beside theme-init.js and main.js. It then removes the templates: they
 * serve once, and a page keeps no inert markup that the XSS suite (and a reader of the DOM) would have to tell apart
 * from injected content.
 */
const PICK_FRAME = `(function(){var p=location.pathname,t=document.documentElement.dataset.theme==='dark'?'dark':'light',s=document.querySelectorAll('template[data-frame-path]'),d=null;for(var i=0;i<s.length;i++){var f=s[i].dataset.framePath;if(!d&&s[i].dataset.frameTheme===t&&(p===f||p.indexOf(f+'/')===0)){d=document.createElement('div');d.id='${FRAME_ID}';d.inert=true;d.appendChild(s[i].content.cloneNode(true));document.getElementById('${ROOT_ID}').before(d)}}for(var j=0;j<s.length;j++)s[j].remove()})()`;

const PICK_FRAME_FILE = `boot-frame.${createHash('sha256').update(PICK_FRAME).digest('hex').slice(0, 8)}.js`;

/** The page with the frames, their CSS and the script that paints one; the rest of the page unchanged. */
export function withBootFrames(html, { frames, css }) {
  const rootTag = `<div id="${ROOT_ID}"></div>`;
  if (!html.includes(rootTag) || !html.includes('</head>')) throw new Error(`BootFramePlugin: the page has no ${rootTag}`);
  const templates = frames
    .map((f) => `<template data-frame-path="${escapeAttribute(f.path)}" data-frame-theme="${f.theme}">${f.html}</template>`)
    .join('');
  // #root stays out of the page while the frame stands in for it (React's first render may be a fallback).
  const style = `<style>${css}\n#${FRAME_ID}~#${ROOT_ID}{display:none}</style>`;
  return html
    .replace('</head>', `${style}</head>`)
    .replace(rootTag, `${templates}${rootTag}<script src="/${PICK_FRAME_FILE}"></script>`);
}

export class BootFramePlugin {
  /** @param {{ entry: string, module: object, resolve: object }} options the frames' module and the page's rules */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('BootFramePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BootFramePlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(PICK_FRAME_FILE, new rspack.sources.RawSource(PICK_FRAME));
      });
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise('BootFramePlugin', async (data) => {
        const rendered = await renderFrames({ context: compiler.context, uniqueName: compiler.options.output.uniqueName, ...this.options });
        return { ...data, html: withBootFrames(data.html, rendered) };
      });
    });
  }
}
