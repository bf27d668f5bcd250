import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** What a practice-wide action did: counts and options only, never a name, an address or a health answer. */
export type PracticeAuditDetail = Record<string, number | string | boolean>;

/**
 * Actions on a practitioner's whole lists rather than on one client file (imports, exports of the clients or products
 * list): who, what, when, in which request, with their counts. The client files an import creates or fills, and those
 * whose health answers an export takes, also get their own row in audit_log, under the same request id.
 */
export const practiceAuditLog = pgTable(
  'practice_audit_log',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text().$type<'import' | 'export'>().notNull(),
    detail: jsonb().$type<PracticeAuditDetail>().notNull(),
    requestId: text().notNull(),
    at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('practice_audit_log_user_id_idx').on(t.userId, t.id)],
);
