import type { APIRequestContext, Page } from '@playwright/test';
import { accounts, expect, login, test } from '../fixtures';

/** State-changing API calls must carry an allowed Origin. */
const ORIGIN = { Origin: 'http://localhost:3000' };

const CONFIRM_DELETE =
  'Voulez-vous supprimer ce client ? si ce client posséde des programmes de soins, supprimez les en premier !';
const HAS_PROGRAMS = 'Ce client possède des programmes de soins : supprimez-les avant de supprimer le client.';

/** The 36 questionnaire fields (input names of the form). */
const QUESTIONNAIRE = [
  'stress', 'stressPsychoaffectif', 'fumezVousCombien', 'dereglementHormonal', 'crisesEpilepsie',
  'interventionsChirurgicales', 'pacemaker', 'anticoagulants', 'allergiesOuIntolerances', 'problemesThyroidiens',
  'chimiotherapie', 'fatigueGenerale', 'regimeAlimentaire', 'carences', 'gastroplastie', 'menopause',
  'moyenContraception', 'reglesAbondantes', 'enceinte', 'enfant2DerniereAnnee', 'chuteApresAccouchement',
  'interruptionAllaitement', 'fausseCouche', 'herediteChuteCheveux', 'calvitie', 'cheveuxPeuAbondants', 'pelade',
  'cheveuxGras', 'cheveuxSecs', 'chuteCheveuxDepuisQuand', 'typeChute', 'trichotillomanie',
  'nombreShampoingsParSemaine', 'apresShampoingMasque', 'methodesAgressivesCoiffage', 'alimentation',
] as const;

interface Created {
  id: number;
}

async function post<T = Created>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data, headers: ORIGIN });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

const pad = (n: number) => String(n).padStart(2, '0');
const frToday = () => {
  const d = new Date();
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
};
/** Letters only: the token must survive the search's accent and case folding unchanged. */
const token = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** Types in the search box and waits for the debounced request, so later clicks act on its results. */
async function search(page: Page, text: string) {
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/clients?') && new URL(r.url()).searchParams.get('search') === text,
  );
  await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill(text);
  await answered;
}

function rowOf(page: Page, lastName: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: lastName, exact: true }) });
}

