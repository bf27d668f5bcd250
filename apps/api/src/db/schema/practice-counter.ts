import { bigint, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A count per practitioner kept by statement triggers in the same transaction as the insert or delete, so a page
 * reads its exact total (the sum of the practitioner's slots) instead of counting the rows each time. Each database
 * connection moves its own slot: concurrent creates of one practitioner do not queue behind one locked row.
 */
export const practiceCounter = (name: string) =>
  pgTable(
    name,
    {
      userId: integer()
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      slot: smallint().notNull().default(0),
      total: bigint({ mode: 'number' }).notNull().default(0),
    },
    (t) => [primaryKey({ columns: [t.userId, t.slot] })],
  );
