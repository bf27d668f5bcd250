import { writeFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { accounts, expect, login, test } from '../fixtures';

/** State-changing API calls must carry an allowed Origin. */
const ORIGIN = { Origin: 'http://localhost:3000' };

interface Created {
  id: number;
}

async function post<T = Created>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data, headers: ORIGIN });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

const pad = (n: number) => String(n).padStart(2, '0');
const frDate = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
const plusDays = (d: Date, days: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);

/** The page box of the first page of a PDF, in points (MediaBox [0 0 w h]). */
function mediaBox(pdf: Buffer): { width: number; height: number } {
  const match = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
  if (!match) throw new Error('no MediaBox in the PDF');
  return { width: Math.round(Number(match[1])), height: Math.round(Number(match[2])) };
}

/** The PDF's /Title (Chromium writes the document's <title>), literal or UTF-16BE hex. */
function pdfTitle(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const hex = /\/Title\s*<FEFF([0-9A-Fa-f]*)>/.exec(text);
  if (hex) return Buffer.from(hex[1]!, 'hex').swap16().toString('utf16le');
  const literal = /\/Title\s*\(((?:\\.|[^\\)])*)\)/.exec(text);
  return literal ? literal[1]! : '';
}

/**
 * Opens the print window from `trigger` and returns the document printHtml wrote into it, rendered in a page
 * of its own: the window prints and closes itself after 500 ms, the copy stays for checks and `page.pdf`.
 */
async function openPrintedSheet(page: Page, trigger: () => Promise<void>): Promise<Page> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), trigger()]);
  let html = '';
  await expect.poll(async () => (html = await popup.content().catch(() => html))).toContain('</main>');
  await popup.close().catch(() => undefined);
  const sheet = await page.context().newPage();
  // Same origin as the print window (which inherits the app's), so the logo loads as it does there.
  await sheet.goto('/config.json');
  await sheet.setContent(html, { waitUntil: 'load' });
  await expect(sheet.locator('img')).toHaveJSProperty('complete', true);
  expect(await sheet.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  return sheet;
}

async function newLoggedInPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const page = await context.newPage();
  await login(page, accounts.programmes);
  return page;
}

