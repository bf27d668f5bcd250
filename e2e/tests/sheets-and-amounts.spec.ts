import type { APIRequestContext, Page } from '@playwright/test';
import { accounts, expect, login, test } from '../fixtures';
import { BASE_URL } from '../support/stack';

const ORIGIN = { Origin: BASE_URL };

interface Created {
  id: number;
}

async function send(request: APIRequestContext, method: 'post' | 'put', path: string, data: unknown): Promise<Created> {
  const response = await request[method](path, { data, headers: ORIGIN });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Created;
}

/** The document the print window received, in a page of its own laid out as printed on A4 portrait. */
async function printedSheet(page: Page, trigger: () => Promise<void>): Promise<Page> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), trigger()]);
  let html = '';
  await expect.poll(async () => (html = await popup.content().catch(() => html))).toContain('</main>');
  await popup.close().catch(() => undefined);
  const sheet = await page.context().newPage();
  // 210 mm less the two 12 mm margins, at 96 px per inch: the printable width.
  await sheet.setViewportSize({ width: Math.floor(((210 - 24) / 25.4) * 96), height: 1000 });
  await sheet.emulateMedia({ media: 'print' });
  await sheet.setContent(html, { waitUntil: 'load' });
  return sheet;
}

test('French amounts, the catalogue price change in the editor, the sheet with its VAT and its inlined logo, unsaved ticks', async ({
  page,
  pageGuard,
}) => {
  test.setTimeout(150_000);
  // Reloading the planning with unsaved ticks: the browser asks first (the ticks are kept either way).
  pageGuard.acceptDialog('beforeunload');
  const run = Date.now().toString(36);
  await login(page, accounts.sheets);
  const category = await send(page.request, 'post', '/api/category', { name: `Soins ${run}`, tva: 'TVA20%' });

  // A price typed as French people type it is read whole.
  await page.goto('/dashboard/add-product');
  await page.getByRole('textbox', { name: 'Nom' }).fill(`Masque ${run}`);
  await page.getByRole('textbox', { name: 'Type' }).fill('Masque');
  await page.getByRole('textbox', { name: 'Référence' }).fill(`MA-${run}`);
  await page.getByRole('textbox', { name: 'Prix TTC (€)' }).pressSequentially('1 250,00');
  await expect(page.getByRole('textbox', { name: 'Prix TTC (€)' })).toHaveValue('1 250.00');
  await page.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: `Soins ${run} (TVA 20%)` });
  // The rich editor's link box speaks French.
  await page.getByRole('textbox', { name: 'Description' }).fill('Voir le site');
  await page.getByRole('textbox', { name: 'Description' }).press('Control+a');
  await page.getByRole('button', { name: 'Lien' }).click();
  const tooltip = page.locator('.ql-tooltip.ql-editing');
  await expect(tooltip).toBeVisible();
  expect(await tooltip.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"Saisir le lien :"');
  expect(await tooltip.locator('a.ql-action').evaluate((el) => getComputedStyle(el, '::after').content)).toBe('"Enregistrer"');
  await tooltip.getByRole('textbox', { name: 'Adresse du lien' }).press('Escape');
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page).toHaveURL(/\/dashboard\/product-category$/);
  const products = (await (await page.request.get(`/api/products?search=${run}`)).json()) as { content: { id: number; productPrice: number }[] };
  expect(products.content.map((p) => p.productPrice)).toEqual([1250]);

  // A programme saved at 22.50 €, then the catalogue moves to 24.00 €.
  const shampoo = await send(page.request, 'post', '/api/product', {
    name: `Shampoing ${run}`,
    type: 'Shampoing',
    refProduct: `SH-${run}`,
    productPrice: 22.5,
    description: '',
    categoryDTO: { id: category.id },
  });
  const client = await send(page.request, 'post', '/api/client', { firstName: 'Lina', lastName: `Feuille-${run}`, sex: 'F' });
  const program = await send(page.request, 'post', '/api/program', {
    clientId: client.id,
    programReference: `Cure ${run}`,
    cares: [{ productDTO: { id: shampoo.id }, quantity: 2 }],
  });
  await send(page.request, 'put', `/api/product/${shampoo.id}`, {
    name: `Shampoing ${run}`,
    type: 'Shampoing',
    refProduct: `SH-${run}`,
    productPrice: 24,
    description: '',
    categoryDTO: { id: category.id },
  });

  await page.goto(`/dashboard/client/${client.id}/add-care`);
  const programRow = page.getByRole('row', { name: new RegExp(`Cure ${run}`) });
  await expect(programRow).toContainText('45.00 €');
  await programRow.getByRole('button', { name: 'Modifier' }).click();
  await expect(page.getByText('Prix du catalogue modifié : 24.00 € (enregistré 22.50 €)')).toBeVisible();

  // The sheet prints the stored figures with HT, the VAT of the rate and TTC, the logo inlined, inside the page.
  const sheet = await printedSheet(page, () => page.getByRole('button', { name: 'Imprimer' }).click());
  const footer = sheet.locator('tfoot');
  await expect(footer).toContainText('Total HT37.50 €');
  await expect(footer).toContainText('TVA 20 % (sur 37.50 € HT)7.50 €');
  await expect(footer).toContainText('Prix Total du Programme (TTC)45.00 €');
  expect(await sheet.locator('img').getAttribute('src')).toMatch(/^data:image\//);
  const fits = await sheet.evaluate(() => {
    const table = document.querySelector('table')!.getBoundingClientRect();
    return table.right <= document.documentElement.clientWidth && table.left >= 0;
  });
  expect(fits).toBe(true);
  await sheet.close();

  // Applying the catalogue price is saved and the list reads the same figures.
  await page.getByRole('button', { name: `Appliquer le prix du catalogue à Shampoing ${run}` }).click();
  await expect(page.getByLabel(`Prix du soin Shampoing ${run}`)).toHaveText('48.00 €');
  await page.getByRole('button', { name: 'Enregistrer les soins' }).click();
  await expect(page.getByText('Programme mis à jour avec succès!')).toBeVisible();
  await expect(programRow).toContainText('48.00 €');

  // Unsaved ticks are marked as such, and only until they are saved.
  await page.goto(`/dashboard/client/${client.id}/planning/${program.id}`);
  await page.getByRole('checkbox', { name: `Shampoing ${run}, semaine 1, lundi, Matin` }).check();
  const careRow = page.getByRole('row', { name: new RegExp(`Shampoing ${run}`) }).first();
  await expect(careRow.getByText('Non sauvegardé')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: `Shampoing ${run}, semaine 1, lundi, Matin` })).toBeChecked();
  await expect(page.getByText('Non sauvegardé', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page.getByText('Planning sauvegardé avec succés !')).toBeVisible();
  await expect(page.getByText('Non sauvegardé', { exact: true })).toBeHidden();
});
