import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRACTICE_RULES, type PracticeRules } from '@meche/contracts';
import { api, server } from '@meche/testing';
import { renderApp } from '../test/render-app';
import { FOLLOW_UP_TEXTS } from './follow-up-panel';

async function panel() {
  renderApp('/dashboard/settings');
  return within((await screen.findByRole('heading', { name: FOLLOW_UP_TEXTS.title })).closest('section') as HTMLElement);
}

describe('the follow-up panel of the settings page', () => {
  it('saves the reminder lead and the photo weeks, showing the server’s French refusal under its field', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put(api('/settings/rules'), async ({ request }) => {
        const body = (await request.json()) as PracticeRules;
        sent.push(body);
        if (body.photoRetakeWeeks > 26) return HttpResponse.json({ photoRetakeWeeks: 'Indiquez un nombre de semaines entre 1 et 26.' }, { status: 400 });
        return HttpResponse.json({ ...DEFAULT_PRACTICE_RULES, ...body });
      }),
    );
    const section = await panel();
    const user = userEvent.setup();
    await user.selectOptions(await section.findByLabelText('Rappel envoyé au client'), '72 heures avant la visite');
    const weeks = section.getByLabelText('Photos à refaire après (semaines)');
    await user.clear(weeks);
    await user.type(weeks, '40');
    await user.click(section.getByRole('button', { name: 'Enregistrer le suivi' }));
    expect(await section.findByText('Indiquez un nombre de semaines entre 1 et 26.')).toBeInTheDocument();
    await user.clear(weeks);
    await user.type(weeks, '6');
    await user.click(section.getByRole('button', { name: 'Enregistrer le suivi' }));
    expect(await screen.findByText(FOLLOW_UP_TEXTS.saved)).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ reminderLeadHours: 72, photoRetakeWeeks: 6 });
  });

  it('creates the private calendar link, shows it once, and revokes it after confirmation', async () => {
    let createdAt: string | null = null;
    server.use(
      http.get(api('/settings/rules'), () => HttpResponse.json({ ...DEFAULT_PRACTICE_RULES, calendarFeedCreated: createdAt })),
      http.post(api('/settings/calendar-feed'), () => {
        createdAt = '2026-11-26T09:00:00.000Z';
        return HttpResponse.json({ url: 'http://localhost:3000/api/calendar/abc', created: createdAt }, { status: 200 });
      }),
      http.delete(api('/settings/calendar-feed'), () => {
        createdAt = null;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const section = await panel();
    const user = userEvent.setup();
    expect(await section.findByText(FOLLOW_UP_TEXTS.feedNone)).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Créer le lien' }));
    expect(await section.findByLabelText('Lien d’abonnement')).toHaveValue('http://localhost:3000/api/calendar/abc');
    expect(await section.findByText(/Un lien est actif depuis le 26 novembre 2026/)).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Révoquer le lien' }));
    await user.click(await screen.findByRole('button', { name: 'Révoquer' }));
    expect(await section.findByText(FOLLOW_UP_TEXTS.feedNone)).toBeInTheDocument();
    expect(section.queryByLabelText('Lien d’abonnement')).not.toBeInTheDocument();
  });
});
