import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, server, summary } from '@meche/testing';
import { renderApp } from '../test/render-app';
import { NO_RECENT_PROGRAMS, SUMMARY_LOAD_ERROR } from './dashboard-summary';

describe('dashboard summary', () => {
  it('shows the counts with their shortcuts and the latest programmes under the welcome card', async () => {
    server.use(http.get(api('/dashboard'), () => HttpResponse.json(summary)));
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: /Bonjour, Camille Martin/ })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Votre cabinet' });
    expect(await within(section).findByRole('link', { name: /40 clients/ })).toHaveAttribute('href', '/dashboard/clients');
    expect(within(section).getByRole('link', { name: /^1 produit Voir/ })).toHaveAttribute('href', '/dashboard/product-category');
    expect(within(section).getByText('6 programmes')).toBeInTheDocument();
    expect(within(section).getByText('enregistrés')).toBeInTheDocument();

    const shortcuts = within(section).getByRole('navigation', { name: 'Raccourcis' });
    expect(within(shortcuts).getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Ajouter un client', '/dashboard/add-client'],
      ['Ajouter un produit', '/dashboard/add-product'],
      ['Réglages du cabinet', '/dashboard/settings'],
    ]);

    const recent = within(section).getByRole('link', { name: 'Programme chute diffuse — Léa Martin' });
    expect(within(section).getByText(/112\.70/)).toBeInTheDocument();
    await userEvent.setup().click(recent);
    // The programme itself, open in the editor: not the top of the client file.
    expect(router.state.location.pathname).toBe('/dashboard/client/3/add-care');
    expect(router.state.location.search).toBe('?programme=12');
  });

  it('says so when there is no programme yet', async () => {
    renderApp('/dashboard');
    expect(await screen.findByText(NO_RECENT_PROGRAMS)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^0 client Voir/ })).toBeInTheDocument();
    expect(screen.getByText('0 programme').parentElement).toHaveTextContent('0 programme enregistré');
  });

  it('shows a French error with a retry when the summary cannot be read, the welcome card staying', async () => {
    let calls = 0;
    server.use(
      http.get(api('/dashboard'), () => (++calls === 1 ? HttpResponse.json({ message: 'Une erreur est survenue.' }, { status: 500 }) : HttpResponse.json(summary))),
    );
    renderApp('/dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Une erreur est survenue.');
    expect(screen.getByRole('heading', { name: /Bonjour/ })).toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: /40 clients/ })).toBeInTheDocument();
  });

  it('says the page’s own French sentence when the network is down', async () => {
    server.use(http.get(api('/dashboard'), () => HttpResponse.error()));
    renderApp('/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent(SUMMARY_LOAD_ERROR);
  });
});
