import { eq } from 'drizzle-orm';
import { REMINDER_LEAD_HOURS_DEFAULT, VISIT_KIND_LABELS, VISIT_TIME_ZONE, type MailKind, type Visit } from '@meche/contracts';
import type { Tx } from '../db/database';
import { clients, mailMessages, practiceSettings, users, visitMailState } from '../db/schema';
import { senderAddress, senderDomain } from '../mail/transport';
import type { App } from '../types';
import type { VisitChange } from '../visits/repository';
import { visitInvitation, type PracticeCard } from './ics';

const HOUR_MS = 3_600_000;
const longDate = new Intl.DateTimeFormat('fr-FR', { timeZone: VISIT_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' });
/** 'jeudi 27 novembre 2026 à 10:00', in Paris time whatever the server's zone. */
const when = (iso: string) => longDate.format(new Date(iso));

interface Recipient {
  firstName: string;
  email: string | null;
  optOut: boolean;
}

async function recipientOf(tx: Tx, clientId: number): Promise<Recipient | undefined> {
  const [row] = await tx
    .select({ firstName: clients.firstName, email: clients.email, optOut: clients.remindersOptOut })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row;
}

/** The practice as its clients know it: its saved name (else the practitioner's), address and phone; its reminder lead. */
async function practiceOf(tx: Tx, userId: number): Promise<PracticeCard & { leadHours: number }> {
  const [row] = await tx
    .select({
      userName: users.name,
      name: practiceSettings.name,
      address: practiceSettings.address,
      phone: practiceSettings.phone,
      leadHours: practiceSettings.reminderLeadHours,
    })
    .from(users)
    .leftJoin(practiceSettings, eq(practiceSettings.userId, users.id))
    .where(eq(users.id, userId));
  return {
    name: row?.name ?? row?.userName ?? 'Votre praticienne',
    address: row?.address ?? null,
    phone: row?.phone ?? null,
    leadHours: row?.leadHours ?? REMINDER_LEAD_HOURS_DEFAULT,
  };
}

const MAIL_TEXTS: Record<Extract<MailKind, `visit-${string}`>, { subject(v: Visit): string; opening(v: Visit): string }> = {
  'visit-reminder': {
    subject: (v) => `Rappel : votre rendez-vous du ${when(v.startsAt)}`,
    opening: (v) => `Nous vous rappelons votre rendez-vous (${VISIT_KIND_LABELS[v.kind].toLowerCase()}) le ${when(v.startsAt)}, pour ${v.durationMinutes} minutes.`,
  },
  'visit-update': {
    subject: (v) => `Rendez-vous déplacé au ${when(v.startsAt)}`,
    opening: (v) => `Votre rendez-vous (${VISIT_KIND_LABELS[v.kind].toLowerCase()}) est déplacé au ${when(v.startsAt)}, pour ${v.durationMinutes} minutes.`,
  },
  'visit-cancel': {
    subject: (v) => `Rendez-vous du ${when(v.startsAt)} annulé`,
    opening: (v) => `Votre rendez-vous du ${when(v.startsAt)} est annulé.`,
  },
};

function mailText(kind: keyof typeof MAIL_TEXTS, visit: Visit, firstName: string, practice: PracticeCard): string {
  const contact = practice.phone ? ` au ${practice.phone}` : '';
  return [
    `Bonjour ${firstName},`,
    '',
    MAIL_TEXTS[kind].opening(visit),
    '',
    practice.name,
    ...(practice.address ? [practice.address] : []),
    ...(practice.phone ? [practice.phone] : []),
    '',
    kind === 'visit-cancel'
      ? `Pour convenir d’une autre date, contactez le cabinet${contact}.`
      : `Pour le déplacer ou l’annuler, contactez le cabinet${contact}. L’invitation jointe l’ajoute à votre agenda.`,
  ].join('\n');
}

/**
 * E-mail that follows a client's visits, queued in the visit's own transaction (so a visit rolled back leaves no mail):
 * a reminder some hours before (the practice's lead, 48 h by default), only to a client with an address who did not
 * opt out. Moving the visit reschedules a reminder not sent yet, or sends the update of the one that was (same UID,
 * SEQUENCE + 1); cancelling withdraws the pending one, or sends a METHOD:CANCEL.
 */
export function followVisitsByMail(app: App): void {
  const domain = senderDomain(app.config.mail.from);
  const organizerEmail = senderAddress(app.config.mail.from);

  async function send(tx: Tx, kind: keyof typeof MAIL_TEXTS, visit: Visit, to: Recipient & { email: string }, sequence: number, sendAfter?: Date) {
    const practice = await practiceOf(tx, visit.userId);
    const content = visitInvitation({
      visit,
      sequence,
      cancel: kind === 'visit-cancel',
      practice,
      organizerEmail,
      attendeeEmail: to.email,
      domain,
    });
    return app.mail.enqueue(tx, {
      userId: visit.userId,
      clientId: visit.clientId,
      kind,
      to: to.email,
      subject: MAIL_TEXTS[kind].subject(visit),
      text: mailText(kind, visit, to.firstName, practice),
      calendarEvent: { method: kind === 'visit-cancel' ? 'CANCEL' : 'REQUEST', content },
      ...(sendAfter ? { sendAfter } : {}),
    });
  }

  async function scheduleReminder(tx: Tx, visit: Visit, to: Recipient & { email: string }, sequence: number): Promise<number | null> {
    const start = Date.parse(visit.startsAt);
    if (start <= Date.now()) return null;
    const { leadHours } = await practiceOf(tx, visit.userId);
    return send(tx, 'visit-reminder', visit, to, sequence, new Date(Math.max(Date.now(), start - leadHours * HOUR_MS)));
  }

  async function onChange(change: VisitChange, tx: Tx): Promise<void> {
    if (change.type === 'updated') return;
    const visit = change.after;
    const client = await recipientOf(tx, visit.clientId);
    const reachable = client?.email && !client.optOut ? { ...client, email: client.email } : null;
    const [state] = await tx.select().from(visitMailState).where(eq(visitMailState.visitId, visit.id));
    const [reminder] = state?.reminderMessageId
      ? await tx.select({ id: mailMessages.id, status: mailMessages.status }).from(mailMessages).where(eq(mailMessages.id, state.reminderMessageId))
      : [];
    // 'queued': the client has heard nothing yet; anything else but 'cancelled': she holds an invitation to update.
    const invited = reminder !== undefined && reminder.status !== 'queued' && reminder.status !== 'cancelled';
    const sequence = change.type === 'created' ? 0 : (state?.sequence ?? 0) + 1;
    if (reminder?.status === 'queued') await app.mail.cancel(tx, visit.userId, reminder.id);

    let reminderMessageId = state?.reminderMessageId ?? null;
    if (change.type === 'cancelled') {
      if (invited && client?.email) await send(tx, 'visit-cancel', visit, { ...client, email: client.email }, sequence);
    } else if (invited) {
      if (reachable) await send(tx, 'visit-update', visit, reachable, sequence);
    } else if (reachable) {
      reminderMessageId = await scheduleReminder(tx, visit, reachable, sequence);
    }
    await tx
      .insert(visitMailState)
      .values({ visitId: visit.id, sequence, reminderMessageId })
      .onConflictDoUpdate({ target: visitMailState.visitId, set: { sequence, reminderMessageId } });
  }

  app.visitChanges.subscribe(onChange);
}
