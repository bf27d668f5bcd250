import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { accounts, expect, login, test } from '../fixtures';
import { post } from '../support/api';
import { seriousInBothThemes } from '../support/axe';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const DAY = 24 * 3600_000;

async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where} — ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The planning sheet's HTML as the print window received it. */
async function printedSheet(page: Page): Promise<string> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Imprimer' }).click()]);
  let html = '';
  await expect.poll(async () => (html = await popup.content().catch(() => html))).toContain('</main>');
  await popup.close().catch(() => undefined);
  return html;
}

/** What a client follows: the dated weeks and the products with their doses (the print date itself may differ). */
const weeksOf = (html: string) => html.slice(html.indexOf('<main>'), html.indexOf('</main>'));

test('a programme from a protocol, planned for 4 products × 8 weeks in a few actions, printed on two days with the same dates and doses', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const run = Date.now().toString(36);
  // Day 1 of the practitioner's clock; the printed dates must not follow it.
  await page.clock.setFixedTime(new Date(Date.now() - DAY));
  await login(page, accounts.carePlanning);

  // A protocol of 4 products, none planned yet, saved from a programme (the setup, not counted).
  const names = ['Shampooing', 'Sérum', 'Lotion', 'Gélules'].map((n) => `${n} ${run}`);
  const products = [];
  for (const [i, name] of names.entries()) {
    products.push(await post(page.request, '/api/product', { name, type: 'Soin', refProduct: `CP${i}-${run}`, productPrice: 10 + i, description: '', categoryDTO: null }));
  }
  const source = await post(page.request, '/api/client', { firstName: 'Modèle', lastName: `Protocole ${run}`, sex: 'F' });
  const base = await post(page.request, '/api/program', {
    clientId: source.id,
    programReference: `Base ${run}`,
    cares: products.map((p) => ({ productDTO: { id: p.id }, quantity: 1, timeSlot: [], daysOfWeek: [], weeks: [] })),
  });
  await post(page.request, '/api/protocol', { name: `Cure post-partum ${run}`, programId: base.id });
  const email = `lea.planning-${run}@client.test`;
  const client = await post(page.request, '/api/client', { firstName: 'Léa', lastName: `Planning ${run}`, sex: 'F', email });

  let actions = 0;
  const act = async (step: Promise<unknown>) => {
    await step;
    actions += 1;
  };

  await page.goto(`/dashboard/client/${client.id}/add-care`);
  await act(page.getByRole('link', { name: 'Nouveau programme depuis un protocole' }).click());
  await expect(page.getByRole('heading', { name: /^Protocoles/ })).toBeVisible();
  await act(page.getByRole('button', { name: `Créer le programme depuis « Cure post-partum ${run} »` }).click());
  await expect(page).toHaveURL(/\/planning\/\d+$/);
  const doses = ['5 ml', '1 noisette', '10 gouttes', '2 gélules'];
  for (const [i, name] of names.entries()) {
    await act(page.getByRole('button', { name: `Tous les jours, ${i === 3 ? 'Matin' : 'Matin et Soir'} (${name})` }).click());
    // 'Répéter sur' offers 8 weeks already: one press.
    await expect(page.getByRole('spinbutton', { name: `Nombre de semaines (${name})` })).toHaveValue('8');
    await act(page.getByRole('button', { name: `Répéter la semaine 1 sur 8 semaines (${name})` }).click());
    await act(page.getByRole('textbox', { name: `Dose par prise (${name})` }).fill(doses[i]!));
  }
  await act(page.getByRole('button', { name: 'Sauvegarder' }).click());
  await expect(page.getByText('Planning sauvegardé avec succés !')).toBeVisible();
  expect(actions).toBeLessThanOrEqual(20);
  test.info().annotations.push({ type: 'actions', description: String(actions) });

  const programId = Number(/planning\/(\d+)/.exec(page.url())?.[1]);
  const saved = (await (await page.request.get(`/api/program/${programId}`)).json()) as {
    startDate: string;
    cares: { weeks: number[]; durationWeeks: number; dose: string }[];
  };
  expect(saved.cares.map((c) => [c.durationWeeks, c.weeks.length, c.dose])).toEqual([
    [8, 112, '5 ml'],
    [8, 112, '1 noisette'],
    [8, 112, '10 gouttes'],
    [8, 56, '2 gélules'],
  ]);
  const [y, m, d] = saved.startDate.split('-');
  const startText = `${d}/${m}/${y}`;
  await expect(page.getByRole('table', { name: 'Semaine 1' }).first()).toHaveAccessibleDescription(new RegExp(`^du ${d}/${m} au`));

  await page.screenshot({ path: test.info().outputPath('planning-desktop.png'), fullPage: true });
  await page.getByRole('button', { name: 'Aperçu avant Impression' }).click();
  await expect(page.getByRole('dialog', { name: 'Aperçu avant Impression' })).toBeVisible();
  const first = await printedSheet(page);

  // The next day: reopened and printed again.
  await page.clock.setFixedTime(new Date());
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Aperçu avant Impression' })).toBeVisible();
  const second = await printedSheet(page);
  expect(first).not.toEqual(second);
  expect(weeksOf(second)).toEqual(weeksOf(first));
  expect(first).toContain(`Du ${startText} au`);
  for (const [i, name] of names.entries()) expect(weeksOf(first)).toContain(`${name} — ${doses[i]}`);
  // The header (practice, client, dates) heads every printed page: it sits in the frame's table head.
  expect(first).toMatch(/<thead><tr><td><header class="sheet-header">[\s\S]*Du \d{2}\/\d{2}\/\d{4} au \d{2}\/\d{2}\/\d{4}/);

  // The same saved planning as the server's PDF, downloaded, and queued for the client's address.
  const preview = page.getByRole('dialog', { name: 'Aperçu avant Impression' });
  const [download] = await Promise.all([page.waitForEvent('download'), preview.getByRole('button', { name: 'Télécharger le PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`planning-${programId}.pdf`);
  expect(readFileSync(await download.path()).subarray(0, 5).toString()).toBe('%PDF-');
  await preview.getByRole('button', { name: 'Envoyer par e-mail' }).click();
  await expect(page.getByText(`Planning envoyé à ${email}.`)).toBeVisible();
});

test('the new planning screens pass axe in both themes, and a phone shows one week at a time', async ({ page }) => {
  test.setTimeout(240_000);
  const run = `a${Date.now().toString(36)}`;
  await login(page, accounts.carePlanning);
  const product = await post(page.request, '/api/product', { name: `Masque ${run}`, type: 'Soin', refProduct: `AX-${run}`, productPrice: 12, description: '', categoryDTO: null });
  const client = await post(page.request, '/api/client', { firstName: 'Inès', lastName: `Axe ${run}`, sex: 'F' });
  const program = await post(page.request, '/api/program', {
    clientId: client.id,
    programReference: `Axe ${run}`,
    cares: [{ productDTO: { id: product.id }, quantity: 1, timeSlot: ['Soir', 'Soir'], daysOfWeek: ['MONDAY', 'MONDAY'], weeks: [1, 2], durationWeeks: 2, dose: '5 ml' }],
  });
  await post(page.request, '/api/protocol', { name: `Protocole ${run}`, programId: program.id });

  const found: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => window.localStorage.setItem('meche-theme', t), theme);
    await page.goto(`/dashboard/client/${client.id}/planning/${program.id}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByRole('table', { name: 'Semaine 2' })).toBeVisible();
    await page.getByRole('button', { name: `Tous les jours, Matin (Masque ${run})` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'tous les jours' })).toBeVisible();
    found.push(...(await seriousViolations(page, `${theme} planning`)));
    await page.getByRole('button', { name: 'Annuler la dernière action' }).click();
    await page.getByRole('button', { name: 'Enregistrer comme protocole' }).click();
    await expect(page.getByRole('dialog', { name: 'Enregistrer comme protocole' })).toBeVisible();
    found.push(...(await seriousViolations(page, `${theme} save as protocol`)));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Aperçu avant Impression' }).click();
    await expect(page.getByRole('dialog', { name: 'Aperçu avant Impression' })).toBeVisible();
    found.push(...(await seriousViolations(page, `${theme} preview`)));
    // Seen by a person: the preview with its three copies (print, PDF, e-mail) at each width.
    const viewport = page.viewportSize();
    for (const width of [1366, 820, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`preview-${theme}-${width}.png`) });
    }
    if (viewport) await page.setViewportSize(viewport);
    await page.goto(`/dashboard/client/${client.id}/protocoles`);
    await expect(page.getByRole('heading', { name: `Protocole ${run}` })).toBeVisible();
    found.push(...(await seriousViolations(page, `${theme} protocols`)));
    await page.getByRole('button', { name: `Renommer « Protocole ${run} »` }).click();
    found.push(...(await seriousViolations(page, `${theme} protocol rename`)));
    await page.screenshot({ path: test.info().outputPath(`protocols-${theme}.png`), fullPage: true });
  }
  expect(found).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/dashboard/client/${client.id}/planning/${program.id}`);
  await expect(page.getByRole('table', { name: 'Semaine 1' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Semaine 2' })).toBeHidden();
  await page.getByRole('button', { name: `Semaine suivante (Masque ${run})` }).click();
  await expect(page.getByRole('table', { name: 'Semaine 2' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('planning-phone.png'), fullPage: true });
  await expect(page.getByRole('table', { name: 'Semaine 1' })).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The week switcher itself, on the phone, in both themes.
  expect(await seriousInBothThemes(page, 'planning phone week 2', (theme) => test.info().outputPath(`planning-phone-${theme}.png`))).toEqual([]);
});
