import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { accounts, expect, login, test } from '../fixtures';
import { BASE_URL } from '../support/stack';

const ORIGIN = { Origin: BASE_URL };
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function createClient(request: APIRequestContext, data: Record<string, unknown>): Promise<number> {
  const response = await request.post('/api/client', { data, headers: ORIGIN });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A real JPEG made by the browser itself: a gradient with a mark, so each photo is a different image. */
async function jpeg(page: Page, hue: number): Promise<Buffer> {
  const dataUrl = await page.evaluate((h) => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 600;
    const ctx = canvas.getContext('2d')!;
    const gradient = ctx.createLinearGradient(0, 0, 800, 600);
    gradient.addColorStop(0, `hsl(${h}, 60%, 40%)`);
    gradient.addColorStop(1, `hsl(${h + 60}, 60%, 70%)`);
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 800, 600);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(300 + h, 200, 120, 120);
    return canvas.toDataURL('image/jpeg', 0.9);
  }, hue);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Every thumbnail and image shown has really loaded (fetched through the session, not a broken picture). */
async function expectImagesLoaded(page: Page, scope = page.locator('body')) {
  const images = scope.locator('img');
  await expect(images.first()).toBeVisible();
  for (const img of await images.all()) {
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  }
}

function mediaBox(pdf: Buffer): { width: number; height: number } {
  const match = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
  if (!match) throw new Error('no MediaBox in the PDF');
  return { width: Number(match[1]), height: Number(match[2]) };
}

