import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { accounts, expect, login, startRemote, stopRemote, test } from '../fixtures';
import { apiProcess, hashTree, pointRemote, readRemotesJson, serveOnNewOrigin, serveOneOrigin, servedShell, writeRemotesJson } from '../support/delivery';
import { post } from '../support/api';
import { buildRemoteVariant } from '../support/remote-variant';
import { BASE_URL, REMOTE_PORTS, type RemoteName } from '../support/stack';

// A remote team's promise, tried as they would: build one remote alone, serve it anywhere, edit remotes.json.

// The spec's entries, then the agenda's (a remote shipped after the shell, its entry from its own descriptor).
const SPEC_SIDEBAR = ['Home', 'Profile', 'Messages', 'Ajouter Client', 'Clients', 'Produits', 'Agenda'];
/** A variant build copies and builds one remote: tens of seconds on a loaded two-core machine. */
const BUILD_TIMEOUT_MS = 180_000;

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link');

async function createClient(page: Page, firstName: string): Promise<number> {
  const created = await page.request.post('/api/client', { headers: { Origin: BASE_URL }, data: { firstName, lastName: 'Livraison', sex: 'F' } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

const isRemoteOrigin = (url: string) => Object.values(REMOTE_PORTS).some((port) => new URL(url).port === String(port));

test('the sidebar is drawn from the remotes’ descriptors, without downloading any remote’s code', async ({ page }) => {
  const fromRemotes: string[] = [];
  page.on('request', (request) => {
    if (isRemoteOrigin(request.url())) fromRemotes.push(request.url());
  });
  await login(page, accounts.delivery);
  await expect(sidebar(page)).toHaveText(SPEC_SIDEBAR);
  expect(fromRemotes.length).toBeGreaterThan(0);
  expect(fromRemotes.every((url) => url.endsWith('/remote.json')), fromRemotes.join('\n')).toBe(true);

  // The first page of a remote loads that remote's code only.
  await page.getByRole('link', { name: 'Clients', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Clients', exact: true })).toBeVisible();
  const code = fromRemotes.filter((url) => url.endsWith('.js'));
  expect(code.length).toBeGreaterThan(0);
  expect(code.every((url) => new URL(url).port === String(REMOTE_PORTS.clients)), code.join('\n')).toBe(true);
});

test('a page opened at a remote’s address asks for that route’s files from the start, and no other remote’s code', async ({ page }) => {
  await login(page, accounts.delivery);
  const id = await createClient(page, 'Préchargement');
  const code: string[] = [];
  page.on('request', (request) => isRemoteOrigin(request.url()) && /\.(js|css)$/.test(request.url()) && code.push(request.url()));
  // A care editor: the programmes' page inside a client's file (the clients remote's route).
  await page.goto(`/dashboard/client/${id}/add-care`);
  await expect(page.getByText('Aucun soins pour ce client.')).toBeVisible();

  type Route = { path: string; files: string[]; children?: Route[] };
  const expected: string[] = [];
  for (const [name, path] of [['clients', 'client/:clientId'], ['programmes', 'add-care']] as const) {
    const origin = `http://localhost:${REMOTE_PORTS[name]}`;
    const assets = (await (await page.request.get(`${origin}/route-assets.json`)).json()) as { entry: string; exposed: string[]; routes: Route[] };
    const route = assets.routes.find((r) => r.path === path);
    expect(route?.files.length, `${name} ${path}`).toBeGreaterThan(0);
    expected.push(...[assets.entry, ...assets.exposed, ...(route?.files ?? [])].map((file) => `${origin}/${file}`));
  }
  const preloaded = await page.locator('link[rel="preload"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preloaded).toEqual(expect.arrayContaining(expected));
  expect(code).toEqual(expect.arrayContaining(expected));
  const others = [REMOTE_PORTS.catalogue, REMOTE_PORTS.agenda].map(String);
  expect(code.filter((url) => others.includes(new URL(url).port))).toEqual([]);
});

test('served from one origin, each remote under a path of the shell’s, the app runs from that origin alone; moving a remote out is still an edit of remotes.json', async ({ page }) => {
  const front = await serveOneOrigin();
  const names = Object.keys(REMOTE_PORTS) as RemoteName[];
  const restore = writeRemotesJson(Object.fromEntries(names.map((name) => [name, front.manifest(name)])));
  try {
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith('data:') && new URL(url).origin !== front.origin) elsewhere.push(url);
    });
    await page.goto(`${front.origin}/login`);
    await page.getByLabel('Email').fill(accounts.delivery.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(accounts.delivery.password);
    await page.getByRole('button', { name: 'Connecter' }).click();
    await expect(page.getByRole('heading', { name: `Bonjour, ${accounts.delivery.name}!` })).toBeVisible();
    await expect(sidebar(page)).toHaveText(SPEC_SIDEBAR);

    const created = await page.request.post(`${front.origin}/api/client`, { headers: { Origin: front.origin }, data: { firstName: 'Origine', lastName: 'Unique', sex: 'F' } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    // A care editor loads two remotes, the programmes' below the clients' route.
    await page.goto(`${front.origin}/dashboard/client/${id}/add-care`);
    await expect(page.getByText('Aucun soins pour ce client.')).toBeVisible();
    await page.getByRole('link', { name: 'Produits' }).click();
    await expect(page.getByText('Aucun produit trouvé.')).toBeVisible();
    await page.getByRole('link', { name: 'Agenda' }).click();
    await expect(page.getByRole('heading', { name: 'Agenda', level: 1 })).toBeVisible();
    expect(elsewhere, elsewhere.join('\n')).toEqual([]);
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
    for (const name of names) expect(scripts.some((url) => url.startsWith(`${front.origin}/remotes/${name}/`)), name).toBe(true);

    // The catalogue moves back to a host of its own: the page's CSP and its next load follow remotes.json.
    const moved = pointRemote('catalogue', `http://localhost:${REMOTE_PORTS.catalogue}/mf-manifest.json`);
    try {
      await page.goto(`${front.origin}/dashboard/product-category`);
      await expect(page.getByText('Aucun produit trouvé.')).toBeVisible();
      expect(elsewhere.some((url) => new URL(url).port === String(REMOTE_PORTS.catalogue) && url.endsWith('.js'))).toBe(true);
    } finally {
      moved();
    }
  } finally {
    restore();
    await front.stop();
  }
});

test('each remote’s remote.json is what its exposed module declares', async ({ page }) => {
  await login(page, accounts.delivery);
  const id = await createClient(page, 'Descripteur');
  // One page of each remote, so the page has loaded them all.
  await page.goto(`/dashboard/client/${id}/add-care`);
  await expect(page.getByText('Aucun soins pour ce client.')).toBeVisible();
  await page.getByRole('link', { name: 'Produits' }).click();
  await expect(page.getByText('Aucun produit trouvé.')).toBeVisible();
  await page.getByRole('link', { name: 'Agenda' }).click();
  await expect(page.getByRole('heading', { name: 'Agenda', level: 1 })).toBeVisible();

  for (const name of Object.keys(REMOTE_PORTS) as RemoteName[]) {
    const served = await (await page.request.get(`http://localhost:${REMOTE_PORTS[name]}/remote.json`)).json();
    const declared = await page.evaluate(async (remote) => {
      type Route = { path?: string; index?: boolean; id?: string; children?: Route[] };
      type Instance = { name: string; loadRemote(id: string): Promise<Record<string, unknown>> };
      const federation = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__;
      const loaded = await federation.__INSTANCES__.find((instance) => instance.name === 'shell')!.loadRemote(`${remote}/remote`);
      const module = (loaded.default ?? loaded) as { contract: string; name: string; attach: string; nav: unknown[]; routes: Route[]; pages?: Record<string, string> };
      const describe = (route: Route): Route => ({
        ...(route.path !== undefined ? { path: route.path } : {}),
        ...(route.index ? { index: true } : {}),
        ...(route.id !== undefined ? { id: route.id } : {}),
        ...(route.children ? { children: route.children.map(describe) } : {}),
      });
      return {
        contract: module.contract,
        name: module.name,
        attach: module.attach,
        nav: module.nav,
        routes: module.routes.map(describe),
        ...(module.pages ? { pages: module.pages } : {}),
      };
    }, name);
    expect(declared, name).toEqual(served);
  }
});

test('a new build of the catalogue, served from a new origin, is picked up by editing remotes.json only; pointing back rolls it back', async ({ page }) => {
  test.setTimeout(BUILD_TIMEOUT_MS);
  const variant = await buildRemoteVariant('catalogue-mfe', 'catalogue-v2', [
    { file: 'apps/catalogue-mfe/src/product-list/products-page.tsx', replace: ['<h1 id="products-title">Produits</h1>', '<h1 id="products-title">Produits du catalogue</h1>'] },
    {
      file: 'apps/catalogue-mfe/src/suppliers/suppliers-page.tsx',
      content: "export function SuppliersPage() {\n  return (\n    <section className=\"meche-card\">\n      <h1>Fournisseurs</h1>\n      <p>Vos fournisseurs de produits, bientôt ici.</p>\n    </section>\n  );\n}\n",
    },
    {
      file: 'apps/catalogue-mfe/src/routes.tsx',
      replace: ['export const routes: RouteObject[] = [', "export const routes: RouteObject[] = [\n  { path: 'suppliers', lazy: async () => ({ Component: (await import('./suppliers/suppliers-page')).SuppliersPage }) },"],
    },
    {
      file: 'apps/catalogue-mfe/src/remote.ts',
      replace: ['nav: [{ label: CATALOGUE_MESSAGES.label, path: catalogueRoutes.products, order: 30 }],', "nav: [\n    { label: CATALOGUE_MESSAGES.label, path: catalogueRoutes.products, order: 30 },\n    { label: 'Fournisseurs', path: 'suppliers', order: 40 },\n  ],"],
    },
  ]);
  const served = await serveOnNewOrigin(variant.dist);
  try {
    const shellBefore = hashTree(servedShell(), ['remotes.json']);
    const apiBefore = apiProcess();
    const previous = readRemotesJson().catalogue!;

    await login(page, accounts.delivery);
    await page.getByRole('link', { name: 'Produits' }).click();
    await expect(page.getByRole('heading', { name: 'Produits', exact: true })).toBeVisible();

    const rollBack = pointRemote('catalogue', served.manifest);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Produits du catalogue' })).toBeVisible();
      await expect(sidebar(page)).toHaveText([...SPEC_SIDEBAR, 'Fournisseurs']);
      await page.getByRole('link', { name: 'Fournisseurs' }).click();
      await expect(page).toHaveURL(/\/dashboard\/suppliers$/);
      await expect(page.getByRole('heading', { name: 'Fournisseurs' })).toBeVisible();
      await page.getByRole('link', { name: 'Clients', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Clients', exact: true })).toBeVisible();
    } finally {
      rollBack();
    }
    expect(readRemotesJson().catalogue).toBe(previous);
    await page.goto('/dashboard/product-category');
    await expect(page.getByRole('heading', { name: 'Produits', exact: true })).toBeVisible();
    await expect(sidebar(page)).toHaveText(SPEC_SIDEBAR);

    // Nothing else was rebuilt or restarted.
    expect(hashTree(servedShell(), ['remotes.json'])).toEqual(shellBefore);
    expect(apiProcess()).toEqual(apiBefore);
  } finally {
    await served.stop();
    variant.remove();
  }
});

test('a catalogue that moves its product page, deployed alone, is followed by the links of the programmes remote and the shell', async ({ page }) => {
  test.setTimeout(BUILD_TIMEOUT_MS);
  // The catalogue's team moves the page in its own page-paths module: its routes table and the name it publishes follow.
  const variant = await buildRemoteVariant('catalogue-mfe', 'catalogue-produit', [
    { file: 'libs/page-paths/src/catalogue.ts', replace: ["product: 'product-detail/:id',", "product: 'produit/:id',"] },
  ]);
  const served = await serveOnNewOrigin(variant.dist);
  try {
    const shellBefore = hashTree(servedShell(), ['remotes.json']);
    await login(page, accounts.deliveryNames);
    const run = Date.now().toString(36);
    const product = await post(page.request, '/api/product', { name: `Sérum déplacé ${run}`, type: 'Soin', refProduct: `MV-${run}`, productPrice: 15, description: '', categoryDTO: null });
    const client = await createClient(page, `Déplacé ${run}`);
    const program = await post(page.request, '/api/program', {
      clientId: client,
      programReference: `Déplacement ${run}`,
      cares: [{ productDTO: { id: product.id }, quantity: 1 }],
    });

    const rollBack = pointRemote('catalogue', served.manifest);
    try {
      // A care's product, in the planning: a link of the programmes remote, which was not rebuilt.
      await page.goto(`/dashboard/client/${client}/planning/${program.id}`);
      const productLink = page.getByRole('link', { name: `Sérum déplacé ${run}` });
      await expect(productLink).toHaveAttribute('href', `/dashboard/produit/${product.id}`);
      await productLink.click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/produit/${product.id}$`));
      await expect(page.getByRole('heading', { name: 'Détails du produit' })).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: `Sérum déplacé ${run}` })).toBeVisible();
      // The shell's dashboard links to the catalogue by name too.
      await page.goto('/dashboard');
      await page.getByRole('link', { name: 'Ajouter un produit' }).click();
      await expect(page).toHaveURL(/\/dashboard\/add-product$/);
    } finally {
      rollBack();
    }
    // Back on the deployed catalogue, the same link leads to the page where it is.
    await page.goto(`/dashboard/client/${client}/planning/${program.id}`);
    await expect(page.getByRole('link', { name: `Sérum déplacé ${run}` })).toHaveAttribute('href', `/dashboard/product-detail/${product.id}`);
    expect(hashTree(servedShell(), ['remotes.json'])).toEqual(shellBefore);
  } finally {
    await served.stop();
    variant.remove();
  }
});

test('a remote built against a newer stateless lib runs its own copy, with the page’s one dialog and session', async ({ page }) => {
  test.setTimeout(BUILD_TIMEOUT_MS);
  const variant = await buildRemoteVariant('clients-mfe', 'clients-ui-1.1', [
    { file: 'libs/ui/package.json', json: (lib) => ({ ...lib, version: '1.1.0' }) },
    { file: 'libs/ui/src/pagination/pagination.tsx', replace: ['`Page ${current + 1} sur ${pageCount}`', '`Page ${current + 1} de ${pageCount}`'] },
  ]);
  const served = await serveOnNewOrigin(variant.dist);
  try {
    await login(page, accounts.delivery);
    await createClient(page, 'Version');
    const rollBack = pointRemote('clients', served.manifest);
    try {
      await page.goto('/dashboard/clients');
      await expect(page.getByText('Page 1 de 1')).toBeVisible();
      // Its copy of useConfirm reaches the shell's one dialog (the context lives in the shared runtime).
      await page.getByRole('row', { name: /Version/ }).getByRole('button', { name: 'Supprimer' }).click();
      const dialog = page.getByRole('dialog', { name: /Voulez-vous supprimer ce client/ });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Annuler' }).click();
      await expect(dialog).toBeHidden();
      // The other apps keep theirs: the shell's profile page still works with the same session.
      await page.getByRole('link', { name: 'Profile' }).click();
      await expect(page.getByText(accounts.delivery.email)).toBeVisible();
    } finally {
      rollBack();
    }
    await page.goto('/dashboard/clients');
    await expect(page.getByText('Page 1 sur 1')).toBeVisible();
  } finally {
    await served.stop();
    variant.remove();
  }
});

test('a remote requiring an incompatible runtime singleton is refused loudly, the other remotes keep working', async ({ page, pageGuard }) => {
  test.setTimeout(BUILD_TIMEOUT_MS);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  pageGuard.allowConsoleError(/shared singleton module @meche\/runtime.* does not satisfy the requirement of programmes/);
  const variant = await buildRemoteVariant('programmes-mfe', 'programmes-runtime-2', [
    { file: 'libs/runtime/package.json', json: (lib) => ({ ...lib, version: '2.0.0' }) },
  ]);
  const served = await serveOnNewOrigin(variant.dist);
  try {
    await login(page, accounts.delivery);
    const id = await createClient(page, 'Incompatible');
    const rollBack = pointRemote('programmes', served.manifest);
    try {
      await page.goto(`/dashboard/client/${id}/add-care`);
      await expect(page.getByRole('heading', { name: 'Module indisponible' })).toBeVisible();
      await expect(page.getByText('Incompatible', { exact: false }).first()).toBeVisible();
      const shellRuntime = (JSON.parse(readFileSync(new URL('../../libs/runtime/package.json', import.meta.url), 'utf8')) as { version: string }).version;
      // The runtime is shared as two singletons of one package (its root and its data side): whichever the federation
      // runtime checks first is refused, and that depends on which the shell's page has already loaded.
      const refusal = new RegExp(`Version ${shellRuntime.replaceAll('.', '\\.')} from shell of shared singleton module @meche/runtime(/data)? does not satisfy the requirement of programmes which needs \\^2\\.0\\.0`);
      expect(errors.some((text) => refusal.test(text)), errors.join('\n')).toBe(true);

      await page.getByRole('link', { name: 'Produits' }).click();
      await expect(page.getByText('Aucun produit trouvé.')).toBeVisible();
      await page.getByRole('link', { name: 'Clients', exact: true }).click();
      await expect(page.getByRole('row', { name: /Incompatible/ })).toBeVisible();
    } finally {
      rollBack();
    }
  } finally {
    await served.stop();
    variant.remove();
  }
});

test('a remote implementing an unsupported contract is refused before any of its code is downloaded', async ({ page, pageGuard }) => {
  pageGuard.allowConsoleError(/Remote "catalogue" implements contract 2\.0, this shell supports \^1\.0/);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  // The catalogue as served, with a descriptor saying contract 2.0: no build needed to make that claim.
  const copy = join(mkdtempSync(join(tmpdir(), 'meche-contract-2-')), 'catalogue');
  cpSync(join(servedShell(), '..', 'catalogue-mfe'), copy, { recursive: true });
  const descriptor = join(copy, 'remote.json');
  writeFileSync(descriptor, JSON.stringify({ ...JSON.parse(readFileSync(descriptor, 'utf8')), contract: '2.0' }));
  const served = await serveOnNewOrigin(copy);
  const fromIt: string[] = [];
  page.on('request', (request) => request.url().startsWith(served.origin) && fromIt.push(new URL(request.url()).pathname));
  const rollBack = pointRemote('catalogue', served.manifest);
  try {
    await login(page, accounts.delivery);
    await page.getByRole('link', { name: 'Produits' }).click();
    await expect(page.getByRole('heading', { name: 'Module indisponible' })).toBeVisible();
    expect(errors).toContain(`Remote "catalogue" implements contract 2.0, this shell supports ^1.0: its pages show 'Module indisponible'.`);
    expect(fromIt.every((path) => path === '/remote.json'), fromIt.join('\n')).toBe(true);
    await page.getByRole('link', { name: 'Clients', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/clients$/);
    await expect(page.getByRole('heading', { name: 'Module indisponible' })).toHaveCount(0);
  } finally {
    rollBack();
    await served.stop();
    rmSync(join(copy, '..'), { recursive: true, force: true });
  }
});

test('remotes down when a fresh browser first opens the app show “Module indisponible” in their pages only', async ({ page, pageGuard }) => {
  pageGuard.allowConsoleError(/ERR_CONNECTION_REFUSED|Failed to fetch|RUNTIME-00\d|catalogue|programmes/);
  // Each test has a fresh browser context: nothing of the remotes is known yet when they are down at the first visit.
  await stopRemote('catalogue');
  await stopRemote('programmes');
  try {
    await login(page, accounts.delivery);
    // The catalogue's entry cannot be known; the programmes remote has none.
    await expect(sidebar(page)).toHaveText(['Home', 'Profile', 'Messages', 'Ajouter Client', 'Clients', 'Agenda']);
    const id = await createClient(page, 'Hors-ligne');
    await page.goto(`/dashboard/client/${id}/add-care`);
    await expect(page.getByText('Hors-ligne', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Module indisponible' })).toBeVisible();
    await page.goto('/dashboard/product-category');
    await expect(page.getByRole('heading', { name: 'Module indisponible' })).toBeVisible();
    await page.getByRole('link', { name: 'Clients', exact: true }).click();
    await expect(page.getByRole('row', { name: /Hors-ligne/ })).toBeVisible();

    await startRemote('catalogue');
    await startRemote('programmes');
    await page.goBack();
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByText('Aucun produit trouvé.')).toBeVisible();
    await expect(sidebar(page)).toHaveText(SPEC_SIDEBAR);
    await page.goto(`/dashboard/client/${id}/add-care`);
    await expect(page.getByText('Aucun soins pour ce client.')).toBeVisible();
  } finally {
    await startRemote('catalogue');
    await startRemote('programmes');
  }
});
