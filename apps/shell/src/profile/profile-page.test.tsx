import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { profile } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { server } from '../test/server';

async function openEditor() {
  server.use(http.get('/api/user/7', () => HttpResponse.json(profile)));
  renderApp('/dashboard/user-profile');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Modifier profil' }));
  return user;
}

describe('ProfilePage', () => {
  it('shows name, email and “Non spécifié” for a missing phone', async () => {
    server.use(http.get('/api/user/7', () => HttpResponse.json(profile)));
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
      http.put('/api/user/7', async ({ request }) => {
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
      http.put('/api/user/7', () =>
        HttpResponse.json({ email: 'Cet email est déjà utilisé.', name: '100 caractères maximum.' }, { status: 400 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));

    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription('Cet email est déjà utilisé.');
    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription('100 caractères maximum.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Sauvegarder' })).toBeInTheDocument();
  });

  it('shows the server’s message for another error response', async () => {
    const user = await openEditor();
    server.use(http.put('/api/user/7', () => HttpResponse.json({ message: 'Une erreur est survenue.' }, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur est survenue.');
  });

  it('says “Something went wrong. Please try again.” when the server does not answer', async () => {
    const user = await openEditor();
    server.use(http.put('/api/user/7', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByLabelText('Nom')).toHaveValue('Camille Martin');
  });
});
