import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { accounts, expect, login, startRemote, stopRemote, test } from '../fixtures';
import { post } from '../support/api';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Serious and critical axe violations of WCAG 2.0/2.1 A and AA on what the page shows now. */
async function audit(page: Page, where: string, found: string[]): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
    found.push(`${where} — ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }
}

/** One practitioner's data: a category, a product, a client with a planned programme. */
async function seed(request: APIRequestContext, run: string) {
  const category = await post(request, '/api/category', { name: `Soins a11y ${run}`, tva: 'TVA20%' });
  const product = await post(request, '/api/product', {
    name: `Shampoing a11y ${run}`,
    type: 'Soin',
    refProduct: `A11Y-${run}`,
    productPrice: 9.9,
    description: '<p><strong>Doux</strong>, <a href="https://meche.test/fiche">fiche</a></p>',
    categoryDTO: { id: category.id },
  });
  const client = await post(request, '/api/client', { firstName: 'Alice', lastName: `Accès-${run}`, sex: 'F', city: 'Lyon' });
  const program = await post(request, '/api/program', {
    clientId: client.id,
    programReference: `Programme ${run}`,
    cares: [{ productDTO: { id: product.id }, quantity: 2, timeSlot: ['Matin'], daysOfWeek: ['MONDAY'], weeks: [1], durationWeeks: 1 }],
  });
  return { category, product, client, program };
}

for (const theme of ['light', 'dark'] as const) {
  test(`every screen and dialog passes axe (WCAG 2.1 A/AA, no serious or critical) in the ${theme} theme`, async ({
    page,
    pageGuard,
  }) => {
    test.setTimeout(240_000);
    await page.addInitScript((t) => window.localStorage.setItem('meche-theme', t), theme);
    const found: string[] = [];
    const check = (where: string) => audit(page, `${theme} ${where}`, found);

    // Signed out.
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();
    await check('home');
    await page.goto('/unauthorized');
    await expect(page.getByRole('heading', { name: 'Accés non-autorisé !' })).toBeVisible();
    await check('unauthorized');
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Connecter' })).toBeVisible();
    await check('login');

    await login(page, accounts.a11y);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await check('welcome');
    const run = `${theme}${Date.now().toString(36)}`;
    const { product, client, program } = await seed(page.request, run);

    await page.goto('/dashboard/user-profile');
    await page.getByRole('button', { name: 'Modifier profil' }).waitFor();
    await check('profile view');
    await page.getByRole('button', { name: 'Modifier profil' }).click();
    await check('profile edit');

    await page.goto('/dashboard/add-client');
    await expect(page.getByRole('heading', { name: 'Ajouter un client' })).toBeVisible();
    await check('add-client');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Ce champ est obligatoire').first()).toBeVisible();
    await check('add-client with errors');
    await page.goto('/dashboard/clients');
    await expect(page.getByRole('rowheader').first()).toBeVisible();
    await check('clients list');
    await page.getByRole('button', { name: 'Supprimer' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('confirm dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Annuler' }).click();

    await page.goto(`/dashboard/client/${client.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Alice Accès-${run}` })).toBeVisible();
    await check('client detail');
    await page.getByRole('button', { name: 'Modifier Profile' }).click();
    await check('client edit');

    await page.goto(`/dashboard/client/${client.id}/add-care`);
    const programRow = page.getByRole('row', { name: new RegExp(`Programme ${run}`) });
    await expect(programRow).toBeVisible();
    await check('add-care list');
    await programRow.getByRole('button', { name: 'Modifier', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Soins du programme' })).toBeVisible();
    await check('care editor');
    await page.getByRole('button', { name: 'Ajouter un produit' }).click();
    const picker = page.getByRole('dialog', { name: 'Ajouter un produit' });
    await picker.getByLabel('Chercher un produit').fill(run);
    await expect(picker.getByRole('row', { name: new RegExp(`Shampoing a11y ${run}`) })).toBeVisible();
    await check('product picker');
    await picker.getByRole('button', { name: 'Fermer' }).click();

    await page.goto(`/dashboard/client/${client.id}/planning/${program.id}`);
    await expect(page.getByText('Veuillez sauvegarder toute modification !')).toBeVisible();
    await check('planning');
    await page.getByRole('button', { name: 'Aperçu avant Impression' }).click();
    await expect(page.getByRole('dialog', { name: 'Aperçu avant Impression' })).toBeVisible();
    await check('preview');

    await page.goto('/dashboard/product-category');
    await expect(page.getByRole('cell', { name: `Shampoing a11y ${run}` })).toBeVisible();
    await check('product list');
    await page.goto('/dashboard/add-product');
    await expect(page.getByRole('heading', { name: 'Ajouter un produit' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Description' })).toBeVisible();
    await check('add-product');
    await page.goto(`/dashboard/product-detail/${product.id}`);
    await expect(page.getByRole('heading', { name: 'Détails du produit' })).toBeVisible();
    await check('product detail');
    await page.getByRole('button', { name: 'Modifier' }).click();
    await expect(page.getByRole('textbox', { name: 'Description' })).toBeVisible();
    await check('product edit');
    await page.goto('/dashboard/categories');
    await page.getByRole('row', { name: new RegExp(`Soins a11y ${run}`) }).getByRole('button', { name: 'Modifier' }).click();
    await expect(page.getByRole('textbox', { name: 'Nom de la catégorie' })).toBeVisible();
    await check('categories, a row in edit');
    await page.goto('/dashboard/add-category');
    await expect(page.getByRole('textbox', { name: 'Nom' })).toBeVisible();
    await check('add-category');

    // The error fallback logs the routing error it shows; a stopped remote logs its failed loads.
    pageGuard.allowConsoleError(/.*/);
    await page.goto('/dashboard/nulle-part');
    await expect(page.getByRole('heading', { name: 'Oups Une erreur est survenue !' })).toBeVisible();
    await check('error fallback');
    await stopRemote('catalogue');
    try {
      await page.goto('/dashboard/categories');
      await expect(page.getByRole('heading', { name: 'Module indisponible' })).toBeVisible({ timeout: 30_000 });
      await check('Module indisponible');
    } finally {
      await startRemote('catalogue');
    }

    expect(found).toEqual([]);
  });
}

/** Tabs `times` times and says whether focus ever left `within`. */
async function tabStaysWithin(page: Page, within: Locator, times: number, key = 'Tab'): Promise<boolean> {
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press(key);
    if (!(await within.evaluate((root) => root.contains(document.activeElement)))) return false;
  }
  return true;
}

test.describe('keyboard', () => {
  test.setTimeout(120_000);

  test('dialogs take focus, keep Tab and Shift+Tab inside, close on Escape and give focus back', async ({ page }) => {
    await login(page, accounts.a11y);
    const run = `kb${Date.now().toString(36)}`;
    const { client, program } = await seed(page.request, run);

    // The confirm dialog, opened from the keyboard.
    await page.goto('/dashboard/clients');
    const remove = page.getByRole('row', { name: new RegExp(`Accès-${run}`) }).getByRole('button', { name: 'Supprimer' });
    await remove.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog');
    await expect(confirm).toBeVisible();
    expect(await confirm.evaluate((root) => root.contains(document.activeElement))).toBe(true);
    expect(await tabStaysWithin(page, confirm, 6)).toBe(true);
    expect(await tabStaysWithin(page, confirm, 6, 'Shift+Tab')).toBe(true);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();

    // The product picker.
    await page.goto(`/dashboard/client/${client.id}/add-care`);
    const programRow = page.getByRole('row', { name: new RegExp(`Programme ${run}`) });
    await programRow.getByRole('button', { name: 'Modifier', exact: true }).click();
    const openPicker = page.getByRole('button', { name: 'Ajouter un produit' });
    await openPicker.focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: 'Ajouter un produit' });
    await expect(picker).toBeVisible();
    expect(await picker.evaluate((root) => root.contains(document.activeElement))).toBe(true);
    expect(await tabStaysWithin(page, picker, 15)).toBe(true);
    expect(await tabStaysWithin(page, picker, 15, 'Shift+Tab')).toBe(true);
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await expect(openPicker).toBeFocused();

    // The print preview.
    await page.goto(`/dashboard/client/${client.id}/planning/${program.id}`);
    const openPreview = page.getByRole('button', { name: 'Aperçu avant Impression' });
    await openPreview.focus();
    await page.keyboard.press('Enter');
    const preview = page.getByRole('dialog', { name: 'Aperçu avant Impression' });
    await expect(preview).toBeVisible();
    expect(await preview.evaluate((root) => root.contains(document.activeElement))).toBe(true);
    expect(await tabStaysWithin(page, preview, 8)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
    await expect(openPreview).toBeFocused();
  });

  test('Tab reaches every control of the key screens, in order, with a visible focus', async ({ page }) => {
    await login(page, accounts.a11y);
    const run = `tab${Date.now().toString(36)}`;
    const { client } = await seed(page.request, run);

    for (const [path, ready] of [
      ['/dashboard/clients', page.getByRole('rowheader').first()],
      ['/dashboard/add-client', page.getByRole('heading', { name: 'Ajouter un client' })],
      [`/dashboard/client/${client.id}`, page.getByRole('heading', { level: 1 })],
      ['/dashboard/product-category', page.getByRole('cell').first()],
      ['/dashboard/categories', page.getByRole('cell').first()],
    ] as const) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      // Every visible, enabled control a mouse user could use.
      const controls = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [contenteditable="true"]'))
          .filter((el) => !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
          .map((el, i) => {
            el.dataset.tabWalk = String(i);
            return i;
          }),
      );
      const reached = new Set<string>();
      const noIndicator: string[] = [];
      for (let i = 0; i < controls.length + 10; i += 1) {
        await page.keyboard.press('Tab');
        const info = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el) return null;
          const style = getComputedStyle(el);
          const visible = style.outlineStyle !== 'none' && style.outlineWidth !== '0px';
          const name = `${el.tagName.toLowerCase()}#${el.id}:${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30)}`;
          return { id: el.dataset.tabWalk ?? null, visible: visible || style.boxShadow !== 'none', name };
        });
        if (info?.id) reached.add(info.id);
        if (info?.id && !info.visible) noIndicator.push(info.name);
      }
      // A radio group is one Tab stop (its options are chosen with the arrow keys): reaching one radio reaches the group.
      const missed = await page.evaluate(
        (seen) => {
          const walked = Array.from(document.querySelectorAll<HTMLElement>('[data-tab-walk]'));
          const reachedGroups = new Set(
            walked
              .filter((el) => seen.includes(el.dataset.tabWalk!) && el instanceof HTMLInputElement && el.type === 'radio')
              .map((el) => (el as HTMLInputElement).name),
          );
          return walked
            .filter((el) => !seen.includes(el.dataset.tabWalk!))
            .filter((el) => !(el instanceof HTMLInputElement && el.type === 'radio' && reachedGroups.has(el.name)))
            .map((el) => `${el.tagName.toLowerCase()}:${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30)}`);
        },
        [...reached],
      );
      expect(missed, `${path}: controls Tab never reaches`).toEqual([]);
      expect(noIndicator, `${path}: controls focused without a visible indicator`).toEqual([]);
    }
  });
});
