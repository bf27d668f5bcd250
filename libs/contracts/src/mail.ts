import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';

/**
 * Where a message is: waiting in the queue (for its time, or for an SMTP server), being handed to the SMTP server,
 * accepted by it, given up after its retries, or withdrawn before it left (a reminder of a visit cancelled or moved).
 */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The Messages page's wording of each status. */
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'En attente',
  sending: 'En cours d’envoi',
  sent: 'Envoyé',
  failed: 'Échec',
  cancelled: 'Annulé',
};

/** What a message is about: a visit's reminder, its move or cancellation, or a document sent to a client. */
const MAIL_KINDS = ['visit-reminder', 'visit-update', 'visit-cancel', 'document'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  'visit-reminder': 'Rappel de rendez-vous',
  'visit-update': 'Rendez-vous déplacé',
  'visit-cancel': 'Rendez-vous annulé',
  document: 'Document',
};

/** How many messages the Messages page lists, newest first. */
export const MAIL_LIST_LIMIT = 200;

/** One row of GET /api/messages: what was sent to whom and where it is; never its body (it may hold a document). */
const mailMessageSchema = z.object({
  id: z.number(),
  kind: z.enum(MAIL_KINDS),
  status: z.enum(MAIL_STATUSES),
  recipient: z.string(),
  subject: z.string(),
  clientId: z.number().nullable(),
  /** When it is due to leave (a reminder: some hours before its visit). */
  sendAfter: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number(),
  /** The SMTP server's last refusal or the connection's failure, as it said it. */
  lastError: z.string().nullable(),
  created: z.string(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export const mailMessageListSchema = z.object({
  messages: z.array(mailMessageSchema),
  /** False when no SMTP server is configured: messages wait in the queue until one is. */
  transportConfigured: z.boolean(),
});
export type MailMessageList = z.infer<typeof mailMessageListSchema>;
