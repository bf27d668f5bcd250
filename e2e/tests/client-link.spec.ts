import AxeBuilder from '@axe-core/playwright';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Browser, Page } from '@playwright/test';
import { accounts, expect, login, test } from '../fixtures';
import { OwnApi } from '../support/own-api';
import { BASE_URL } from '../support/stack';

const ORIGIN = { Origin: BASE_URL };
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The client's own phone: another browser context (no practitioner cookie), 390 px wide, held to no console error. */
async function clientPhone(browser: Browser): Promise<{ phone: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  const phone = await context.newPage();
  const problems: string[] = [];
  phone.on('pageerror', (error) => problems.push(error.message));
  phone.on('console', (message) => {
    // The refusals are 404 pages by design: the browser logs their status, nothing else may be logged.
    if (message.type() === 'error' && !/status of 40[49]/.test(message.text())) problems.push(message.text());
  });
  return { phone, problems };
}

/** A signature drawn with the mouse: two strokes across the pad. */
async function sign(phone: Page) {
  const pad = phone.getByRole('img', { name: 'Zone de signature' });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  for (const y of [0.4, 0.65]) {
    await phone.mouse.move(box.x + box.width * 0.15, box.y + box.height * y);
    await phone.mouse.down();
    for (let step = 1; step <= 10; step++) await phone.mouse.move(box.x + box.width * (0.15 + step * 0.07), box.y + box.height * (y + (step % 2 ? 0.1 : -0.1)));
    await phone.mouse.up();
  }
}

async function answer(phone: Page, label: string, choice: 'Oui' | 'Non', detail?: string) {
  const question = phone.getByRole('group', { name: label, exact: true });
  await question.getByRole('radio', { name: choice }).check();
  if (detail) await question.getByLabel('Précisions (facultatif)').fill(detail);
}

test('the client fills and signs on her phone; the practitioner accepts part; the link refuses afterwards, as a revoked one does', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  await login(page, accounts.clientLink);
  const run = Date.now().toString(36);
  const created = await page.request.post('/api/client', {
    data: { firstName: 'Lou', lastName: `Lien-${run}`, sex: 'F', stress: 'Non', anticoagulants: 'Non' },
    headers: ORIGIN,
  });
  expect(created.status()).toBe(201);
  const clientId = ((await created.json()) as { id: number }).id;

  await page.goto(`/dashboard/client/${clientId}`);
  const linkPanel = page.getByRole('region', { name: 'Questionnaire de la cliente' });
  await expect(linkPanel).toContainText('Aucun lien envoyé.');
  await linkPanel.getByRole('button', { name: 'Envoyer le questionnaire' }).click();
  const url = await linkPanel.getByLabel('Lien à transmettre à la cliente').inputValue();
  expect(url).toMatch(/\/formulaire\/[A-Za-z0-9_-]{43}$/);
  await expect(linkPanel.getByRole('img', { name: /QR code du lien/ })).toBeVisible();
  await expect(linkPanel).toContainText('Lien actif');

  // The client's phone: her page, nothing of her file on it.
  const { phone, problems } = await clientPhone(browser);
  const opened = await phone.goto(url);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()['content-security-policy']).toContain("default-src 'none'");
  expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(phone.getByRole('heading', { level: 1, name: 'Questionnaire santé et cheveux' })).toBeVisible();
  await expect(phone.getByText('Consentement au traitement de données de santé')).toBeVisible();
  await expect(phone.locator('body')).not.toContainText(`Lien-${run}`);
  expect(await phone.getByRole('radio', { checked: true }).count()).toBe(0);
  const { violations } = await new AxeBuilder({ page: phone }).withTags(WCAG_TAGS).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.screenshot({ path: testInfo.outputPath('client-page-390.png') });

  // Sent without consent nor signature: told what is missing, nothing sent.
  await phone.getByRole('button', { name: 'Envoyer mes réponses' }).click();
  await expect(phone.getByText('Cochez la case pour donner votre consentement.')).toBeVisible();
  await answer(phone, 'Traitement anticoagulant', 'Oui', 'Kardegic');
  await answer(phone, 'Enceinte actuellement', 'Oui', '3 mois');
  await answer(phone, 'Stress', 'Oui', 'travail');
  await phone.getByLabel('J’ai lu ce texte et je donne mon consentement.').check();
  await sign(phone);
  await phone.screenshot({ path: testInfo.outputPath('client-page-390-signed.png') });
  await phone.getByRole('button', { name: 'Envoyer mes réponses' }).click();
  await expect(phone.getByRole('status')).toHaveText('Merci, vos réponses et votre signature ont bien été transmises. Vous pouvez fermer cette page.');

  // The practitioner: the diff, part of it accepted.
  await page.reload();
  const proposal = page.getByRole('region', { name: 'Réponses proposées par la cliente' });
  await expect(proposal.getByRole('row')).toHaveCount(4);
  await expect(proposal.getByRole('row', { name: /Traitement anticoagulant/ })).toContainText('NonOui, Kardegic');
  await expect(proposal.getByRole('row', { name: /Stress/ })).toContainText('NonOui, travail');
  await proposal.getByRole('checkbox', { name: 'Reprendre : Traitement anticoagulant' }).check();
  await proposal.getByRole('checkbox', { name: 'Reprendre : Enceinte actuellement' }).check();
  await proposal.getByRole('button', { name: 'Accepter la sélection' }).click();
  await expect(page.getByText('2 réponses reprises dans le dossier.')).toBeVisible();
  await expect(proposal).toHaveCount(0);
  const vigilance = page.getByRole('region', { name: 'Points de vigilance' });
  await expect(vigilance).toContainText('« Oui, Kardegic »');
  await expect(vigilance).toContainText('« Oui, 3 mois »');
  const file = (await (await page.request.get(`/api/client/${clientId}`)).json()) as Record<string, unknown>;
  expect(file).toMatchObject({ anticoagulants: 'Oui, Kardegic', enceinte: 'Oui, 3 mois', stress: 'Non' });
  const consent = page.getByRole('region', { name: 'Consentement' });
  await expect(consent).toContainText('Signé par la cliente sur son lien');
  await expect(linkPanel).toContainText('Réponses reçues');

  // The printed consent form carries her signature.
  const [popup] = await Promise.all([page.waitForEvent('popup'), consent.getByRole('button', { name: 'Formulaire de consentement à signer' }).click()]);
  let html = '';
  await expect.poll(async () => (html = await popup.content().catch(() => html))).toContain('</main>');
  await popup.close().catch(() => undefined);
  expect(html).toMatch(/<img src="data:image\/png;base64,[A-Za-z0-9+/=]+" alt="Signature du client">/);
  expect(html).toContain('sur le lien personnel envoyé au client');

  // Used: the page and a second submission refuse.
  await phone.reload();
  await expect(phone.getByRole('heading', { level: 1, name: 'Ce lien ne peut pas être utilisé' })).toBeVisible();
  const token = url.split('/').pop()!;
  const again = await phone.request.post(`/api/form/${token}`, { data: { answers: { stress: 'Non' }, consent: true, signature: 'data:image/png;base64,AAAA' }, headers: ORIGIN });
  expect(again.status()).toBe(404);

  // A revoked link refuses too.
  await linkPanel.getByRole('button', { name: 'Envoyer le questionnaire' }).click();
  const second = await linkPanel.getByLabel('Lien à transmettre à la cliente').inputValue();
  await linkPanel.getByRole('button', { name: 'Révoquer le lien' }).click();
  await expect(linkPanel).toContainText('Lien révoqué');
  const refused = await phone.goto(second);
  expect(refused?.status()).toBe(404);
  await expect(phone.getByText('Ce lien n’est pas valide ou n’est plus utilisable.', { exact: false })).toBeVisible();
  expect(problems).toEqual([]);
  await phone.context().close();
});

