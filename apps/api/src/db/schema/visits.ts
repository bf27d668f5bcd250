import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { VisitKind } from '@meche/contracts';
import { clients } from './clients';
import { programs } from './programs';
import { timestamps } from './timestamps';
import { users } from './users';

/**
 * Follow-up visits of the practitioner's agenda. Instants in timestamptz (the API speaks ISO instants, Paris days
 * are computed by the database's time zone rules). Two live visits of one practitioner never overlap: the
 * repository checks it under a lock on the practitioner's row. A cancelled visit keeps its row (the client's
 * history, the update its reminders and calendar feed send) and frees its slot. Deleting the client deletes them;
 * deleting the programme keeps the visit.
 */
export const visits = pgTable(
  'visits',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    programId: integer().references(() => programs.id, { onDelete: 'set null' }),
    startsAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    durationMinutes: integer().notNull(),
    kind: text().$type<VisitKind>().notNull(),
    note: text(),
    cancelledAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('visits_user_id_starts_at_idx').on(t.userId, t.startsAt),
    index('visits_client_id_starts_at_idx').on(t.clientId, t.startsAt),
    index('visits_program_id_idx').on(t.programId),
  ],
);
