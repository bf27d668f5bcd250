import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions } from './sessions';

/** Refresh tokens are stored as sha256 hashes only; `usedAt` marks a rotated one. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text().primaryKey(),
    sessionId: text()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    created: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index('refresh_tokens_session_id_idx').on(t.sessionId)],
);
