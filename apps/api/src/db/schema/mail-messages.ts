import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { MailKind, MailStatus } from '@meche/contracts';
import { clients } from './clients';
import { users } from './users';
import { visits } from './visits';

/** A file sent with a message, its bytes in base64 (jsonb holds text): a PDF sheet, an image. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** An iCalendar invitation sent as the message's text/calendar part, with its METHOD (REQUEST or CANCEL). */
export interface StoredCalendarEvent {
  method: 'REQUEST' | 'CANCEL';
  content: string;
}

/**
 * Every e-mail the practice sends, and where it is. The row is the truth: the pg-boss job only says when to try.
 * A worker sends a message only while its row is queued or sending, and marks it sent in the same database, so a job
 * run twice (a restart, an expired claim) does not send it twice; its Message-ID is fixed by the row for the rare
 * crash between the SMTP server's acceptance and that mark, so that even then the copy is recognisably the same mail.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer().references(() => clients.id, { onDelete: 'set null' }),
    kind: text().$type<MailKind>().notNull(),
    status: text().$type<MailStatus>().notNull().default('queued'),
    recipient: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    attachments: jsonb().$type<StoredAttachment[]>().notNull().default(sql`'[]'::jsonb`),
    calendarEvent: jsonb().$type<StoredCalendarEvent>(),
    /** The RFC 5322 Message-ID, fixed when the row is made. */
    messageId: text().notNull(),
    sendAfter: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }),
    created: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('mail_messages_user_id_idx').on(t.userId, t.id)],
);

/**
 * What a visit's client was sent: the invitation's SEQUENCE (RFC 5546: each move or cancellation sends a higher one
 * with the same UID) and the reminder message, pending or gone, which a move reschedules or turns into an update.
 */
export const visitMailState = pgTable('visit_mail_state', {
  visitId: integer()
    .primaryKey()
    .references(() => visits.id, { onDelete: 'cascade' }),
  sequence: integer().notNull().default(0),
  reminderMessageId: integer().references(() => mailMessages.id, { onDelete: 'set null' }),
});
