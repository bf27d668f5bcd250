import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { accounts, expect, login, test } from '../fixtures';
import { ORIGIN, post } from '../support/api';

const WIDTHS = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where} — ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * What scrolls sideways: the document, and (on a phone) any table or its scroll box inside `scope` (a dialog: not the
 * page behind it); '' when nothing does.
 */
const sideways = (page: Page, tablesToo: boolean, scope = 'body') =>
  page.evaluate(([tables, within]) => {
    const root = document.documentElement;
    const found: string[] = [];
    if (root.scrollWidth > root.clientWidth) found.push(`document ${root.scrollWidth} > ${root.clientWidth}`);
    if (tables) {
      for (const el of Array.from(document.querySelectorAll<HTMLElement>(`${within} table.meche-table, ${within} .meche-scroll > div`))) {
        if (el.scrollWidth > el.clientWidth) found.push(`${el.tagName.toLowerCase()} ${el.scrollWidth} > ${el.clientWidth}`);
      }
    }
    return found.join(', ');
  }, [tablesToo, scope] as const);

/** Reached by scrolling the page only, never the table: inside the window's width once scrolled to. */
async function expectInWindow(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'on screen').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 1);
}

/** The add-client form's required answers. */
async function fillClient(page: Page, lastName: string, firstName: string) {
  await page.getByLabel(/^Nom/).fill(lastName);
  await page.getByLabel(/^Prénom/).fill(firstName);
  await page.getByLabel(/^Sexe/).selectOption('F');
}

/** A real JPEG made by the browser itself. */
async function jpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#7a4b2a';
    ctx.fillRect(0, 0, 640, 480);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(260, 180, 120, 120);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** A category, a product, a client with consent, a photo, and a programme ticked every day of its first week. */
async function seed(page: Page, request: APIRequestContext, run: string) {
  const category = await post(request, '/api/category', { name: `Soins jour deux ${run}`, tva: 'TVA20%' });
  const product = await post(request, '/api/product', {
    name: `Lotion fortifiante au romarin ${run}`,
    type: 'Lotion',
    refProduct: `LOT-${run}`,
    productPrice: 24.5,
    description: '<p>Deux applications par jour.</p>',
    categoryDTO: { id: category.id },
  });
  const client = await post(request, '/api/client', {
    firstName: 'Marie-Amélie',
    lastName: `Delacroix-Fontenay-${run}`,
    sex: 'F',
    city: 'Villeurbanne',
    zipCode: '69100',
  });
  const consent = await request.put(`/api/client/${client.id}/consent`, { data: { givenOn: '2026-01-05', method: 'paper' }, headers: ORIGIN });
  expect(consent.status(), await consent.text()).toBe(200);
  const photo = await request.post(`/api/client/${client.id}/photos?takenOn=2026-01-05&zone=Front&note=Avant`, {
    data: await jpeg(page),
    headers: { ...ORIGIN, 'content-type': 'image/jpeg' },
  });
  expect(photo.status(), await photo.text()).toBe(201);
  const program = await post(request, '/api/program', {
    clientId: client.id,
    programReference: `Cure ${run}`,
    cares: [
      {
        productDTO: { id: product.id },
        quantity: 2,
        timeSlot: DAYS.map(() => 'Matin'),
        daysOfWeek: [...DAYS],
        weeks: DAYS.map(() => 1),
        durationWeeks: 1,
      },
    ],
  });
  return { product: product.id, client: client.id, program: program.id, clientName: `Delacroix-Fontenay-${run}` };
}

