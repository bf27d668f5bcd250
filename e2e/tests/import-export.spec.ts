import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { accounts, expect, login, test, type Account } from '../fixtures';
import { post } from '../support/api';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Serious and critical axe violations of WCAG 2.0/2.1 A and AA on what the page shows now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * A client list as another salon software exports it: Windows-1252 (written as Latin-1, which it equals for these
 * letters), ';', French headers, dates dd/mm/yyyy, a 'Notes client' column no header rule knows. Line 3 has a date
 * that does not exist; line 4 is a client already on record (same email).
 */
function clientsCsv(line3Birthday: string): Buffer {
  const lines = [
    'Nom;Prénom;Civilité;Date de naissance;Email;Portable;Ville;Notes client',
    'Lefèvre;Zoé;Mme;03/04/1990;zoe.lefevre@example.fr;06 11 22 33 44;Lyon;Cheveux fins',
    `Garçon;Aurélien;M.;${line3Birthday};;;Nîmes;`,
    'Existante;Jeanne;Mme;;jeanne.existante@example.fr;;Paris;',
    'Côté;Hélène;Mme;12/12/1975;helene.cote@example.fr;06 22 33 44 55;Besançon;Cuir chevelu sensible',
  ];
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');
}

/** Products as a spreadsheet saves them: UTF-8 with BOM, ',', English headers, prices '12.50' and '8,90', VAT forms. */
const productsCsv = (run: string) =>
  Buffer.from(
    '\uFEFFName,Type,SKU,Price,Category,VAT\r\n' +
      `Lotion fortifiante ${run},Soin,LF-1,12.50,Lotions ${run},5.5\r\n` +
      `Shampoing doux ${run},Shampoing,SD-2,"8,90",Shampoings ${run},20 %\r\n` +
      `Peigne ${run},Accessoire,PG-3,3,,\r\n`,
    'utf8',
  );

/** What the dialog says once the file is read (the spinner is another status while it is read). */
const fileRead = (dialog: Locator) => dialog.getByRole('status').filter({ hasText: /^Fichier lu/ });

async function openImport(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Importer', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(/^Importer des (clients|produits)$/);
  return dialog;
}

async function choose(dialog: Locator, name: string, buffer: Buffer): Promise<void> {
  await dialog.getByLabel('Choisir le fichier à importer').setInputFiles({ name, mimeType: 'text/csv', buffer });
}

async function signIn(page: Page, account: Account) {
  await login(page, account);
  // The practitioner's one client already on record: line 4 of the file repeats her.
  const list = await page.request.get('/api/clients?search=Existante');
  const known = ((await list.json()) as { totalElements: number }).totalElements;
  if (known === 0) {
    await post(page.request, '/api/client', { firstName: 'Jeanne', lastName: 'Existante', sex: 'F', email: 'jeanne.existante@example.fr' });
  }
}