test('a client file from creation to edit: questionnaire answers, accent-less search, modification date', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const run = token();
  const lastName = `Lévêque-${run}`;
  await login(page, accounts.clients);

  await page.getByRole('link', { name: 'Ajouter Client' }).click();
  await expect(page.getByRole('heading', { name: 'Ajouter un client' })).toBeVisible();
  await page.getByLabel(/^Nom/).fill(lastName);
  await page.getByLabel(/^Prénom/).fill('Éloïse');
  await page.getByLabel(/^Sexe/).selectOption('F');
  await page.getByLabel('Date de naissance').fill('1984-02-29');
  await page.getByLabel('Email').fill(`eloise.${run}@example.fr`);
  await page.getByLabel('Téléphone mobile').fill('0612345678');
  await page.getByLabel('Code postal').fill('01000');
  await page.getByLabel('Ville').fill('Bourg-en-Bresse');
  for (const field of QUESTIONNAIRE) await page.locator(`[name="${field}"]`).fill(`Réponse ${field}`);
  await page.getByLabel('Commentaires').fill('Première visite.');
  await page.screenshot({ path: testInfo.outputPath('add-client-form.png'), fullPage: true });

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Client ajouté avec succès!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/clients$/);

  // Accent-less and upper-case: 'LEVEQUE-…' finds 'Lévêque-…'.
  await search(page, `LEVEQUE-${run.toUpperCase()}`);
  const row = rowOf(page, lastName);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Éloïse');
  await expect(row).toContainText('01000');
  await expect(row).toContainText('Féminin');
  await page.screenshot({ path: testInfo.outputPath('clients-list.png'), fullPage: true });

  await row.getByRole('button', { name: 'Profil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Éloïse ${lastName}` })).toBeVisible();
  for (const field of QUESTIONNAIRE) await expect(page.getByText(`Réponse ${field}`, { exact: true })).toBeVisible();
  await expect(page.getByText('29/02/1984')).toBeVisible();
  await expect(page.getByText('0612345678')).toBeVisible();
  await expect(page.getByText(`Créé le ${frToday()}`)).toBeVisible();
  await expect(page.getByText(/Modifié le/)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('client-detail.png'), fullPage: true });

  await page.getByRole('button', { name: 'Modifier Profile' }).click();
  await page.getByLabel('Ville').fill('Mâcon');
  await page.locator('[name="pelade"]').fill('Plaque occipitale depuis mars');
  await page.screenshot({ path: testInfo.outputPath('client-edit.png'), fullPage: true });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('button', { name: 'Modifier Profile' })).toBeVisible();
  await expect(page.getByText('Mâcon')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Éloïse ${lastName}` })).toBeVisible();
  await expect(page.getByText('Mâcon')).toBeVisible();
  await expect(page.getByText('Plaque occipitale depuis mars')).toBeVisible();
  await expect(page.getByText(`Modifié le ${frToday()}`)).toBeVisible();

  await page.getByRole('link', { name: 'Voir / Ajouter les soins' }).click();
  await expect(page).toHaveURL(/\/dashboard\/client\/\d+\/add-care$/);
  await expect(page.getByRole('heading', { level: 1, name: `Éloïse ${lastName}` })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: testInfo.outputPath('client-add-care.png'), fullPage: true });
});

test('45 clients make 3 pages, browsed with Précédent and Suivant', async ({ page }) => {
  test.setTimeout(90_000);
  const run = token();
  await login(page, accounts.clients);
  for (let i = 1; i <= 45; i += 1) {
    await post(page.request, '/api/client', { firstName: `Client ${i}`, lastName: `Page${run}${pad(i)}`, sex: i % 2 ? 'F' : 'M' });
  }

  await page.goto('/dashboard/clients');
  await search(page, `page${run}`);
  await expect(rowOf(page, `Page${run}01`)).toBeVisible();
  await expect(page.getByRole('rowheader')).toHaveCount(20);
  await expect(page.getByText('Page 1 sur 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Précédent' })).toBeDisabled();

  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Page 2 sur 3')).toBeVisible();
  await expect(rowOf(page, `Page${run}21`)).toBeVisible();
  await expect(page.getByRole('rowheader')).toHaveCount(20);

  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Page 3 sur 3')).toBeVisible();
  await expect(page.getByRole('rowheader')).toHaveCount(5);
  await expect(rowOf(page, `Page${run}45`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suivant' })).toBeDisabled();

  await page.getByRole('button', { name: 'Précédent' }).click();
  await expect(page.getByText('Page 2 sur 3')).toBeVisible();
  await expect(rowOf(page, `Page${run}40`)).toBeVisible();

  // A new search starts again from page 1.
  await search(page, `page${run}4`);
  await expect(page.getByText('Page 1 sur 1')).toBeVisible();
  await expect(page.getByRole('rowheader')).toHaveCount(6);
});

test('delete asks the confirmation of the spec and removes the row', async ({ page }) => {
  const run = token();
  await login(page, accounts.clients);
  const client = await post(page.request, '/api/client', { firstName: 'Anne', lastName: `Efface${run}`, sex: 'F' });

  await page.goto('/dashboard/clients');
  await search(page, `efface${run}`);
  const row = rowOf(page, `Efface${run}`);
  await row.getByRole('button', { name: 'Supprimer' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(CONFIRM_DELETE);
  await dialog.getByRole('button', { name: 'Supprimer' }).click();

  await expect(row).toHaveCount(0);
  await expect(page.getByText('Aucun client trouvé.')).toBeVisible();
  expect((await page.request.get(`/api/client/${client.id}`)).status()).toBe(404);
});

test('a client who still has a programme cannot be deleted: the message shows and the client stays', async ({ page }) => {
  const run = token();
  await login(page, accounts.clients);
  const client = await post(page.request, '/api/client', { firstName: 'Paul', lastName: `Garde${run}`, sex: 'M' });
  const category = await post(page.request, '/api/category', { name: `Soins ${run}`, tva: 'TVA20%' });
  const product = await post(page.request, '/api/product', {
    name: `Lotion ${run}`,
    type: 'Lotion',
    refProduct: `REF-${run}`,
    productPrice: 12.5,
    description: '',
    categoryDTO: { id: category.id },
  });
  await post(page.request, '/api/program', {
    clientId: client.id,
    programReference: `Programme ${run}`,
    cares: [{ productDTO: { id: product.id }, quantity: 1 }],
  });

  await page.goto('/dashboard/clients');
  await search(page, `garde${run}`);
  const row = rowOf(page, `Garde${run}`);
  await row.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();

  await expect(page.getByText(HAS_PROGRAMS)).toBeVisible();
  await expect(row).toHaveCount(1);
  await page.reload();
  await search(page, `garde${run}`);
  await expect(rowOf(page, `Garde${run}`)).toHaveCount(1);
  expect((await page.request.get(`/api/client/${client.id}`)).status()).toBe(200);
});
