import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Quill } from 'react-quill-new';
import type { Product } from '@meche/contracts';
import { api, lotions, pageOf, product, renderRemote, server, shampoings } from '@meche/testing';
import { routes } from '../routes';
import { answerLeaveQuestion, clickSidebarLink, LEAVE_QUESTION, withSidebar } from '../testing/leave-question';

const PATH = '/dashboard/product-detail/10';

function serve(current: Product, ...handlers: Parameters<typeof server.use>) {
  server.use(
    ...handlers,
    http.get(api('/product/:id'), () => HttpResponse.json(current)),
    http.get(api('/categories'), () => HttpResponse.json([shampoings, lotions])),
    http.get(api('/products'), () => HttpResponse.json(pageOf([current]))),
  );
}

function fact(term: string) {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
}

describe('/dashboard/product-detail/{id}', () => {
  it("shows the product with a 2-decimal euro price and its category's VAT", async () => {
    serve(product({ productPrice: 12.5, categoryDTO: shampoings }));
    renderRemote(routes, PATH);
    expect(await screen.findByRole('heading', { name: 'Détails du produit' })).toBeInTheDocument();
    await screen.findByText('Shampoing doux');
    expect(fact('Nom')).toBe('Shampoing doux');
    expect(fact('Type')).toBe('Shampoing');
    expect(fact('Référence')).toBe('SH-01');
    expect(fact('Prix')).toBe('12.50 €');
    expect(fact('Catégorie')).toBe('Shampoings');
    expect(fact('TVA')).toBe('TVA 20%');
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retour' })).toBeInTheDocument();
  });

  it("defaults to 'Sans Catégorie' and 'Sans TVA'", async () => {
    serve(product({ categoryDTO: null }));
    renderRemote(routes, PATH);
    await screen.findByText('Shampoing doux');
    expect(fact('Catégorie')).toBe('Sans Catégorie');
    expect(fact('TVA')).toBe('Sans TVA');
  });

  it('shows the description as sanitised HTML: formatting kept, script and handlers gone', async () => {
    serve(
      product({
        description:
          '<p><strong>Doux</strong> <a href="https://meche.test">site</a> <a href="javascript:alert(1)">piège</a></p>' +
          '<ul><li>un</li></ul><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>',
      }),
    );
    const { container } = renderRemote(routes, PATH);
    expect(await screen.findByText('Doux', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('piège')).not.toHaveAttribute('href');
    expect(screen.getByRole('listitem')).toHaveTextContent('un');
    expect(container.querySelector('script, img, [onerror]')).toBeNull();
  });

  it('edits with the same fields, a category select starting with "-- Choisir une catégorie --", then returns to the view', async () => {
    let current = product({ categoryDTO: shampoings });
    let body: unknown;
    serve(
      current,
      http.get(api('/product/:id'), () => HttpResponse.json(current)),
      http.put(api('/product/:id'), async ({ request }) => {
        body = await request.json();
        current = { ...current, name: 'Shampoing doux 2', productPrice: 9.9, categoryDTO: lotions };
        return HttpResponse.json(current);
      }),
    );
    const { user } = renderRemote(routes, PATH);
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    const select = await screen.findByRole('combobox', { name: 'Catégorie' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(within(select).getAllByRole('option')[0]).toHaveTextContent('-- Choisir une catégorie --');
    expect(select).toHaveDisplayValue('Shampoings (TVA 20%)');
    expect(screen.getByRole('textbox', { name: 'Prix TTC (€)' })).toHaveValue('12.50');
    expect(await screen.findByRole('textbox', { name: 'Description' })).toHaveTextContent('Doux');

    await user.type(screen.getByRole('textbox', { name: 'Nom' }), ' 2');
    const price = screen.getByRole('textbox', { name: 'Prix TTC (€)' });
    await user.clear(price);
    await user.type(price, '9,9');
    await user.selectOptions(select, 'Lotions (TVA 5,5%)');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByRole('button', { name: 'Modifier' })).toBeInTheDocument();
    expect(fact('Nom')).toBe('Shampoing doux 2');
    expect(fact('Catégorie')).toBe('Lotions');
    expect(body).toMatchObject({
      name: 'Shampoing doux 2',
      productPrice: 9.9,
      categoryDTO: { id: 2, name: 'Lotions', tva: 'TVA5,5%' },
    });
  });

  it('shows the contraindications, and an edit that unticks them all clears them', async () => {
    let current = product({ contraindications: ['grossesse', 'allergies'] });
    let body: unknown;
    serve(
      current,
      http.get(api('/product/:id'), () => HttpResponse.json(current)),
      http.put(api('/product/:id'), async ({ request }) => {
        body = await request.json();
        current = { ...current, contraindications: [] };
        return HttpResponse.json(current);
      }),
    );
    const { user } = renderRemote(routes, PATH);
    await screen.findByText('Shampoing doux');
    expect(fact('Contre-indications')).toBe('Grossesse, Allergies');

    await user.click(screen.getByRole('button', { name: 'Modifier' }));
    const field = await screen.findByRole('group', { name: 'Contre-indications (facultatif)' });
    expect(within(field).getByRole('checkbox', { name: 'Grossesse' })).toBeChecked();
    expect(within(field).getByRole('checkbox', { name: 'Pacemaker' })).not.toBeChecked();
    await user.click(within(field).getByRole('checkbox', { name: 'Grossesse' }));
    await user.click(within(field).getByRole('checkbox', { name: 'Allergies' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByRole('button', { name: 'Modifier' })).toBeInTheDocument();
    expect(body).toMatchObject({ contraindications: [] });
    expect(fact('Contre-indications')).toBe('Aucune');
  });

  it("shows a failed update's message to the practitioner and keeps the edits on screen", async () => {
    serve(product(), http.put(api('/product/:id'), () => HttpResponse.json({ message: 'Refusé' }, { status: 500 })));
    const { user } = renderRemote(routes, PATH);
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    const name = await screen.findByRole('textbox', { name: 'Nom' });
    await user.clear(name);
    await user.type(name, 'Nouveau nom');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Refusé');
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('Nouveau nom');
  });

  it("shows the load error's message, or 'Une erreur est survenue.'", async () => {
    server.use(http.get(api('/product/:id'), () => HttpResponse.json({ message: 'Ressource introuvable.' }, { status: 404 })));
    const first = renderRemote(routes, PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ressource introuvable.');
    first.unmount();

    server.use(http.get(api('/product/:id'), () => new HttpResponse(null, { status: 500 })));
    renderRemote(routes, PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur est survenue.');
  });

  it("goes back on 'Retour', to the product list when opened directly", async () => {
    serve(product());
    const { user, router } = renderRemote(routes, PATH);
    await user.click(await screen.findByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/product-category'));
  });

  it("goes back one page on 'Retour' when there is one", async () => {
    serve(product());
    const { user } = renderRemote(routes, PATH, { history: ['/dashboard/client/3/planning/4'] });
    await user.click(await screen.findByRole('button', { name: 'Retour' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/dashboard/client/3/planning/4');
  });

  async function openEditMode(user: ReturnType<typeof renderRemote>['user']) {
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    const select = await screen.findByRole('combobox', { name: 'Catégorie' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    // The editor has mounted and rewritten the description it was given.
    return screen.findByRole('textbox', { name: 'Description' });
  }

  it('leaves the edit mode opened and left unchanged without a question', async () => {
    serve(product({ description: '<p>Doux&nbsp;et <b>léger</b></p><div>vieux balisage</div>', categoryDTO: shampoings }));
    const { user } = renderRemote(withSidebar(routes), PATH);
    expect(await openEditMode(user)).toHaveTextContent('léger');
    await clickSidebarLink(user);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/dashboard/clients');
  });

  it('asks before leaving changed edits by a link: staying keeps them, leaving goes', async () => {
    serve(product({ categoryDTO: shampoings }));
    const { user, router } = renderRemote(withSidebar(routes), PATH);
    await openEditMode(user);
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), ' 2');
    await clickSidebarLink(user);
    await answerLeaveQuestion(user, 'Rester sur la page');
    expect(router.state.location.pathname).toBe(PATH);
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('Shampoing doux 2');

    await clickSidebarLink(user);
    await answerLeaveQuestion(user, 'Quitter sans enregistrer');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/dashboard/clients');
  });

  it('counts a change made in the description editor alone', async () => {
    serve(product());
    const { user } = renderRemote(withSidebar(routes), PATH);
    const area = await openEditMode(user);
    const quill = Quill.find(area.parentElement as HTMLElement) as Quill;
    quill.insertText(0, 'Très ', 'user');
    await clickSidebarLink(user);
    expect(await screen.findByRole('dialog', { name: LEAVE_QUESTION })).toBeInTheDocument();
  });

  it('leaves without a question after a successful save', async () => {
    let current = product();
    serve(
      current,
      http.get(api('/product/:id'), () => HttpResponse.json(current)),
      http.put(api('/product/:id'), () => {
        current = { ...current, name: 'Shampoing doux 2' };
        return HttpResponse.json(current);
      }),
    );
    const { user } = renderRemote(withSidebar(routes), PATH);
    await openEditMode(user);
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), ' 2');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('button', { name: 'Modifier' })).toBeInTheDocument();
    await clickSidebarLink(user);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/dashboard/clients');
  });
});
