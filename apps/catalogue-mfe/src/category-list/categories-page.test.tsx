import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Category } from '@meche/contracts';
import { api, lotions, renderRemote, server, shampoings, soins } from '@meche/testing';
import { routes } from '../routes';
import { answerLeaveQuestion, clickSidebarLink, withSidebar } from '../testing/leave-question';

const PATH = '/dashboard/categories';

function serve(list: Category[], ...handlers: Parameters<typeof server.use>) {
  server.use(...handlers, http.get(api('/categories'), () => HttpResponse.json(list)));
}

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('/dashboard/categories', () => {
  it("lists the categories newest first with 'Catégories de produits', 'TVA', 'Actions', and 'sans tva' when empty", async () => {
    serve([shampoings, soins, lotions]);
    renderRemote(routes, PATH);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Catégories de produits',
      'TVA',
      'Actions',
    ]);
    expect(bodyRows().map((r) => [...r.querySelectorAll('td')].slice(0, 2).map((c) => c.textContent))).toEqual([
      ['Soins', 'sans tva'],
      ['Lotions', 'TVA 5,5%'],
      ['Shampoings', 'TVA 20%'],
    ]);
    expect(screen.getByRole('link', { name: 'Ajouter une catégorie' })).toHaveAttribute('href', '/dashboard/add-category');
    expect(screen.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/dashboard/product-category');
  });

  it('edits one row at a time, inline, and sends an empty VAT as null', async () => {
    let list = [shampoings, lotions];
    let sent: { id: string; body: unknown } | undefined;
    serve(
      list,
      http.get(api('/categories'), () => HttpResponse.json(list)),
      http.put(api('/category/:id'), async ({ params, request }) => {
        sent = { id: String(params.id), body: await request.json() };
        list = list.map((c) => (c.id === 1 ? { ...c, name: 'Shampoings bio', tva: null } : c));
        return HttpResponse.json(list[0]);
      }),
    );
    const { user } = renderRemote(routes, PATH);
    await screen.findByRole('table');
    const shampoingRow = screen.getByRole('row', { name: /Shampoings/ });
    await user.click(within(shampoingRow).getByRole('button', { name: 'Modifier' }));

    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    const lotionRow = screen.getByRole('row', { name: /Lotions/ });
    expect(within(lotionRow).getByRole('button', { name: 'Modifier' })).toBeDisabled();
    expect(within(lotionRow).getByRole('button', { name: 'Supprimer' })).toBeDisabled();

    const name = screen.getByRole('textbox', { name: 'Nom de la catégorie' });
    expect(name).toHaveValue('Shampoings');
    await user.clear(name);
    await user.type(name, 'Shampoings bio');
    await user.selectOptions(screen.getByRole('combobox', { name: 'TVA de la catégorie' }), 'SANS TVA');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
    expect(sent).toEqual({ id: '1', body: { name: 'Shampoings bio', tva: null } });
    expect(await screen.findByRole('cell', { name: 'Shampoings bio' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Shampoings bio/ })).getByRole('cell', { name: 'sans tva' })).toBeInTheDocument();
  });

  it("cancels an inline edit, and shows 'Error: {message}' when a save fails, keeping what was typed", async () => {
    serve([shampoings], http.put(api('/category/:id'), () => HttpResponse.json({ message: 'Nom déjà pris' }, { status: 409 })));
    const { user } = renderRemote(routes, PATH);
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Modifier' }));
    const name = screen.getByRole('textbox', { name: 'Nom de la catégorie' });
    await user.type(name, ' X');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Nom déjà pris');
    expect(screen.getByRole('textbox', { name: 'Nom de la catégorie' })).toHaveValue('Shampoings X');
  });

  it('asks before deleting a category, and shows a failure as "Error: {message}"', async () => {
    let list = [shampoings, lotions];
    const deleted: string[] = [];
    serve(
      list,
      http.get(api('/categories'), () => HttpResponse.json(list)),
      http.delete(api('/category/:id'), ({ params }) => {
        if (params.id === '2') return HttpResponse.json({ message: 'Suppression impossible' }, { status: 500 });
        deleted.push(String(params.id));
        list = list.filter((c) => String(c.id) !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderRemote(routes, PATH);
    await screen.findByRole('table');
    await user.click(within(screen.getByRole('row', { name: /Shampoings/ })).getByRole('button', { name: 'Supprimer' }));
    const dialog = screen.getByRole('dialog', { name: 'Voulez-vous supprimer cette catégorie ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Shampoings' })).not.toBeInTheDocument());
    expect(deleted).toEqual(['1']);

    await user.click(within(screen.getByRole('row', { name: /Lotions/ })).getByRole('button', { name: 'Supprimer' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Suppression impossible');
  });

  it('asks again when saved programmes use the category, and deletes only once confirmed', async () => {
    const question =
      'Cette catégorie est utilisée par 2 produits de 3 programmes enregistrés. Supprimer la catégorie ne modifie pas ces programmes : ils gardent les prix et la TVA enregistrés. Confirmez pour continuer.';
    const calls: string[] = [];
    serve(
      [shampoings],
      http.delete(api('/category/:id'), ({ request }) => {
        const confirmed = new URL(request.url).searchParams.get('confirm') === 'true';
        calls.push(confirmed ? 'confirmed' : 'asked');
        return confirmed
          ? new HttpResponse(null, { status: 204 })
          : HttpResponse.json({ message: question, usage: { products: 2, programmedProducts: 2, programs: 3 } }, { status: 409 });
      }),
    );
    const { user } = renderRemote(routes, PATH);
    await screen.findByRole('table');
    const remove = () => within(screen.getByRole('row', { name: /Shampoings/ })).getByRole('button', { name: 'Supprimer' });

    await user.click(remove());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    const usage = await screen.findByRole('dialog', { name: question });
    await user.click(within(usage).getByRole('button', { name: 'Annuler' }));
    expect(calls).toEqual(['asked']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(remove());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await user.click(within(await screen.findByRole('dialog', { name: question })).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(calls).toEqual(['asked', 'asked', 'confirmed']));
  });

  it('asks before a VAT change that saved programmes use, and keeps the edit open when declined', async () => {
    const question = 'Cette catégorie est utilisée par 1 produit de 1 programme enregistré. Changer sa TVA ne modifie pas ces programmes.';
    const puts: string[] = [];
    serve(
      [shampoings],
      http.put(api('/category/:id'), async ({ request }) => {
        const confirmed = new URL(request.url).searchParams.get('confirm') === 'true';
        puts.push(confirmed ? 'confirmed' : 'asked');
        return confirmed
          ? HttpResponse.json({ ...shampoings, ...((await request.json()) as object) })
          : HttpResponse.json({ message: question, usage: { products: 1, programmedProducts: 1, programs: 1 } }, { status: 409 });
      }),
    );
    const { user } = renderRemote(routes, PATH);
    await screen.findByRole('table');
    await user.click(within(screen.getByRole('row', { name: /Shampoings/ })).getByRole('button', { name: 'Modifier' }));
    await user.selectOptions(screen.getByLabelText('TVA de la catégorie'), 'TVA5,5%');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await user.click(within(await screen.findByRole('dialog', { name: question })).getByRole('button', { name: 'Annuler' }));
    expect(screen.getByLabelText('TVA de la catégorie')).toHaveValue('TVA5,5%');

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await user.click(within(await screen.findByRole('dialog', { name: question })).getByRole('button', { name: 'Changer la TVA' }));
    await waitFor(() => expect(screen.queryByLabelText('TVA de la catégorie')).not.toBeInTheDocument());
    expect(puts).toEqual(['asked', 'asked', 'confirmed']);
  });

  it('shows a load failure as "Error: {message}"', async () => {
    server.use(http.get(api('/categories'), () => HttpResponse.json({ message: 'Indisponible' }, { status: 503 })));
    renderRemote(routes, PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Indisponible');
  });

  it('asks before leaving while a row being edited holds changes, and no more once the edit is closed', async () => {
    serve([shampoings, lotions]);
    const { user, router } = renderRemote(withSidebar(routes), PATH);
    await screen.findByRole('table');
    await user.click(within(screen.getByRole('row', { name: /Shampoings/ })).getByRole('button', { name: 'Modifier' }));
    await clickSidebarLink(user);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/dashboard/clients');

    await router.navigate(PATH);
    await user.click(within(await screen.findByRole('row', { name: /Shampoings/ })).getByRole('button', { name: 'Modifier' }));
    await user.type(screen.getByRole('textbox', { name: 'Nom de la catégorie' }), ' bio');
    await clickSidebarLink(user);
    await answerLeaveQuestion(user, 'Rester sur la page');
    expect(router.state.location.pathname).toBe(PATH);
    expect(screen.getByRole('textbox', { name: 'Nom de la catégorie' })).toHaveValue('Shampoings bio');

    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await clickSidebarLink(user);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/dashboard/clients');
  });
});
