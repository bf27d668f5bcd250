import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { accounts, expect, login, test } from '../fixtures';
import { ORIGIN, post } from '../support/api';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const VIEWPORTS = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Serious and critical axe violations of what the page shows now, in the light then the dark theme. */
async function auditBothThemes(page: Page, where: string, found: string[]): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => {
      window.localStorage.setItem('meche-theme', t);
      document.documentElement.setAttribute('data-theme', t);
    }, theme);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
      found.push(`${where} ${theme} — ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
  }
}

const rules = (request: APIRequestContext, photosWithoutConsent: boolean, priceEntry: 'TTC' | 'HT') =>
  request.put('/api/settings/rules', { data: { photosWithoutConsent, priceEntry }, headers: ORIGIN });

/** No horizontal scroll of the page itself: everything of these screens is reachable without a sideways swipe. */
async function expectNoPageOverflow(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** A small real JPEG made by the browser. */
async function jpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#8a5a3c';
    ctx.fillRect(0, 0, 64, 48);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

test.describe.configure({ mode: 'serial' });

for (const viewport of VIEWPORTS) {
  test(`day-two rules at ${viewport.width} px: photos need consent, prices say TTC or HT, the picker marks contraindications, French amounts`, async ({
    page,
    pageGuard,
  }) => {
    test.setTimeout(150_000);
    // Leaving the product form with a figure typed asks the browser's question: expected here, answered 'leave'.
    pageGuard.acceptDialog('beforeunload');
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const run = `${viewport.name}${Date.now().toString(36)}`;
    const axe: string[] = [];
    await login(page, accounts.dayTwoRules);
    expect((await rules(page.request, false, 'TTC')).status()).toBe(200);

    const category = await post(page.request, '/api/category', { name: `Soins ${run}`, tva: 'TVA20%' });
    const serum = await post(page.request, '/api/product', {
      name: `Sérum romarin ${run}`,
      type: 'Sérum',
      refProduct: `ROM-${run}`,
      productPrice: 38.5,
      description: '',
      categoryDTO: { id: category.id },
      contraindications: ['grossesse'],
    });
    const client = await post(page.request, '/api/client', { firstName: 'Lou', lastName: `Jour-${run}`, sex: 'F', enceinte: 'Oui, 4 mois' });

    // 1. Photos before consent: the API refuses (409, French), the page says why and offers to record the consent first.
    const refused = await page.request.post(`/api/client/${client.id}/photos?takenOn=2026-01-10&zone=Front`, {
      data: await jpeg(page),
      headers: { ...ORIGIN, 'Content-Type': 'image/jpeg' },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toContain('le consentement de ce client');
    await page.goto(`/dashboard/client/${client.id}?suivi=photos`);
    const needed = page.getByRole('region', { name: 'Avant les photos : l’accord du client à recueillir' });
    await expect(needed).toContainText('Les photos du cuir chevelu sont des données de santé');
    await expect(page.getByRole('button', { name: 'Ajouter la photo' })).toHaveCount(0);
    await expectNoPageOverflow(page);
    await auditBothThemes(page, `${viewport.name} photos sans consentement`, axe);
    await needed.getByRole('button', { name: 'Consigner le consentement d’abord' }).click();
    await needed.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Ajouter la photo' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Consentement', exact: true })).toContainText('Recueilli le');

    // … or the practice allows photos without consent, with a warning in view.
    await page.goto('/dashboard/settings');
    const rulesPanel = page.getByRole('region', { name: 'Règles de travail' });
    await rulesPanel.getByRole('checkbox', { name: 'Autoriser les photos sans consentement recueilli' }).check();
    await expect(page.getByText('Règles de travail enregistrées.')).toBeVisible();
    await expectNoPageOverflow(page);
    await auditBothThemes(page, `${viewport.name} réglages`, axe);
    const other = await post(page.request, '/api/client', { firstName: 'Zoé', lastName: `Sans-${run}`, sex: 'F' });
    await page.goto(`/dashboard/client/${other.id}?suivi=photos`);
    await expect(page.getByRole('note')).toContainText('Attention : le consentement de ce client n’est pas recueilli.');
    await expect(page.getByRole('button', { name: 'Ajouter la photo' })).toBeVisible();
    expect((await rules(page.request, false, 'TTC')).status()).toBe(200);

    // 2. Prices say what they are: TTC, with HT and VAT of the category beside it as she types.
    await page.goto('/dashboard/add-product');
    const ttc = page.getByRole('textbox', { name: 'Prix TTC (€)' });
    await page.getByRole('combobox', { name: 'Catégorie' }).selectOption({ value: String(category.id) });
    await ttc.pressSequentially('150,70');
    await expect(ttc).toHaveAccessibleDescription('Soit 125.58 € HT + 25.12 € de TVA (20 %).');
    // 4. French amounts: '1 250,00 €' read whole with no refusal beside it; '1.250,00' refused with how to write it.
    await ttc.fill('');
    await ttc.pressSequentially('1 250,00 €');
    await expect(ttc).toHaveValue('1 250.00');
    await expect(ttc).toHaveAttribute('aria-invalid', 'false');
    await ttc.fill('');
    await ttc.pressSequentially('1.250,00');
    await expect(page.getByText('Écrivez par exemple 1250,00 ou 1 250,00')).toBeVisible();
    await expect(ttc).toHaveAttribute('aria-invalid', 'true');
    await expectNoPageOverflow(page);
    await auditBothThemes(page, `${viewport.name} prix`, axe);

    // A practice that thinks in HT types the HT price: the TTC one is computed, shown and stored.
    expect((await rules(page.request, false, 'HT')).status()).toBe(200);
    await page.goto('/dashboard/add-product');
    await page.getByRole('textbox', { name: 'Nom' }).fill(`Lotion HT ${run}`);
    await page.getByRole('textbox', { name: 'Type' }).fill('Lotion');
    await page.getByRole('textbox', { name: 'Référence' }).fill(`HT-${run}`);
    await page.getByRole('combobox', { name: 'Catégorie' }).selectOption({ value: String(category.id) });
    const ht = page.getByRole('textbox', { name: 'Prix HT (€)' });
    await ht.pressSequentially('125,58');
    await expect(ht).toHaveAccessibleDescription('Prix TTC enregistré : 150.70 € (TVA 25.12 €, 20 %).');
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(page).toHaveURL(/\/dashboard\/product-category$/);
    const stored = (await (await page.request.get(`/api/products?search=${encodeURIComponent(`HT-${run}`)}`)).json()) as { content: { productPrice: number }[] };
    expect(stored.content.map((p) => p.productPrice)).toEqual([150.7]);
    expect((await rules(page.request, false, 'TTC')).status()).toBe(200);

    // 3. The picker marks the product this client's answers contraindicate, before it is added.
    await page.goto(`/dashboard/client/${client.id}/add-care`);
    await page.getByRole('button', { name: 'Ajouter un produit' }).click();
    const picker = page.getByRole('dialog', { name: 'Ajouter un produit' });
    await picker.getByLabel('Chercher un produit').fill(`ROM-${run}`);
    const row = picker.getByRole('row', { name: new RegExp(`Sérum romarin ${run}`) });
    await expect(row).toContainText('Contre-indiqué : Grossesse');
    await expect(row.getByRole('button', { name: 'Ajouter' })).toHaveAccessibleDescription(`Sérum romarin ${run} Contre-indiqué : Grossesse`);
    await auditBothThemes(page, `${viewport.name} sélecteur de produit`, axe);
    expect(serum.id).toBeGreaterThan(0);

    expect(axe).toEqual([]);
  });
}
