// Writes a remote's descriptor (remote.json, beside mf-manifest.json) from the module it exposes: the shell reads
// this data before running any of the remote's code (docs/federation.md). One source: the exposed module is
// evaluated here (its pages are lazy imports, never run), described with the contract lib's own describeRemote,
// and checked with its readDescriptor; a remote whose module does not describe itself correctly does not build.
//
// Beside it, route-assets.json: the same route tree with each route's files (the chunks of the imports its `lazy`
// and `loader` write), the entry and the exposed module's files. Not part of the contract: a build hint the shell's
// page reads to ask for a route's files as soon as the page starts (tools/rspack/route-preload.mjs), instead of
// one level of the federation chain after another. A remote without it is loaded as before.
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { ROUTE_ASSETS_FILE } from './route-preload.mjs';

const DESCRIPTOR_FILE = 'remote.json';
const PLUGIN = 'RemoteDescriptorPlugin';
/** A dynamic import with a literal specifier, as the transpiled source of a route's lazy or loader writes it. */
const IMPORT = /\bimport\(\s*(['"`])([^'"`]+)\1\s*\)/g;
const CODE = /\.(?:js|css)$/;
/** Module federation names the exposed module's chunk after it (`./remote` → __federation_expose_remote). */
const EXPOSED_CHUNK_PREFIX = '__federation_expose_';

/** What loading one chunk group fetches: its chunks' JS and CSS files. */
const groupFiles = (group) => group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => CODE.test(file));

/** The files each import specifier of the build loads (a specifier imported in two places: both groups' files). */
function filesByRequest(compilation) {
  const files = new Map();
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins ?? []) {
      if (!origin.request) continue;
      files.set(origin.request, [...new Set([...(files.get(origin.request) ?? []), ...groupFiles(group)])]);
    }
  }
  return files;
}

/** A route's own files: the chunks of the imports its lazy and loader functions write. */
function routeFiles(route, byRequest) {
  const source = [route.lazy, route.loader].filter((fn) => typeof fn === 'function').map(String).join('\n');
  return [...new Set([...source.matchAll(IMPORT)].flatMap((match) => byRequest.get(match[2]) ?? []))];
}

function routeAssets(routes, byRequest) {
  return routes.map((route) => ({
    ...(route.path !== undefined ? { path: route.path } : {}),
    ...(route.id !== undefined ? { id: route.id } : {}),
    files: routeFiles(route, byRequest),
    ...(route.children ? { children: routeAssets(route.children, byRequest) } : {}),
  }));
}

export class RemoteDescriptorPlugin {
  /**
   * @param {object} options
   * @param {string} options.name   the remote's federation name
   * @param {string} options.module absolute path of its exposed module
   * @param {string} options.entry  its container's file (remoteEntry.js)
   */
  constructor({ name, module, entry }) {
    this.name = name;
    this.module = module;
    this.entry = entry;
  }

  /** The exposed module, freshly evaluated (a dev rebuild sees the edit). */
  async load() {
    // Resolved from the app, as its build resolves it: a workspace copy gets its own copy of the lib.
    const fromApp = pathToFileURL(join(dirname(this.module), 'package.json')).href;
    const contract = await tsImport('@meche/remote-contract', fromApp);
    const exposed = (await tsImport(pathToFileURL(this.module).href, import.meta.url)).default;
    const reading = contract.readDescriptor(exposed ? contract.describeRemote(exposed) : undefined);
    if (!reading.ok) throw new Error(`${this.module} does not describe a remote: ${reading.problems.join('; ')}`);
    if (reading.descriptor.name !== this.name) {
      throw new Error(`${this.module} describes "${reading.descriptor.name}", but the remote is named "${this.name}"`);
    }
    return { descriptor: reading.descriptor, routes: exposed.routes };
  }

  /** The route tree with each route's files; the entry and the exposed module's files, which every route needs. */
  routeAssets(compilation, descriptor, routes) {
    const exposed = [...compilation.chunks].filter((chunk) => chunk.name?.startsWith(EXPOSED_CHUNK_PREFIX)).flatMap((chunk) => [...chunk.files]);
    return {
      contract: descriptor.contract,
      attach: descriptor.attach,
      entry: this.entry,
      exposed: exposed.filter((file) => CODE.test(file)),
      routes: routeAssets(routes, filesByRequest(compilation)),
    };
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // At the report stage: the chunks' file names are final (content hashes included).
      compilation.hooks.processAssets.tapPromise({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, async () => {
        try {
          const { descriptor, routes } = await this.load();
          compilation.emitAsset(DESCRIPTOR_FILE, new sources.RawSource(`${JSON.stringify(descriptor, null, 2)}\n`));
          const assets = this.routeAssets(compilation, descriptor, routes);
          compilation.emitAsset(ROUTE_ASSETS_FILE, new sources.RawSource(`${JSON.stringify(assets)}\n`));
        } catch (error) {
          compilation.errors.push(new WebpackError(`${PLUGIN}: ${error.message}`));
        }
      });
    });
  }
}
