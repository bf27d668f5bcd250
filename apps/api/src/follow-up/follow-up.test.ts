import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeedLink, PracticeRules, MailMessageList, Visit } from '@meche/contracts';
import { createHarness, createdId, type Agent, type Harness } from '../test/harness';
import { clientBody, visitBody } from '../test/route-table';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';

let h: Harness;
let smtp: SmtpSink;
let me: Agent & { userId: number };
let clientId: number;

const HOUR = 3_600_000;
/** An instant `hours` from now on a 5-minute boundary, as the agenda books them. */
const inHours = (hours: number) => {
  const t = new Date(Date.now() + hours * HOUR);
  t.setUTCMinutes(t.getUTCMinutes() - (t.getUTCMinutes() % 5), 0, 0);
  return t.toISOString();
};

/** The invitation of a message, parsed by a real iCalendar parser: its METHOD and its one event. */
function invitationOf(mail: ParsedMail) {
  const part = mail.attachments.find((a) => a.contentType.startsWith('text/calendar') || a.contentType === 'application/ics');
  const text = part ? part.content.toString('utf8') : '';
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
  return { method: calendar.getFirstPropertyValue('method'), uid: event.uid, sequence: event.sequence, start: event.startDate.toJSDate().toISOString() };
}

const messages = async () => (await me.get('/api/messages')).json<MailMessageList>().messages;

beforeAll(async () => {
  smtp = await startSmtpSink();
  h = await createHarness({
    mail: { smtpUrl: smtp.url, from: 'Mèche <rappels@cabinet.test>', pollingIntervalS: 0.5, retry: { retries: 1, retryDelayS: 1 } },
  });
  me = await h.practitioner('suivi@follow-up.test');
  await me.put('/api/settings', { name: 'Cabinet Lumière', address: '3 rue des Lilas, 75011 Paris', phone: '0102030405', siret: null });
  clientId = createdId(await me.post('/api/client', { ...clientBody('RAPPEL'), email: 'lea@client.test' }));
});
afterAll(async () => {
  await h?.close();
  await smtp?.close();
});

describe('visit reminders by e-mail', () => {
  it('sends a visit within the lead its reminder at once, then the move and the cancellation as updates of one event', async () => {
    const startsAt = inHours(24);
    const visit = (await me.post('/api/visit', visitBody(clientId, null, startsAt))).json<Visit>();
    const [reminder] = await smtp.waitFor(1);
    expect(reminder?.subject).toMatch(/^Rappel : votre rendez-vous du /);
    expect(reminder?.to).toMatchObject({ value: [{ address: 'lea@client.test' }] });
    expect(reminder?.text).toContain('Bonjour Prénom RAPPEL');
    expect(reminder?.text).toContain('Cabinet Lumière\n3 rue des Lilas, 75011 Paris\n0102030405');
    const first = invitationOf(reminder as ParsedMail);
    expect(first).toEqual({ method: 'REQUEST', uid: `visit-${visit.id}@cabinet.test`, sequence: 0, start: startsAt });

    const movedTo = inHours(30);
    expect((await me.put(`/api/visit/${visit.id}`, visitBody(clientId, null, movedTo))).statusCode).toBe(200);
    const update = (await smtp.waitFor(2))[1] as ParsedMail;
    expect(update.subject).toMatch(/^Rendez-vous déplacé au /);
    expect(invitationOf(update)).toEqual({ method: 'REQUEST', uid: first.uid, sequence: 1, start: movedTo });

    expect((await me.delete(`/api/visit/${visit.id}`)).statusCode).toBe(204);
    const cancel = (await smtp.waitFor(3))[2] as ParsedMail;
    expect(cancel.subject).toMatch(/annulé$/);
    expect(invitationOf(cancel)).toMatchObject({ method: 'CANCEL', uid: first.uid, sequence: 2 });
    // Received first, marked sent just after the SMTP server's answer.
    const end = Date.now() + 10_000;
    while ((await messages()).some((m) => m.status !== 'sent') && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    expect((await messages()).map((m) => [m.kind, m.status])).toEqual([
      ['visit-cancel', 'sent'],
      ['visit-update', 'sent'],
      ['visit-reminder', 'sent'],
    ]);
  });

  it('schedules a later visit’s reminder the practice’s lead before it, and a move reschedules it without mail', async () => {
    const saved = await me.put('/api/settings/rules', { reminderLeadHours: 72, photoRetakeWeeks: 6 });
    expect(saved.json<PracticeRules>()).toMatchObject({ reminderLeadHours: 72, photoRetakeWeeks: 6, calendarFeedCreated: null });
    const startsAt = inHours(24 * 10);
    const visit = (await me.post('/api/visit', visitBody(clientId, null, startsAt))).json<Visit>();
    const [queued] = await messages();
    expect(queued).toMatchObject({ kind: 'visit-reminder', status: 'queued', sendAfter: new Date(Date.parse(startsAt) - 72 * HOUR).toISOString() });

    const movedTo = inHours(24 * 12);
    await me.put(`/api/visit/${visit.id}`, visitBody(clientId, null, movedTo));
    const [again, withdrawn] = await messages();
    expect(withdrawn).toMatchObject({ id: queued?.id, status: 'cancelled' });
    expect(again).toMatchObject({ kind: 'visit-reminder', status: 'queued', sendAfter: new Date(Date.parse(movedTo) - 72 * HOUR).toISOString() });
    const received = smtp.received.length;
    await me.delete(`/api/visit/${visit.id}`);
    expect((await messages())[0]).toMatchObject({ id: again?.id, status: 'cancelled' });
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.received.length).toBe(received);
  });

  it('writes to no client without an address or who opted out', async () => {
    const noEmail = createdId(await me.post('/api/client', { ...clientBody('SANSMAIL'), email: null }));
    const optedOut = createdId(await me.post('/api/client', { ...clientBody('REFUS'), email: 'refus@client.test' }));
    expect((await me.get(`/api/client/${optedOut}/reminders`)).json()).toEqual({ optOut: false });
    expect((await me.put(`/api/client/${optedOut}/reminders`, { optOut: true })).json()).toEqual({ optOut: true });
    const stranger = await h.practitioner('etranger@follow-up.test');
    expect((await stranger.put(`/api/client/${optedOut}/reminders`, { optOut: false })).statusCode).toBe(404);
    expect((await me.put(`/api/client/${optedOut}/reminders`, { optOut: 'non' })).json()).toEqual({ optOut: 'Valeur invalide.' });
    const before = (await messages()).length;
    expect((await me.post('/api/visit', visitBody(noEmail, null, inHours(20)))).statusCode).toBe(201);
    expect((await me.post('/api/visit', visitBody(optedOut, null, inHours(22)))).statusCode).toBe(201);
    expect((await messages()).length).toBe(before);
  });
});

