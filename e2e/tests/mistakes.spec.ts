import type { Page } from '@playwright/test';
import { accounts, expect, login, test } from '../fixtures';
import { post } from '../support/api';

// The usual mistakes of a practitioner between two clients: none of them may lose what was typed.
const account = accounts.mistakes;
const LEAVE_QUESTION = 'Des modifications ne sont pas enregistrées. Quitter cette page et les perdre ?';
const OFFLINE = 'Hors connexion — vos modifications seront envoyées au retour du réseau';

async function openAddClient(page: Page) {
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Ajouter Client' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ajouter un client' })).toBeVisible();
}

/** Typed key by key, as a person does (and as the browser counts a user's gesture). */
async function typeIn(page: Page, label: RegExp | string, text: string) {
  await page.getByLabel(label).first().pressSequentially(text);
}

test.beforeEach(async ({ page }) => {
  await login(page, account);
});

test('a stray click in the sidebar asks first, and staying keeps everything typed', async ({ page }) => {
  await openAddClient(page);
  await typeIn(page, /^Nom/, 'Égaré');
  await page.getByRole('link', { name: 'Clients', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: LEAVE_QUESTION });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Rester sur la page' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add-client$/);
  await expect(page.getByLabel(/^Nom/).first()).toHaveValue('Égaré');

  await page.getByRole('link', { name: 'Clients', exact: true }).click();
  await page.getByRole('dialog', { name: LEAVE_QUESTION }).getByRole('button', { name: 'Quitter sans enregistrer' }).click();
  await expect(page).toHaveURL(/\/dashboard\/clients$/);
});

test('Back asks first too', async ({ page }) => {
  await openAddClient(page);
  await typeIn(page, /^Prénom/, 'Retour');
  await page.goBack();
  const dialog = page.getByRole('dialog', { name: LEAVE_QUESTION });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Rester sur la page' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add-client$/);
  await expect(page.getByLabel(/^Prénom/).first()).toHaveValue('Retour');
});

test('after a reload the half-filled form is offered back', async ({ page, pageGuard }) => {
  pageGuard.acceptDialog('beforeunload');
  await openAddClient(page);
  await typeIn(page, /^Nom/, 'Rechargée');
  await typeIn(page, 'Ville', 'Lyon');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ajouter un client' })).toBeVisible();
  await expect(page.getByLabel(/^Nom/).first()).toHaveValue('');
  await expect(page.getByRole('status').filter({ hasText: 'Un brouillon non enregistré a été retrouvé' })).toBeVisible();
  await page.getByRole('button', { name: 'Reprendre le brouillon' }).click();
  await expect(page.getByLabel(/^Nom/).first()).toHaveValue('Rechargée');
  await expect(page.getByLabel('Ville')).toHaveValue('Lyon');
});

test('signing out in another tab sends this one to the login page and takes its draft along: health answers do not stay behind', async ({ page }) => {
  await openAddClient(page);
  await typeIn(page, /^Nom/, 'Autre-onglet');
  await typeIn(page, 'Commentaires', 'Allergie au latex');

  const other = await page.context().newPage();
  await other.goto('/dashboard');
  await other.getByRole('button', { name: 'Déconnexion' }).click();
  await other.getByRole('dialog', { name: 'Voulez-vous vous déconnecter ?' }).getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(other).toHaveURL(/\/login$/);
  await other.close();

  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('meche-draft:')))).toEqual([]);
  // Signing in again comes back to the page the sign-out interrupted, empty: the practitioner chose to leave.
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add-client$/);
  await expect(page.getByLabel(/^Nom/).first()).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Reprendre le brouillon' })).toHaveCount(0);
});

