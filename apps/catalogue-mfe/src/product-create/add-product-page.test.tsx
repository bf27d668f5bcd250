import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, lotions, pageOf, renderRemote, server, shampoings } from '@meche/testing';
import { routes } from '../routes';
import { answerLeaveQuestion, clickSidebarLink, reloadAsks, withSidebar } from '../testing/leave-question';

const PATH = '/dashboard/add-product';

function categoriesAnswer(...handlers: Parameters<typeof server.use>) {
  // The first matching handler wins: the test's own come first.
  server.use(
    ...handlers,
    http.get(api('/products'), () => HttpResponse.json(pageOf([]))),
    http.get(api('/categories'), () => HttpResponse.json([shampoings, lotions])),
  );
}

async function fillRequired(user: ReturnType<typeof renderRemote>['user']) {
  await user.type(await screen.findByRole('textbox', { name: 'Nom' }), 'Lotion fraîcheur');
  await user.type(screen.getByRole('textbox', { name: 'Type' }), 'Lotion');
  await user.type(screen.getByRole('textbox', { name: 'Référence' }), 'LO-42');
  await user.type(screen.getByRole('textbox', { name: 'Prix TTC (€)' }), '12,5');
}

describe('/dashboard/add-product', () => {
  it("is titled 'Ajouter un produit' with a labelled description editor", async () => {
    categoriesAnswer();
    renderRemote(routes, PATH);
    expect(await screen.findByRole('heading', { name: 'Ajouter un produit' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Description' })).toHaveAttribute('contenteditable', 'true');
  });

  it('limits the name to 50 characters and says so', async () => {
    categoriesAnswer();
    const { user } = renderRemote(routes, PATH);
    const name = await screen.findByRole('textbox', { name: 'Nom' });
    expect(name).toHaveAttribute('maxlength', '50');
    expect(name).toHaveAccessibleDescription('Limite 50 caractères');
    await user.type(name, 'x'.repeat(60));
    expect(name).toHaveValue('x'.repeat(50));
  });

  it('takes only digits and one separator in the price, a comma shown as a dot', async () => {
    categoriesAnswer();
    const { user } = renderRemote(routes, PATH);
    const price = await screen.findByRole('textbox', { name: 'Prix TTC (€)' });
    expect(price).toHaveAttribute('inputmode', 'decimal');
    await user.type(price, '1a2,b5,0€');
    expect(price).toHaveValue('12.50');
  });

  it('reads a French price typed key by key, and says why a keystroke is refused instead of dropping it silently', async () => {
    let body: unknown;
    categoriesAnswer(
      http.post(api('/product'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    const { user } = renderRemote(routes, PATH, { history: ['/dashboard/product-category'] });
    await fillRequired(user);
    const price = screen.getByRole('textbox', { name: 'Prix TTC (€)' });
    await user.clear(price);
    await user.type(price, '-5');
    expect(price).toHaveAccessibleDescription('Le prix ne peut pas être négatif.');
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(body).toBeUndefined();

    await user.clear(price);
    await user.type(price, '1 250,00');
    expect(price).toHaveValue('1 250.00');
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByText('Aucun produit trouvé.')).toBeInTheDocument();
    expect(body).toMatchObject({ productPrice: 1250 });
  });

  it('refuses a price with more than two decimals with a field error, never rounding it', async () => {
    let posted = false;
    categoriesAnswer(http.post(api('/product'), () => ((posted = true), HttpResponse.json({ id: 1 }, { status: 201 }))));
    const { user } = renderRemote(routes, PATH);
    await fillRequired(user);
    await user.type(screen.getByRole('textbox', { name: 'Prix TTC (€)' }), '3');
    expect(screen.getByRole('textbox', { name: 'Prix TTC (€)' })).toHaveValue('12.53');
    await user.type(screen.getByRole('textbox', { name: 'Prix TTC (€)' }), '9');
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(screen.getByRole('textbox', { name: 'Prix TTC (€)' })).toHaveAccessibleDescription('Le prix a au plus 2 décimales (les centimes).');
    expect(posted).toBe(false);
  });

  it("shows 'Chargement de categories...' while the categories load, then 'Selectionnez une catégorie' first", async () => {
    categoriesAnswer(
      http.get(api('/categories'), async () => {
        await delay(150);
        return HttpResponse.json([shampoings, lotions]);
      }),
    );
    renderRemote(routes, PATH);
    expect(await screen.findByText('Chargement de categories...')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Chargement de categories...')).not.toBeInTheDocument());
    const select = screen.getByRole('combobox', { name: 'Catégorie' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Selectionnez une catégorie',
      'Shampoings (TVA 20%)',
      'Lotions (TVA 5,5%)',
    ]);
  });

  it('shows an error line when the categories fail', async () => {
    categoriesAnswer(http.get(api('/categories'), () => HttpResponse.json({ message: 'Catégories indisponibles' }, { status: 503 })));
    renderRemote(routes, PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur: Catégories indisponibles');
    expect(screen.getByRole('combobox', { name: 'Catégorie' })).toHaveDisplayValue('Selectionnez une catégorie');
  });

  it('requires name, type, reference and price, and sends nothing until they are there', async () => {
    let posted = false;
    categoriesAnswer(
      http.post(api('/product'), () => {
        posted = true;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user } = renderRemote(routes, PATH);
    await user.click(await screen.findByRole('button', { name: 'Sauvegarder' }));
    for (const name of ['Nom', 'Type', 'Référence', 'Prix TTC (€)']) {
      expect(screen.getByRole('textbox', { name })).toHaveAccessibleDescription(expect.stringContaining('Ce champ est obligatoire.'));
    }
    expect(posted).toBe(false);
  });

  it('sends the product with a numeric price and its category, then shows the product list', async () => {
    let body: unknown;
    categoriesAnswer(
      http.post(api('/product'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    const { user } = renderRemote(routes, PATH, { history: ['/dashboard/product-category'] });
    await fillRequired(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Catégorie' }), 'Lotions (TVA 5,5%)');
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByText('Aucun produit trouvé.')).toBeInTheDocument();
    expect(body).toEqual({
      name: 'Lotion fraîcheur',
      type: 'Lotion',
      refProduct: 'LO-42',
      productPrice: 12.5,
      description: '',
      categoryDTO: { id: 2, name: 'Lotions', tva: 'TVA5,5%' },
    });
  });

  it('sends the contraindications ticked in the optional field, in the vocabulary order', async () => {
    let body: unknown;
    categoriesAnswer(
      http.post(api('/product'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    const { user } = renderRemote(routes, PATH, { history: ['/dashboard/product-category'] });
    await fillRequired(user);
    const field = screen.getByRole('group', { name: 'Contre-indications (facultatif)' });
    await user.click(within(field).getByRole('checkbox', { name: 'Épilepsie' }));
    await user.click(within(field).getByRole('checkbox', { name: 'Grossesse' }));
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByText('Aucun produit trouvé.')).toBeInTheDocument();
    expect(body).toMatchObject({ name: 'Lotion fraîcheur', contraindications: ['grossesse', 'epilepsie'] });
  });

  it("shows the server's message on failure and keeps everything typed", async () => {
    categoriesAnswer(http.post(api('/product'), () => HttpResponse.json({ message: 'Référence déjà utilisée' }, { status: 409 })));
    const { user } = renderRemote(routes, PATH);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Référence déjà utilisée');
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('Lotion fraîcheur');
    expect(screen.getByRole('textbox', { name: 'Prix TTC (€)' })).toHaveValue('12.5');
    expect(screen.getByRole('heading', { name: 'Ajouter un produit' })).toBeInTheDocument();
  });

  it("says 'Une erreur est survenue.' when the server gives no message", async () => {
    categoriesAnswer(http.post(api('/product'), () => HttpResponse.error()));
    const { user } = renderRemote(routes, PATH);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur est survenue.');
  });

  it("goes back one page on 'Annuler'", async () => {
    categoriesAnswer();
    const { user } = renderRemote(routes, PATH, { history: ['/dashboard/categories-elsewhere'] });
    await user.click(await screen.findByRole('button', { name: 'Annuler' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/dashboard/categories-elsewhere');
  });

  it('asks before leaving with changes by a link: staying keeps what was typed, leaving goes', async () => {
    categoriesAnswer();
    const { user, router } = renderRemote(withSidebar(routes), PATH);
    await fillRequired(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Catégorie' }), 'Lotions (TVA 5,5%)');
    expect(reloadAsks()).toBe(true);

    await clickSidebarLink(user);
    await answerLeaveQuestion(user, 'Rester sur la page');
    expect(router.state.location.pathname).toBe(PATH);
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('Lotion fraîcheur');
    expect(screen.getByRole('textbox', { name: 'Prix TTC (€)' })).toHaveValue('12.5');
    expect(screen.getByRole('combobox', { name: 'Catégorie' })).toHaveDisplayValue('Lotions (TVA 5,5%)');

    await clickSidebarLink(user);
    await answerLeaveQuestion(user, 'Quitter sans enregistrer');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/dashboard/clients');
  });

  it("asks on 'Annuler' too when something was typed, even a ticked contraindication alone", async () => {
    categoriesAnswer();
    const { user } = renderRemote(routes, PATH, { history: ['/dashboard/product-category'] });
    const field = await screen.findByRole('group', { name: 'Contre-indications (facultatif)' });
    await user.click(within(field).getByRole('checkbox', { name: 'Grossesse' }));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await answerLeaveQuestion(user, 'Rester sur la page');
    expect(within(field).getByRole('checkbox', { name: 'Grossesse' })).toBeChecked();
  });

  it('leaves without a question when nothing was typed, and after a successful save', async () => {
    categoriesAnswer(http.post(api('/product'), () => HttpResponse.json({ id: 1 }, { status: 201 })));
    const first = renderRemote(withSidebar(routes), PATH);
    await screen.findByRole('textbox', { name: 'Description' });
    await clickSidebarLink(first.user);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/dashboard/clients');
    first.unmount();

    const { user } = renderRemote(withSidebar(routes), PATH);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByText('Aucun produit trouvé.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Enter moves to the next field instead of sending the form', async () => {
    let posted = false;
    categoriesAnswer(http.post(api('/product'), () => ((posted = true), HttpResponse.json({ id: 1 }, { status: 201 }))));
    const { user } = renderRemote(routes, PATH);
    await user.type(await screen.findByRole('textbox', { name: 'Nom' }), 'Lotion{Enter}');
    expect(screen.getByRole('textbox', { name: 'Type' })).toHaveFocus();
    await user.keyboard('Lotion{Enter}');
    expect(screen.getByRole('textbox', { name: 'Référence' })).toHaveFocus();
    expect(screen.queryByText('Ce champ est obligatoire.')).not.toBeInTheDocument();
    expect(posted).toBe(false);
  });
});

describe('the price says what it is', () => {
  it('is TTC, with HT and VAT of the chosen category shown as she types', async () => {
    categoriesAnswer();
    const { user } = renderRemote(routes, PATH);
    const price = await screen.findByRole('textbox', { name: 'Prix TTC (€)' });
    expect(price).toHaveAccessibleDescription('Le prix enregistré est le prix TTC, payé par le client.');
    await user.type(price, '150,70');
    expect(price).toHaveAccessibleDescription('Sans TVA : HT = TTC = 150.70 €.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Catégorie' }), String(shampoings.id));
    expect(shampoings.tva).toBe('TVA20%');
    expect(price).toHaveAccessibleDescription('Soit 125.58 € HT + 25.12 € de TVA (20 %).');
  });

  it('takes the HT price in a practice that thinks in HT, and stores the TTC computed with the category’s rate', async () => {
    let body: { productPrice?: number } = {};
    categoriesAnswer(
      http.get(api('/settings/rules'), () => HttpResponse.json({ photosWithoutConsent: false, priceEntry: 'HT' })),
      http.post(api('/product'), async ({ request }) => {
        body = (await request.json()) as typeof body;
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    const { user } = renderRemote(routes, PATH);
    await user.type(await screen.findByRole('textbox', { name: 'Nom' }), 'Lotion HT');
    await user.type(screen.getByRole('textbox', { name: 'Type' }), 'Lotion');
    await user.type(screen.getByRole('textbox', { name: 'Référence' }), 'LO-HT');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Catégorie' }), String(shampoings.id));
    const price = await screen.findByRole('textbox', { name: 'Prix HT (€)' });
    await user.type(price, '125,58');
    expect(price).toHaveAccessibleDescription('Prix TTC enregistré : 150.70 € (TVA 25.12 €, 20 %).');
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(body.productPrice).toBe(150.7));
  });
});

describe('a price typed the French way', () => {
  it('reads "1 250,00 €" whole, the euro sign dropped, with no refusal beside the figure', async () => {
    categoriesAnswer();
    const { user } = renderRemote(routes, PATH);
    const price = await screen.findByRole('textbox', { name: 'Prix TTC (€)' });
    await user.type(price, '1 250,00 €');
    expect(price).toHaveValue('1 250.00');
    expect(price).toHaveAttribute('aria-invalid', 'false');
    expect(price).toHaveAccessibleDescription('Sans TVA : HT = TTC = 1250.00 €.');
  });
});