describe('the follow-up settings', () => {
  it('answers the defaults, refuses out-of-range values in French, and are the practitioner’s own', async () => {
    const other = await h.practitioner('autre@follow-up.test');
    expect((await other.get('/api/settings/rules')).json()).toMatchObject({ reminderLeadHours: 48, photoRetakeWeeks: 4, calendarFeedCreated: null });
    const refused = await other.put('/api/settings/rules', { reminderLeadHours: 5, photoRetakeWeeks: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ reminderLeadHours: 'Choisissez 24, 48 ou 72 heures.', photoRetakeWeeks: 'Indiquez un nombre de semaines entre 1 et 26.' });
    expect((await h.anonymous().get('/api/settings/rules')).statusCode).toBe(401);
  });
});

describe('the private calendar feed', () => {
  it('gives a revocable link whose feed a real iCalendar parser reads: client and kind, no note', async () => {
    const startsAt = inHours(24 * 3);
    await me.post('/api/visit', { ...visitBody(clientId, null, startsAt), kind: 'suivi', note: 'Alopécie : traitement en cours' });
    const created = await me.post('/api/settings/calendar-feed');
    expect(created.statusCode).toBe(200);
    const { url } = created.json<CalendarFeedLink>();
    const path = new URL(url).pathname;
    expect(new URL(url).pathname.split('/').at(-1)?.length).toBeGreaterThanOrEqual(43);

    const feed = await h.anonymous().get(path);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.body).not.toContain('Alopécie');
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    const suivi = events.find((e) => e.startDate.toJSDate().toISOString() === startsAt);
    expect(suivi?.summary).toBe('Prénom RAPPEL Nom RAPPEL — Suivi');
    expect(suivi?.description ?? null).toBeNull();

    // Rotated: the old link stops; revoked: the new one too.
    const rotated = (await me.post('/api/settings/calendar-feed')).json<CalendarFeedLink>();
    expect((await h.anonymous().get(path)).statusCode).toBe(404);
    const rotatedPath = new URL(rotated.url).pathname;
    expect((await h.anonymous().get(rotatedPath)).statusCode).toBe(200);
    expect((await me.get('/api/settings/rules')).json<PracticeRules>().calendarFeedCreated).toBe(rotated.created);
    expect((await me.delete('/api/settings/calendar-feed')).statusCode).toBe(204);
    expect((await h.anonymous().get(rotatedPath)).statusCode).toBe(404);
    expect((await me.get('/api/settings/rules')).json<PracticeRules>().calendarFeedCreated).toBeNull();
  });
});
