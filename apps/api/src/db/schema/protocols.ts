import { integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import type { DayOfWeek, TimeSlot } from '@meche/contracts';
import { timestamps } from './timestamps';
import { users } from './users';

/** The name of the constraint that keeps a protocol's name once per practice. */
export const PROTOCOL_NAME_ONCE = 'protocols_user_id_name_key';

/**
 * One care of a template. Kept as JSON, not a table with a foreign key: a template names catalogue products without
 * holding them (a product may leave the catalogue; a programme built later skips it).
 */
export interface ProtocolCareRow {
  productId: number;
  quantity: number;
  durationWeeks: number;
  timeSlot: TimeSlot[];
  daysOfWeek: DayOfWeek[];
  weeks: number[];
  dose: string | null;
}

/** A practice's named programme templates ('Cure post-partum 8 semaines'). */
export const protocols = pgTable(
  'protocols',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    cares: jsonb().$type<ProtocolCareRow[]>().notNull(),
    ...timestamps,
  },
  // Its index also serves the list of a practice's protocols.
  (t) => [unique(PROTOCOL_NAME_ONCE).on(t.userId, t.name)],
);
