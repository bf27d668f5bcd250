import { date, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { users } from './users';

export const programs = pgTable(
  'programs',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** restrict: a client with programmes cannot be deleted (409). */
    clientId: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    programReference: text().notNull(),
    /** The day week 1 of the plan begins (a day in Paris); null until a plan with ticks is saved. */
    startDate: date({ mode: 'string' }),
    totalProgramPrice: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    createdDate: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    modified: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('programs_user_id_client_id_idx').on(t.userId, t.clientId)],
);
