import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PageLink } from './page-link';
import { pageNames, type PublishedRemote } from './page-names';

const catalogue: PublishedRemote = {
  name: 'catalogue',
  attach: 'dashboard-content',
  routes: [{ path: 'produit/:id' }],
  pages: { 'catalogue.product': 'produit/:id' },
};
const clients: PublishedRemote = {
  name: 'clients',
  attach: 'dashboard-content',
  routes: [{ id: 'client-detail', path: 'client/:clientId', children: [] }],
  pages: { 'clients.client': 'client/:clientId', 'clients.photos': 'client/:clientId?suivi=photos' },
};
const programmes: PublishedRemote = {
  name: 'programmes',
  attach: 'client-detail',
  routes: [{ path: 'planning/:programId' }],
  pages: { 'programmes.planning': 'planning/:programId' },
};
const agenda: PublishedRemote = {
  name: 'agenda',
  attach: 'dashboard-content',
  routes: [{ path: 'agenda' }],
  pages: { 'agenda.book': 'agenda?reserver=1&client=:clientId&programme=:programId' },
};

beforeEach(() => pageNames.publish([]));

describe('pageNames', () => {
  it('answers a page’s address from the descriptor of the remote that owns it', () => {
    pageNames.publish([catalogue, clients]);
    expect(pageNames.href('catalogue.product', { id: 7 })).toBe('/dashboard/produit/7');
    expect(pageNames.href('clients.photos', { clientId: 'a b' })).toBe('/dashboard/client/a%20b?suivi=photos');
  });

  it('places a remote’s pages below the route of the remote it attaches to, whatever their order', () => {
    pageNames.publish([programmes, clients]);
    expect(pageNames.href('programmes.planning', { clientId: 3, programId: 9 })).toBe('/dashboard/client/3/planning/9');
  });

  it('leaves out a query parameter that is not given', () => {
    pageNames.publish([agenda]);
    expect(pageNames.href('agenda.book', { clientId: 3, programId: 9 })).toBe('/dashboard/agenda?reserver=1&client=3&programme=9');
    expect(pageNames.href('agenda.book', { clientId: 3 })).toBe('/dashboard/agenda?reserver=1&client=3');
  });

  it('answers nothing for a page no loaded remote publishes, and says so once per name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    pageNames.publish([programmes]);
    expect(pageNames.href('catalogue.product', { id: 7 })).toBeNull();
    expect(pageNames.href('catalogue.product', { id: 8 })).toBeNull();
    // Its parent remote is not loaded: the page has no address either.
    expect(pageNames.href('programmes.planning', { clientId: 3, programId: 9 })).toBeNull();
    expect(warn.mock.calls).toEqual([
      ['Page "catalogue.product" is published by no loaded remote: its links are shown as text.'],
      ['Page "programmes.planning" is published by no loaded remote: its links are shown as text.'],
    ]);
  });

  it('answers nothing when the path needs a parameter the link does not give', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    pageNames.publish([catalogue]);
    expect(pageNames.href('catalogue.product', { ref: 'x' })).toBeNull();
    expect(warn).toHaveBeenCalledWith('Page "catalogue.product" needs parameters its link does not give (/dashboard/produit/:id): its links are shown as text.');
  });
});

describe('PageLink', () => {
  const renderAt = (element: ReactNode) =>
    render(<RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: ['/dashboard'] })} />);

  it('links to the page by its name, and follows the page when its remote’s descriptor is read again', () => {
    pageNames.publish([catalogue]);
    renderAt(<PageLink name="catalogue.product" params={{ id: 7 }}>Crème</PageLink>);
    expect(screen.getByRole('link', { name: 'Crème' })).toHaveAttribute('href', '/dashboard/produit/7');
    act(() => pageNames.publish([{ ...catalogue, pages: { 'catalogue.product': 'product-detail/:id' } }]));
    expect(screen.getByRole('link', { name: 'Crème' })).toHaveAttribute('href', '/dashboard/product-detail/7');
  });

  it('shows its text without a link when the page’s remote is not there, or nothing when told so', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt(
      <p>
        <PageLink name="catalogue.product" params={{ id: 7 }}>Crème</PageLink>
        <PageLink name="agenda.book" params={{ clientId: 1 }} fallback={null}>Réserver</PageLink>
      </p>,
    );
    expect(screen.getByText('Crème')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Réserver')).toBeNull();
  });
});
