import type { Page } from '@playwright/test';
import { accounts, expect, login, test } from '../fixtures';
import { pointRemote, readRemotesJson, serveOnNewOrigin } from '../support/delivery';
import { buildRemoteVariant } from '../support/remote-variant';
import { BASE_URL, REMOTE_PORTS } from '../support/stack';

// The shell's service worker (tools/rspack/service-worker-plugin.mjs) keeps content-hashed files, from every origin;
// the delivery files stay the network's, so a redeploy and a rollback are seen on the next load, and no API
// answer (health data) ever enters its caches. Read from the page, as the browser keeps them.

test.use({ serviceWorkers: 'allow' });

/** A variant build copies and builds one remote: tens of seconds on a loaded two-core machine. */
const BUILD_TIMEOUT_MS = 180_000;

/** Every URL in the worker's caches. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });

/** The page is controlled by the shell's worker: what it loads from now on goes through it. */
async function expectUnderWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(`${BASE_URL}/sw.js`);
}

const DELIVERY_FILE = /\/(remotes\.json|remote\.json|mf-manifest\.json|remoteEntry\.js)$/;

test('with the service worker active, a redeploy and a rollback of a remote are seen on the next load', async ({ page }) => {
  test.setTimeout(BUILD_TIMEOUT_MS);
  const variant = await buildRemoteVariant('catalogue-mfe', 'catalogue-sw', [
    { file: 'apps/catalogue-mfe/src/product-list/products-page.tsx', replace: ['<h1 id="products-title">Produits</h1>', '<h1 id="products-title">Produits redéployés</h1>'] },
  ]);
  const served = await serveOnNewOrigin(variant.dist);
  try {
    const previous = readRemotesJson().catalogue!;
    await login(page, accounts.delivery);
    await page.goto('/dashboard/product-category');
    await expect(page.getByRole('heading', { name: 'Produits', exact: true })).toBeVisible();
    await expectUnderWorker(page);
    // Loaded under the worker from the start: the shell's and the catalogue's hashed files are now kept.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Produits', exact: true })).toBeVisible();
    await expect.poll(async () => (await cachedUrls(page)).some((url) => url.startsWith(`${BASE_URL}/`) && url.endsWith('.js'))).toBe(true);
    await expect
      .poll(async () => (await cachedUrls(page)).some((url) => new URL(url).port === String(REMOTE_PORTS.catalogue) && url.endsWith('.js')))
      .toBe(true);

    const rollBack = pointRemote('catalogue', served.manifest);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Produits redéployés' })).toBeVisible();
    } finally {
      rollBack();
    }
    expect(readRemotesJson().catalogue).toBe(previous);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Produits', exact: true })).toBeVisible();
    await expectUnderWorker(page);

    const kept = await cachedUrls(page);
    expect(kept.filter((url) => DELIVERY_FILE.test(new URL(url).pathname)), kept.join('\n')).toEqual([]);
  } finally {
    await served.stop();
    variant.remove();
  }
});

test('no API answer is ever in the service worker’s caches', async ({ page }) => {
  await login(page, accounts.delivery);
  await expectUnderWorker(page);
  const created = await page.request.post('/api/client', { headers: { Origin: BASE_URL }, data: { firstName: 'Cache', lastName: 'Santé', sex: 'F' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  // A client file (health answers), the list, the products: pages that read the API.
  await page.goto(`/dashboard/client/${id}`);
  await expect(page.getByText('Cache', { exact: false }).first()).toBeVisible();
  await page.goto('/dashboard/clients');
  await expect(page.getByRole('row', { name: /Cache/ })).toBeVisible();
  await page.goto('/dashboard/product-category');
  await expect(page.getByRole('heading', { name: 'Produits', exact: true })).toBeVisible();

  const kept = await cachedUrls(page);
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.filter((url) => new URL(url).pathname.startsWith('/api/')), kept.join('\n')).toEqual([]);
  expect(kept.filter((url) => DELIVERY_FILE.test(new URL(url).pathname)), kept.join('\n')).toEqual([]);
});
