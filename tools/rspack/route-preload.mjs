// The shell's page asks for the current route's remote files as soon as it starts: the remote's manifest, entry and
// exposed module, and the route's own chunks, each remote's list read from its route-assets.json (written by its
// build, tools/rspack/remote-descriptor-plugin.mjs). Without it they are asked for one level after another (the
// shell's code, then the manifest, then the entry, then the exposed module, then the route's chunks), a round trip
// each on a phone's network. Only hints: the shell still loads every remote through remotes.json and the federation
// runtime, so a moved, rolled-back or refused remote is handled exactly as before; a remote without the file, or
// down, gets no preload. Measured before keeping: docs/performance.md ("Mobile — fifth pass").

/** The dashboard's pages, where remotes attach (the shell's shellPaths.dashboard). */
const DASHBOARD_PREFIX = '/dashboard/';
/** Written by each remote's build beside its remote.json. */
export const ROUTE_ASSETS_FILE = 'route-assets.json';

/**
 * The preloads for `pathname`: each `{ href, as, cors }`, in the mode the page's own request will use (a preload in
 * another mode is not used and the file is fetched twice). The federation runtime reads a manifest with fetch() and
 * runs a remote's entry with a plain script; the remotes' chunks are loaded with `crossorigin` from another origin.
 * Self-contained (the page runs it from its source text): 'dashboard-content' is @meche/remote-contract's
 * DASHBOARD_CONTENT, where a remote attached to the dashboard hangs.
 * @param {string} pathname
 * @param {string} origin  the page's origin
 * @param {Record<string, string>} remotes  remotes.json: each remote's manifest URL
 * @param {Record<string, any>} assets  each remote's route-assets.json (absent: that remote is not preloaded)
 * @param {string} supported  the contract versions the shell accepts (@meche/remote-contract's SUPPORTED_CONTRACTS)
 */
export function routePreloads(pathname, origin, remotes, assets, supported) {
  if (pathname.indexOf('/dashboard/') !== 0) return [];
  // @meche/remote-contract's supportsContract, which the test holds this to: a remote the shell refuses is never
  // downloaded, not even as a hint.
  const supports = (version) => {
    const found = /^(\d+)\.(\d+)$/.exec(String(version));
    return (
      found !== null &&
      supported.split('||').some((part) => {
        const range = /^\^(\d+)\.(\d+)$/.exec(part.trim());
        return range !== null && Number(range[1]) === Number(found[1]) && Number(found[2]) >= Number(range[2]);
      })
    );
  };
  const segments = pathname.slice('/dashboard/'.length).split('/').filter(Boolean);
  const roots = [];
  const byId = {};
  const nodes = (name, routes) =>
    (Array.isArray(routes) ? routes : []).map((route) => {
      const node = { name, path: route.path, files: Array.isArray(route.files) ? route.files : [], children: [] };
      if (route.id) byId[route.id] = node;
      node.children = nodes(name, route.children);
      return node;
    });
  const attached = Object.keys(assets)
    .filter((name) => typeof remotes[name] === 'string' && supports(assets[name].contract))
    .map((name) => ({ attach: assets[name].attach, routes: nodes(name, assets[name].routes) }));
  for (const remote of attached) {
    if (remote.attach === 'dashboard-content') roots.push(...remote.routes);
    else if (byId[remote.attach]) byId[remote.attach].children.push(...remote.routes);
  }
  const match = (list, at) => {
    for (const node of list) {
      if (typeof node.path !== 'string') continue;
      const parts = node.path.split('/').filter(Boolean);
      if (parts[0] === '*') return [node];
      if (at + parts.length > segments.length) continue;
      if (!parts.every((part, i) => part[0] === ':' || part === segments[at + i])) continue;
      if (at + parts.length === segments.length) return [node];
      const below = match(node.children, at + parts.length);
      if (below) return [node].concat(below);
    }
    return null;
  };
  const chain = match(roots, 0) ?? [];
  const preloads = [];
  const seen = {};
  const add = (href, as, cors) => {
    if (seen[href]) return;
    seen[href] = true;
    preloads.push({ href, as, cors });
  };
  const file = (base, name) => {
    const href = new URL(name, base).href;
    const other = new URL(href).origin !== origin;
    add(href, name.slice(-4) === '.css' ? 'style' : 'script', other);
  };
  for (const node of chain) {
    const manifest = remotes[node.name];
    const remote = assets[node.name];
    if (!seen[manifest]) {
      add(manifest, 'fetch', true);
      add(new URL(remote.entry, manifest).href, 'script', false);
      for (const exposed of remote.exposed ?? []) file(manifest, exposed);
    }
    for (const name of node.files) file(manifest, name);
  }
  return preloads;
}

/** Runs in the page: reads remotes.json and the remotes' route-assets.json, then adds the route's preloads. */
function preloadRoute(plan, dashboard, assetsFile, supported) {
  if (location.pathname.indexOf(dashboard) !== 0) return;
  const json = (url, init) =>
    fetch(url, init)
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null);
  // Not the request the shell makes for remotes.json (another credentials mode): the shell's stays the preload's.
  json('/remotes.json', { credentials: 'omit', cache: 'no-cache' }).then((remotes) => {
    if (!remotes || typeof remotes !== 'object') return;
    const names = Object.keys(remotes).filter((name) => typeof remotes[name] === 'string');
    return Promise.all(names.map((name) => json(new URL(assetsFile, new URL(remotes[name], location.href)).href))).then((read) => {
      const assets = {};
      const manifests = {};
      names.forEach((name, i) => {
        if (read[i] && typeof read[i] === 'object') {
          assets[name] = read[i];
          manifests[name] = new URL(remotes[name], location.href).href;
        }
      });
      for (const preload of plan(location.pathname, location.origin, manifests, assets, supported)) {
        const link = document.createElement('link');
        link.rel = 'preload';
        link.as = preload.as;
        link.href = preload.href;
        if (preload.cors) link.crossOrigin = 'anonymous';
        document.head.appendChild(link);
      }
    });
  });
}

/**
 * The page's script: both functions from their source, so what runs is what the tests run.
 * @param {string} supported  @meche/remote-contract's SUPPORTED_CONTRACTS, as the shell is built with it
 */
export const routePreloadScript = (supported) =>
  `(${preloadRoute})(${routePreloads},${JSON.stringify(DASHBOARD_PREFIX)},${JSON.stringify(ROUTE_ASSETS_FILE)},${JSON.stringify(supported)});`;
