import { SUPPORTED_CONTRACTS, supportsContract } from '@meche/remote-contract';
import { describe, expect, it } from 'vitest';
import { routePreloads, routePreloadScript } from './route-preload.mjs';

const ORIGIN = 'http://localhost:4200';
const REMOTES = {
  clients: 'http://localhost:4201/mf-manifest.json',
  catalogue: 'https://cdn.example.fr/catalogue/v3/mf-manifest.json',
  programmes: 'http://localhost:4203/mf-manifest.json',
  local: 'http://localhost:4200/local/mf-manifest.json',
};

/** route-assets.json as the remotes' builds write them (tools/rspack/remote-descriptor-plugin.mjs). */
const ASSETS = {
  clients: {
    contract: '1.1',
    attach: 'dashboard-content',
    entry: 'remoteEntry.js',
    exposed: ['__federation_expose_remote.c1.js'],
    routes: [
      { path: 'clients', files: ['949.a.js', '949.b.css'] },
      { path: 'client/:clientId', id: 'client-detail', files: ['337.c.js'], children: [] },
    ],
  },
  catalogue: {
    contract: '1.0',
    attach: 'dashboard-content',
    entry: 'remoteEntry.js',
    exposed: ['__federation_expose_remote.c2.js'],
    routes: [{ path: 'product-category', files: ['577.d.js', '577.e.css'] }],
  },
  programmes: {
    contract: '1.1',
    attach: 'client-detail',
    entry: 'remoteEntry.js',
    exposed: ['__federation_expose_remote.c3.js'],
    routes: [{ path: 'planning/:programId', files: ['811.f.js'], children: [{ path: 'preview', files: ['54.g.js'] }] }],
  },
  local: { contract: '1.1', attach: 'dashboard-content', entry: 'remoteEntry.js', exposed: [], routes: [{ path: 'local', files: ['1.h.js', '1.i.css'] }] },
};

const plan = (path, assets = ASSETS) => routePreloads(path, ORIGIN, REMOTES, assets, SUPPORTED_CONTRACTS);

describe("the route's preloads", () => {
  it("asks for the owner's manifest, entry, exposed module and the route's own files, in the modes the page will use", () => {
    expect(plan('/dashboard/product-category')).toEqual([
      { href: 'https://cdn.example.fr/catalogue/v3/mf-manifest.json', as: 'fetch', cors: true },
      { href: 'https://cdn.example.fr/catalogue/v3/remoteEntry.js', as: 'script', cors: false },
      { href: 'https://cdn.example.fr/catalogue/v3/__federation_expose_remote.c2.js', as: 'script', cors: true },
      { href: 'https://cdn.example.fr/catalogue/v3/577.d.js', as: 'script', cors: true },
      { href: 'https://cdn.example.fr/catalogue/v3/577.e.css', as: 'style', cors: true },
    ]);
  });

  it('follows a remote attached below another one, with each level’s files, each remote once', () => {
    expect(plan('/dashboard/client/12/planning/7/preview').map((p) => p.href)).toEqual([
      'http://localhost:4201/mf-manifest.json',
      'http://localhost:4201/remoteEntry.js',
      'http://localhost:4201/__federation_expose_remote.c1.js',
      'http://localhost:4201/337.c.js',
      'http://localhost:4203/mf-manifest.json',
      'http://localhost:4203/remoteEntry.js',
      'http://localhost:4203/__federation_expose_remote.c3.js',
      'http://localhost:4203/811.f.js',
      'http://localhost:4203/54.g.js',
    ]);
  });

  it("fetches a remote on the page's own origin as the page does: scripts and styles without crossorigin", () => {
    expect(plan('/dashboard/local').filter((p) => p.as !== 'fetch').map((p) => p.cors)).toEqual([false, false, false]);
  });

  it('asks for nothing outside the dashboard, on a path no route matches, or for a remote without route files', () => {
    expect(plan('/login')).toEqual([]);
    expect(plan('/dashboard')).toEqual([]);
    expect(plan('/dashboard/nowhere')).toEqual([]);
    expect(plan('/dashboard/product-category/extra')).toEqual([]);
    const { catalogue: _dropped, ...withoutCatalogue } = ASSETS;
    expect(plan('/dashboard/product-category', withoutCatalogue)).toEqual([]);
  });

  it('never asks for the code of a remote whose contract the shell refuses, nor of the remotes attached below it', () => {
    const refused = { ...ASSETS, clients: { ...ASSETS.clients, contract: '2.0' } };
    expect(plan('/dashboard/clients', refused)).toEqual([]);
    expect(plan('/dashboard/client/12/planning/7', refused)).toEqual([]);
    expect(plan('/dashboard/clients', { ...ASSETS, clients: { ...ASSETS.clients, contract: undefined } })).toEqual([]);
  });

  it("accepts exactly the contracts @meche/remote-contract's supportsContract accepts", () => {
    for (const supported of [SUPPORTED_CONTRACTS, '^1.2', '^1.0 || ^2.1', 'nonsense']) {
      for (const version of ['1.0', '1.1', '1.3', '2.0', '2.1', '0.9', '1', 'x.y', '10.0']) {
        const assets = { catalogue: { ...ASSETS.catalogue, contract: version } };
        const preloaded = routePreloads('/dashboard/product-category', ORIGIN, REMOTES, assets, supported).length > 0;
        expect(preloaded, `${version} in ${supported}`).toBe(supportsContract(supported, version));
      }
    }
  });

  it("is a script of its own that carries the shell's contract range", () => {
    const script = routePreloadScript(SUPPORTED_CONTRACTS);
    expect(script).toContain(JSON.stringify(SUPPORTED_CONTRACTS));
    expect(() => new Function(script)).not.toThrow();
  });
});
