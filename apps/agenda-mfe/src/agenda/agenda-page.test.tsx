import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { VISIT_MSG, type Visit, type VisitInput } from '@meche/contracts';
import { api, makeClient, makeProgram, renderRemote, server } from '@meche/testing';
import { routes } from '../routes';

const visit = (over: Partial<Visit> = {}): Visit => ({
  id: 1,
  userId: 1,
  clientId: 7,
  clientName: 'Léa Martin',
  programId: null,
  programReference: null,
  startsAt: '2026-03-31T08:00:00.000Z',
  endsAt: '2026-03-31T08:45:00.000Z',
  durationMinutes: 45,
  kind: 'suivi',
  note: 'Bilan',
  localDate: '2026-03-31',
  photosOnDay: 2,
  cancelledAt: null,
  created: '2026-03-01T08:00:00.000Z',
  modified: '2026-03-01T08:00:00.000Z',
  ...over,
});

describe('/dashboard/agenda', () => {
  it('shows the week from Monday, each visit at its Paris time, with its client, programme and photos of the day', async () => {
    let asked = '';
    server.use(
      http.get(api('/visits'), ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json([visit({ programId: 3, programReference: 'Cure printemps' })]);
      }),
    );
    renderRemote(routes, '/dashboard/agenda?vue=semaine&date=2026-04-02');
    const card = await screen.findByRole('listitem', { name: '10:00–10:45, Léa Martin, Suivi' });
    expect(asked).toBe('?from=2026-03-30&days=7');
    expect(screen.getByText('Semaine du 30 mars 2026 au 5 avril 2026')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'lundi 30 mars',
      'mardi 31 mars · 1 visite',
      'mercredi 1 avril',
      'jeudi 2 avril',
      'vendredi 3 avril',
      'samedi 4 avril',
      'dimanche 5 avril',
    ]);
    expect(within(card).getByRole('link', { name: 'Léa Martin' })).toHaveAttribute('href', '/dashboard/client/7');
    expect(within(card).getByRole('link', { name: 'Cure printemps' })).toHaveAttribute('href', '/dashboard/client/7/planning/3');
    expect(within(card).getByRole('link', { name: '2 photos ce jour' })).toHaveAttribute('href', '/dashboard/client/7?suivi=photos');
  });

  it('books for the client and programme of the address, in Paris time, and shows the server’s French 409', async () => {
    const sent: VisitInput[] = [];
    server.use(
      http.get(api('/visits'), () => HttpResponse.json([])),
      http.get(api('/client/7'), () => HttpResponse.json(makeClient({ id: 7, firstName: 'Léa', lastName: 'Martin' }))),
      http.get(api('/programs/7'), () => HttpResponse.json([{ ...makeProgram(3, 'Cure printemps', []), clientId: 7 }])),
      http.post(api('/visit'), async ({ request }) => {
        sent.push((await request.json()) as VisitInput);
        return HttpResponse.json({ message: VISIT_MSG.overlap({ clientName: 'Paul Durand', date: '2026-03-31', start: '09:30', end: '10:15' }) }, { status: 409 });
      }),
    );
    const { user } = renderRemote(routes, '/dashboard/agenda?date=2026-03-31&reserver=1&client=7&programme=3');
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle visite' });
    expect(await within(dialog).findByText('Léa Martin')).toBeInTheDocument();
    expect(await within(dialog).findByRole('option', { name: 'Cure printemps' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Programme (facultatif)')).toHaveValue('3');
    await user.click(within(dialog).getByRole('button', { name: 'Réserver' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ce créneau chevauche la visite de Paul Durand le 31/03/2026 de 09:30 à 10:15. Choisissez un autre horaire.',
    );
    // 09:00 in Paris on 31 March (summer time) is 07:00 UTC.
    expect(sent).toEqual([{ clientId: 7, startsAt: '2026-03-31T07:00:00.000Z', durationMinutes: 45, kind: 'suivi', note: '', programId: 3 }]);
  });
});
