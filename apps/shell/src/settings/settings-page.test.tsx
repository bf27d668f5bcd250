import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MSG, type PracticeSettings } from '@meche/contracts';
import { api, server, unsetSettings } from '@meche/testing';
import { LEAVE_MESSAGES } from '@meche/front-kit';
import { renderApp } from '../test/render-app';
import { LOGO_SAVED, NO_LOGO } from './logo-panel';
import { SETTINGS_LOAD_ERROR, SETTINGS_TITLE } from './settings-page';
import { SETTINGS_SAVED } from './settings-form';

const LEAVE_QUESTION = LEAVE_MESSAGES.question;

const saved: PracticeSettings = {
  name: 'Institut Lumière',
  address: '3 place Bellecour\n69002 Lyon',
  phone: '04 78 00 00 00',
  siret: '12345678900012',
  hasLogo: false,
  modified: '2026-11-20T09:00:00.000Z',
};

describe('practice settings page', () => {
  it('loads, saves the details as typed and says so', async () => {
    let sent: unknown;
    server.use(
      http.get(api('/settings'), () => HttpResponse.json(unsetSettings)),
      http.put(api('/settings'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(saved);
      }),
    );
    renderApp('/dashboard/settings');
    expect(await screen.findByRole('heading', { name: SETTINGS_TITLE })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nom du cabinet'), 'Institut Lumière');
    await user.type(screen.getByLabelText('Adresse'), '3 place Bellecour{Enter}69002 Lyon');
    await user.type(screen.getByLabelText('Téléphone'), '04 78 00 00 00');
    await user.type(screen.getByLabelText('SIRET'), '123 456 789 00012');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText(SETTINGS_SAVED)).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Institut Lumière', address: '3 place Bellecour\n69002 Lyon', phone: '04 78 00 00 00', siret: '123 456 789 00012' });
    expect(screen.getByLabelText('SIRET')).toHaveValue('12345678900012');
  });

  it('puts a wrong SIRET under its field before sending, and a server refusal under its field, keeping what was typed', async () => {
    let puts = 0;
    server.use(
      http.get(api('/settings'), () => HttpResponse.json(unsetSettings)),
      http.put(api('/settings'), () => (++puts, HttpResponse.json({ phone: MSG.invalidPhone }, { status: 400 }))),
    );
    renderApp('/dashboard/settings');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('SIRET'), '1234');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(MSG.invalidSiret)).toBeInTheDocument();
    expect(screen.getByLabelText('SIRET')).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toBe(0);

    await user.clear(screen.getByLabelText('SIRET'));
    await user.type(screen.getByLabelText('Téléphone'), '0478');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(MSG.invalidPhone)).toBeInTheDocument();
    expect(screen.getByLabelText('Téléphone')).toHaveValue('0478');
    expect(puts).toBe(1);
  });

  it('asks before leaving with unsaved details, keeps them on staying, and lets a saved form go without asking', async () => {
    server.use(
      http.get(api('/settings'), () => HttpResponse.json(unsetSettings)),
      http.put(api('/settings'), () => HttpResponse.json(saved)),
    );
    renderApp('/dashboard/settings');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nom du cabinet'), 'Institut Lumière');
    await user.click(within(screen.getByRole('navigation')).getByRole('link', { name: 'Profile' }));
    const question = await screen.findByRole('dialog', { name: LEAVE_QUESTION });
    await user.click(within(question).getByRole('button', { name: 'Rester sur la page' }));
    expect(screen.getByRole('heading', { name: SETTINGS_TITLE })).toBeInTheDocument();
    expect(screen.getByLabelText('Nom du cabinet')).toHaveValue('Institut Lumière');

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(SETTINGS_SAVED)).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation')).getByRole('link', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { name: 'Mon profil' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Enter in a detail moves to the next one instead of sending', async () => {
    let puts = 0;
    server.use(
      http.get(api('/settings'), () => HttpResponse.json(unsetSettings)),
      http.put(api('/settings'), () => (++puts, HttpResponse.json(saved))),
    );
    renderApp('/dashboard/settings');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nom du cabinet'), 'Institut{Enter}');
    expect(screen.getByLabelText('Adresse')).toHaveFocus();
    expect(puts).toBe(0);
  });

  it('shows a French error with a retry when the settings cannot be read', async () => {
    server.use(http.get(api('/settings'), () => HttpResponse.error()));
    renderApp('/dashboard/settings');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SETTINGS_LOAD_ERROR);
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('previews the chosen logo, refuses a wrong file before sending, uploads the file itself', async () => {
    let uploaded: string | null = null;
    server.use(
      http.get(api('/settings'), () => HttpResponse.json(unsetSettings)),
      http.put(api('/settings/logo'), ({ request }) => {
        uploaded = request.headers.get('content-type');
        return HttpResponse.json({ ...unsetSettings, hasLogo: true, modified: '2026-11-21T00:00:00.000Z' });
      }),
      http.get(api('/settings/logo'), () => new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/jpeg' } })),
    );
    renderApp('/dashboard/settings');
    expect(await screen.findByText(NO_LOGO)).toBeInTheDocument();
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText(/Choisir un logo/);

    await user.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText(MSG.photoUnsupportedType)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer le logo' })).toBeDisabled();

    await user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Aperçu du nouveau logo' })).toHaveAttribute('src', 'data:image/png;base64,iVBORw==');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le logo' }));
    expect(await screen.findByText(LOGO_SAVED)).toBeInTheDocument();
    expect(uploaded).toBe('image/png');
    await waitFor(() => expect(screen.getByRole('img', { name: 'Logo actuel du cabinet' })).toHaveAttribute('src', 'data:image/jpeg;base64,AQID'));
    expect(screen.getByRole('button', { name: 'Retirer le logo' })).toBeInTheDocument();
  });
});
