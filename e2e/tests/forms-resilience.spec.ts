import type { APIRequestContext, Locator, Page, Route } from '@playwright/test';
import { accounts, expect, login, test, type PageGuard } from '../fixtures';
import { post } from '../support/api';

// page.route cannot see requests a service worker handles (Playwright): this spec's routes need the worker off.
test.use({ serviceWorkers: 'block' });

const SLOW_SAVE_MS = 800;

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** Letters only, so searches find it unchanged. */
const token = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

const matches = (route: Route, method: string, url: RegExp) => route.request().method() === method && url.test(route.request().url());

/**
 * The save fails (a 500, or no answer at all when `abort`), then what the user typed must still be there.
 * The browser logs the failed request: expected here.
 */
async function saveFails(page: Page, guard: PageGuard, method: string, url: RegExp, save: () => Promise<void>, abort = false) {
  guard.allowConsoleError(/status (of|code) 500|net::ERR_FAILED/);
  const handler = (route: Route) =>
    matches(route, method, url)
      ? abort
        ? route.abort('failed')
        : route.fulfill({ status: 500, json: { message: 'Panne simulée du serveur.' } })
      : route.fallback();
  await page.route('**/api/**', handler);
  const failed = abort
    ? page.waitForEvent('requestfailed', (r) => r.method() === method && url.test(r.url()))
    : page.waitForResponse((r) => r.request().method() === method && url.test(r.url()));
  await save();
  await failed;
  // Whatever the page does with the failure (message, reset, navigation) has happened by now.
  await page.waitForTimeout(500);
  await page.unroute('**/api/**', handler);
}

/** Double-clicks `button` while the server takes its time; returns how many save requests left the page. */
async function doubleClickSave(page: Page, method: string, url: RegExp, button: Locator): Promise<number> {
  let sent = 0;
  const handler = async (route: Route) => {
    if (matches(route, method, url)) {
      sent += 1;
      await new Promise((r) => setTimeout(r, SLOW_SAVE_MS));
    }
    await route.fallback();
  };
  await page.route('**/api/**', handler);
  const answered = page.waitForResponse((r) => r.request().method() === method && url.test(r.url()));
  await button.dblclick();
  await answered;
  await page.waitForTimeout(SLOW_SAVE_MS + 300);
  await page.unroute('**/api/**', handler);
  return sent;
}

