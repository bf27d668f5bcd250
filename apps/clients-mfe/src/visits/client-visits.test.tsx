import { screen, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Visit } from '@meche/contracts';
import { api, makeClient, renderRemote, server } from '@meche/testing';
import { routes } from '../routes';

let nextId = 1;
function visit(startsAt: string, durationMinutes: number, extra: Partial<Visit> = {}): Visit {
  const id = nextId++;
  return {
    id,
    userId: 7,
    clientId: 7,
    clientName: 'Jean Dupont',
    programId: null,
    programReference: null,
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + durationMinutes * 60_000).toISOString(),
    durationMinutes,
    kind: 'suivi',
    note: null,
    localDate: startsAt.slice(0, 10),
    photosOnDay: 0,
    cancelledAt: null,
    created: '2020-01-01T00:00:00.000Z',
    modified: '2020-01-01T00:00:00.000Z',
    ...extra,
  };
}

function serve(visits: Visit[] | 'fail') {
  server.use(
    mswHttp.get(api('/client/:id'), () => HttpResponse.json(makeClient())),
    mswHttp.get(api('/client/:id/visits'), () =>
      visits === 'fail' ? HttpResponse.json({ message: 'Service indisponible.' }, { status: 503 }) : HttpResponse.json(visits),
    ),
  );
}

async function openFile() {
  const rendered = renderRemote(routes, '/dashboard/client/7');
  await screen.findByRole('heading', { level: 1, name: 'Jean Dupont' }, { timeout: 4000 });
  return rendered;
}

const items = (name: string) =>
  within(screen.getByRole('list', { name })).getAllByRole('listitem').map((li) => li.textContent);

describe('the visits on the client file', { timeout: 20_000 }, () => {
  it('lists the visits to come soonest first, then the past and cancelled ones most recent first, in Paris time', async () => {
    serve([
      visit('2020-03-02T09:00:00Z', 30, { kind: 'consultation' }),
      // 08:00 UTC in summer is 10:00 in Paris.
      visit('2099-06-16T08:00:00Z', 45, { kind: 'soin', programId: 12, programReference: 'Cure 8 semaines' }),
      visit('2099-01-05T13:00:00Z', 30, { note: 'Apporter les analyses' }),
      visit('2099-02-10T09:00:00Z', 30, { cancelledAt: '2026-11-20T10:00:00.000Z' }),
      visit('2021-10-04T12:00:00Z', 45),
    ]);
    await openFile();
    const region = await screen.findByRole('region', { name: 'Visites' });
    expect(await within(region).findByRole('list', { name: 'À venir' })).toBeInTheDocument();
    expect(items('À venir')).toEqual([
      'lundi 5 janvier 2099, 14:00–14:30SuiviApporter les analyses',
      'mardi 16 juin 2099, 10:00–10:45SoinCure 8 semaines',
    ]);
    expect(items('Historique')).toEqual([
      'mardi 10 février 2099, 10:00–10:30SuiviAnnulée',
      'lundi 4 octobre 2021, 14:00–14:45Suivi',
      'lundi 2 mars 2020, 10:00–10:30Consultation',
    ]);
    // Each date opens the agenda on that day; the programme opens its planning.
    expect(within(region).getByRole('link', { name: 'mardi 16 juin 2099, 10:00–10:45' })).toHaveAttribute(
      'href',
      '/dashboard/agenda?vue=jour&date=2099-06-16',
    );
    expect(within(region).getByRole('link', { name: 'Cure 8 semaines' })).toHaveAttribute('href', '/dashboard/client/7/planning/12');
  });

  it('books a visit for the client in the agenda, and says when there is none', async () => {
    serve([]);
    await openFile();
    const region = await screen.findByRole('region', { name: 'Visites' });
    expect(await within(region).findByText('Aucune visite à venir.')).toBeInTheDocument();
    expect(within(region).getByText('Aucune visite passée.')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Nouvelle visite' })).toHaveAttribute('href', '/dashboard/agenda?reserver=1&client=7');
  });

  it('shows the five most recent past visits, the older ones on demand', async () => {
    serve(Array.from({ length: 7 }, (_, i) => visit(`2020-0${i + 1}-06T09:00:00Z`, 30)));
    const { user } = await openFile();
    await screen.findByRole('list', { name: 'Historique' });
    expect(items('Historique')).toHaveLength(5);
    expect(items('Historique')[0]).toMatch(/^lundi 6 juillet 2020/);
    await user.click(screen.getByRole('button', { name: 'Afficher les 2 visites plus anciennes' }));
    expect(items('Historique')).toHaveLength(7);
    expect(items('Historique')[6]).toMatch(/^lundi 6 janvier 2020/);
    expect(screen.queryByRole('button', { name: /Afficher/ })).not.toBeInTheDocument();
  });

  it('says in its own words when the visits cannot be loaded', async () => {
    serve('fail');
    await openFile();
    const region = await screen.findByRole('region', { name: 'Visites' });
    expect(await within(region).findByRole('alert')).toHaveTextContent('Service indisponible.');
  });
});
