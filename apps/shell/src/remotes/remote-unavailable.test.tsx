import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CLIENT_DETAIL_ROUTE_ID } from '@meche/ui';
import { renderApp, type RemoteLoader } from '../test/render-app';
import type { RemoteName } from './remote-names';

const clientsRoutes: RouteObject[] = [
  { path: 'clients', element: <h1>Liste des clients</h1> },
  {
    id: CLIENT_DETAIL_ROUTE_ID,
    path: 'client/:clientId',
    element: (
      <section>
        <h1>Fiche client</h1>
        <Outlet />
      </section>
    ),
    children: [],
  },
];
const catalogueRoutes: RouteObject[] = [{ path: 'product-category', element: <h1>Produits par catégorie</h1> }];

/** A loader where the listed remotes are down until `bringUp` is called. */
function remotesDown(...down: RemoteName[]) {
  const offline = new Set(down);
  const calls: RemoteName[] = [];
  const load: RemoteLoader = async (name) => {
    calls.push(name);
    if (offline.has(name)) throw new Error(`${name} is down`);
    return name === 'clients' ? clientsRoutes : name === 'catalogue' ? catalogueRoutes : [{ path: 'add-care', element: <p>Soins</p> }];
  };
  return { load, calls, bringUp: (name: RemoteName) => offline.delete(name) };
}

describe('a remote that cannot load', () => {
  it('shows “Module indisponible” inside the layout while the other remotes work', async () => {
    const remotes = remotesDown('catalogue');
    renderApp('/dashboard/product-category', { loadRemote: remotes.load });

    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Module indisponible' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Clients' }));
    expect(await screen.findByRole('heading', { name: 'Liste des clients' })).toBeInTheDocument();
  });

  it('Réessayer loads that remote again and shows its page', async () => {
    const remotes = remotesDown('catalogue');
    renderApp('/dashboard/product-category', { loadRemote: remotes.load });
    const retry = await screen.findByRole('button', { name: 'Réessayer' });

    remotes.bringUp('catalogue');
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('heading', { name: 'Produits par catégorie' })).toBeInTheDocument();
    expect(screen.queryByText('Module indisponible')).not.toBeInTheDocument();
    expect(remotes.calls.filter((name) => name === 'catalogue')).toHaveLength(2);
  });

  it('keeps the client page when the programmes remote is down below it', async () => {
    const remotes = remotesDown('programmes');
    renderApp('/dashboard/client/4/add-care', { loadRemote: remotes.load });
    expect(await screen.findByRole('heading', { name: 'Fiche client' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Module indisponible' })).toBeInTheDocument();
    expect(remotes.calls).toEqual(['clients', 'programmes']);
  });

  it('attaches the programmes routes under the client detail route', async () => {
    const remotes = remotesDown();
    renderApp('/dashboard/client/4/add-care', { loadRemote: remotes.load });
    expect(await screen.findByRole('heading', { name: 'Fiche client' })).toBeInTheDocument();
    expect(await screen.findByText('Soins')).toBeInTheDocument();
  });

  it('loads a remote once however many of its pages are visited', async () => {
    const remotes = remotesDown();
    const { router } = renderApp('/dashboard/clients', { loadRemote: remotes.load });
    expect(await screen.findByRole('heading', { name: 'Liste des clients' })).toBeInTheDocument();
    await router.navigate('/dashboard/client/3');
    expect(await screen.findByRole('heading', { name: 'Fiche client' })).toBeInTheDocument();
    expect(remotes.calls).toEqual(['clients']);
  });
});

describe('an unknown page under a loaded remote', () => {
  it('shows the error fallback inside the layout', async () => {
    const remotes = remotesDown();
    renderApp('/dashboard/clients/nulle-part', { loadRemote: remotes.load });
    expect(await screen.findByRole('heading', { name: 'Oups Une erreur est survenue !' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
  });
});
