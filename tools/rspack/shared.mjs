// The singletons every front app shares (ARCHITECTURE §3): one React, one router, one QueryClient, one copy of each lib.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const readJson = (path) => JSON.parse(readFileSync(`${root}${path}`, 'utf8'));

const installedVersion = (pkg) => readJson(`node_modules/${pkg}/package.json`).version;

const NPM_SINGLETONS = [
  'react',
  'react-dom',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'axios',
];

/** Subpath share keys must be listed on their own (TOOLCHAIN.md), with the version of their package. */
const SUBPATHS = { 'react/jsx-runtime': 'react', 'react-dom/client': 'react-dom' };

const WORKSPACE_LIBS = { '@meche/auth': 'auth', '@meche/api-client': 'api-client', '@meche/ui': 'ui', '@meche/contracts': 'contracts' };

const singleton = (version) => ({ singleton: true, version, requiredVersion: `^${version}`, strictVersion: false });

/**
 * The router is shared as a facade of the names the apps may use (tools/rspack/react-router-facade.mjs): the apps
 * import 'react-router-dom' as before and get the one shared copy; 'react-router' itself is not a share key, so the
 * facade's own import of it is bundled (tree-shaken) inside the shared module, never loaded a second time.
 */
const ROUTER_FACADE = fileURLToPath(new URL('./react-router-facade.mjs', import.meta.url));

export function sharedSingletons() {
  const shared = {};
  for (const pkg of NPM_SINGLETONS) shared[pkg] = singleton(installedVersion(pkg));
  shared['react-router-dom'] = { ...singleton(installedVersion('react-router-dom')), import: ROUTER_FACADE };
  for (const [key, pkg] of Object.entries(SUBPATHS)) shared[key] = singleton(installedVersion(pkg));
  for (const [name, dir] of Object.entries(WORKSPACE_LIBS)) {
    shared[name] = singleton(readJson(`libs/${dir}/package.json`).version);
  }
  return shared;
}
