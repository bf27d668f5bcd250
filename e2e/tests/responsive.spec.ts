import type { Page } from '@playwright/test';
import { accounts, expect, login, test } from '../fixtures';
import { post } from '../support/api';

const WIDTHS = [
  { name: 'laptop', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * What the page is wider than the window by, in CSS pixels ('' when nothing scrolls sideways), with the deepest
 * elements sticking out, to say where to look.
 */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const extra = document.documentElement.scrollWidth - width;
    if (extra <= 0) return '';
    const out = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !Array.from(el.children).some((c) => c.getBoundingClientRect().right > width + 1))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
    return `${extra} px too wide (${out.join(', ')})`;
  });

/** The page's main content has its heading and nothing is still loading. */
async function settled(page: Page) {
  await page.locator('main, body').getByRole('heading').first().waitFor();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status', { name: /^Chargement/ })).toHaveCount(0);
}

test('every screen at 1024 px and 390 px: screenshots, nothing wider than the window, the menu folded on a phone', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await login(page, accounts.spare1);
  const run = Date.now().toString(36);
  const { id: category } = await post(page.request, '/api/category', { name: `Soins ${run}`, tva: 'TVA20%' });
  const { id: product } = await post(page.request, '/api/product', {
    name: `Lotion fortifiante au romarin ${run}`,
    type: 'Lotion',
    refProduct: `LOT-${run}`,
    productPrice: 24,
    description: '<p>Deux applications par jour.</p>',
    categoryDTO: { id: category },
  });
  const { id: client } = await post(page.request, '/api/client', {
    firstName: 'Marie-Amélie',
    lastName: `Delacroix-Fontenay-${run}`,
    sex: 'F',
    city: 'Villeurbanne',
    zipCode: '69100',
    anticoagulants: 'Oui, Kardegic',
  });
  const { id: program } = await post(page.request, '/api/program', {
    clientId: client,
    programReference: `Cure ${run}`,
    cares: [{ productDTO: { id: product }, quantity: 2, timeSlot: ['Matin'], daysOfWeek: ['SUNDAY'], weeks: [1], durationWeeks: 1 }],
  });

  const screens: [string, string][] = [
    ['dashboard', '/dashboard'],
    ['profile', '/dashboard/user-profile'],
    ['add-client', '/dashboard/add-client'],
    ['clients', '/dashboard/clients'],
    ['client', `/dashboard/client/${client}`],
    ['client-photos', `/dashboard/client/${client}?suivi=photos`],
    ['add-care', `/dashboard/client/${client}/add-care`],
    ['planning', `/dashboard/client/${client}/planning/${program}`],
    ['products', '/dashboard/product-category'],
    ['add-product', '/dashboard/add-product'],
    ['product-detail', `/dashboard/product-detail/${product}`],
    ['categories', '/dashboard/categories'],
    ['add-category', '/dashboard/add-category'],
  ];

  const wider: string[] = [];
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const [name, path] of screens) {
      await page.goto(path);
      await settled(page);
      await page.screenshot({ path: testInfo.outputPath(`${size.width}-${name}.png`), fullPage: true });
      const extra = await overflow(page);
      if (extra) wider.push(`${name} at ${size.width} px: ${extra}`);
    }
    // The sidebar: beside the page on a laptop, behind 'Menu' on a phone.
    await page.goto('/dashboard/clients');
    await settled(page);
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const menu = page.getByRole('button', { name: 'Menu' });
    if (size.width < 900) {
      await expect(nav).toBeHidden();
      await menu.click();
      await expect(nav.getByRole('link')).toHaveText(['Home', 'Profile', 'Messages', 'Ajouter Client', 'Clients', 'Produits', 'Agenda']);
      await page.screenshot({ path: testInfo.outputPath(`${size.width}-menu-open.png`) });
      await nav.getByRole('link', { name: 'Produits' }).click();
      await expect(nav).toBeHidden();
      await expect(page).toHaveURL(/\/dashboard\/product-category$/);
    } else {
      await expect(menu).toBeHidden();
      await expect(nav).toBeVisible();
    }
    // The clients' row buttons stay reachable (in view once scrolled to).
    await page.goto('/dashboard/clients');
    await settled(page);
    const profil = page.getByRole('button', { name: 'Profil' }).first();
    await profil.scrollIntoViewIfNeeded();
    await expect(profil).toBeInViewport();
  }

  // Signed out.
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const [name, path] of [['home', '/'], ['unauthorized', '/unauthorized']] as const) {
      await page.goto(path);
      await settled(page);
      await page.screenshot({ path: testInfo.outputPath(`${size.width}-${name}.png`), fullPage: true });
      const extra = await overflow(page);
      if (extra) wider.push(`${name} at ${size.width} px: ${extra}`);
    }
  }
  expect(wider).toEqual([]);
});
