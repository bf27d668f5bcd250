import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { testDescriptors, testRoutes } from '../test/remotes';
import { renderApp } from '../test/render-app';
import { RemoteModules } from './remote-modules';
import { RemoteRegistry } from './remote-registry';

/** A loader whose remotes answer only when told: what was asked, and when, is what these tests read. */
function heldLoader() {
  const asked: string[] = [];
  const answers = new Map<string, () => void>();
  const load = (name: string) =>
    new Promise<RouteObject[]>((resolve) => {
      asked.push(name);
      answers.set(name, () => resolve(testRoutes[name] ?? []));
    });
  return { asked, load, answer: (name: string) => answers.get(name)?.() };
}

function pageRemotes(load: (name: string) => Promise<RouteObject[]>) {
  const registry = new RemoteRegistry({
    fetchEntries: async () => testDescriptors.map(({ name }) => ({ name, manifestUrl: `http://${name}.remote.test/mf-manifest.json` })),
    loadDescriptor: async (entry) => ({ kind: 'fresh', descriptor: testDescriptors.find((d) => d.name === entry.name)! }),
  });
  return new RemoteModules(registry, (info) => load(info.name));
}

describe('the remotes of the page’s path, before the router', () => {
  it('starts loading every remote the path needs at once, a remote attached below another without waiting for it', async () => {
    const loader = heldLoader();
    const modules = pageRemotes(loader.load);
    const preload = modules.preload('/dashboard/patient/4/notes');
    await expect.poll(() => loader.asked).toEqual(['agenda', 'notes']);
    loader.answer('notes');
    loader.answer('agenda');
    await preload;
    expect(modules.status('agenda')).toBe('loaded');
    expect(modules.status('notes')).toBe('loaded');
  });

  it('loads nothing for the dashboard itself, the shell’s own pages or an address no remote describes', async () => {
    const loader = heldLoader();
    const modules = pageRemotes(loader.load);
    await modules.preload('/login');
    await modules.preload('/dashboard');
    await modules.preload('/dashboard/nulle-part');
    expect(loader.asked).toEqual([]);
  });

  it('is the load the router then uses: each remote is loaded once', async () => {
    const asked: string[] = [];
    const load = async (name: string) => {
      asked.push(name);
      return testRoutes[name] ?? [];
    };
    const { modules } = renderApp('/dashboard/agenda', { loadRemote: load });
    await modules.preload('/dashboard/patient/4/notes');
    expect(await screen.findByRole('heading', { name: 'Agenda du jour' })).toBeInTheDocument();
    expect(asked).toEqual(['agenda', 'notes']);
  });
});
