import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';
import { api, profile, server } from '@meche/testing';

async function openEditor() {
  server.use(http.get(api('/user/7'), () => HttpResponse.json(profile)));
  renderApp('/dashboard/user-profile');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Modifier profil' }));
  return user;
}

describe('ProfilePage', () => {
  it('shows name, email and “Non spécifié” for a missing phone', async () => {
    server.use(http.get(api('/user/7'), () => HttpResponse.json(profile)));
    renderApp('/dashboard/user-profile');
    expect(await screen.findByText('camille@meche.test')).toBeInTheDocument();
    expect(screen.getByText('Non spécifié')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier profil' })).toBeInTheDocument();
  });

  it('Annuler leaves the profile as it was', async () => {
    const user = await openEditor();
    await user.clear(screen.getByLabelText('Nom'));
    await user.type(screen.getByLabelText('Nom'), 'Autre nom');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(await screen.findByText('Camille Martin')).toBeInTheDocument();
    expect(screen.queryByText('Autre nom')).not.toBeInTheDocument();
  });

  it('saves, shows the new values and renames the session user', async () => {
    let sent: unknown;
    const user = await openEditor();
    server.use(
      http.put(api('/user/7'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ name: 'Camille Roy', email: 'camille@meche.test', phone: '0612345678' });
      }),
    );
    await user.clear(screen.getByLabelText('Nom'));
    await user.type(screen.getByLabelText('Nom'), 'Camille Roy');
    await user.type(screen.getByLabelText('Téléphone'), '06 12-34 56 78');
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));

    expect(await screen.findByText('0612345678')).toBeInTheDocument();
    expect(screen.getByText('Camille Roy')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Camille Roy', email: 'camille@meche.test', phone: '0612345678' });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ name: 'Camille Roy', phone: '0612345678' });
  });

  it('puts each message of a 400 under its field and keeps the form', async () => {
    const user = await openEditor();
    server.use(
      http.put(api('/user/7'), () =>
        HttpResponse.json({ email: 'Cet email est déjà utilisé.', name: '100 caractères maximum.' }, { status: 400 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));

    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription('Cet email est déjà utilisé.');
    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription('100 caractères maximum.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Sauvegarder' })).toBeInTheDocument();
  });

  it('asks for the current password only when the email changes, and sends it with the new email', async () => {
    let sent: unknown;
    const user = await openEditor();
    server.use(
      http.put(api('/user/7'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ name: 'Camille Martin', email: 'camille.martin@meche.test', phone: null });
      }),
    );
    expect(screen.queryByLabelText('Mot de passe actuel')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'CAMILLE@meche.test');
    // The same address in other letters is no change.
    expect(screen.queryByLabelText('Mot de passe actuel')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'camille.martin@meche.test');
    const password = screen.getByLabelText('Mot de passe actuel');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toBeRequired();
    expect(password).toHaveAccessibleDescription("Nécessaire pour changer d'email.");
    await user.type(password, 'mot-de-passe');
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));

    expect(await screen.findByText('camille.martin@meche.test')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Camille Martin', email: 'camille.martin@meche.test', phone: '', currentPassword: 'mot-de-passe' });
  });

  it('shows a wrong password’s message under the password field and keeps what was typed', async () => {
    const user = await openEditor();
    server.use(http.put(api('/user/7'), () => HttpResponse.json({ currentPassword: 'Mot de passe incorrect.' }, { status: 400 })));
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'nouvel@meche.test');
    await user.type(screen.getByLabelText('Mot de passe actuel'), 'faux');
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));

    const password = await screen.findByLabelText('Mot de passe actuel');
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    expect(password).toHaveAccessibleDescription("Nécessaire pour changer d'email. Mot de passe incorrect.");
    expect(screen.getByLabelText('Email')).toHaveValue('nouvel@meche.test');
  });

  it('shows the server’s message for another error response', async () => {
    const user = await openEditor();
    server.use(http.put(api('/user/7'), () => HttpResponse.json({ message: 'Une erreur est survenue.' }, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur est survenue.');
  });

  it('says “Something went wrong. Please try again.” when the server does not answer', async () => {
    const user = await openEditor();
    server.use(http.put(api('/user/7'), () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByLabelText('Nom')).toHaveValue('Camille Martin');
  });
});
