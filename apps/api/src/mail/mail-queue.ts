import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PgBoss, fromDrizzle, type Job } from 'pg-boss';
import type { MailKind } from '@meche/contracts';
import type { Database, Db } from '../db/database';
import { returnedRow } from '../db/rows';
import { inTransaction } from '../db/transaction';
import { mailMessages, type StoredCalendarEvent } from '../db/schema';
import { senderDomain, type MailTransport } from './transport';

const QUEUE = 'mail';

/** How a failed message is tried again: `retries` more times, waiting `retryDelayS` × 2^n (with jitter) in between. */
export interface MailRetryPolicy {
  retries: number;
  retryDelayS: number;
}

/** Six tries over about an hour (30 s, 1, 2, 4, 8, 16 min): an SMTP server down for a restart or a while. */
const DEFAULT_MAIL_RETRY: MailRetryPolicy = { retries: 5, retryDelayS: 30 };

/** A claim older than this is another process's, dead mid-send: the job runs again (the row says whether to send). */
const CLAIM_EXPIRY_S = 120;

/**
 * What `app.mail.enqueue` takes; exported for the server code that sends mail (issue 27's PDF sheets).
 * @public
 */
export interface OutgoingMail {
  userId: number;
  clientId?: number | null;
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
  calendarEvent?: StoredCalendarEvent | null;
  /** Not before this moment (a reminder); now by default. */
  sendAfter?: Date;
}

interface MailJob {
  messageId: number;
}

export interface MailQueue {
  /** False: no SMTP server configured, messages wait in the queue. */
  readonly transportConfigured: boolean;
  /**
   * Records the message and its job in the caller's transaction (or in one of its own): both are kept, or neither.
   * Returns the message's id.
   */
  enqueue(db: Db, mail: OutgoingMail): Promise<number>;
  /** Withdraws a message not sent yet (a reminder whose visit moved); false when it already left or failed. */
  cancel(db: Db, userId: number, messageId: number): Promise<boolean>;
  /** Starts handing messages to the SMTP server (this process only; others may too: a row is sent once). */
  startSending(): Promise<void>;
  stop(): Promise<void>;
}

export interface MailQueueOptions {
  database: Database;
  /** MAIL_FROM: its domain names the messages. */
  from: string;
  /** null: keep messages queued (no SMTP_URL). */
  transport: MailTransport | null;
  retry?: MailRetryPolicy;
  /** Seconds between two looks at the queue when idle. */
  pollingIntervalS?: number;
  /** Checks for claims of dead processes and the like (pg-boss's supervision): on in a server, off in most tests. */
  supervise?: boolean;
  onError(error: unknown): void;
}

/**
 * The practice's outgoing mail: rows in `mail_messages`, jobs in pg-boss's tables of the same database (PGlite or
 * PostgreSQL), sent by nodemailer. Started (its schema installed, its queue made) before the app serves.
 */
export async function createMailQueue(options: MailQueueOptions): Promise<MailQueue> {
  const { database, transport } = options;
  const retry = options.retry ?? DEFAULT_MAIL_RETRY;
  const boss = new PgBoss({
    db: database.jobs,
    ...(database.kind === 'pglite' ? { backend: 'pglite' as const } : {}),
    supervise: options.supervise ?? false,
    schedule: false,
  });
  boss.on('error', options.onError);
  await boss.start();
  const policy = { retryLimit: retry.retries, retryDelay: retry.retryDelayS, retryBackoff: true, expireInSeconds: CLAIM_EXPIRY_S };
  await boss.createQueue(QUEUE, policy);
  // The queue existed already (an earlier start): this process's policy applies to the messages it queues from now.
  await boss.updateQueue(QUEUE, policy);
  const db = database.db;
  // The domain part of the Message-IDs: the sender's, as RFC 5322 suggests.
  const domain = senderDomain(options.from);

  async function deliver(messageId: number): Promise<void> {
    if (!transport) return;
    const [row] = await db
      .update(mailMessages)
      .set({ status: 'sending', attempts: sql`${mailMessages.attempts} + 1` })
      .where(and(eq(mailMessages.id, messageId), inArray(mailMessages.status, ['queued', 'sending'])))
      .returning();
    // Sent, failed or withdrawn already: a second run of the job, after a restart, sends nothing.
    if (!row) return;
    try {
      await transport.send({
        messageId: row.messageId,
        to: row.recipient,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        attachments: row.attachments,
        calendarEvent: row.calendarEvent,
      });
    } catch (error) {
      const last = row.attempts > retry.retries;
      await db
        .update(mailMessages)
        .set({ status: last ? 'failed' : 'queued', lastError: error instanceof Error ? error.message.slice(0, 500) : String(error) })
        .where(eq(mailMessages.id, messageId));
      throw error;
    }
    // A document's body and attachments (a link's token, a sheet that may hold health data) are kept only until they
    // leave: the Messages page still shows to whom, what and when.
    const sentDocument = row.kind === 'document' ? { textBody: '', htmlBody: null, attachments: [] } : {};
    await db
      .update(mailMessages)
      .set({ status: 'sent', sentAt: new Date(), lastError: null, ...sentDocument })
      .where(eq(mailMessages.id, messageId));
  }

  return {
    transportConfigured: transport !== null,
    enqueue(on, mail) {
      return inTransaction(on, async (t) => {
        const inserted = await t
          .insert(mailMessages)
          .values({
            userId: mail.userId,
            clientId: mail.clientId ?? null,
            kind: mail.kind,
            recipient: mail.to,
            subject: mail.subject,
            textBody: mail.text,
            htmlBody: mail.html ?? null,
            attachments: (mail.attachments ?? []).map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              contentBase64: a.content.toString('base64'),
            })),
            calendarEvent: mail.calendarEvent ?? null,
            messageId: `<${randomUUID()}@${domain}>`,
            sendAfter: mail.sendAfter ?? new Date(),
          })
          .returning({ id: mailMessages.id });
        const { id } = returnedRow(inserted);
        const job: MailJob = { messageId: id };
        // The job is inserted by this transaction: it exists exactly when the row does.
        const jobsInTransaction = fromDrizzle({ execute: (query) => t.execute(query as SQL) as Promise<{ rows: unknown[] }> }, sql);
        await boss.send(QUEUE, job, { db: jobsInTransaction, ...(mail.sendAfter ? { startAfter: mail.sendAfter } : {}) });
        return id;
      });
    },
    async cancel(tx, userId, messageId) {
      const rows = await tx
        .update(mailMessages)
        .set({ status: 'cancelled' })
        .where(and(eq(mailMessages.id, messageId), eq(mailMessages.userId, userId), eq(mailMessages.status, 'queued')))
        .returning({ id: mailMessages.id });
      return rows.length > 0;
    },
    async startSending() {
      if (!transport) return;
      await boss.work<MailJob>(QUEUE, { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalS ?? 2 }, async ([job]: Job<MailJob>[]) => {
        if (job) await deliver(job.data.messageId);
      });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
