import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SUPPORTED_CONTRACTS } from '@meche/remote-contract';
import { testDescriptors } from '../test/remotes';
import { DESCRIPTOR_CACHE_PREFIX, forgetOtherDescriptors, loadDescriptor } from './descriptor-source';
import { fetchRemoteEntries } from './remotes-config';
import { server } from '@meche/testing';

const stock = testDescriptors[1]!;
const entry = { name: 'stock', manifestUrl: 'http://stock.remote.test/v2/mf-manifest.json' };
const url = 'http://stock.remote.test/v2/remote.json';

const answering = (body: object) => server.use(http.get(url, () => HttpResponse.json(body)));
const down = () => server.use(http.get(url, () => HttpResponse.error()));

describe('loadDescriptor', () => {
  it('reads remote.json beside the manifest, revalidated, and keeps it as the last good one', async () => {
    answering(stock);
    const fetched = vi.spyOn(globalThis, 'fetch');
    expect(await loadDescriptor(entry, SUPPORTED_CONTRACTS)).toEqual({ kind: 'fresh', descriptor: stock });
    expect(fetched).toHaveBeenCalledWith(url, { cache: 'no-cache' });
    expect(JSON.parse(localStorage.getItem(DESCRIPTOR_CACHE_PREFIX + url) ?? 'null')).toEqual(stock);
  });

  it('falls back on the last good descriptor of the same URL when the remote is down', async () => {
    answering(stock);
    await loadDescriptor(entry, SUPPORTED_CONTRACTS);
    down();
    expect(await loadDescriptor(entry, SUPPORTED_CONTRACTS)).toMatchObject({ kind: 'cached', descriptor: stock });
    // Moved elsewhere (another URL): nothing was ever read there.
    const moved = { ...entry, manifestUrl: 'http://stock.remote.test/v3/mf-manifest.json' };
    server.use(http.get('http://stock.remote.test/v3/remote.json', () => HttpResponse.error()));
    expect(await loadDescriptor(moved, SUPPORTED_CONTRACTS)).toMatchObject({ kind: 'missing' });
  });

  it('keeps the last good descriptors only for the URLs remotes.json names now', async () => {
    answering(stock);
    await loadDescriptor(entry, SUPPORTED_CONTRACTS);
    localStorage.setItem('theme', 'dark');
    forgetOtherDescriptors([entry]);
    expect(localStorage.getItem(DESCRIPTOR_CACHE_PREFIX + url)).not.toBeNull();
    forgetOtherDescriptors([{ ...entry, manifestUrl: 'http://stock.remote.test/v3/mf-manifest.json' }]);
    expect(localStorage.getItem(DESCRIPTOR_CACHE_PREFIX + url)).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('knows nothing of a remote down since this browser first saw it', async () => {
    down();
    expect(await loadDescriptor(entry, SUPPORTED_CONTRACTS)).toMatchObject({
      kind: 'missing',
      reason: expect.stringContaining(`${url} unreachable`),
    });
  });

  it('refuses an unsupported contract, naming both versions, and keeps its routes for the notice', async () => {
    answering({ ...stock, contract: '2.0' });
    expect(await loadDescriptor(entry, '^1.0')).toEqual({
      kind: 'refused',
      descriptor: { ...stock, contract: '2.0' },
      reason: `Remote "stock" implements contract 2.0, this shell supports ^1.0: its pages show 'Module indisponible'.`,
    });
    expect(localStorage.getItem(DESCRIPTOR_CACHE_PREFIX + url)).toBeNull();
  });

  it('refuses what is not a descriptor, or describes another remote', async () => {
    answering({ name: 'stock', routes: 'tout' });
    expect(await loadDescriptor(entry, SUPPORTED_CONTRACTS)).toMatchObject({
      kind: 'refused',
      descriptor: null,
      reason: expect.stringContaining('is not a descriptor (contract: a version such as "1.0" is required;'),
    });
    answering({ ...stock, name: 'agenda' });
    expect(await loadDescriptor(entry, SUPPORTED_CONTRACTS)).toMatchObject({
      kind: 'refused',
      reason: `Remote "stock": ${url} describes "agenda"`,
    });
  });
});

describe('fetchRemoteEntries', () => {
  it('knows every remote remotes.json names, and skips what is not a name and an http(s) URL', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('/remotes.json', () =>
        HttpResponse.json({
          stock: 'http://localhost:4299/mf-manifest.json',
          nouveau_module: 'https://cdn.example.fr/nouveau/mf-manifest.json',
          'pas un nom': 'http://localhost:1/mf-manifest.json',
          agenda: 'javascript:alert(1)',
        }),
      ),
    );
    expect(await fetchRemoteEntries('/remotes.json')).toEqual([
      { name: 'stock', manifestUrl: 'http://localhost:4299/mf-manifest.json' },
      { name: 'nouveau_module', manifestUrl: 'https://cdn.example.fr/nouveau/mf-manifest.json' },
    ]);
    expect(errors).toHaveBeenCalledTimes(2);
  });
});