test.describe('a failed save keeps what was typed; a double click saves once', () => {
  test.setTimeout(90_000);

  test('login', async ({ page, pageGuard }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(accounts.forms.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(accounts.forms.password);
    const connect = page.getByRole('button', { name: 'Connecter' });
    await saveFails(page, pageGuard, 'POST', /\/api\/login$/, () => connect.click());
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email')).toHaveValue(accounts.forms.email);
    await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveValue(accounts.forms.password);

    expect(await doubleClickSave(page, 'POST', /\/api\/login$/, connect)).toBe(1);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('profile', async ({ page, pageGuard }) => {
    await login(page, accounts.forms);
    await page.goto('/dashboard/user-profile');
    await page.getByRole('button', { name: 'Modifier profil' }).click();
    await page.getByLabel('Nom').fill('Lucas Martin-Essai');
    await page.getByLabel('Téléphone').fill('0611223344');
    const save = page.getByRole('button', { name: 'Sauvegarder' });
    await saveFails(page, pageGuard, 'PUT', /\/api\/user\/\d+$/, () => save.click());
    await expect(page.getByLabel('Nom')).toHaveValue('Lucas Martin-Essai');
    await expect(page.getByLabel('Téléphone')).toHaveValue('0611223344');

    // Back to the account's name: the other tests greet it.
    await page.getByLabel('Nom').fill(accounts.forms.name);
    expect(await doubleClickSave(page, 'PUT', /\/api\/user\/\d+$/, save)).toBe(1);
    await expect(page.getByRole('button', { name: 'Modifier profil' })).toBeVisible();
  });

  test('add-client', async ({ page, pageGuard }) => {
    await login(page, accounts.forms);
    const name = `Essai-${token()}`;
    await page.goto('/dashboard/add-client');
    await page.getByLabel(/^Nom/).fill(name);
    await page.getByLabel(/^Prénom/).fill('Zoé');
    await page.getByLabel(/^Sexe/).selectOption('F');
    await page.getByLabel('Ville').fill('Nantes');
    await page.locator('[name="stress"]').fill('Un peu');
    const save = page.getByRole('button', { name: 'Enregistrer' });
    await saveFails(page, pageGuard, 'POST', /\/api\/client$/, () => save.click(), true);
    await expect(page).toHaveURL(/\/dashboard\/add-client$/);
    await expect(page.getByLabel(/^Nom/)).toHaveValue(name);
    await expect(page.getByLabel(/^Prénom/)).toHaveValue('Zoé');
    await expect(page.getByLabel(/^Sexe/)).toHaveValue('F');
    await expect(page.getByLabel('Ville')).toHaveValue('Nantes');
    await expect(page.locator('[name="stress"]')).toHaveValue('Un peu');

    await doubleClickSave(page, 'POST', /\/api\/client$/, save);
    await expect(page).toHaveURL(/\/dashboard\/clients$/);
    const found = await getJson<{ totalElements: number }>(page.request, `/api/clients?search=${name}`);
    expect(found.totalElements).toBe(1);
  });

  test('client edit', async ({ page, pageGuard }) => {
    await login(page, accounts.forms);
    const client = await post(page.request, '/api/client', { firstName: 'Yves', lastName: `Essai-${token()}`, sex: 'M' });
    await page.goto(`/dashboard/client/${client.id}`);
    await page.getByRole('button', { name: 'Modifier Profile' }).click();
    await page.getByLabel('Ville').fill('Rennes');
    await page.getByLabel('Commentaires').fill('Texte à ne pas perdre');
    const save = page.getByRole('button', { name: 'Enregistrer' });
    const url = new RegExp(`/api/client/${client.id}$`);
    await saveFails(page, pageGuard, 'PUT', url, () => save.click());
    await expect(page.getByLabel('Ville')).toHaveValue('Rennes');
    await expect(page.getByLabel('Commentaires')).toHaveValue('Texte à ne pas perdre');

    expect(await doubleClickSave(page, 'PUT', url, save)).toBe(1);
    await expect(page.getByRole('button', { name: 'Modifier Profile' })).toBeVisible();
  });

  test('add-product', async ({ page, pageGuard }) => {
    await login(page, accounts.forms);
    const name = `Produit ${token()}`;
    await page.goto('/dashboard/add-product');
    await page.getByRole('textbox', { name: 'Nom' }).fill(name);
    await page.getByRole('textbox', { name: 'Type' }).fill('Soin');
    await page.getByRole('textbox', { name: 'Référence' }).fill('REF-ESSAI');
    await page.getByRole('textbox', { name: 'Prix TTC (€)' }).pressSequentially('12.5');
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Description à garder');
    const save = page.getByRole('button', { name: 'Sauvegarder' });
    await saveFails(page, pageGuard, 'POST', /\/api\/product$/, () => save.click());
    await expect(page).toHaveURL(/\/dashboard\/add-product$/);
    await expect(page.getByRole('textbox', { name: 'Nom' })).toHaveValue(name);
    await expect(page.getByRole('textbox', { name: 'Type' })).toHaveValue('Soin');
    await expect(page.getByRole('textbox', { name: 'Référence' })).toHaveValue('REF-ESSAI');
    await expect(page.getByRole('textbox', { name: 'Prix TTC (€)' })).toHaveValue('12.5');
    await expect(page.getByRole('textbox', { name: 'Description' })).toContainText('Description à garder');

    await doubleClickSave(page, 'POST', /\/api\/product$/, save);
    await expect(page).toHaveURL(/\/dashboard\/product-category$/);
    const found = await getJson<{ totalElements: number }>(page.request, `/api/products?search=${encodeURIComponent(name)}`);
    expect(found.totalElements).toBe(1);
  });

  test('product edit', async ({ page, pageGuard }) => {
    await login(page, accounts.forms);
    const product = await post(page.request, '/api/product', {
      name: `Produit ${token()}`,
      type: 'Soin',
      refProduct: 'REF-1',
      productPrice: 3,
      description: '<p>Avant</p>',
      categoryDTO: null,
    });
    await page.goto(`/dashboard/product-detail/${product.id}`);
    await page.getByRole('button', { name: 'Modifier' }).click();
    await page.getByRole('textbox', { name: 'Type' }).fill('Type à garder');
    const save = page.getByRole('button', { name: 'Enregistrer' });
    const url = new RegExp(`/api/product/${product.id}$`);
    await saveFails(page, pageGuard, 'PUT', url, () => save.click());
    await expect(page.getByRole('textbox', { name: 'Type' })).toHaveValue('Type à garder');

    expect(await doubleClickSave(page, 'PUT', url, save)).toBe(1);
    await expect(page.getByRole('button', { name: 'Modifier' })).toBeVisible();
  });

  test('add-category', async ({ page, pageGuard }) => {
    await login(page, accounts.forms);
    const name = `Catégorie ${token()}`;
    await page.goto('/dashboard/add-category');
    await page.getByRole('textbox', { name: 'Nom' }).fill(name);
    await page.getByRole('combobox', { name: 'TVA' }).selectOption({ label: 'TVA 5,5%' });
    const save = page.getByRole('button', { name: 'Ajouter' });
    await saveFails(page, pageGuard, 'POST', /\/api\/category$/, () => save.click());
    // The page leaves right after submit; the failure shows there and the typed values wait.
    await expect(page).toHaveURL(/\/dashboard\/categories$/);
    await expect(page.getByText('Erreur: Panne simulée du serveur.')).toBeVisible();
    await page.getByRole('link', { name: 'Ajouter une catégorie' }).click();
    // Offered back like every draft: taken only when the practitioner says so.
    await expect(page.getByRole('textbox', { name: 'Nom' })).toHaveValue('');
    await page.getByRole('button', { name: 'Reprendre le brouillon' }).click();
    await expect(page.getByRole('textbox', { name: 'Nom' })).toHaveValue(name);
    await expect(page.getByRole('combobox', { name: 'TVA' })).toHaveValue('TVA5,5%');

    await doubleClickSave(page, 'POST', /\/api\/category$/, save);
    await expect(page).toHaveURL(/\/dashboard\/categories$/);
    const all = await getJson<{ name: string }[]>(page.request, '/api/categories');
    expect(all.filter((c) => c.name === name)).toHaveLength(1);
  });

  test('category inline edit', async ({ page, pageGuard }) => {
    await login(page, accounts.forms);
    const name = `Catégorie ${token()}`;
    const category = await post(page.request, '/api/category', { name, tva: 'TVA20%' });
    await page.goto('/dashboard/categories');
    await page.getByRole('row', { name: new RegExp(name) }).getByRole('button', { name: 'Modifier' }).click();
    const input = page.getByRole('textbox', { name: 'Nom de la catégorie' });
    await input.fill(`${name} modifiée`);
    const save = page.getByRole('button', { name: 'Enregistrer' });
    const url = new RegExp(`/api/category/${category.id}$`);
    await saveFails(page, pageGuard, 'PUT', url, () => save.click());
    await expect(input).toHaveValue(`${name} modifiée`);

    expect(await doubleClickSave(page, 'PUT', url, save)).toBe(1);
    await expect(page.getByRole('cell', { name: `${name} modifiée` })).toBeVisible();
  });

  test('care editor', async ({ page, pageGuard }) => {
    await login(page, accounts.forms);
    const run = token();
    await post(page.request, '/api/product', {
      name: `Lotion ${run}`,
      type: 'Soin',
      refProduct: 'REF-L',
      productPrice: 2,
      description: '',
      categoryDTO: null,
    });
    const client = await post(page.request, '/api/client', { firstName: 'Iris', lastName: `Essai-${run}`, sex: 'F' });
    await page.goto(`/dashboard/client/${client.id}/add-care`);
    await page.getByRole('button', { name: 'Ajouter un produit' }).click();
    const picker = page.getByRole('dialog', { name: 'Ajouter un produit' });
    await picker.getByLabel('Chercher un produit').fill(run);
    await picker.getByRole('row', { name: new RegExp(`Lotion ${run}`) }).getByRole('button', { name: 'Ajouter' }).click();
    await picker.getByRole('button', { name: 'Fermer' }).click();
    await page.getByLabel('Référence du programme').fill(`Cure ${run}`);
    await page.getByRole('spinbutton', { name: `Quantité de Lotion ${run}` }).fill('4');
    const save = page.getByRole('button', { name: 'Enregistrer les soins' });
    await saveFails(page, pageGuard, 'POST', /\/api\/program$/, () => save.click());
    await expect(page.getByLabel('Référence du programme')).toHaveValue(`Cure ${run}`);
    await expect(page.getByRole('spinbutton', { name: `Quantité de Lotion ${run}` })).toHaveValue('4');

    await doubleClickSave(page, 'POST', /\/api\/program$/, save);
    await expect(page.getByText('Programme créé avec succès!')).toBeVisible();
    expect(await getJson<unknown[]>(page.request, `/api/programs/${client.id}`)).toHaveLength(1);
  });

  test('planning', async ({ page, pageGuard }) => {
    await login(page, accounts.forms);
    const run = token();
    const product = await post(page.request, '/api/product', {
      name: `Sérum ${run}`,
      type: 'Soin',
      refProduct: 'REF-S',
      productPrice: 2,
      description: '',
      categoryDTO: null,
    });
    const client = await post(page.request, '/api/client', { firstName: 'Jade', lastName: `Essai-${run}`, sex: 'F' });
    const program = await post(page.request, '/api/program', {
      clientId: client.id,
      cares: [{ productDTO: { id: product.id }, quantity: 1 }],
    });
    await page.goto(`/dashboard/client/${client.id}/planning/${program.id}`);
    const tick = page.getByRole('checkbox', { name: `Sérum ${run}, semaine 1, mardi, Soir` });
    await tick.check();
    const save = page.getByRole('button', { name: 'Sauvegarder' });
    const url = new RegExp(`/api/program/update/${program.id}$`);
    await saveFails(page, pageGuard, 'PUT', url, () => save.click());
    await expect(tick).toBeChecked();

    expect(await doubleClickSave(page, 'PUT', url, save)).toBe(1);
    await expect(page.getByText('Planning sauvegardé avec succés !')).toBeVisible();
  });
});
