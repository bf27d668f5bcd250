import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Today } from '@meche/contracts';
import { api, server } from '@meche/testing';
import { renderApp } from '../test/render-app';
import { TODAY_TEXTS } from './today-panel';

const cure = { programId: 12, clientId: 3, clientName: 'Léa Martin', programReference: 'Cure post-partum', startDay: '2026-10-01', lastDay: '2026-11-28' };

const busyDay: Today = {
  date: '2026-11-26',
  visits: { total: 1, items: [{ id: 5, clientId: 3, clientName: 'Léa Martin', startsAt: '2026-11-26T09:30:00.000Z', durationMinutes: 45, kind: 'suivi', programId: 12 }] },
  withoutNextVisit: { total: 1, items: [{ ...cure, programId: 14, clientId: 4, clientName: 'Nina Roux', programReference: 'Chute diffuse' }] },
  curesEnding: { total: 1, items: [cure] },
  consentsMissing: { total: 1, items: [{ clientId: 4, clientName: 'Nina Roux' }] },
  photosToRetake: { total: 25, items: [{ ...cure, lastPhotoOn: '2026-10-01' }] },
};

describe('Aujourd’hui on the dashboard', () => {
  it('lists today’s visits and the follow-up, each one click from the page that resolves it', async () => {
    server.use(http.get(api('/dashboard/today'), () => HttpResponse.json(busyDay)));
    const { router } = renderApp('/dashboard');
    const panel = within(await screen.findByRole('region', { name: TODAY_TEXTS.title }));
    const visits = within(await panel.findByRole('region', { name: TODAY_TEXTS.visits }));
    expect(visits.getByRole('link', { name: '10:30 — Léa Martin' })).toHaveAttribute('href', '/dashboard/client/3');
    expect(visits.getByText('Suivi, 45 min')).toBeInTheDocument();
    expect(within(panel.getByRole('region', { name: TODAY_TEXTS.withoutNextVisit })).getByRole('link')).toHaveAttribute('href', '/dashboard/client/4');
    const ending = within(panel.getByRole('region', { name: TODAY_TEXTS.curesEnding }));
    expect(ending.getByText('Dernier jour le 28/11/2026')).toBeInTheDocument();
    expect(within(panel.getByRole('region', { name: TODAY_TEXTS.consentsMissing })).getByRole('link', { name: 'Nina Roux' })).toHaveAttribute('href', '/dashboard/client/4');
    const photos = within(panel.getByRole('region', { name: TODAY_TEXTS.photosToRetake }));
    expect(photos.getByRole('heading')).toHaveTextContent('Photos à refaire (25)');
    expect(photos.getByText(TODAY_TEXTS.more(1, 25))).toBeInTheDocument();

    await userEvent.setup().click(ending.getByRole('link', { name: 'Léa Martin — Cure post-partum' }));
    expect(router.state.location.pathname).toBe('/dashboard/client/3/planning/12');
  });

  it('says when nothing waits', async () => {
    renderApp('/dashboard');
    expect(await screen.findByText(TODAY_TEXTS.allClear)).toBeInTheDocument();
  });

  it('shows a French error with a retry', async () => {
    server.use(http.get(api('/dashboard/today'), () => HttpResponse.json({ message: 'Une erreur est survenue.' }, { status: 500 })));
    renderApp('/dashboard');
    const panel = within(await screen.findByRole('region', { name: TODAY_TEXTS.title }));
    expect(await panel.findByRole('alert')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
