import { desc, eq } from 'drizzle-orm';
import { MAIL_LIST_LIMIT, mailMessageListSchema, type MailMessageList } from '@meche/contracts';
import { mailMessages } from '../db/schema';
import type { App } from '../types';

/** The practice's outgoing mail as the Messages page shows it: newest first, never a body or an attachment. */
export async function mailRoutes(app: App): Promise<void> {
  app.get('/messages', {
    schema: {
      tags: ['messages'],
      summary: `Les ${MAIL_LIST_LIMIT} derniers courriels du cabinet (envoyés, en attente, en échec ou annulés), les plus récents d’abord`,
      operationId: 'listMailMessages',
      response: { 200: mailMessageListSchema },
    },
    handler: async (request): Promise<MailMessageList> => {
      const rows = await app.db
        .select({
          id: mailMessages.id,
          kind: mailMessages.kind,
          status: mailMessages.status,
          recipient: mailMessages.recipient,
          subject: mailMessages.subject,
          clientId: mailMessages.clientId,
          sendAfter: mailMessages.sendAfter,
          sentAt: mailMessages.sentAt,
          attempts: mailMessages.attempts,
          lastError: mailMessages.lastError,
          created: mailMessages.created,
        })
        .from(mailMessages)
        .where(eq(mailMessages.userId, request.auth.userId))
        .orderBy(desc(mailMessages.id))
        .limit(MAIL_LIST_LIMIT);
      return {
        transportConfigured: app.mail.transportConfigured,
        messages: rows.map((r) => ({
          ...r,
          sendAfter: r.sendAfter.toISOString(),
          sentAt: r.sentAt?.toISOString() ?? null,
          created: r.created.toISOString(),
        })),
      };
    },
  });
}
