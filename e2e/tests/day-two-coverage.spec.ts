import type { Browser, Page } from '@playwright/test';
import { accounts, expect, login, test } from '../fixtures';
import { post } from '../support/api';
import { DAY_WIDTHS, seriousInBothThemes } from '../support/axe';

const NOT_WHOLE = 'Quantité entière : écrivez 1, 2, 3…, sans virgule.';
const AFTER_ADD = 'Après l’ajout d’un client';
const TO_FILE = 'Ouvrir la fiche du nouveau client';
const TO_LIST = 'Afficher la liste des clients, le nouveau client en tête et en surbrillance';

async function addClient(page: Page, lastName: string) {
  await page.goto('/dashboard/add-client');
  await page.getByLabel(/^Nom/).fill(lastName);
  await page.getByLabel(/^Prénom/).fill('Rose');
  await page.getByLabel(/^Sexe/).selectOption('F');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Client ajouté avec succès!')).toBeVisible();
}

/** Another device of the same practitioner: its own browser, nothing shared with the first but the account. */
async function anotherDevice(browser: Browser, size: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport: size, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const page = await context.newPage();
  await login(page, accounts.dayTwoCoverage);
  return page;
}

test("a French quantity: '1,5' stays as typed with one message and no total, '2' works; 'Envoyer' beside 'Imprimer'", async ({ page, pageGuard }) => {
  test.setTimeout(180_000);
  // Moving to the next width leaves an editor with a figure typed: the browser's question is expected, answered 'leave'.
  pageGuard.acceptDialog('beforeunload');
  await login(page, accounts.dayTwoCoverage);
  const run = Date.now().toString(36);
  const category = await post(page.request, '/api/category', { name: `Quantités ${run}`, tva: 'TVA20%' });
  const product = await post(page.request, '/api/product', {
    name: `Shampoing ${run}`,
    type: 'Shampoing',
    refProduct: `QT-${run}`,
    productPrice: 12.5,
    description: '',
    categoryDTO: { id: category.id },
  });
  const client = await post(page.request, '/api/client', { firstName: 'Rose', lastName: `Quantite-${run}`, sex: 'F' });
  const program = await post(page.request, '/api/program', {
    clientId: client.id,
    programReference: `Cure ${run}`,
    cares: [{ productDTO: { id: product.id }, quantity: 1 }],
  });

  const problems: string[] = [];
  for (const size of DAY_WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(`/dashboard/client/${client.id}/add-care`);
    const list = page.getByRole('table', { name: 'Programmes de soins' });
    await expect(list.getByRole('button', { name: `Envoyer le programme Cure ${run} par e-mail` })).toBeVisible();
    await expect(list.getByRole('button', { name: /^Imprimer le programme / })).toBeVisible();

    await page.goto(`/dashboard/client/${client.id}/add-care?programme=${program.id}`);
    const quantity = page.getByRole('spinbutton', { name: `Quantité de Shampoing ${run}` });
    const total = page.getByTestId('program-total');
    await quantity.fill('');
    await quantity.pressSequentially('1,5');
    await expect(quantity).toHaveValue('1,5');
    await expect(quantity).toHaveAccessibleDescription(NOT_WHOLE);
    await expect(page.getByText(NOT_WHOLE)).toHaveCount(1);
    await expect(total).toHaveText('—quantité à corriger');
    await expect(page.getByLabel(`Prix du soin Shampoing ${run}`)).not.toContainText('€');
    problems.push(...(await seriousInBothThemes(page, `quantité 1,5 at ${size.width} px`)));

    await quantity.fill('2');
    await expect(quantity).toHaveAttribute('aria-invalid', 'false');
    await expect(page.getByText(NOT_WHOLE)).toHaveCount(0);
    await expect(total).toHaveText('25.00 €');
  }
  expect(problems).toEqual([]);
});

test('the after-adding choice is a practice setting: chosen on one device, it holds on another, at every width', async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000);
  await login(page, accounts.dayTwoCoverage);
  const run = Date.now().toString(36);
  const problems: string[] = [];
  for (const size of DAY_WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/dashboard/settings');
    const panel = page.getByRole('region', { name: AFTER_ADD });
    await panel.getByLabel(TO_FILE).check();
    await expect(page.getByText('Choix enregistré : il vous suit sur tous vos appareils.').first()).toBeVisible();
    await expect(page.getByRole('status', { name: /^Chargement/ })).toHaveCount(0);
    problems.push(...(await seriousInBothThemes(page, `réglages at ${size.width} px`, (theme) => testInfo.outputPath(`settings-${size.width}-${theme}.png`))));

    // The other device, which never saw the choice made, opens the new client's file…
    const tablet = await anotherDevice(browser, size);
    await addClient(tablet, `Fiche-${run}-${size.width}`);
    await expect(tablet).toHaveURL(/\/dashboard\/client\/\d+$/);
    problems.push(...(await seriousInBothThemes(tablet, `fiche après ajout at ${size.width} px`)));

    // … and, the first device back on the list, shows her highlighted at the top of it.
    await page.getByRole('region', { name: AFTER_ADD }).getByLabel(TO_LIST).check();
    await expect(page.getByText('Choix enregistré : il vous suit sur tous vos appareils.').first()).toBeVisible();
    await expect.poll(async () => ((await (await tablet.request.get('/api/settings/rules')).json()) as { afterClientCreated: string }).afterClientCreated).toBe('list');
    await addClient(tablet, `Liste-${run}-${size.width}`);
    await expect(tablet).toHaveURL(/\/dashboard\/clients$/);
    await expect(tablet.getByRole('region', { name: 'Client ajouté' })).toContainText(`Liste-${run}-${size.width} Rose`);
    problems.push(...(await seriousInBothThemes(tablet, `liste après ajout at ${size.width} px`)));
    await tablet.context().close();
  }
  expect(problems).toEqual([]);
});