test('clients: a Windows-1252 file is read, a refused line is fixed, a column corrected, a duplicate skipped; the export re-imports', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, accounts.imports);
  await page.goto('/dashboard/clients');
  let dialog = await openImport(page);

  await choose(dialog, 'clients.csv', clientsCsv('31/02/1985'));

  await expect(fileRead(dialog)).toHaveText('Fichier lu : 4 lignes, 1 ligne refusée, 1 doublon.');
  await expect(dialog.getByText('CSV · encodage Windows-1252 · séparateur point-virgule')).toBeVisible();
  await expect(dialog.getByLabel('Colonne « Civilité »')).toHaveValue('sex');
  await expect(dialog.getByLabel('Colonne « Notes client »')).toHaveValue('');
  await expect(dialog.getByText('Ligne 3, colonne « Date de naissance » : Date invalide : jj/mm/aaaa attendu.')).toBeVisible();
  await expect(dialog.getByText('Ligne 4 : même email que « Existante Jeanne », déjà enregistré.')).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Lefèvre/ })).toContainText('03/04/1990');
  await expect(dialog.getByRole('button', { name: 'Importer 2 clients' })).toBeDisabled();

  // The column no rule knew goes to the comments; then the file, corrected, is chosen again: the column stays.
  await dialog.getByLabel('Colonne « Notes client »').selectOption({ label: 'Commentaires' });
  await expect(dialog.getByRole('row', { name: /Lefèvre/ })).toContainText('Cheveux fins');
  await choose(dialog, 'clients-corrige.csv', clientsCsv('28/02/1985'));
  await expect(fileRead(dialog)).toHaveText('Fichier lu : 4 lignes, 0 ligne refusée, 1 doublon.');
  await expect(dialog.getByLabel('Colonne « Notes client »')).toHaveValue('comments');
  await expect(dialog.getByRole('radio', { name: 'Ignorer les doublons' })).toBeChecked();

  await dialog.getByRole('button', { name: 'Importer 3 clients' }).click();

  await expect(page.getByText('3 clients importés, 1 doublon ignoré.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  for (const name of ['Côté', 'Existante', 'Garçon', 'Lefèvre']) await expect(page.getByRole('rowheader', { name, exact: true })).toHaveCount(1);

  // Export as CSV: UTF-8 with BOM, ';', CRLF, French headers, dates dd/mm/yyyy, no health answer.
  await page.getByRole('button', { name: 'Exporter', exact: true }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Exporter les clients' });
  await expect(exportDialog.getByRole('checkbox', { name: 'Inclure les réponses de santé du questionnaire' })).not.toBeChecked();
  const [download] = await Promise.all([page.waitForEvent('download'), exportDialog.getByRole('button', { name: 'Télécharger' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^meche-clients-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  const [header, ...rows] = text.split('\r\n').filter(Boolean);
  expect(header!.split(';').slice(0, 5)).toEqual(['Nom', 'Prénom', 'Sexe', 'Date de naissance', 'Email']);
  expect(rows).toHaveLength(4);
  expect(rows.find((r) => r.startsWith('Lefèvre;'))).toContain('03/04/1990');
  expect(text).not.toMatch(/pacemaker/i);
  await expect(page.getByText(`Fichier téléchargé : ${download.suggestedFilename()}`)).toBeVisible();

  // The exported file re-imports cleanly: every line read, none refused, each recognised as the client it came from.
  dialog = await openImport(page);
  await dialog.getByLabel('Choisir le fichier à importer').setInputFiles(await download.path());
  await expect(fileRead(dialog)).toHaveText('Fichier lu : 4 lignes, 0 ligne refusée, 4 doublons.');
  await expect(dialog.getByText('CSV · encodage UTF-8 · séparateur point-virgule')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Fusionner' }).check();
  await dialog.getByRole('button', { name: 'Importer 4 clients' }).click();
  await expect(page.getByText(/^0 client importé, 4 fusionnés\.$/)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Lefèvre', exact: true })).toHaveCount(1);
});

test('products: categories and VAT come with them, created where missing', async ({ page }) => {
  await login(page, accounts.imports);
  const run = Date.now().toString(36);
  await page.goto('/dashboard/product-category');
  const dialog = await openImport(page);

  await choose(dialog, 'products.csv', productsCsv(run));

  await expect(dialog.getByText('CSV · encodage UTF-8 · séparateur virgule')).toBeVisible();
  await expect(fileRead(dialog)).toHaveText('Fichier lu : 3 lignes, 0 ligne refusée, 0 doublon.');
  await expect(dialog.getByRole('row', { name: /Lotion fortifiante/ })).toContainText('12.50 €');
  await expect(dialog.getByRole('row', { name: /Lotion fortifiante/ })).toContainText('TVA 5,5%');
  await expect(dialog.getByRole('row', { name: /Shampoing doux/ })).toContainText('8.90 €');
  await dialog.getByRole('button', { name: 'Importer 3 produits' }).click();

  await expect(page.getByText('3 produits importés.')).toBeVisible();
  await expect(page.getByRole('region', { name: `Lotions ${run} (TVA 5,5%)` })).toContainText('Lotion fortifiante');
  await expect(page.getByRole('region', { name: `Shampoings ${run} (TVA 20%)` })).toContainText('8.90 €');
  await expect(page.getByRole('region', { name: 'Sans catégorie (Sans TVA)' })).toContainText(`Peigne ${run}`);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the import and export dialogs pass axe (WCAG 2.1 A/AA, no serious or critical) in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((t) => window.localStorage.setItem('meche-theme', t), theme);
    await signIn(page, accounts.importsA11y);
    await page.goto('/dashboard/clients');
    const dialog = await openImport(page);
    expect(await seriousViolations(page), 'empty import dialog').toEqual([]);

    await choose(dialog, 'clients.csv', clientsCsv('31/02/1985'));
    await expect(fileRead(dialog)).toHaveText(/^Fichier lu/);
    await expect(dialog.getByText(/^Ligne 3, colonne/)).toBeVisible();
    expect(await seriousViolations(page), 'import dialog with its preview, a refusal and a duplicate').toEqual([]);

    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await page.getByRole('button', { name: 'Exporter', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Inclure les réponses de santé du questionnaire' }).check();
    expect(await seriousViolations(page), 'export dialog').toEqual([]);
  });
}
