import { screen, waitFor, within } from '@testing-library/react';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { clientQueries } from '@meche/api-client';
import { CLIENT_PAGE_SIZE, CLIENT_SEARCH_DEBOUNCE_MS, MSG, type ClientSummary } from '@meche/contracts';
import { api, makeSummary, pageOf, renderRemote, server } from '@meche/testing';
import { routes } from '../routes';

const CONFIRM_DELETE =
  'Voulez-vous supprimer ce client ? si ce client posséde des programmes de soins, supprimez les en premier !';

interface Seen {
  params: URLSearchParams;
  at: number;
}

/** Serves `pages` (already cut to the page size) and records every query string it receives. */
function serveList(pages: ClientSummary[][], options: { slowPages?: number[] } = {}) {
  const seen: Seen[] = [];
  server.use(
    mswHttp.get(api('/clients'), async ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.push({ params, at: Date.now() });
      const page = Number(params.get('page'));
      if (options.slowPages?.includes(page)) await delay(300);
      const search = params.get('search') ?? '';
      const content = (pages[page] ?? []).filter((c) => c.lastName.toLowerCase().includes(search.toLowerCase()));
      return HttpResponse.json(pageOf(content, search ? 1 : pages.length, page));
    }),
  );
  return seen;
}

function threePages() {
  return [0, 1, 2].map((p) => [makeSummary(p * 10 + 1, `Nom${p}A`), makeSummary(p * 10 + 2, `Nom${p}B`)]);
}

