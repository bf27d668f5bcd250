import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRACTICE_RULES, type PracticeRulesInput } from '@meche/contracts';
import { api, server } from '@meche/testing';
import { renderApp } from '../test/render-app';
import { RULES_TEXTS } from './practice-rules-panel';

describe('the working rules on the practice settings page', () => {
  it('shows the careful defaults and saves each change at once', async () => {
    const saved: PracticeRulesInput[] = [];
    let stored = DEFAULT_PRACTICE_RULES;
    server.use(
      http.put(api('/settings/rules'), async ({ request }) => {
        const body = (await request.json()) as PracticeRulesInput;
        saved.push(body);
        stored = { ...stored, ...body };
        return HttpResponse.json(stored);
      }),
    );
    const user = userEvent.setup();
    renderApp('/dashboard/settings');
    const section = within((await screen.findByRole('heading', { name: RULES_TEXTS.title })).closest('section') as HTMLElement);
    const photos = await section.findByRole('checkbox', { name: RULES_TEXTS.photosWithoutConsent });
    expect(photos).not.toBeChecked();
    expect(section.getByRole('radio', { name: RULES_TEXTS.ttc })).toBeChecked();

    await user.click(photos);
    // Only the choice made is sent: the other panels' choices are left as stored.
    await waitFor(() => expect(saved).toEqual([{ photosWithoutConsent: true }]));
    expect(await screen.findByText(RULES_TEXTS.saved)).toBeInTheDocument();
    await waitFor(() => expect(section.getByRole('radio', { name: RULES_TEXTS.ht })).toBeEnabled());
    await user.click(section.getByRole('radio', { name: RULES_TEXTS.ht }));
    await waitFor(() => expect(saved.at(-1)).toEqual({ priceEntry: 'HT' }));
    expect(section.getByRole('radio', { name: RULES_TEXTS.ht })).toBeChecked();
  });

  it('puts a refused change back and says so', async () => {
    server.use(http.put(api('/settings/rules'), () => HttpResponse.json({ message: 'Une erreur est survenue.' }, { status: 500 })));
    const user = userEvent.setup();
    renderApp('/dashboard/settings');
    const section = within((await screen.findByRole('heading', { name: RULES_TEXTS.title })).closest('section') as HTMLElement);
    const photos = await section.findByRole('checkbox', { name: RULES_TEXTS.photosWithoutConsent });
    await user.click(photos);
    expect(await screen.findByText('Une erreur est survenue.')).toBeInTheDocument();
    await waitFor(() => expect(photos).not.toBeChecked());
  });
});
