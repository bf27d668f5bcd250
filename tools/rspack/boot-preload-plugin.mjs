// The shell's page names, as preloads, the files its boot asks for once main.js has run: the chunks of main.ts's
// `import('./bootstrap')` (module federation's async boundary) and the shell's own copies of the shared packages
// those chunks consume. Without them, these are asked for only once main.js has been downloaded and run: one more
// round trip and one more download in line, on every screen, before anything is painted. main.js itself is asked
// for first (a deferred script is otherwise fetched at low priority, behind the preloads it names).
// Measured before keeping, and why only these: docs/performance.md ("Mobile — boot preloads").
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { tsImport } from 'tsx/esm/api';
import { routePreloadScript } from './route-preload.mjs';

/** The boot's dynamic import in the shell's entry (apps/shell/src/main.ts). */
const BOOT_REQUEST = './bootstrap';

const SHARE_KEY = /^(?:consume|provide) shared module \(default\) (.+?)@/;

function shareKey(identifier) {
  return SHARE_KEY.exec(identifier)?.[1] ?? null;
}

/** The JS and CSS files of the chunks the boot loads: the bootstrap's, then the shell's copies of what it consumes. */
function bootFiles(compilation) {
  const groups = [...compilation.chunkGroups];
  // The shell provides every shared package itself: its copy is the one a page loads at boot.
  const providers = new Map();
  for (const group of groups) {
    for (const origin of group.origins ?? []) {
      const id = origin.module?.identifier?.() ?? '';
      const key = id.startsWith('provide shared module') ? shareKey(id) : null;
      if (key) providers.set(key, [...(providers.get(key) ?? []), ...group.chunks]);
    }
  }
  const chunks = new Set(groups.filter((g) => (g.origins ?? []).some((o) => o.request === BOOT_REQUEST)).flatMap((g) => g.chunks));
  const keys = new Set();
  // A shared package's chunk may consume another one (react-dom/client consumes react-dom): followed to the end.
  for (const chunk of chunks) {
    for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
      const id = module.identifier();
      const key = id.startsWith('consume shared module') ? shareKey(id) : null;
      if (key && !keys.has(key)) {
        keys.add(key);
        for (const provided of providers.get(key) ?? []) chunks.add(provided);
      }
    }
  }
  const files = [...chunks].flatMap((chunk) => [...chunk.files]).filter((file) => /\.(?:js|css)$/.test(file));
  return [...new Set(files)];
}

/**
 * A preload in the mode the shell's runtime fetches the file: crossOriginLoading sets `crossorigin` on other origins'
 * chunks only, so the page's own are plain requests (a preload in another mode would be fetched twice).
 */
const preloadTag = (file) => ({
  tagName: 'link',
  voidTag: true,
  attributes: { rel: 'preload', href: `/${file}`, as: file.endsWith('.css') ? 'style' : 'script' },
});

/**
 * The route's remote files (tools/rspack/route-preload.mjs): a file of its own (the pages' CSP allows no inline
 * script), async, asked for first, so it runs while the shell's code still downloads. It preloads only remotes of a
 * contract the shell accepts: the range is read from the contract lib the shell is built with.
 */
async function routePreloadFile(context) {
  const { SUPPORTED_CONTRACTS } = await tsImport('@meche/remote-contract', pathToFileURL(join(context, 'package.json')).href);
  const source = routePreloadScript(SUPPORTED_CONTRACTS);
  return { name: `route-preload.${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`, source };
}

const scriptTag = (file) => ({ tagName: 'script', voidTag: false, attributes: { async: true, fetchpriority: 'high', src: `/${file}` } });

export class BootPreloadPlugin {
  /**
   * @param {object} [options]
   * @param {string} [options.contractFrom] the directory the contract lib is resolved from (the app's, by default)
   * @param {boolean} [options.routePreload] false for a page without remotes (the monolith)
   */
  constructor({ contractFrom, routePreload = true } = {}) {
    this.contractFrom = contractFrom;
    this.routePreload = routePreload;
  }

  apply(compiler) {
    let routePreload;
    compiler.hooks.compilation.tap('BootPreloadPlugin', (compilation) => {
      if (this.routePreload) {
        routePreload ??= routePreloadFile(this.contractFrom ?? compiler.context);
        compilation.hooks.processAssets.tapPromise({ name: 'BootPreloadPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
          const { name, source } = await routePreload;
          compilation.emitAsset(name, new rspack.sources.RawSource(source));
        });
      }
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('BootPreloadPlugin', async (data) => {
        const scripts = data.assetTags.scripts.map((tag) => ({ ...tag, attributes: { ...tag.attributes, fetchpriority: 'high' } }));
        const first = routePreload ? [scriptTag((await routePreload).name)] : [];
        return { ...data, assetTags: { ...data.assetTags, scripts: [...first, ...scripts, ...bootFiles(compilation).map(preloadTag)] } };
      });
    });
  }
}
