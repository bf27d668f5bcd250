import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRACTICE_RULES, type PracticeRulesInput } from '@meche/contracts';
import { api, server } from '@meche/testing';
import { renderApp } from '../test/render-app';
import { AFTER_CLIENT_TEXTS } from './after-client-panel';

const FILE = 'Ouvrir la fiche du nouveau client';
const LIST = 'Afficher la liste des clients, le nouveau client en tête et en surbrillance';

async function panel() {
  renderApp('/dashboard/settings');
  return within((await screen.findByRole('heading', { name: AFTER_CLIENT_TEXTS.title })).closest('section') as HTMLElement);
}

describe('the after-adding choice on the settings page', () => {
  it('shows the stored choice and saves a new one in the practice’s settings, not in this browser', async () => {
    const saved: PracticeRulesInput[] = [];
    server.use(
      http.get(api('/settings/rules'), () => HttpResponse.json({ ...DEFAULT_PRACTICE_RULES, afterClientCreated: 'list' })),
      http.put(api('/settings/rules'), async ({ request }) => {
        const body = (await request.json()) as PracticeRulesInput;
        saved.push(body);
        return HttpResponse.json({ ...DEFAULT_PRACTICE_RULES, ...body });
      }),
    );
    const section = await panel();
    const user = userEvent.setup();
    expect(await section.findByRole('radio', { name: LIST })).toBeChecked();
    await user.click(section.getByRole('radio', { name: FILE }));
    expect(section.getByRole('radio', { name: FILE })).toBeChecked();
    await waitFor(() => expect(saved).toEqual([{ afterClientCreated: 'file' }]));
    expect(await screen.findByText(AFTER_CLIENT_TEXTS.saved)).toBeInTheDocument();
    expect(window.localStorage.getItem('meche-after-client-created')).toBeNull();
  });

  it('puts a refused choice back and says so', async () => {
    server.use(http.put(api('/settings/rules'), () => HttpResponse.json({ message: 'Une erreur est survenue.' }, { status: 500 })));
    const section = await panel();
    const user = userEvent.setup();
    await user.click(await section.findByRole('radio', { name: FILE }));
    expect(await screen.findByText('Une erreur est survenue.')).toBeInTheDocument();
    await waitFor(() => expect(section.getByRole('radio', { name: LIST })).toBeChecked());
  });
});