for (const theme of ['light', 'dark'] as const) {
  test(`the lists, the care editor and the planning preview as cards on a phone, nothing cut on a tablet (${theme})`, async ({ page }, testInfo) => {
    test.setTimeout(420_000);
    await page.addInitScript((t) => window.localStorage.setItem('meche-theme', t), theme);
    await login(page, accounts.dayTwo);
    const run = `${theme}${Date.now().toString(36)}`;
    const { client, program } = await seed(page, page.request, run);

    const screens: { name: string; path: string; scope?: string; check(): Promise<void> }[] = [
      {
        name: 'clients',
        path: '/dashboard/clients',
        check: async () => {
          await expectInWindow(page, page.getByRole('button', { name: 'Profil' }).first());
          await expectInWindow(page, page.getByRole('button', { name: 'Supprimer' }).first());
        },
      },
      {
        name: 'products',
        path: '/dashboard/product-category',
        check: async () => {
          await expectInWindow(page, page.getByRole('link', { name: 'Détails' }).first());
          await expectInWindow(page, page.getByRole('cell', { name: /€/ }).first());
        },
      },
      {
        name: 'categories',
        path: '/dashboard/categories',
        check: async () => {
          await expectInWindow(page, page.getByRole('button', { name: 'Modifier' }).first());
        },
      },
      {
        name: 'programmes',
        path: `/dashboard/client/${client}/add-care`,
        check: async () => {
          const list = page.getByRole('table', { name: 'Programmes de soins' });
          await expectInWindow(page, list.getByRole('button', { name: /^Imprimer le programme / }));
          await expectInWindow(page, list.getByRole('button', { name: 'Planifier' }));
          await expectInWindow(page, list.getByRole('button', { name: 'Supprimer' }));
        },
      },
      {
        name: 'care-editor',
        path: `/dashboard/client/${client}/add-care?programme=${program}`,
        check: async () => {
          const editor = page.getByRole('table', { name: 'Soins du programme' });
          await expectInWindow(page, editor.getByRole('cell', { name: /^Prix du soin / }));
          await expectInWindow(page, editor.getByRole('spinbutton', { name: /^Quantité de / }));
          await expectInWindow(page, editor.getByRole('button', { name: 'Supprimer' }));
          await expectInWindow(page, page.getByTestId('program-total'));
        },
      },
      {
        name: 'preview',
        path: `/dashboard/client/${client}/planning/${program}/preview`,
        // The planning grid behind the dialog has its own phone layout (the week switcher), not this one's.
        scope: '.meche-dialog',
        check: async () => {
          const dialog = page.getByRole('dialog', { name: 'Aperçu avant Impression' });
          const ticks = dialog.getByRole('listitem');
          await expect(ticks).toHaveCount(7);
          for (const tick of await ticks.all()) await expectInWindow(page, tick);
          await expectInWindow(page, dialog.getByRole('button', { name: 'Imprimer' }));
        },
      },
    ];

    const problems: string[] = [];
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const screen of screens) {
        await page.goto(screen.path);
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('status', { name: /^Chargement/ })).toHaveCount(0);
        await screen.check();
        await page.screenshot({ path: testInfo.outputPath(`${theme}-${size.width}-${screen.name}.png`), fullPage: true });
        const wide = await sideways(page, size.width <= 390, screen.scope);
        if (wide) problems.push(`${screen.name} at ${size.width} px: ${wide}`);
        problems.push(...(await seriousViolations(page, `${theme} ${screen.name} at ${size.width} px`)));
      }
    }
    expect(problems).toEqual([]);
  });
}

test('print from the list, the dashboard opens the programme, a new client is found at once, a photo opens full size', async ({ page }) => {
  test.setTimeout(300_000);
  await login(page, accounts.dayTwo);
  const run = `where${Date.now().toString(36)}`;
  const { client, program, clientName } = await seed(page, page.request, run);

  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });

    // 'Imprimer' in the list prints the saved programme without opening it.
    await page.goto(`/dashboard/client/${client}/add-care`);
    const list = page.getByRole('table', { name: 'Programmes de soins' });
    const [popup] = await Promise.all([page.waitForEvent('popup'), list.getByRole('button', { name: /^Imprimer le programme / }).click()]);
    let html = '';
    await expect.poll(async () => (html = await popup.content().catch(() => html))).toContain('</main>');
    expect(html).toContain(`Cure ${run}`);
    expect(html).toContain(clientName);
    await popup.close().catch(() => undefined);

    // The dashboard's programme link opens that programme in the editor, in view, its heading focused.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: new RegExp(`^Cure ${run} — `) }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/client/${client}/add-care\\?programme=${program}$`));
    const heading = page.getByRole('heading', { name: `Modifier le programme « Cure ${run} »` });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    expect(problemsOf(await sideways(page, size.width <= 390))).toEqual([]);

    // A new client: highlighted above the list by default, with her 'Profil'.
    const lastName = `Nouvelle-${run}-${size.width}`;
    await page.goto('/dashboard/add-client');
    await fillClient(page, lastName, 'Jeanne');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page).toHaveURL(/\/dashboard\/clients$/);
    const created = page.getByRole('region', { name: 'Client ajouté' });
    await expect(created).toContainText(`${lastName} Jeanne`);
    await expectInWindow(page, created.getByRole('button', { name: 'Profil' }));
    await created.getByRole('button', { name: 'Profil' }).click();
    await expect(page).toHaveURL(/\/dashboard\/client\/\d+$/);

    // The photo's thumbnail opens it full size, zoomed with the buttons or the keys, closed with Escape.
    await page.goto(`/dashboard/client/${client}?suivi=photos`);
    const open = page.getByRole('button', { name: /^Agrandir la photo / });
    await open.click();
    const zoom = page.getByRole('dialog', { name: /Front/ });
    await expect(zoom.getByRole('img')).toBeVisible();
    await expect(zoom.locator('output')).toHaveText('100 %');
    await zoom.getByRole('button', { name: 'Zoom avant' }).click();
    await expect(zoom.locator('output')).toHaveText('150 %');
    await zoom.getByRole('region').focus();
    await page.keyboard.press('+');
    await expect(zoom.locator('output')).toHaveText('200 %');
    expect(await seriousViolations(page, `zoom at ${size.width} px`)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(zoom).toBeHidden();
    await expect(open).toBeFocused();
  }

  // The other choice in the settings: her file opens.
  await page.goto('/dashboard/settings');
  await page.getByLabel('Ouvrir la fiche du nouveau client').check();
  await page.goto('/dashboard/add-client');
  await fillClient(page, `Fiche-${run}`, 'Lise');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/dashboard\/client\/\d+$/);
  await expect(page.getByText(`Fiche-${run}`).first()).toBeVisible();
});