test('a session that runs out keeps the draft for the same practitioner, offered after signing in again', async ({ page, pageGuard }) => {
  pageGuard.acceptDialog('beforeunload');
  await openAddClient(page);
  await typeIn(page, /^Nom/, 'Expirée');
  await typeIn(page, 'Commentaires', 'Allergie au latex');

  // The session dies without the practitioner leaving (its cookies gone and its access token expired, as after the idle
  // limit): the page opens on a refused refresh and is sent to the login page.
  await page.context().clearCookies();
  await page.evaluate(() => {
    const times = JSON.parse(localStorage.getItem('meche-access-token') ?? '{}') as { issuedAt?: number };
    localStorage.setItem('meche-access-token', JSON.stringify({ issuedAt: times.issuedAt ?? 0, expiresAt: Date.now() - 1000 }));
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await openAddClient(page);
  await page.getByRole('button', { name: 'Reprendre le brouillon' }).click();
  await expect(page.getByLabel(/^Nom/).first()).toHaveValue('Expirée');
  await expect(page.getByLabel('Commentaires')).toHaveValue('Allergie au latex');
});

test('saved offline: the banner says so, and the save completes when the network is back', async ({ page, context }) => {
  const lastName = `Horsligne-${Date.now().toString(36)}`;
  await openAddClient(page);
  await typeIn(page, /^Nom/, lastName);
  await typeIn(page, /^Prénom/, 'Inès');
  await page.getByLabel(/^Sexe/).selectOption('F');

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/add-client$/);

  await context.setOffline(false);
  await expect(page.getByText('Client ajouté avec succès!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/clients$/);
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
});

test('a wrong password toast does not follow the practitioner onto the dashboard', async ({ page }) => {
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await page.getByRole('dialog', { name: 'Voulez-vous vous déconnecter ?' }).getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon');
  await page.getByRole('button', { name: 'Connecter' }).click();
  await expect(page.getByText('Email ou mot de passe incorrect.')).toBeVisible();
  await login(page, account);
  await expect(page.getByText('Email ou mot de passe incorrect.')).toHaveCount(0);
});

test('Enter in a questionnaire field moves to the next one instead of sending the form', async ({ page }) => {
  await openAddClient(page);
  await page.getByLabel(/^Nom/).first().pressSequentially('Entrée');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(/^Prénom/).first()).toBeFocused();
  await expect(page).toHaveURL(/\/dashboard\/add-client$/);
  await expect(page.getByText('Ce champ est obligatoire.')).toHaveCount(0);
});

test('a stray click in the sidebar from add-product asks first, staying keeps the name, leaving goes', async ({ page }) => {
  const sidebar = page.getByRole('navigation', { name: 'Navigation principale' });
  await sidebar.getByRole('link', { name: 'Produits' }).click();
  await page.getByRole('link', { name: 'Ajouter un produit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ajouter un produit' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nom' }).pressSequentially('Lotion égarée');

  await sidebar.getByRole('link', { name: 'Clients', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: LEAVE_QUESTION });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Rester sur la page' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add-product$/);
  await expect(page.getByRole('textbox', { name: 'Nom' })).toHaveValue('Lotion égarée');

  await sidebar.getByRole('link', { name: 'Clients', exact: true }).click();
  await page.getByRole('dialog', { name: LEAVE_QUESTION }).getByRole('button', { name: 'Quitter sans enregistrer' }).click();
  await expect(page).toHaveURL(/\/dashboard\/clients$/);
});

test('French amounts: what is typed is read whole or refused under its field, never silently changed', async ({ page }) => {
  const run = Date.now().toString(36);
  const category = await post(page.request, '/api/category', { name: `Montants ${run}`, tva: 'TVA20%' });
  const product = await post(page.request, '/api/product', {
    name: `Lotion ${run}`,
    type: 'Lotion',
    refProduct: `LO-${run}`,
    productPrice: 12.5,
    description: '',
    categoryDTO: { id: category.id },
  });
  const client = await post(page.request, '/api/client', { firstName: 'Rose', lastName: `Montant-${run}`, sex: 'F' });
  const program = await post(page.request, '/api/program', {
    clientId: client.id,
    programReference: `Cure ${run}`,
    cares: [{ productDTO: { id: product.id }, quantity: 1 }],
  });

  // '2,5' in a quantity is shown as typed, refused and said, not read as 25; the save waits until it is corrected.
  await page.goto(`/dashboard/client/${client.id}/add-care`);
  await page.getByRole('row', { name: new RegExp(`Cure ${run}`) }).getByRole('button', { name: 'Modifier' }).click();
  const quantity = page.getByRole('spinbutton', { name: `Quantité de Lotion ${run}` });
  await quantity.fill('');
  await quantity.pressSequentially('2,5');
  await expect(quantity).toHaveAccessibleDescription('Quantité entière : écrivez 1, 2, 3…, sans virgule.');
  await page.getByRole('button', { name: 'Enregistrer les soins' }).click();
  await expect(page.getByText('Programme mis à jour avec succès!')).toHaveCount(0);
  // The figure stays as typed ('2,5', not 25): from its end, deleting the '5' and the ',' gives 2.
  await expect(quantity).toHaveValue('2,5');
  await quantity.press('End');
  await quantity.press('Backspace');
  await quantity.press('Backspace');
  await expect(quantity).toHaveValue('2');
  await page.getByRole('button', { name: 'Enregistrer les soins' }).click();
  await expect(page.getByText('Programme mis à jour avec succès!')).toBeVisible();
  const stored = (await (await page.request.get(`/api/program/${program.id}`)).json()) as { cares: { quantity: number }[] };
  expect(stored.cares.map((c) => c.quantity)).toEqual([2]);

  // A price as French people type it is read whole; '12.5.3' and '-5' are refused under the field, not rewritten.
  await page.goto('/dashboard/add-product');
  const price = page.getByRole('textbox', { name: 'Prix TTC (€)' });
  await price.pressSequentially('1 250,00');
  await expect(price).toHaveValue('1 250.00');
  await price.fill('');
  // The refused second '.' is said and stays said (the field invalid, the save held) until the figure is looked at again.
  await price.pressSequentially('12.5.3');
  await expect(page.getByText('Le prix doit être un nombre positif avec au plus un séparateur décimal.')).toBeVisible();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await price.fill('');
  await price.pressSequentially('-5');
  await expect(page.getByText('Le prix ne peut pas être négatif.')).toBeVisible();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: 'Nom' }).fill(`Refusé ${run}`);
  await page.getByRole('textbox', { name: 'Type' }).fill('Lotion');
  await page.getByRole('textbox', { name: 'Référence' }).fill(`RE-${run}`);
  await page.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: `Montants ${run} (TVA 20%)` });
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add-product$/);
  await expect(page.getByText('Le prix ne peut pas être négatif.')).toBeVisible();
  const refused = (await (await page.request.get(`/api/products?search=${encodeURIComponent(`RE-${run}`)}`)).json()) as { content: unknown[] };
  expect(refused.content).toEqual([]);
});