test('vigilance points, consent printed, recorded and withdrawn; photos uploaded three ways, in a timeline per zone, compared, corrected and deleted', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, accounts.photos);
  const run = Date.now().toString(36);
  const clientId = await createClient(page.request, {
    firstName: 'Rose',
    lastName: `Suivi-${run}`,
    sex: 'F',
    enceinte: 'Oui, 4 mois',
    anticoagulants: 'Non.',
    allergiesOuIntolerances: 'Oui, aux sulfates',
  });

  await page.goto(`/dashboard/client/${clientId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Rose Suivi-${run}` })).toBeVisible();
  const vigilance = page.getByRole('region', { name: 'Points de vigilance' });
  await expect(vigilance).toContainText('Grossesse');
  await expect(vigilance).toContainText('« Oui, 4 mois »');
  await expect(vigilance).toContainText('« Oui, aux sulfates »');
  await expect(vigilance).not.toContainText('Anticoagulants');
  const consent = page.getByRole('region', { name: 'Consentement' });
  await expect(consent).toContainText('Consentement non recueilli');

  // The A4 consent form to sign on paper: practice, client, the text, the signature boxes.
  const [popup] = await Promise.all([page.waitForEvent('popup'), consent.getByRole('button', { name: 'Formulaire de consentement à signer' }).click()]);
  let html = '';
  await expect.poll(async () => (html = await popup.content().catch(() => html))).toContain('</main>');
  await popup.close().catch(() => undefined);
  expect(html).toContain('Institut Mèche');
  expect(html).toContain(`Client : Rose Suivi-${run}`);
  expect(html).toContain('Consentement au traitement de données de santé');
  expect(html).toContain('Version du texte : 2026-01');
  expect(html.match(/class="signature-box"/g)).toHaveLength(2);
  const sheet = await page.context().newPage();
  await sheet.goto('/config.json');
  await sheet.setContent(html, { waitUntil: 'load' });
  const pdf = await sheet.pdf({ preferCSSPageSize: true, printBackground: true });
  const box = mediaBox(pdf);
  expect(Math.round(box.width)).toBe(595);
  expect(Math.round(box.height)).toBe(842);
  await sheet.close();

  // Consent recorded as signed on the tablet.
  await consent.getByRole('button', { name: 'Consigner le consentement' }).click();
  await consent.getByLabel('Mode de recueil').selectOption({ label: 'Signé sur la tablette' });
  await consent.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(consent).toContainText(/Recueilli le \d\d\/\d\d\/\d{4} · Signé sur la tablette · texte version 2026-01/);
  await expect(consent).not.toContainText('Consentement non recueilli');

  // Suivi photo: a file picked, a file dropped, a tablet camera shot.
  await page.getByRole('button', { name: 'Suivi photo' }).click();
  await expect(page).toHaveURL(/\?suivi=photos$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Suivi photo' })).toBeFocused();
  await expect(page.getByText('Aucune photo pour ce client.')).toBeVisible();

  await page.getByLabel('Choisir un fichier').setInputFiles({ name: 'front-janvier.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page, 10) });
  await page.getByLabel('Date de prise de vue').fill('2026-01-10');
  await page.getByLabel('Zone', { exact: true }).selectOption('Front');
  await page.getByLabel('Note', { exact: true }).fill('Avant la cure');
  await page.getByRole('button', { name: 'Ajouter la photo' }).click();
  await expect(page.getByRole('region', { name: 'Front (1)' })).toBeVisible();

  const dropped = (await jpeg(page, 120)).toString('base64');
  await page.getByTestId('photo-drop-zone').evaluate((zone, base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'front-mars.jpg', { type: 'image/jpeg' }));
    zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, dropped);
  await expect(page.getByText('Photo choisie : front-mars.jpg', { exact: false })).toBeVisible();
  await page.getByLabel('Date de prise de vue').fill('2026-03-10');
  await page.getByRole('button', { name: 'Ajouter la photo' }).click();
  await expect(page.getByRole('region', { name: 'Front (2)' })).toBeVisible();

  const camera = page.getByLabel('Prendre une photo (tablette)');
  await expect(camera).toHaveAttribute('capture', 'environment');
  await camera.setInputFiles({ name: 'image.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page, 200) });
  await page.getByLabel('Zone', { exact: true }).selectOption('Nuque');
  await page.getByRole('button', { name: 'Ajouter la photo' }).click();
  await expect(page.getByRole('region', { name: 'Nuque (1)' })).toBeVisible();

  // A text file renamed .jpg: the API's French refusal, nothing stored.
  await page.getByLabel('Choisir un fichier').setInputFiles({ name: 'faux.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('ceci n’est pas une image') });
  await page.getByRole('button', { name: 'Ajouter la photo' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Format non pris en charge : envoyez une photo JPEG, PNG ou WebP.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nuque (1)' })).toBeVisible();

  // The timeline: oldest first, thumbnails really loaded through the session.
  const front = page.getByRole('region', { name: 'Front (2)' });
  await expect(front.getByRole('time')).toHaveText(['10/01/2026', '10/03/2026']);
  await expect(front).toContainText('Avant la cure');
  await expectImagesLoaded(page, front);

  // The comparison of the two Front dates, and its slider.
  const comparison = page.getByRole('region', { name: 'Comparaison' });
  await expect(comparison.getByRole('img', { name: 'Avant : Front du 10/01/2026' })).toBeVisible();
  await expect(comparison.getByRole('img', { name: 'Après : Front du 10/03/2026' })).toBeVisible();
  await expectImagesLoaded(page, comparison);
  const slider = comparison.getByRole('slider', { name: 'Curseur avant / après' });
  await slider.focus();
  for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuetext', '30 % avant, 70 % après');
  await expect(comparison.getByTestId('photo-comparison-frame').locator('div').first()).toHaveCSS('clip-path', 'inset(0px 0px 0px 30%)');
  expect(await seriousViolations(page)).toEqual([]);

  // A photo filed under the wrong zone is corrected: it moves to its own timeline.
  await page.getByRole('button', { name: /^Modifier la photo Nuque du / }).click();
  const edit = page.getByRole('dialog', { name: /^Modifier la photo Nuque du / });
  await edit.getByLabel('Zone', { exact: true }).selectOption('Couronne');
  await edit.getByLabel('Note').fill('Couronne, pas la nuque');
  expect(await seriousViolations(page)).toEqual([]);
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Photo modifiée.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Couronne (1)' })).toContainText('Couronne, pas la nuque');
  await expect(page.getByRole('region', { name: /^Nuque/ })).toHaveCount(0);

  // Delete with confirmation.
  await page.getByRole('button', { name: /^Supprimer la photo Couronne du / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Voulez-vous supprimer cette photo ?');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('region', { name: /^Couronne/ })).toHaveCount(0);
  await expect(page.getByText('Photo supprimée.')).toBeVisible();

  // Withdrawal: confirmed, then the health answers and the photos are gone, identity kept.
  await consent.getByRole('button', { name: 'Retirer le consentement' }).click();
  await expect(dialog).toContainText(`Retirer le consentement de Rose Suivi-${run} ?`);
  await dialog.getByRole('button', { name: 'Retirer le consentement' }).click();
  await expect(page.getByText(/Consentement retiré : \d+ réponses? de santé et 2 photos effacées\./)).toBeVisible();
  await expect(consent).toContainText('Consentement non recueilli');
  await expect(vigilance).toContainText('Aucune réponse sensible déclarée.');
  await expect(page.getByText('Aucune photo pour ce client.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Rose Suivi-${run}` })).toBeVisible();
  await expect(page.getByText('Aucune photo pour ce client.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Consentement' })).toContainText('Consentement non recueilli');
  expect(await seriousViolations(page)).toEqual([]);
});