const problemsOf = (text: string) => (text ? [text] : []);

test('a session that ends says why on the login page; the leave question never outlives its form', async ({ page, pageGuard }) => {
  test.setTimeout(240_000);
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await login(page, accounts.dayTwo);

    // Signed out in another tab.
    const other = await page.context().newPage();
    await other.goto('/logout');
    await expect(other).toHaveURL(/\/login$/);
    await other.close();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status').filter({ hasText: 'Vous avez été déconnectée dans un autre onglet' })).toBeVisible();
    expect(await seriousViolations(page, `login after another tab at ${size.width} px`)).toEqual([]);

    // Expired while saving: the forced logout, and the word that the typed work is kept.
    await login(page, accounts.dayTwo);
    await page.goto('/dashboard/add-client');
    await fillClient(page, `Expire-${size.width}`, 'Inès');
    pageGuard.allowConsoleError(/401|412/);
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status').filter({ hasText: 'Session expirée : votre saisie est conservée' })).toBeVisible();
    expect(await seriousViolations(page, `login after expiry at ${size.width} px`)).toEqual([]);
    // Signing in again in this page goes back to the form, whose draft is offered back.
    await page.getByLabel('Email').fill(accounts.dayTwo.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(accounts.dayTwo.password);
    await page.getByRole('button', { name: 'Connecter' }).click();
    await expect(page).toHaveURL(/\/dashboard\/add-client$/);
    await expect(page.getByRole('button', { name: 'Reprendre le brouillon' })).toBeVisible();
    // Reached within the app, so that 'Annuler' below goes back inside this page.
    await page.getByRole('link', { name: 'Home' }).or(page.getByRole('button', { name: 'Menu' })).first().click();
    if (size.width < 900) await page.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('navigation', { name: 'Raccourcis' }).getByRole('link', { name: 'Ajouter un client' }).click();
    await expect(page.getByRole('button', { name: 'Reprendre le brouillon' })).toBeVisible();

    // 'Quitter sans enregistrer', then a reload at once: no browser question (the page guard fails on any).
    await page.getByLabel(/^Nom/).fill(`Quitte-${size.width}`);
    await page.getByRole('button', { name: 'Annuler' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Quitter sans enregistrer' }).click();
    await page.reload();
    await expect(page.getByRole('heading').first()).toBeVisible();
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('one French file picker: import, photo and logo, no browser input on show', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, accounts.dayTwo);
  const run = `pick${Date.now().toString(36)}`;
  const { client } = await seed(page, page.request, run);
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    const places: [string, () => Promise<Locator>, string][] = [
      [
        '/dashboard/clients',
        async () => {
          await page.getByRole('button', { name: 'Importer', exact: true }).click();
          return page.getByRole('dialog');
        },
        'Choisir le fichier à importer',
      ],
      [`/dashboard/client/${client}?suivi=photos`, async () => page.getByTestId('photo-drop-zone'), 'Choisir un fichier'],
      ['/dashboard/settings', async () => page.getByRole('region', { name: 'Logo' }), 'Choisir un logo'],
    ];
    for (const [path, scope, label] of places) {
      await page.goto(path);
      const zone = await scope();
      await expectInWindow(page, zone.getByText(label, { exact: true }));
      // Every file input is visually hidden behind its French button: the browser's English words never show.
      for (const input of await zone.locator('input[type=file]').all()) {
        const box = await input.boundingBox();
        expect(box === null || (box.width <= 1 && box.height <= 1)).toBe(true);
      }
      expect(await seriousViolations(page, `${path} picker at ${size.width} px`)).toEqual([]);
    }
  }
});
