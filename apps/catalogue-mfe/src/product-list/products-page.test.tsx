import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, lotions, pageOf, product, renderRemote, server, shampoings } from '@meche/testing';
import { routes } from '../routes';

const PATH = '/dashboard/product-category';

describe('/dashboard/product-category', () => {
  it('groups the products by category with the VAT in parentheses, "Sans catégorie" for the others', async () => {
    server.use(
      http.get(api('/products'), () =>
        HttpResponse.json(
          pageOf([
            product({ id: 1, name: 'Shampoing doux', productPrice: 12.5, categoryDTO: shampoings }),
            product({ id: 2, name: 'Lotion tonique', productPrice: 8, categoryDTO: lotions, refProduct: 'LO-1' }),
            product({ id: 3, name: 'Peigne', productPrice: 3.456, categoryDTO: null, type: 'Accessoire' }),
          ]),
        ),
      ),
    );
    renderRemote(routes, PATH);

    const shampoingGroup = await screen.findByRole('region', { name: 'Shampoings (TVA 20%)' });
    const table = within(shampoingGroup).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Nom',
      'Type',
      'Référence',
      'Prix',
      'Actions',
    ]);
    const row = within(table).getByRole('row', { name: /Shampoing doux/ });
    expect(within(row).getByRole('cell', { name: '12.50 €' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Détails' })).toHaveAttribute('href', '/dashboard/product-detail/1');
    expect(within(row).getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();

    expect(screen.getByRole('region', { name: 'Lotions (TVA 5,5%)' })).toHaveTextContent('8.00 €');
    const noCategory = screen.getByRole('region', { name: 'Sans catégorie (Sans TVA)' });
    expect(noCategory).toHaveTextContent('Peigne');
    expect(noCategory).toHaveTextContent('3.46 €');
  });

  it('links to add-product and categories, and shows no pagination for a single page', async () => {
    server.use(http.get(api('/products'), () => HttpResponse.json(pageOf([product()], 1))));
    renderRemote(routes, PATH);
    await screen.findByText('Shampoing doux');
    expect(screen.getByRole('link', { name: 'Ajouter un produit' })).toHaveAttribute('href', '/dashboard/add-product');
    expect(screen.getByRole('link', { name: 'Catégories' })).toHaveAttribute('href', '/dashboard/categories');
    expect(screen.queryByText(/Page \d+ sur/)).not.toBeInTheDocument();
  });

  it('pages by 20 and shows "Page X sur N" when there is more than one page', async () => {
    const requests: URLSearchParams[] = [];
    server.use(
      http.get(api('/products'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        requests.push(params);
        const n = Number(params.get('page'));
        return HttpResponse.json({ ...pageOf([product({ id: n + 1, name: `Produit ${n + 1}` })], 2), number: n });
      }),
    );
    const { user } = renderRemote(routes, PATH);
    expect(await screen.findByText('Page 1 sur 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Produit 2')).toBeInTheDocument();
    expect(screen.getByText('Page 2 sur 2')).toBeInTheDocument();
    expect(requests.map((p) => [p.get('page'), p.get('size')])).toEqual([
      ['0', '20'],
      ['1', '20'],
    ]);
  });

  it('searches after 1000 ms without typing and goes back to page 0', async () => {
    const requests: URLSearchParams[] = [];
    server.use(
      http.get(api('/products'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        requests.push(params);
        const search = params.get('search') ?? '';
        return HttpResponse.json(pageOf([product({ name: search ? `Trouvé ${search}` : 'Tous' })], 3));
      }),
    );
    const { user } = renderRemote(routes, PATH);
    await screen.findByText('Tous');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await screen.findByText('Page 2 sur 3');
    const typedAt = Date.now();
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un produit' }), 'sham');
    expect(await screen.findByText('Trouvé sham', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(1000);
    expect(screen.getByText('Page 1 sur 3')).toBeInTheDocument();
    const searches = requests.filter((p) => p.get('search'));
    expect(searches.map((p) => [p.get('search'), p.get('page')])).toEqual([['sham', '0']]);
  });

  it('says "Aucun produit trouvé." for an empty result', async () => {
    server.use(http.get(api('/products'), () => HttpResponse.json(pageOf([], 0))));
    renderRemote(routes, PATH);
    expect(await screen.findByText('Aucun produit trouvé.')).toBeInTheDocument();
  });

  it("shows the list error's message, or 'Une erreur est survenue.'", async () => {
    server.use(http.get(api('/products'), () => HttpResponse.json({ message: 'Base indisponible' }, { status: 503 })));
    const first = renderRemote(routes, PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Base indisponible');
    first.unmount();

    server.use(http.get(api('/products'), () => new HttpResponse('oops', { status: 500 })));
    renderRemote(routes, PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur est survenue.');
  });

  it('asks before deleting a product, then deletes it', async () => {
    let deleted: string | undefined;
    let rows = [product({ id: 5, name: 'À jeter' })];
    server.use(
      http.get(api('/products'), () => HttpResponse.json(pageOf(rows))),
      http.delete(api('/product/:id'), ({ params }) => {
        deleted = String(params.id);
        rows = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderRemote(routes, PATH);
    await user.click(await screen.findByRole('button', { name: 'Supprimer' }));
    const dialog = screen.getByRole('dialog', { name: 'Êtes-vous sûr de vouloir supprimer ce produit ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(deleted).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(deleted).toBe('5'));
    expect(await screen.findByText('Aucun produit trouvé.')).toBeInTheDocument();
  });

  it('goes back to the last existing page after deleting the only product of the last page', async () => {
    let total = 2;
    server.use(
      http.get(api('/products'), ({ request }) => {
        const n = Number(new URL(request.url).searchParams.get('page'));
        const rows = n < total ? [product({ id: n + 1, name: `Produit ${n + 1}` })] : [];
        return HttpResponse.json({ ...pageOf(rows, total), number: n });
      }),
      http.delete(api('/product/:id'), () => {
        total = 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderRemote(routes, PATH);
    await screen.findByText('Page 1 sur 2');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Produit 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Produit 1')).toBeInTheDocument();
    expect(screen.queryByText('Aucun produit trouvé.')).not.toBeInTheDocument();
  });

  it("shows the server's refusal when the product is used in a programme", async () => {
    server.use(
      http.get(api('/products'), () => HttpResponse.json(pageOf([product()]))),
      http.delete(api('/product/:id'), async () => {
        await delay(10);
        return HttpResponse.json({ message: 'Ce produit est utilisé dans un programme de soins.' }, { status: 409 });
      }),
    );
    const { user } = renderRemote(routes, PATH);
    await user.click(await screen.findByRole('button', { name: 'Supprimer' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Ce produit est utilisé dans un programme de soins.')).toBeInTheDocument();
    expect(screen.getByText('Shampoing doux')).toBeInTheDocument();
  });
});