test('a care programme from the first product to the printed planning', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  await login(page, accounts.programmes);

  // Data through the API, as the practitioner's session.
  const soins = await post(page.request, '/api/category', { name: `Soins ${run}`, tva: 'TVA20%' });
  const complements = await post(page.request, '/api/category', { name: `Compléments ${run}`, tva: 'TVA5,5%' });
  const product = (name: string, productPrice: number, categoryId: number | null) =>
    post(page.request, '/api/product', {
      name: `${name} ${run}`,
      type: 'Soin',
      refProduct: `REF-${name.slice(0, 3).toUpperCase()}-${run}`,
      productPrice,
      description: '<p>Produit de test</p>',
      categoryDTO: categoryId ? { id: categoryId } : null,
    });
  await product('Shampoing Kératine', 12.5, soins.id);
  await product('Lotion Romarin', 0.1, complements.id);
  await product('Sérum Ortie', 0.2, null);
  const shampoo = `Shampoing Kératine ${run}`;
  const lotion = `Lotion Romarin ${run}`;
  const serum = `Sérum Ortie ${run}`;
  const client = await post(page.request, '/api/client', { firstName: 'Amélie', lastName: `Poulain-${run}`, sex: 'F' });
  const clientName = `Amélie Poulain-${run}`;

  // From the client file to the care programmes.
  await page.goto(`/dashboard/client/${client.id}`);
  await page.getByRole('link', { name: 'Voir / Ajouter les soins' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/client/${client.id}/add-care$`));
  await expect(page.getByText('Aucun soins pour ce client.')).toBeVisible();

  // Three products through the picker; the same one twice is refused.
  await page.getByRole('button', { name: 'Ajouter un produit' }).click();
  const picker = page.getByRole('dialog', { name: 'Ajouter un produit' });
  const search = picker.getByLabel('Chercher un produit');
  const addProduct = async (name: string) => {
    await search.fill(run);
    await picker.getByRole('row', { name: new RegExp(name) }).getByRole('button', { name: 'Ajouter' }).click();
  };
  await search.fill(run);
  await expect(picker.getByRole('heading', { name: `Soins ${run} (TVA 20%)` })).toBeVisible();
  await expect(picker.getByRole('heading', { name: `Compléments ${run} (TVA 5,5%)` })).toBeVisible();
  await expect(picker.getByRole('heading', { name: 'Sans catégorie (Sans TVA)' })).toBeVisible();
  await expect(picker.getByText('Page 1 sur 1')).toBeVisible();
  await addProduct(shampoo);
  await addProduct(lotion);
  await addProduct(serum);
  await addProduct(shampoo);
  await expect(page.getByText('Ce produit a déjà été ajouté.')).toBeVisible();
  await picker.getByRole('button', { name: 'Fermer' }).click();
  await expect(picker).toBeHidden();

  // Quantities change care prices and the total as you type.
  const editor = page.getByRole('table', { name: 'Soins du programme' });
  await expect(editor.getByRole('row')).toHaveCount(5);
  const total = page.getByTestId('program-total');
  await expect(total).toHaveText('12.80 €');
  await page.getByRole('spinbutton', { name: `Quantité de ${shampoo}` }).fill('3');
  await expect(page.getByLabel(`Prix du soin ${shampoo}`)).toHaveText('37.50 €');
  await expect(total).toHaveText('37.80 €');
  await page.screenshot({ path: testInfo.outputPath('1-editor.png'), fullPage: true });

  await page.getByRole('button', { name: 'Enregistrer les soins' }).click();
  await expect(page.getByText('Programme créé avec succès!')).toBeVisible();

  // The list: reference, date, total.
  const programRow = page.getByRole('row', { name: /New Program/ });
  await expect(programRow).toContainText(frDate(new Date()));
  await expect(programRow).toContainText('37.80 €');

  // Edit and save again.
  await programRow.getByRole('button', { name: 'Modifier' }).click();
  await expect(programRow.getByRole('button', { name: 'Planifier' })).toBeDisabled();
  await page.getByRole('spinbutton', { name: `Quantité de ${lotion}` }).fill('2');
  await expect(total).toHaveText('37.90 €');
  await page.getByRole('button', { name: 'Enregistrer les soins' }).click();
  await expect(page.getByText('Programme mis à jour avec succès!')).toBeVisible();
  await expect(programRow).toContainText('37.90 €');
  await page.screenshot({ path: testInfo.outputPath('2-list.png'), fullPage: true });

  // Plan ticks over three weeks, then save.
  await programRow.getByRole('button', { name: 'Planifier' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/client/${client.id}/planning/\\d+$`));
  const planningUrl = page.url();
  await expect(page.getByText('Veuillez sauvegarder toute modification !')).toBeVisible();
  await expect(page.getByRole('link', { name: shampoo })).toHaveAttribute('href', /\/dashboard\/product-detail\/\d+$/);
  await page.getByRole('button', { name: `+ semaine (${shampoo})` }).click();
  await page.getByRole('button', { name: `+ semaine (${shampoo})` }).click();
  const ticks: [string, number, string, 'Matin' | 'Soir'][] = [
    [shampoo, 1, 'lundi', 'Matin'],
    [shampoo, 2, 'mercredi', 'Soir'],
    [shampoo, 3, 'dimanche', 'Matin'],
    [lotion, 1, 'lundi', 'Soir'],
  ];
  const box = (p: Page, [name, week, day, slot]: (typeof ticks)[number]) =>
    p.getByRole('checkbox', { name: `${name}, semaine ${week}, ${day}, ${slot}` });
  for (const tick of ticks) await box(page, tick).check();
  await expect(page.getByRole('button', { name: `- semaine (${shampoo})` })).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('3-planning.png'), fullPage: true });
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page.getByText('Planning sauvegardé avec succés !')).toBeVisible();

  // Another browser, empty storage: the same plan.
  const other = await newLoggedInPage(browser);
  await other.goto(planningUrl);
  for (const tick of ticks) await expect(box(other, tick)).toBeChecked();
  await expect(box(other, [shampoo, 2, 'lundi', 'Matin'])).not.toBeChecked();
  expect(await other.evaluate(() => localStorage.getItem('careSelections'))).toBeNull();

  // The preview: each week's dates and the product names.
  await other.getByRole('button', { name: 'Aperçu avant Impression' }).click();
  const preview = other.getByRole('dialog', { name: 'Aperçu avant Impression' });
  const today = new Date();
  const ranges = [1, 2, 3].map((k) => `Du ${frDate(plusDays(today, 7 * (k - 1)))} au ${frDate(plusDays(today, 7 * (k - 1) + 6))}`);
  for (const range of ranges) await expect(preview.getByRole('heading', { name: range })).toBeVisible();
  await expect(preview.getByRole('region', { name: ranges[0] })).toContainText(shampoo);
  await expect(preview.getByRole('region', { name: ranges[0] })).toContainText(lotion);
  await expect(preview.getByRole('region', { name: ranges[2] })).toContainText(shampoo);
  await expect(preview.getByRole('region', { name: ranges[2] })).not.toContainText(lotion);
  await other.screenshot({ path: testInfo.outputPath('4-preview.png'), fullPage: true });

  // The planning print: Chromium's PDF of the printed document is A4 landscape and names the client.
  const planningSheet = await openPrintedSheet(other, () => preview.getByRole('button', { name: 'Imprimer' }).click());
  await expect(planningSheet.locator('body')).toContainText(clientName);
  await expect(planningSheet.locator('body')).toContainText(ranges[1]!);
  const planningPdf = await planningSheet.pdf({ preferCSSPageSize: true, printBackground: true });
  writeFileSync(testInfo.outputPath('planning.pdf'), planningPdf);
  expect(mediaBox(planningPdf)).toEqual({ width: 842, height: 595 });
  expect(pdfTitle(planningPdf)).toContain(clientName);
  await planningSheet.close();
  await other.context().close();

  // The programme sheet: the client's name and the total, A4 portrait.
  await page.goto(`/dashboard/client/${client.id}/add-care`);
  await page.getByRole('row', { name: /New Program/ }).getByRole('button', { name: 'Modifier' }).click();
  const programmeSheet = await openPrintedSheet(page, () => page.getByRole('button', { name: 'Imprimer' }).click());
  await expect(programmeSheet.locator('body')).toContainText(`Client : ${clientName}`);
  await expect(programmeSheet.locator('tfoot')).toContainText('Prix Total du Programme');
  await expect(programmeSheet.locator('tfoot')).toContainText('37.90 €');
  await expect(programmeSheet.locator('thead th')).toHaveCount(7);
  const programmePdf = await programmeSheet.pdf({ preferCSSPageSize: true, printBackground: true });
  writeFileSync(testInfo.outputPath('programme.pdf'), programmePdf);
  expect(mediaBox(programmePdf)).toEqual({ width: 595, height: 842 });
  await programmeSheet.close();
  await page.getByRole('button', { name: 'Annuler' }).click();

  // Delete the programme.
  await page.getByRole('row', { name: /New Program/ }).getByRole('button', { name: 'Supprimer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Voulez-vous supprimer ce programme ?' });
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Aucun soins pour ce client.')).toBeVisible();
});
