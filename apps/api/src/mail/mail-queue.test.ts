import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessageList } from '@meche/contracts';
import { rowsOf } from '../db/rows';
import { mailMessages } from '../db/schema';
import type { MailConfig } from '../env';
import { createHarness, type Agent, type Harness } from '../test/harness';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import type { App } from '../types';

let h: Harness;
let smtp: SmtpSink;
let me: Agent & { userId: number };

const sendingConfig = (): MailConfig => ({
  smtpUrl: smtp.url,
  from: 'Cabinet Test <rappels@cabinet.test>',
  retry: { retries: 1, retryDelayS: 1 },
  pollingIntervalS: 0.5,
});

const mail = (to: string, subject: string) => ({ userId: me.userId, kind: 'document' as const, to, subject, text: `Bonjour, ${subject}.` });

async function statusOf(id: number) {
  const [row] = await h.app.db.select().from(mailMessages).where(eq(mailMessages.id, id));
  return row;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  // The harness's own app has no SMTP server: what it queues waits, as `npm start` without SMTP_URL does.
  h = await createHarness({ mail: { ...sendingConfig(), smtpUrl: undefined } });
  me = await h.practitioner('mail@queue.test');
});
afterAll(async () => {
  await h?.close();
  await smtp?.close();
});

describe('the mail queue', () => {
  it('keeps messages queued without an SMTP server, then a process with one sends each exactly once, even restarted', async () => {
    const ids = [];
    for (const n of [1, 2, 3]) ids.push(await h.app.mail.enqueue(h.app.db, mail(`client${n}@client.test`, `Message ${n}`)));
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.received).toHaveLength(0);
    const waiting = (await me.get('/api/messages')).json<MailMessageList>();
    expect(waiting.transportConfigured).toBe(false);
    expect(waiting.messages.map((m) => [m.subject, m.status])).toEqual([
      ['Message 3', 'queued'],
      ['Message 2', 'queued'],
      ['Message 1', 'queued'],
    ]);

    // The API restarted with an SMTP server: everything queued leaves, once.
    const sender: App = await h.buildAnother({ mail: sendingConfig() });
    const got = await smtp.waitFor(3);
    expect(got.map((m) => m.subject).sort()).toEqual(['Message 1', 'Message 2', 'Message 3']);
    expect(got[0]?.from?.value).toEqual([{ name: 'Cabinet Test', address: 'rappels@cabinet.test' }]);
    for (const id of ids) expect(await until(() => statusOf(id), (r) => r?.status === 'sent')).toMatchObject({ status: 'sent', attempts: 1 });
    const stored = await statusOf(ids[0] ?? 0);
    expect(got.find((m) => m.subject === 'Message 1')?.messageId).toBe(stored?.messageId);

    // And once more: a second restart finds nothing left to send.
    await sender.close();
    await h.buildAnother({ mail: sendingConfig() });
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.received).toHaveLength(3);
    const listed = (await me.get('/api/messages')).json<MailMessageList>().messages;
    expect(listed.every((m) => m.status === 'sent' && m.sentAt !== null)).toBe(true);
  });

  it('does not send again a message whose row says sent (its job run a second time after a crash)', async () => {
    const before = smtp.received.length;
    // Marked sent in the same transaction as it is queued: exactly the state a crash leaves after the mark.
    await h.app.db.transaction(async (tx) => {
      const id = await h.app.mail.enqueue(tx, mail('deja@client.test', 'Déjà parti'));
      await tx.update(mailMessages).set({ status: 'sent', sentAt: new Date() }).where(eq(mailMessages.id, id));
    });
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.received.length).toBe(before);
  });

  it('retries a refused message with back-off, then shows it failed with the server’s answer', async () => {
    smtp.refuse.add('inconnu@client.test');
    const id = await h.app.mail.enqueue(h.app.db, mail('inconnu@client.test', 'Refusé'));
    const row = await until(() => statusOf(id), (r) => r?.status === 'failed', 20_000);
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    expect(row?.lastError).toMatch(/550|Boîte inconnue/);
    const listed = (await me.get('/api/messages')).json<MailMessageList>().messages.find((m) => m.id === id);
    expect(listed).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('keeps neither the message nor its job when the caller’s transaction rolls back', async () => {
    const count = async () => (await h.app.db.select({ n: sql<number>`count(*)::int` }).from(mailMessages)).at(0)?.n;
    const jobs = async () => (await rowsOf<{ n: number }>(h.app.db, sql`select count(*)::int as n from pgboss.job where name = 'mail'`))[0]?.n;
    const [messagesBefore, jobsBefore] = [await count(), await jobs()];
    await expect(
      h.app.db.transaction(async (tx) => {
        await h.app.mail.enqueue(tx, mail('annule@client.test', 'Jamais'));
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect([await count(), await jobs()]).toEqual([messagesBefore, jobsBefore]);
  });

  it('lists only the practitioner’s own messages', async () => {
    const other = await h.practitioner('other@queue.test');
    expect((await other.get('/api/messages')).json<MailMessageList>().messages).toEqual([]);
    expect((await h.anonymous().get('/api/messages')).statusCode).toBe(401);
  });
});
