import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@meche/runtime';
import { renderRemote } from '@meche/testing';
import { routes } from '../routes';


describe('add client draft', { timeout: 20_000 }, () => {
  it('offers the half-filled form back after a reload, and restores it on request', async () => {
    sessionStore.set({ userId: 5, username: 'c@meche.test', name: 'C', phone: null, role: 'USER' });
    const first = renderRemote(routes, '/dashboard/add-client');
    await screen.findByRole('heading', { name: 'Ajouter un client' }, { timeout: 4000 });
    await first.user.type(screen.getByLabelText(/^Nom/), 'Rechargée');
    await first.user.type(screen.getByLabelText('Ville'), 'Lyon');
    cleanup();

    const { user } = renderRemote(routes, '/dashboard/add-client');
    await screen.findByRole('heading', { name: 'Ajouter un client' }, { timeout: 4000 });
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Reprendre le brouillon' }));
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('Rechargée');
    expect(screen.getByLabelText('Ville')).toHaveValue('Lyon');
    sessionStore.set(null);
  });
});
