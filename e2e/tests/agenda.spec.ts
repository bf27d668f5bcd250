import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { accounts, expect, login, test } from '../fixtures';
import { post } from '../support/api';
import { hashTree, readRemotesJson, servedShell } from '../support/delivery';
import { REMOTE_PORTS } from '../support/stack';

// The agenda: a remote a new team shipped after the shell, declared in its own descriptor, the shell untouched.

const ROOT = resolve(import.meta.dirname, '../..');
const AGENDA_ORIGIN = `http://localhost:${REMOTE_PORTS.agenda}`;
/** Building one remote on a loaded two-core machine takes tens of seconds. */
const BUILD_TIMEOUT_MS = 240_000;

/** A Monday far from any other run's (the database may be kept between runs): its week is this test's alone. */
function someMonday(): string {
  const d = new Date('2027-01-04T00:00:00Z');
  d.setUTCDate(d.getUTCDate() + 7 * Math.floor(Math.random() * 3500));
  return d.toISOString().slice(0, 10);
}

/** A quarter-hour of a past weekday morning far from any other run's, for a visit already held. */
function somePastInstant(): string {
  const d = new Date('2016-01-04T08:00:00Z');
  d.setUTCDate(d.getUTCDate() + 7 * Math.floor(Math.random() * 500) + Math.floor(Math.random() * 5));
  d.setUTCMinutes(15 * Math.floor(Math.random() * 16));
  return d.toISOString();
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function seed(page: Page, run: string) {
  const product = await post(page.request, '/api/product', { name: `Lotion agenda ${run}`, type: 'Soin', refProduct: `AG-${run}`, productPrice: 12 });
  const client = await post(page.request, '/api/client', { firstName: 'Léa', lastName: `Agenda-${run}`, sex: 'F' });
  const program = await post(page.request, '/api/program', {
    clientId: client.id,
    programReference: `Cure ${run}`,
    cares: [{ productDTO: { id: product.id }, quantity: 1, timeSlot: ['Soir'], daysOfWeek: ['MONDAY'], weeks: [1], durationWeeks: 1 }],
  });
  return { clientId: client.id, programId: program.id, name: `Léa Agenda-${run}` };
}

async function fillSlot(page: Page, date: string, time: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Heure (Paris)').fill(time);
}

test('built alone, the agenda leaves every file of the shell as it was, and is served with its own descriptor', async () => {
  test.setTimeout(BUILD_TIMEOUT_MS + 60_000);
  const shellDist = join(ROOT, 'apps/shell/dist');
  const before = { built: hashTree(shellDist), served: hashTree(servedShell(), ['remotes.json']) };
  const out = mkdtempSync(join(tmpdir(), 'meche-agenda-'));
  try {
    const build = spawnSync(process.execPath, [join(ROOT, 'tools/delivery/build-remote.mjs'), 'agenda', '--out', out], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: BUILD_TIMEOUT_MS,
    });
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
    const descriptor = JSON.parse(readFileSync(join(out, 'remote.json'), 'utf8')) as Record<string, unknown>;
    expect(descriptor).toMatchObject({ name: 'agenda', attach: 'dashboard-content', nav: [{ label: 'Agenda', path: 'agenda', order: 40 }] });
    expect(hashTree(shellDist)).toEqual(before.built);
    expect(hashTree(servedShell(), ['remotes.json'])).toEqual(before.served);

    // Deployed as a remote team does: one line of the served remotes.json, the remote on its own origin.
    expect(readRemotesJson().agenda).toBe(`${AGENDA_ORIGIN}/mf-manifest.json`);
    const served = await fetch(`${AGENDA_ORIGIN}/remote.json`);
    expect(served.status).toBe(200);
    expect(await served.json()).toEqual(descriptor);
    expect((await fetch(`${AGENDA_ORIGIN}/mf-manifest.json`)).status).toBe(200);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('a visit booked from the agenda, from the client file and from a programme; moved; an overlap refused in French; cancelled', async ({ page }) => {
  await login(page, accounts.agenda);
  const run = Date.now().toString(36);
  const { clientId, programId, name } = await seed(page, run);
  const monday = someMonday();
  const tuesday = new Date(Date.parse(`${monday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  // The sidebar entry comes from the agenda's descriptor.
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Agenda' }).click();
  await expect(page).toHaveURL(/\/dashboard\/agenda$/);
  await expect(page.getByRole('heading', { name: 'Agenda', level: 1 })).toBeVisible();
  await page.goto(`/dashboard/agenda?vue=semaine&date=${monday}`);
  await expect(page.getByRole('heading', { name: /^lundi/ })).toBeVisible();

  // From the agenda: a client chosen by search.
  await page.getByRole('button', { name: 'Nouvelle visite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle visite' });
  await dialog.getByLabel('Rechercher un client').fill(`Agenda-${run}`);
  await dialog.getByLabel('Client', { exact: true }).selectOption({ label: `Agenda-${run} Léa` });
  await fillSlot(page, tuesday, '10:00');
  await dialog.getByLabel('Type de visite').selectOption('consultation');
  await dialog.getByRole('button', { name: 'Réserver' }).click();
  await expect(page.getByText(`Visite réservée : ${name}`)).toBeVisible();
  await expect(page.getByRole('listitem', { name: `10:00–10:45, ${name}, Consultation` })).toBeVisible();

  // From the client file: the client is set; a slot over the first visit is refused with the server's French 409.
  await page.goto(`/dashboard/client/${clientId}`);
  await page.getByRole('link', { name: 'Planifier une visite', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/agenda\\?reserver=1&client=${clientId}$`));
  const fromFile = page.getByRole('dialog', { name: 'Nouvelle visite' });
  await expect(fromFile.getByText(`Client : ${name}`)).toBeVisible();
  await fillSlot(page, tuesday, '10:30');
  await fromFile.getByRole('button', { name: 'Réserver' }).click();
  const date = tuesday.split('-').reverse().join('/');
  await expect(fromFile.getByRole('alert')).toHaveText(`Ce créneau chevauche la visite de ${name} le ${date} de 10:00 à 10:45. Choisissez un autre horaire.`);
  await fillSlot(page, tuesday, '11:00');
  await fromFile.getByRole('button', { name: 'Réserver' }).click();
  await expect(page.getByRole('listitem', { name: `11:00–11:45, ${name}, Suivi` })).toBeVisible();

  // From a programme's planning: client and programme set.
  await page.goto(`/dashboard/client/${clientId}/planning/${programId}`);
  await page.getByRole('link', { name: 'Planifier une visite pour ce programme' }).click();
  const fromProgramme = page.getByRole('dialog', { name: 'Nouvelle visite' });
  await expect(fromProgramme.getByLabel('Programme (facultatif)')).toHaveValue(String(programId));
  await fillSlot(page, tuesday, '14:00');
  await fromProgramme.getByRole('button', { name: 'Réserver' }).click();
  const withProgramme = page.getByRole('listitem', { name: `14:00–14:45, ${name}, Suivi` });
  await expect(withProgramme.getByRole('link', { name: `Cure ${run}` })).toBeVisible();

  // Moved: the first visit to 16:00.
  await page.getByRole('button', { name: `Déplacer la visite de ${name} à 10:00` }).click();
  const move = page.getByRole('dialog', { name: `Déplacer la visite de ${name}` });
  await move.getByLabel('Heure (Paris)').fill('16:00');
  await move.getByRole('button', { name: 'Déplacer' }).click();
  await expect(page.getByText(`Visite déplacée : ${name}`)).toBeVisible();
  await expect(page.getByRole('listitem', { name: `16:00–16:45, ${name}, Consultation` })).toBeVisible();
  await expect(page.getByRole('listitem', { name: `10:00–10:45, ${name}, Consultation` })).toHaveCount(0);

  // Cancelled, after the question.
  await page.getByRole('button', { name: `Annuler la visite de ${name} à 11:00` }).click();
  await page.getByRole('button', { name: 'Annuler la visite', exact: true }).click();
  await expect(page.getByText(`Visite de ${name} annulée.`)).toBeVisible();
  await expect(page.getByRole('listitem', { name: `11:00–11:45, ${name}, Suivi` })).toHaveCount(0);

  // On the client file: the visits to come soonest first, the cancelled one in the history; a date opens that day.
  await page.goto(`/dashboard/client/${clientId}`);
  const visits = page.getByRole('region', { name: 'Visites' });
  const day = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${tuesday}T00:00:00Z`),
  );
  await expect(visits.getByRole('list', { name: 'À venir' }).getByRole('listitem')).toHaveText([
    `${day}, 14:00–14:45SuiviCure ${run}`,
    `${day}, 16:00–16:45Consultation`,
  ]);
  await expect(visits.getByRole('list', { name: 'Historique' }).getByRole('listitem')).toHaveText([`${day}, 11:00–11:45SuiviAnnulée`]);
  await visits.getByRole('link', { name: `${day}, 16:00–16:45` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/agenda\\?vue=jour&date=${tuesday}$`));
  await expect(page.getByRole('listitem', { name: `16:00–16:45, ${name}, Consultation` })).toBeVisible();

  // The day view of that Tuesday, and the week on a phone: nothing wider than the screen.
  await page.getByRole('button', { name: 'Jour', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`vue=jour&date=${tuesday}`));
  await expect(page.getByRole('region', { name: 'Agenda', exact: true }).getByRole('listitem')).toHaveCount(2);
  for (const width of [390, 820, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/dashboard/agenda?vue=semaine&date=${monday}`);
    await expect(page.getByRole('listitem', { name: `16:00–16:45, ${name}, Consultation` })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`the agenda and its booking form pass axe (no serious or critical) in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((t) => window.localStorage.setItem('meche-theme', t), theme);
    await login(page, accounts.agenda);
    const run = `${theme}${Date.now().toString(36)}`;
    const { clientId, name } = await seed(page, run);
    const monday = someMonday();
    await post(page.request, '/api/visit', { clientId, startsAt: `${monday}T08:00:00Z`, durationMinutes: 30, kind: 'soin', note: 'Premier soin' });
    await page.goto(`/dashboard/agenda?vue=semaine&date=${monday}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Jour', exact: true }).click();
    await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Nouvelle visite' }).click();
    await expect(page.getByRole('dialog', { name: 'Nouvelle visite' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The client file's visits, one to come and one past, at a laptop's, a tablet's and a phone's width.
    await post(page.request, '/api/visit', { clientId, startsAt: somePastInstant(), durationMinutes: 45, kind: 'consultation', note: null });
    await page.goto(`/dashboard/client/${clientId}`);
    const visits = page.getByRole('region', { name: 'Visites' });
    await expect(visits.getByRole('list', { name: 'À venir' }).getByRole('listitem')).toHaveCount(1);
    await expect(visits.getByRole('list', { name: 'Historique' }).getByRole('listitem')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    for (const width of [1366, 820, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(visits).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
      await visits.screenshot({ path: test.info().outputPath(`client-visits-${width}-${theme}.png`) });
    }
  });
}
