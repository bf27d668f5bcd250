import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { QuestionnaireField } from '@meche/contracts';
import { clients } from './clients';
import { users } from './users';

/**
 * Links sent to a client to fill her questionnaire and sign her consent. Only the sha256 of the token is kept, so
 * the table (a backup, a dump) opens no link. The answers she sent wait here, outside her file, until the
 * practitioner decides; deciding, revoking or a withdrawal clears them.
 */
export const questionnaireLinks = pgTable(
  'questionnaire_links',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp({ withTimezone: true, mode: 'date' }),
    submittedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** The proposed answers, until the practitioner decides (then null). */
    answers: jsonb().$type<Partial<Record<QuestionnaireField, string | null>>>(),
    decidedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index('questionnaire_links_user_id_client_id_idx').on(t.userId, t.clientId, t.id)],
);
