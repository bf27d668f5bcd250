import type { Page } from '@playwright/test';
import { accounts, expect, login, test } from '../fixtures';
import { XSS_DESCRIPTIONS, type XssCase } from '../data/xss-descriptions';
import { BASE_URL } from '../support/stack';

// page.route cannot see requests a service worker handles (Playwright): this spec's routes need the worker off.
test.use({ serviceWorkers: 'block' });

declare global {
  interface Window {
    __xss?: number;
  }
}

const ALLOWED_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:', 'sms:'];

/** Whatever reached the description's DOM: dangerous elements, handlers, link protocols, styles. */
async function inspectDescription(page: Page) {
  const description = page.getByRole('region', { name: 'Description' });
  await expect(description).toBeVisible();
  return description.evaluate((root, allowed) => {
    const all = Array.from(root.querySelectorAll('*'));
    return {
      dangerous: all
        .filter((el) => /^(script|iframe|object|embed|svg|math|style|img|form|input|video|meta|base|link|template)$/i.test(el.tagName))
        .map((el) => el.tagName),
      handlers: all.flatMap((el) => Array.from(el.attributes).filter((a) => /^on/i.test(a.name)).map((a) => a.name)),
      badLinks: Array.from(root.querySelectorAll('a[href]'))
        .map((a) => (a as HTMLAnchorElement).protocol)
        .filter((protocol) => !allowed.includes(protocol)),
      styles: all
        .map((el) => el.getAttribute('style'))
        .filter((s): s is string => s !== null && !s.split(';').every((d) => d.trim() === '' || /^(?:background-)?color:[^;]/.test(d.trimStart()))),
      unsafeLinks: Array.from(root.querySelectorAll('a[href]')).filter(
        (a) => a.getAttribute('target') !== '_blank' || a.getAttribute('rel') !== 'noopener noreferrer',
      ).length,
      fixed: all.filter((el) => getComputedStyle(el).position === 'fixed').length,
    };
  }, ALLOWED_PROTOCOLS);
}

/** Shows the product and checks that nothing of the payload ran or survived, and that the harmless part did. */
async function expectHarmless(page: Page, productId: number, xss: XssCase) {
  await page.goto(`/dashboard/product-detail/${productId}`);
  await expect(page.getByRole('heading', { name: 'Détails du produit' })).toBeVisible();
  const description = page.getByRole('region', { name: 'Description' });
  await description.hover();
  // Error and load events of stripped media would have fired by now.
  await page.waitForTimeout(150);
  expect(await page.evaluate(() => window.__xss), xss.label).toBeUndefined();
  expect(await inspectDescription(page), xss.label).toEqual({
    dangerous: [],
    handlers: [],
    badLinks: [],
    styles: [],
    unsafeLinks: 0,
    fixed: 0,
  });
  await expect(page.getByRole('heading', { name: 'Détails du produit' })).toBeVisible();
  for (const kept of xss.keeps ?? []) {
    await expect(description.locator(kept.selector).filter({ hasText: kept.text }), xss.label).toBeVisible();
  }
}

test.describe('hostile product descriptions (sanitised when shown)', () => {
  test.setTimeout(300_000);

  test(`a corpus of ${XSS_DESCRIPTIONS.length} payloads stored through the API runs nothing on the detail page`, async ({
    page,
  }) => {
    expect(XSS_DESCRIPTIONS.length).toBeGreaterThanOrEqual(30);
    await login(page, accounts.catalogue);
    const run = Date.now().toString(36);
    const ids: number[] = [];
    for (const [i, xss] of XSS_DESCRIPTIONS.entries()) {
      const response = await page.request.post('/api/product', {
        headers: { Origin: BASE_URL },
        data: {
          name: `XSS ${i + 1} ${run}`,
          type: 'Test',
          refProduct: `XSS-${i + 1}`,
          productPrice: 1,
          description: xss.html,
          categoryDTO: null,
        },
      });
      expect(response.status(), xss.label).toBeLessThan(300);
      ids.push(((await response.json()) as { id: number }).id);
    }
    for (const [i, xss] of XSS_DESCRIPTIONS.entries()) await expectHarmless(page, ids[i]!, xss);
  });

  test('the page sanitises on its own when the stored HTML reaches it raw', async ({ page }) => {
    await login(page, accounts.catalogue);
    let current: XssCase = XSS_DESCRIPTIONS[0]!;
    const fakeId = 987_654;
    // Skips the API's own sanitiser: the page's DOMPurify must hold alone.
    await page.route(`**/api/product/${fakeId}`, (route) =>
      route.fulfill({
        json: {
          id: fakeId,
          userId: 1,
          name: 'Brut',
          type: 'Test',
          refProduct: 'RAW',
          productPrice: 1,
          description: current.html,
          categoryDTO: null,
        },
      }),
    );
    for (const xss of XSS_DESCRIPTIONS) {
      current = xss;
      await expectHarmless(page, fakeId, xss);
    }
  });
});
