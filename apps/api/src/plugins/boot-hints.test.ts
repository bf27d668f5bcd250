import { describe, expect, it } from 'vitest';
import { bootHints } from './boot-hints';

const REMOTES = {
  clients: 'http://localhost:4201/mf-manifest.json',
  catalogue: 'https://cdn.example.fr/catalogue/v3/mf-manifest.json',
  local: '/programmes/mf-manifest.json',
};

describe('bootHints', () => {
  it('connects early to each remote origin, in both connection pools, and preloads remotes.json and the descriptors', () => {
    expect(bootHints(REMOTES)).toEqual([
      '<http://localhost:4201>; rel=preconnect',
      '<http://localhost:4201>; rel=preconnect; crossorigin',
      '<https://cdn.example.fr>; rel=preconnect',
      '<https://cdn.example.fr>; rel=preconnect; crossorigin',
      '</remotes.json>; rel=preload; as=fetch; crossorigin',
      '<http://localhost:4201/remote.json>; rel=preload; as=fetch; crossorigin',
      '<https://cdn.example.fr/catalogue/v3/remote.json>; rel=preload; as=fetch; crossorigin',
      '</programmes/remote.json>; rel=preload; as=fetch; crossorigin',
    ]);
  });

  it("on a dashboard page, also preloads each remote's route-assets.json, which the page's first script reads", () => {
    const hints = bootHints(REMOTES, '/dashboard/client/4/add-care');
    expect(hints.filter((hint) => hint.includes('route-assets.json'))).toEqual([
      '<http://localhost:4201/route-assets.json>; rel=preload; as=fetch; crossorigin',
      '<https://cdn.example.fr/catalogue/v3/route-assets.json>; rel=preload; as=fetch; crossorigin',
      '</programmes/route-assets.json>; rel=preload; as=fetch; crossorigin',
    ]);
    expect(hints).toEqual(expect.arrayContaining(bootHints(REMOTES)));
    expect(bootHints(REMOTES, '/login').some((hint) => hint.includes('route-assets.json'))).toBe(false);
  });

  it('never preloads a manifest: a failed preload would be handed to the retry once the remote is back', () => {
    expect(bootHints(REMOTES, '/dashboard/clients').filter((hint) => hint.includes('mf-manifest.json'))).toEqual([]);
  });

  it('skips what the shell skips: no URL, another scheme, not an object', () => {
    expect(bootHints({ a: 42, b: 'javascript:alert(1)', c: 'data:text/plain,x' })).toEqual([
      '</remotes.json>; rel=preload; as=fetch; crossorigin',
    ]);
    expect(bootHints(['http://localhost:4201/mf-manifest.json'])).toEqual(['</remotes.json>; rel=preload; as=fetch; crossorigin']);
  });
});