test('a programme being built comes back after a reload, rows and reference, and the sidebar asks before leaving it', async ({ page, pageGuard }) => {
  pageGuard.acceptDialog('beforeunload');
  const run = Date.now().toString(36);
  const product = `Baume Brouillon ${run}`;
  await post(page.request, '/api/product', {
    name: product,
    type: 'Soin',
    refProduct: `REF-BRO-${run}`,
    productPrice: 8,
    description: '<p>Produit de test</p>',
    categoryDTO: null,
  });
  const client = await post(page.request, '/api/client', { firstName: 'Inès', lastName: `Brouillon-${run}`, sex: 'F' });
  const addCare = new RegExp(`/dashboard/client/${client.id}/add-care$`);
  const quantity = page.getByRole('spinbutton', { name: `Quantité de ${product}` });

  await page.goto(`/dashboard/client/${client.id}/add-care`);
  await page.getByRole('button', { name: 'Ajouter un produit' }).click();
  const picker = page.getByRole('dialog', { name: 'Ajouter un produit' });
  await picker.getByLabel('Chercher un produit').fill(run);
  await picker.getByRole('row', { name: new RegExp(product) }).getByRole('button', { name: 'Ajouter' }).click();
  await picker.getByRole('button', { name: 'Fermer' }).click();
  await quantity.fill('3');
  await page.getByLabel('Référence du programme').fill(`Cure ${run}`);

  await page.reload();
  await expect(page.getByText('Aucun produit dans ce programme : utilisez « Ajouter un produit ».')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Un brouillon non enregistré a été retrouvé' })).toBeVisible();
  await page.getByRole('button', { name: 'Reprendre le brouillon' }).click();
  await expect(quantity).toHaveValue('3');
  await expect(page.getByLabel('Référence du programme')).toHaveValue(`Cure ${run}`);
  await expect(page.getByTestId('program-total')).toHaveText('24.00 €');

  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Clients', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: LEAVE_QUESTION });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Rester sur la page' }).click();
  await expect(page).toHaveURL(addCare);
  await expect(quantity).toHaveValue('3');
});