describe('clients list', { timeout: 20_000 }, () => {
  it('lists the first page sorted by last name, with Nom, Prénom, Code Postal, Sexe and the row buttons', async () => {
    const seen = serveList([[makeSummary(1, 'Dupont', 'Jean', { sex: 'M', zipCode: '69003' })]]);
    renderRemote(routes, '/dashboard/clients');

    const row = (await screen.findByRole('rowheader', { name: 'Dupont' })).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nom', 'Prénom', 'Code Postal', 'Sexe', 'Actions']);
    expect(within(row).getByText('Jean')).toBeInTheDocument();
    expect(within(row).getByText('69003')).toBeInTheDocument();
    expect(within(row).getByText('Masculin')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Profil' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 sur 1')).toBeInTheDocument();
    expect(Object.fromEntries(seen[0]!.params)).toEqual({
      page: '0',
      size: String(CLIENT_PAGE_SIZE),
      search: '',
      sortBy: 'lastName',
      direction: 'asc',
    });
  });

  it("shows 'Aucun client trouvé.' when there is nobody", async () => {
    serveList([[]]);
    renderRemote(routes, '/dashboard/clients');
    expect(await screen.findByText('Aucun client trouvé.')).toBeInTheDocument();
  });

  it('shows the load failure with Réessayer, which loads the list again', async () => {
    let fail = true;
    server.use(
      mswHttp.get(api('/clients'), () =>
        fail ? HttpResponse.json({ message: 'Une erreur est survenue.' }, { status: 500 }) : HttpResponse.json(pageOf([makeSummary(1, 'Martin')])),
      ),
    );
    const { user, queryClient } = renderRemote(routes, '/dashboard/clients');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur lors du chargement des clients.');
    const [query] = queryClient.getQueryCache().findAll({ queryKey: clientQueries.lists() });
    expect(query?.state.error?.message).toBe('liste de clients non chargée.');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('rowheader', { name: 'Martin' })).toBeInTheDocument();
    expect(screen.queryByText('Erreur lors du chargement des clients.')).not.toBeInTheDocument();
  });

  it('pages with Précédent / Suivant, keeping the previous page on screen while the next one loads', async () => {
    const seen = serveList(threePages(), { slowPages: [1] });
    const { user } = renderRemote(routes, '/dashboard/clients');
    await screen.findByRole('rowheader', { name: 'Nom0A' });
    expect(screen.getByText('Page 1 sur 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    // Page 1 is slow: page 0 stays, marked busy, controls disabled until it arrives.
    expect(screen.getByRole('rowheader', { name: 'Nom0A' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Nom0A' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('rowheader', { name: 'Nom1A' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 sur 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByRole('rowheader', { name: 'Nom2A' })).toBeInTheDocument();
    expect(screen.getByText('Page 3 sur 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(await screen.findByRole('rowheader', { name: 'Nom1B' })).toBeInTheDocument();
    // Page 2 (index 1) comes from the 5-minute cache: no second request.
    expect(seen.map((s) => s.params.get('page'))).toEqual(['0', '1', '2']);
  });

  it('searches 800 ms after the last keystroke and goes back to page 0', async () => {
    const seen = serveList(threePages());
    const { user } = renderRemote(routes, '/dashboard/clients');
    await screen.findByRole('rowheader', { name: 'Nom0A' });
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await screen.findByText('Page 2 sur 3');

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un client' }), 'nom0');
    const typedAt = Date.now();
    expect(seen.some((s) => s.params.get('search'))).toBe(false);

    expect(await screen.findByRole('rowheader', { name: 'Nom0B' }, { timeout: 3000 })).toBeInTheDocument();
    const searches = seen.filter((s) => s.params.get('search'));
    expect(searches).toHaveLength(1);
    expect(searches[0]!.params.get('search')).toBe('nom0');
    expect(searches[0]!.params.get('page')).toBe('0');
    expect(searches[0]!.at - typedAt).toBeGreaterThanOrEqual(CLIENT_SEARCH_DEBOUNCE_MS - 50);
    expect(screen.getByText('Page 1 sur 1')).toBeInTheDocument();
  });

  it('deletes a client after a confirmation, and the row disappears', async () => {
    let rows = [makeSummary(1, 'Dupont'), makeSummary(2, 'Martin')];
    let deleted: string | undefined;
    server.use(
      mswHttp.get(api('/clients'), () => HttpResponse.json(pageOf(rows))),
      mswHttp.delete(api('/client/:id'), ({ params }) => {
        deleted = String(params.id);
        rows = rows.filter((r) => String(r.id) !== deleted);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderRemote(routes, '/dashboard/clients');
    const row = (await screen.findByRole('rowheader', { name: 'Dupont' })).closest('tr')!;

    await user.click(within(row).getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(CONFIRM_DELETE);
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(deleted).toBeUndefined();

    await user.click(within(row).getByRole('button', { name: 'Supprimer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));

    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Dupont' })).not.toBeInTheDocument());
    expect(deleted).toBe('1');
    expect(screen.getByRole('rowheader', { name: 'Martin' })).toBeInTheDocument();
  });

  it("shows the server's message when a delete is refused (409) and keeps the row", async () => {
    server.use(
      mswHttp.get(api('/clients'), () => HttpResponse.json(pageOf([makeSummary(1, 'Dupont')]))),
      mswHttp.delete(api('/client/:id'), () => HttpResponse.json({ message: MSG.clientHasPrograms }, { status: 409 })),
    );
    const { user } = renderRemote(routes, '/dashboard/clients');
    const row = (await screen.findByRole('rowheader', { name: 'Dupont' })).closest('tr')!;

    await user.click(within(row).getByRole('button', { name: 'Supprimer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));

    expect(await screen.findByText(MSG.clientHasPrograms)).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Dupont' })).toBeInTheDocument();
  });

  it('asks for the file from the Profil click itself, once', async () => {
    serveList([[makeSummary(5, 'Dupont')]]);
    let reads = 0;
    server.use(
      mswHttp.get(api('/client/:id'), () => {
        reads += 1;
        return new Promise<never>(() => undefined);
      }),
    );
    const { user, queryClient, router } = renderRemote(routes, '/dashboard/clients');
    await user.click(await screen.findByRole('button', { name: 'Profil' }));
    expect(queryClient.getQueryState(clientQueries.detail(5).queryKey)?.fetchStatus).toBe('fetching');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/client/5'));
    await screen.findByText('Chargement du client…');
    expect(reads).toBe(1);
  });

  it("opens a client's file with Profil and the form with 'Ajouter un client'", async () => {
    serveList([[makeSummary(5, 'Dupont')]]);
    server.use(mswHttp.get(api('/client/:id'), () => new Promise<never>(() => undefined)));
    const { user, router } = renderRemote(routes, '/dashboard/clients');
    await user.click(await screen.findByRole('button', { name: 'Profil' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/client/5'));

    await router.navigate('/dashboard/clients');
    await user.click(await screen.findByRole('button', { name: 'Ajouter un client' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/add-client'));
  });
});
