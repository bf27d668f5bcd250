import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { noteSessionExpired } from '@meche/runtime';
import { renderApp } from '../test/render-app';
import { api, loginResponse, profile, server } from '@meche/testing';

async function fillCredentials(password = 'meche-demo') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'camille@meche.test');
  await user.type(screen.getByLabelText('Mot de passe'), password);
  return user;
}

describe('LoginPage', () => {
  it('signs in, stores the session user and opens the dashboard', async () => {
    let body: unknown;
    server.use(
      http.post(api('/login'), async ({ request }) => {
        body = await request.json();
        await delay(50);
        return HttpResponse.json(loginResponse);
      }),
      http.get(api('/user/7'), () => HttpResponse.json(profile)),
    );
    const { router } = renderApp('/login', { user: null });
    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: 'Connecter' }));

    expect(await screen.findByRole('status', { name: 'Connexion en cours' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Bonjour, Camille Martin!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(body).toEqual({ username: 'camille@meche.test', password: 'meche-demo' });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({
      username: 'camille@meche.test',
      userId: 7,
      phone: null,
      role: 'USER',
      name: 'Camille Martin',
    });
  });

  it('says “Email ou mot de passe incorrect.” on a refusal and keeps what was typed', async () => {
    server.use(http.post(api('/login'), () => HttpResponse.json({ message: 'Email ou mot de passe incorrect.' }, { status: 401 })));
    const { router } = renderApp('/login', { user: null });
    const user = await fillCredentials('mauvais');
    await user.click(screen.getByRole('button', { name: 'Connecter' }));

    expect(await screen.findByText('Email ou mot de passe incorrect.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('mauvais');
    expect(screen.getByRole('button', { name: 'Connecter' })).toBeEnabled();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('requires both fields, the email being of email type', async () => {
    renderApp('/login', { user: null });
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Mot de passe')).toBeRequired();
  });

  it('shows and hides the password with a labelled toggle', async () => {
    renderApp('/login', { user: null });
    const user = userEvent.setup();
    const password = await screen.findByLabelText('Mot de passe');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('sends a signed-in practitioner straight to the dashboard', async () => {
    server.use(http.get(api('/user/7'), () => HttpResponse.json(profile)));
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('says once why the session ended: expired with the typed work kept', async () => {
    sessionStorage.setItem('meche-draft:7:add-client', '{}');
    noteSessionExpired();
    renderApp('/login', { user: null });
    expect(await screen.findByRole('status')).toHaveTextContent('Session expirée : votre saisie est conservée.');
    cleanup();
    sessionStorage.clear();
    renderApp('/login', { user: null });
    await screen.findByLabelText('Email');
    expect(screen.queryByText(/Session expirée/)).not.toBeInTheDocument();
  });
});
