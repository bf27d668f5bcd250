import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, type RemoteLoader } from '../test/render-app';
import { testDescriptors, testRoutes } from '../test/remotes';
import type { DescriptorOutcome } from './descriptor-source';

/** A loader where the listed remotes are down until `bringUp` is called. */
function remotesDown(...down: string[]) {
  const offline = new Set(down);
  const calls: string[] = [];
  const load: RemoteLoader = async (name): Promise<RouteObject[]> => {
    calls.push(name);
    if (offline.has(name)) throw new Error(`${name} is down`);
    return testRoutes[name] ?? [];
  };
  return { load, calls, bringUp: (name: string) => offline.delete(name) };
}

const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('a remote that cannot load', () => {
  it('shows “Module indisponible” inside the layout while the other remotes work', async () => {
    quietConsole();
    const remotes = remotesDown('stock');
    renderApp('/dashboard/stock', { loadRemote: remotes.load });

    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Module indisponible' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Agenda' }));
    expect(await screen.findByRole('heading', { name: 'Agenda du jour' })).toBeInTheDocument();
  });

  it('Réessayer loads that remote again and shows its page', async () => {
    quietConsole();
    const remotes = remotesDown('stock');
    renderApp('/dashboard/stock', { loadRemote: remotes.load });
    const retry = await screen.findByRole('button', { name: 'Réessayer' });

    remotes.bringUp('stock');
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('heading', { name: 'Stock des produits' })).toBeInTheDocument();
    expect(screen.queryByText('Module indisponible')).not.toBeInTheDocument();
    expect(remotes.calls.filter((name) => name === 'stock')).toHaveLength(2);
  });

  it('says in the console which remote failed and why', async () => {
    const errors = quietConsole();
    renderApp('/dashboard/stock', { loadRemote: remotesDown('stock').load });
    await screen.findByRole('heading', { name: 'Module indisponible' });
    expect(errors).toHaveBeenCalledWith('stock is down', expect.any(Error));
  });

  it('keeps the parent page when the remote attached below it is down', async () => {
    quietConsole();
    const remotes = remotesDown('notes');
    renderApp('/dashboard/patient/4/notes', { loadRemote: remotes.load });
    expect(await screen.findByRole('heading', { name: 'Fiche patient' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Module indisponible' })).toBeInTheDocument();
    expect(remotes.calls).toEqual(['agenda', 'notes']);
  });

  it("attaches a remote's routes under the route id another remote provides", async () => {
    const remotes = remotesDown();
    renderApp('/dashboard/patient/4/notes', { loadRemote: remotes.load });
    expect(await screen.findByRole('heading', { name: 'Fiche patient' })).toBeInTheDocument();
    expect(await screen.findByText('Notes de séance')).toBeInTheDocument();
  });

  it('loads a remote once however many of its pages are visited', async () => {
    const remotes = remotesDown();
    const { router } = renderApp('/dashboard/agenda', { loadRemote: remotes.load });
    expect(await screen.findByRole('heading', { name: 'Agenda du jour' })).toBeInTheDocument();
    await router.navigate('/dashboard/patient/3');
    expect(await screen.findByRole('heading', { name: 'Fiche patient' })).toBeInTheDocument();
    expect(remotes.calls).toEqual(['agenda']);
  });
});

describe('a page of a loaded remote whose code cannot be had', () => {
  it('shows “Module indisponible” inside the layout and says why, instead of a blank page', async () => {
    const errors = quietConsole();
    const mismatch = new Error('Version 1.0.0 from shell of shared singleton module @meche/runtime does not satisfy the requirement of stock which needs ^2.0.0');
    renderApp('/dashboard/stock', {
      loadRemote: async (name) => (name === 'stock' ? [{ path: 'stock', lazy: () => Promise.reject(mismatch) }] : (testRoutes[name] ?? [])),
    });
    expect(await screen.findByRole('heading', { name: 'Module indisponible' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(`Remote "stock": the page stock could not be loaded: ${mismatch.message}`, mismatch);
  });
});

describe('an unknown page', () => {
  it('under a loaded remote shows the error fallback inside the layout', async () => {
    quietConsole();
    const remotes = remotesDown();
    renderApp('/dashboard/agenda/nulle-part', { loadRemote: remotes.load });
    expect(await screen.findByRole('heading', { name: 'Oups Une erreur est survenue !' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
  });

  it('that no remote describes shows the error fallback inside the layout, loading nothing', async () => {
    quietConsole();
    const remotes = remotesDown();
    renderApp('/dashboard/nulle-part', { loadRemote: remotes.load });
    expect(await screen.findByRole('heading', { name: 'Oups Une erreur est survenue !' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
    expect(remotes.calls).toEqual([]);
  });
});

describe('a remote whose descriptor cannot be read', () => {
  const down: DescriptorOutcome = { kind: 'missing', reason: 'http://stock.remote.test/remote.json unreachable (Failed to fetch)' };

  it('down since this browser first saw it: its pages show “Module indisponible”, Réessayer reads it again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let outcome: DescriptorOutcome = down;
    const remotes = remotesDown();
    renderApp('/dashboard/stock', { loadRemote: remotes.load, outcomes: { stock: () => outcome } });

    expect(await screen.findByRole('heading', { name: 'Module indisponible' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).queryByRole('link', { name: 'Stock' })).not.toBeInTheDocument();

    outcome = { kind: 'fresh', descriptor: testDescriptors[1]! };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Stock des produits' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Stock' })).toBeInTheDocument();
  });

  it('below a parent page: the parent shows, and “Module indisponible” in its outlet', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const remotes = remotesDown();
    renderApp('/dashboard/patient/4/notes', { loadRemote: remotes.load, outcomes: { notes: () => ({ ...down, reason: 'notes down' }) } });
    expect(await screen.findByRole('heading', { name: 'Fiche patient' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Module indisponible' })).toBeInTheDocument();
    expect(remotes.calls).toEqual(['agenda']);
  });

  it('refused (unsupported contract): its pages show “Module indisponible”, its code is never loaded', async () => {
    const errors = quietConsole();
    const reason = `Remote "stock" implements contract 2.0, this shell supports ^1.0: its pages show 'Module indisponible'.`;
    const remotes = remotesDown();
    renderApp('/dashboard/stock', {
      loadRemote: remotes.load,
      outcomes: { stock: () => ({ kind: 'refused', descriptor: { ...testDescriptors[1]!, contract: '2.0' }, reason }) },
    });
    expect(await screen.findByRole('heading', { name: 'Module indisponible' })).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(reason);
    expect(remotes.calls).toEqual([]);
    // Its sidebar entry stays, leading to the same notice; the other remotes work.
    await userEvent.setup().click(screen.getByRole('link', { name: 'Agenda' }));
    expect(await screen.findByRole('heading', { name: 'Agenda du jour' })).toBeInTheDocument();
    await waitFor(() => expect(remotes.calls).toEqual(['agenda']));
  });
});
