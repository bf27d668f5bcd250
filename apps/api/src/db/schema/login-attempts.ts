import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Login throttling counters, shared by every API process: one row per email or per client address, holding the
 * attempts of its current window (failures, plus attempts still being checked).
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    /** 'email:' or 'ip:' and the sha256 of the value: the table names nobody. */
    key: text().primaryKey(),
    attempts: integer().notNull(),
    windowEnds: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('login_attempts_window_ends_idx').on(t.windowEnds)],
);
