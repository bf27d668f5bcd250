import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditAction } from '@meche/contracts';
import { users } from './users';

/**
 * Who read or changed which client file, and when. No foreign key to clients on purpose: the rows
 * outlive a deleted client (ids only, never personal or health data). A deleted user takes theirs along.
 * A consent withdrawal erases the client's 'contraindication-ack' rows: that one was needed reveals a declared answer.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer().notNull(),
    action: text().$type<AuditAction>().notNull(),
    requestId: text().notNull(),
    at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_user_id_client_id_idx').on(t.userId, t.clientId, t.id)],
);