test('the login page says why the session ended, in both themes, at every width', async ({ page, pageGuard }) => {
  test.setTimeout(240_000);
  pageGuard.allowConsoleError(/401|412/);
  // The draft kept at one width is offered back at the next; leaving it unanswered is expected.
  pageGuard.acceptDialog('beforeunload');
  const account = accounts.dayTwoCoverage;
  const problems: string[] = [];
  for (const size of DAY_WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await login(page, account);
    const other = await page.context().newPage();
    await other.goto('/logout');
    await expect(other).toHaveURL(/\/login$/);
    await other.close();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status').filter({ hasText: 'Vous avez été déconnectée dans un autre onglet' })).toBeVisible();
    problems.push(...(await seriousInBothThemes(page, `login après un autre onglet at ${size.width} px`)));

    // Expired while saving: the forced logout, and the word that the typed work is kept.
    await login(page, account);
    await page.goto('/dashboard/add-client');
    await page.getByLabel(/^Nom/).fill(`Expire-${size.width}`);
    await page.getByLabel(/^Prénom/).fill('Inès');
    await page.getByLabel(/^Sexe/).selectOption('F');
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status').filter({ hasText: 'Session expirée : votre saisie est conservée' })).toBeVisible();
    problems.push(...(await seriousInBothThemes(page, `login après expiration at ${size.width} px`, (theme) => test.info().outputPath(`login-expired-${size.width}-${theme}.png`))));
    // Signing in here goes back to the form, whose draft is offered back.
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Connecter' }).click();
    await expect(page).toHaveURL(/\/dashboard\/add-client$/);
    await expect(page.getByRole('button', { name: 'Reprendre le brouillon' })).toBeVisible();
    // Signed out, so that the next width's sign-in starts from the login page.
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
  }
  expect(problems).toEqual([]);
});

const DEMO = { email: 'demo@meche.test', password: 'meche-demo', name: 'Camille Martin' };

test("the demo practice shows contraindications at work: a breastfeeding client's points of vigilance and the picker's mark, at every width", async ({ page }) => {
  test.skip(Boolean(process.env.E2E_DATABASE_URL), 'the demo practice is created on the embedded database only');
  test.setTimeout(180_000);
  await login(page, DEMO);
  // Bérénice Leroux answered 'Oui, né l’an dernier' to a child in the last two years: breastfeeding, for the rosemary serum.
  const found = (await (await page.request.get('/api/clients?search=Leroux')).json()) as { content: { id: number; firstName: string }[] };
  const client = found.content.find((c) => c.firstName === 'Bérénice');
  expect(client).toBeDefined();
  const id = client?.id ?? 0;

  const problems: string[] = [];
  for (const size of DAY_WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(`/dashboard/client/${id}`);
    const vigilance = page.getByRole('region', { name: 'Points de vigilance' });
    await expect(vigilance).toContainText('Allaitement');
    await expect(vigilance).toContainText('« Oui, né l’an dernier »');
    problems.push(...(await seriousInBothThemes(page, `fiche démo at ${size.width} px`)));

    // Only looked at, never added: the demo practice keeps its programmes as they are.
    await page.goto(`/dashboard/client/${id}/add-care`);
    await page.getByRole('button', { name: 'Ajouter un produit' }).click();
    const picker = page.getByRole('dialog', { name: 'Ajouter un produit' });
    await picker.getByLabel('Chercher un produit').fill('romarin');
    const row = picker.getByRole('row', { name: /Sérum antichute romarin/ });
    await expect(row).toContainText('Contre-indiqué : Allaitement');
    await expect(row.getByRole('button', { name: 'Ajouter' })).toHaveAccessibleDescription('Sérum antichute romarin Contre-indiqué : Allaitement');
    // Seen whole at every width, with no sideways swipe: on a phone the picker's rows are cards.
    await expect(row.getByText('Contre-indiqué : Allaitement')).toBeInViewport({ ratio: 1 });
    await expect(row.getByRole('button', { name: 'Ajouter' })).toBeInViewport({ ratio: 1 });
    problems.push(...(await seriousInBothThemes(page, `sélecteur démo at ${size.width} px`, (theme) => test.info().outputPath(`demo-picker-${size.width}-${theme}.png`))));
    await picker.getByRole('button', { name: 'Fermer' }).click();
    await expect(picker).toBeHidden();
  }
  expect(problems).toEqual([]);
});
