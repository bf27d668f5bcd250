import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Protocol } from '@meche/contracts';
import { api, CLIENT_DETAIL_ATTACH, CLIENT_ID, makeCare, makeProduct, makeProgram, programmeClient, renderRemote, server } from '@meche/testing';
import { routes } from '../routes';

const PROTOCOLS = `/dashboard/client/${CLIENT_ID}/protocoles`;
const protocol: Protocol = {
  id: 5,
  name: 'Cure post-partum',
  created: '2026-11-20T10:00:00.000Z',
  modified: '2026-11-20T10:00:00.000Z',
  cares: [
    { productId: 1, productName: 'Huile de romarin', quantity: 1, durationWeeks: 8, weeks: [1], daysOfWeek: ['MONDAY'], timeSlot: ['Soir'], dose: '5 gouttes' },
  ],
};
const conflict = {
  message: "Produit contre-indiqué pour ce client : « Huile de romarin » (Grossesse). Confirmez la prise en compte de la contre-indication avant d'enregistrer.",
  conflicts: [{ careIndex: 0, productId: 1, productName: 'Huile de romarin', reasons: ['grossesse'] }],
};

function serve() {
  const builds: unknown[] = [];
  let list = [protocol];
  server.use(
    http.get(api('/client/:id'), () => HttpResponse.json(programmeClient())),
    http.get(api('/protocols'), () => HttpResponse.json(list)),
    http.put(api('/protocol/:id'), async ({ request }) => {
      const { name } = (await request.json()) as { name: string };
      if (name === 'Pris') return HttpResponse.json({ message: 'Un protocole porte déjà ce nom.' }, { status: 409 });
      list = [{ ...protocol, name }];
      return HttpResponse.json(list[0]);
    }),
    http.post(api('/protocol/:id/program'), async ({ request }) => {
      const body = (await request.json()) as { acknowledgements: unknown[] };
      builds.push(body);
      if (body.acknowledgements.length === 0) return HttpResponse.json(conflict, { status: 409 });
      return HttpResponse.json({ ...makeProgram(77, 'Cure post-partum', [makeCare(1, makeProduct(1, 'Huile de romarin', 20), 1)]), startDate: '2026-11-26' }, { status: 201 });
    }),
    http.get(api('/program/:id'), () => HttpResponse.json({ ...makeProgram(77, 'Cure post-partum', []), startDate: '2026-11-26' })),
  );
  return builds;
}

describe('protocols page', { timeout: 20_000 }, () => {
  it('builds the client’s programme from a template after confirming its contraindication, then opens its planning', async () => {
    const builds = serve();
    const { user, router } = renderRemote(routes, PROTOCOLS, { attach: CLIENT_DETAIL_ATTACH });
    const item = (await screen.findByRole('heading', { name: 'Cure post-partum' })).closest('li')!;
    expect(within(item).getByText('8 semaines · Huile de romarin')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Créer le programme depuis « Cure post-partum »' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent('Huile de romarin : Grossesse');
    await user.click(within(item).getByRole('button', { name: 'Confirmer et créer le programme' }));
    await screen.findByText('Programme « Cure post-partum » créé depuis le protocole.');
    expect(builds).toEqual([
      { clientId: CLIENT_ID, acknowledgements: [] },
      { clientId: CLIENT_ID, acknowledgements: [{ productId: 1, reasons: ['grossesse'] }] },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/client/${CLIENT_ID}/planning/77`));
  });

  it('renames a template, and says why a name is refused', async () => {
    serve();
    const { user } = renderRemote(routes, PROTOCOLS, { attach: CLIENT_DETAIL_ATTACH });
    await user.click(await screen.findByRole('button', { name: 'Renommer « Cure post-partum »' }));
    const field = screen.getByRole('textbox', { name: 'Nouveau nom' });
    await user.clear(field);
    await user.type(field, 'Pris');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le nom' }));
    expect(await screen.findByText('Un protocole porte déjà ce nom.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Anti-chute');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le nom' }));
    expect(await screen.findByRole('heading', { name: 'Anti-chute' })).toBeInTheDocument();
  });
});
