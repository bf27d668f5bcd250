import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { accounts, expect, login, test } from '../fixtures';
import { ORIGIN, post } from '../support/api';
import { OwnApi, until } from '../support/own-api';
import { E2E_SMTP_PORT } from '../support/stack';

const received: ParsedMail[] = [];
let smtp: SMTPServer;

/** A real SMTP server on loopback, where the stack's SMTP_URL points (playwright.config.ts). */
function startSink(port: number, into: ParsedMail[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          into.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

const closeSink = (server: SMTPServer) => new Promise<void>((done) => server.close(() => done()));

/** The invitation of a message, read by a real iCalendar parser. */
function invitation(mail: ParsedMail) {
  const part = mail.attachments.find((a) => a.contentType.startsWith('text/calendar') || a.contentType === 'application/ics');
  const calendar = new ICAL.Component(ICAL.parse(part?.content.toString('utf8') ?? ''));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
  return { method: calendar.getFirstPropertyValue('method'), uid: event.uid, sequence: event.sequence, start: event.startDate.toJSDate().toISOString() };
}

/** WCAG 2 A/AA violations of the page, once its theme's colour fade is over. */
async function audit(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Light, then dark (the toggle keeps its name, pressed or not), then back to light: both themes audited. */
async function auditBothThemes(page: Page): Promise<string[]> {
  const light = await audit(page);
  await page.getByRole('button', { name: 'Thème sombre' }).click();
  const dark = await audit(page);
  await page.getByRole('button', { name: 'Thème sombre' }).click();
  return [...light, ...dark];
}

/** An instant `hours` from now on a 5-minute boundary. */
const inHours = (hours: number) => {
  const t = new Date(Date.now() + hours * 3_600_000);
  t.setUTCMinutes(t.getUTCMinutes() - (t.getUTCMinutes() % 5), 0, 0);
  return t.toISOString();
};

test.beforeAll(async () => {
  smtp = await startSink(E2E_SMTP_PORT, received);
});
test.afterAll(async () => {
  await closeSink(smtp);
});

test('a booked visit’s reminder arrives with a valid invitation, its move sends the update, the feed and the day show it', async ({ page }) => {
  await login(page, accounts.mail);
  const request = page.request;
  const clientId = (await post(request, '/api/client', { firstName: 'Léa', lastName: 'Moreau', sex: 'F', email: 'lea.moreau@client.test' })).id;
  // A cure under way for her: 'Aujourd'hui' follows it.
  const product = await post(request, '/api/product', { name: `Sérum ${Date.now().toString(36)}`, type: 'Sérum', refProduct: `REF-${Date.now().toString(36)}`, productPrice: 30, description: null, categoryDTO: null });
  await post(request, '/api/program', {
    clientId,
    programReference: 'Cure de printemps',
    cares: [{ productDTO: { id: product.id }, quantity: 1, timeSlot: ['Soir'], daysOfWeek: ['MONDAY'], weeks: [1], durationWeeks: 8 }],
  });
  const startsAt = inHours(3);
  const visit = await post(request, '/api/visit', { clientId, startsAt, durationMinutes: 45, kind: 'suivi', note: 'Alopécie androgénétique', programId: null });

  const [reminder] = await until(() => received.filter((m) => m.to && JSON.stringify(m.to).includes('lea.moreau')), (l) => l.length >= 1, 'the reminder');
  expect(reminder?.subject).toMatch(/^Rappel : votre rendez-vous du /);
  const first = invitation(reminder as ParsedMail);
  expect(first).toMatchObject({ method: 'REQUEST', sequence: 0, start: startsAt });

  const movedTo = inHours(5);
  const moved = await request.put(`/api/visit/${visit.id}`, {
    data: { clientId, startsAt: movedTo, durationMinutes: 45, kind: 'suivi', note: null, programId: null },
    headers: ORIGIN,
  });
  expect(moved.status()).toBe(200);
  const mails = await until(() => received.filter((m) => JSON.stringify(m.to).includes('lea.moreau')), (l) => l.length >= 2, 'the update');
  expect(invitation(mails[1] as ParsedMail)).toEqual({ method: 'REQUEST', uid: first.uid, sequence: 1, start: movedTo });

  // The Messages page lists both as sent, in French.
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Messages' }).click();
  const table = page.getByRole('table', { name: 'Messages du cabinet' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toContainText('Rendez-vous déplacé');
  await expect(table.getByRole('row').nth(1)).toContainText('Envoyé');
  await expect(table.getByRole('row').nth(2)).toContainText('Rappel de rendez-vous');
  expect(await auditBothThemes(page)).toEqual([]);

  // Her own calendar: the feed made in the settings, parsed by ical.js, with no note.
  await page.goto('/dashboard/settings');
  await page.getByRole('button', { name: 'Créer le lien' }).click();
  const url = await page.getByLabel('Lien d’abonnement').inputValue();
  expect(await auditBothThemes(page)).toEqual([]);
  const feed = await request.get(new URL(url).pathname);
  expect(feed.status()).toBe(200);
  const body = await feed.text();
  expect(body).not.toContain('Alopécie');
  const events = new ICAL.Component(ICAL.parse(body)).getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
  expect(events.map((e) => [e.summary, e.startDate.toJSDate().toISOString()])).toEqual([['Léa Moreau — Suivi', movedTo]]);

  // 'Aujourd'hui' lists the visit when it is today in Paris (late in the evening, 5 hours on is tomorrow).
  await page.goto('/dashboard');
  const todayPanel = page.getByRole('region', { name: 'Aujourd’hui' });
  await expect(todayPanel.getByRole('region', { name: 'Consentements à recueillir' }).getByRole('link', { name: 'Léa Moreau' })).toHaveAttribute('href', `/dashboard/client/${clientId}`);
  await expect(todayPanel.getByRole('region', { name: 'Photos à refaire' }).getByRole('link', { name: 'Léa Moreau — Cure de printemps' })).toHaveAttribute('href', `/dashboard/client/${clientId}`);
  const sameDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(movedTo)) === new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  if (sameDay) await expect(todayPanel.getByRole('region', { name: 'Visites du jour' }).getByRole('link', { name: /Léa Moreau/ })).toBeVisible();
  expect(await auditBothThemes(page)).toEqual([]);
});

test('an API killed while messages are queued sends each of them exactly once after its restart', async () => {
  test.setTimeout(240_000);
  // Its own API on a port of its own (the shared stack keeps running): an embedded database in a folder of its own.
  const own = new OwnApi(3107, { email: 'kill@e2e.meche.test', password: 'e2e-Meche-mot-de-passe', name: 'Kill Test' });
  const smtpPort = E2E_SMTP_PORT + 1;
  const sink: ParsedMail[] = [];
  let server: SMTPServer | null = null;
  try {
    // Started without an SMTP server: what it queues waits.
    await own.start();
    const call = await own.login();
    // Three reminders due at once, queued.
    for (const n of [1, 2, 3]) {
      const client = await call('/api/client', { firstName: `Client${n}`, lastName: 'Redémarrage', sex: 'F', email: `client${n}@client.test` });
      await call('/api/visit', { clientId: client.id, startsAt: inHours(2 + n), durationMinutes: 30, kind: 'soin', note: null, programId: null });
    }
    await own.stop('SIGKILL');

    server = await startSink(smtpPort, sink);
    await own.start({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
    await until(() => sink.length, (n) => n >= 3, 'the three reminders', 150_000);
    // Long enough for a second delivery, were there one.
    await new Promise((r) => setTimeout(r, 5_000));
    expect(sink.map((m) => m.to && JSON.stringify(m.to).match(/client\d/)?.[0]).sort()).toEqual(['client1', 'client2', 'client3']);
    expect(new Set(sink.map((m) => m.messageId)).size).toBe(3);
  } finally {
    await own.dispose();
    if (server) await closeSink(server);
  }
});
