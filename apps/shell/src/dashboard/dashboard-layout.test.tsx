import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';
import { api, server } from '@meche/testing';

const longFrenchDate = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date);

describe('dashboard layout', () => {
  it('welcomes the practitioner by name with today’s date and what the platform does', async () => {
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Bonjour, Camille Martin!' })).toBeInTheDocument();
    expect(screen.getByText(longFrenchDate(new Date()))).toBeInTheDocument();
    expect(screen.getByText(/plateforme de gestion de clients/)).toBeInTheDocument();
  });

  it('has the shell’s links, then the remotes’ by their order, and the theme toggle', async () => {
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    const links = within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/dashboard'],
      ['Profile', '/dashboard/user-profile'],
      ['Messages', '/dashboard/messages'],
      ['Nouveau rendez-vous', '/dashboard/nouveau-rdv'],
      ['Agenda', '/dashboard/agenda'],
      ['Stock', '/dashboard/stock'],
    ]);
    expect(screen.getByRole('button', { name: 'Thème sombre' })).toBeInTheDocument();
  });

  it('draws the sidebar from the descriptors without loading any remote’s code', async () => {
    const loaded: string[] = [];
    renderApp('/dashboard', { loadRemote: async (name) => (loaded.push(name), []) });
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Stock' })).toBeInTheDocument();
    expect(loaded).toEqual([]);
  });

  it('sends a visitor without a session to /login', async () => {
    const { router } = renderApp('/dashboard', { user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('asks “Voulez-vous vous déconnecter ?” and stays when the answer is no', async () => {
    let calls = 0;
    server.use(http.post(api('/logout'), () => (calls++, new HttpResponse(null, { status: 204 }))));
    const { router } = renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Déconnexion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Voulez-vous vous déconnecter ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(calls).toBe(0);
  });

  it('logs out after confirmation and goes to /login', async () => {
    let calls = 0;
    server.use(http.post(api('/logout'), () => (calls++, new HttpResponse(null, { status: 204 }))));
    const { router } = renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Déconnexion' }));
    await user.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls).toBe(1);
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('says “Logout failed. Please try again.” when the server cannot log out', async () => {
    server.use(http.post(api('/logout'), () => HttpResponse.error()));
    const { router } = renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Déconnexion' }));
    await user.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByText('Logout failed. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