test('an expired link gets the same clear French page on her phone, and takes no submission', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  // The stack's clock cannot be moved: an API of the test's own, whose database the test opens while it is stopped to
  // age the link by seven days (no route of the API can do that).
  const own = new OwnApi(3108, { email: 'expiry@e2e.meche.test', password: 'e2e-Meche-mot-de-passe', name: 'Expiry Test' });
  try {
    await own.start();
    const call = await own.login();
    const client = await call('/api/client', { firstName: 'Lou', lastName: 'Expirée', sex: 'F' });
    const link = await call(`/api/client/${String(client.id)}/questionnaire-link`);
    const token = String(link.url).split('/').pop() ?? '';
    const url = `${own.base}/formulaire/${token}`;

    // While valid, the link opens her form.
    const { phone, problems } = await clientPhone(browser);
    expect((await phone.goto(url))?.status()).toBe(200);
    await expect(phone.getByRole('heading', { level: 1, name: 'Questionnaire santé et cheveux' })).toBeVisible();

    await own.stop();
    const database = await PGlite.create({ dataDir: own.pgdata, extensions: { pg_trgm, btree_gin } });
    try {
      const aged = await database.query("update questionnaire_links set expires_at = now() - interval '1 minute' where client_id = $1 and submitted_at is null and revoked_at is null", [client.id]);
      expect(aged.affectedRows).toBe(1);
    } finally {
      await database.close();
    }
    await own.start();

    const refused = await phone.goto(url);
    expect(refused?.status()).toBe(404);
    await expect(phone.getByRole('heading', { level: 1, name: 'Ce lien ne peut pas être utilisé' })).toBeVisible();
    await expect(phone.getByText('Ce lien n’est pas valide ou n’est plus utilisable.', { exact: false })).toBeVisible();
    await expect(phone.getByRole('radio')).toHaveCount(0);
    await expect(phone.getByRole('img', { name: 'Zone de signature' })).toHaveCount(0);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.screenshot({ path: testInfo.outputPath('expired-link-390.png') });
    const sent = await phone.request.post(`${own.base}/api/form/${token}`, { data: { answers: { stress: 'Non' }, consent: true, signature: 'data:image/png;base64,AAAA' }, headers: { Origin: own.base } });
    expect(sent.status()).toBe(404);
    expect(problems).toEqual([]);
    await phone.context().close();
  } finally {
    await own.dispose();
  }
});
