// What the front apps share, by nature (docs/federation.md): only what must be one per page. One React, one router,
// one react-query, and the one runtime lib holding the page's HTTP client, QueryClient, session and contexts. Each
// at its real installed version, required with a caret range, strictly: an app built against an incompatible
// version is refused with an error naming both versions, never run against the other copy. Stateless code
// (contracts, ui, api-client, remote-contract) is not shared: each app bundles the version it was built with.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const require = createRequire(import.meta.url);
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** The version node resolution finds from here, as the build does (a workspace copy resolves up to the real one). */
function installedVersion(pkg) {
  const dir = (require.resolve.paths(pkg) ?? []).find((candidate) => existsSync(join(candidate, pkg, 'package.json')));
  if (!dir) throw new Error(`${pkg} is not installed`);
  return readJson(join(dir, pkg, 'package.json')).version;
}

const NPM_SINGLETONS = ['react', 'react-dom', '@tanstack/react-query', '@tanstack/query-core'];

/** Subpath share keys are not covered by their package's key: each is listed, with its package's version. */
const SUBPATHS = { 'react/jsx-runtime': 'react', 'react-dom/client': 'react-dom' };

/** The runtime lib's two entries: the light one every page loads, and its data side (axios, react-query). */
const RUNTIME_ENTRIES = ['@meche/runtime', '@meche/runtime/data'];

const singleton = (version) => ({ singleton: true, version, requiredVersion: `^${version}`, strictVersion: true });

/**
 * The router is shared as a facade of the names the apps may use (tools/rspack/react-router-facade.mjs): the apps
 * import 'react-router-dom' as before and get the one shared copy; 'react-router' itself is not a share key, so the
 * facade's own import of it is bundled (tree-shaken) inside the shared module, never loaded a second time.
 */
const ROUTER_FACADE = fileURLToPath(new URL('./react-router-facade.mjs', import.meta.url));

/**
 * @param {string} context the app's build context: a share's `import` is written into the bundle as given, so it is
 *                         given relative to it (never the build machine's absolute path)
 */
export function sharedSingletons(context) {
  const shared = {};
  for (const pkg of NPM_SINGLETONS) shared[pkg] = singleton(installedVersion(pkg));
  const facade = relative(context, ROUTER_FACADE).split(sep).join('/');
  shared['react-router-dom'] = { ...singleton(installedVersion('react-router-dom')), import: facade.startsWith('.') ? facade : `./${facade}` };
  for (const [key, pkg] of Object.entries(SUBPATHS)) shared[key] = singleton(installedVersion(pkg));
  const runtimeVersion = readJson(join(root, 'libs/runtime/package.json')).version;
  for (const key of RUNTIME_ENTRIES) shared[key] = singleton(runtimeVersion);
  return shared;
}
