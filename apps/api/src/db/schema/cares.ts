import { index, integer, numeric, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import type { DayOfWeek, TimeSlot, TvaValue } from '@meche/contracts';
import { products } from './products';
import { programs } from './programs';
import { timestamps } from './timestamps';
import { users } from './users';

/** The name of the constraint that keeps a product once per programme. */
export const CARE_PRODUCT_ONCE = 'cares_program_id_product_id_key';

export const cares = pgTable(
  'cares',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    programId: integer()
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    clientId: integer().notNull(),
    /** restrict: a product used in a care cannot be deleted (409). */
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer().notNull(),
    /**
     * The product's price and VAT as they were when the care was saved: a programme keeps its word after a
     * catalogue change. Updated only when the product changes or the practitioner asks for the catalogue figures.
     */
    unitPrice: numeric({ precision: 12, scale: 2 }).notNull(),
    /** null = no VAT. */
    tva: text().$type<TvaValue>(),
    carePrice: numeric({ precision: 12, scale: 2 }).notNull(),
    durationWeeks: integer().notNull().default(1),
    /** The plan: parallel arrays, one entry per ticked (week, day, slot). */
    timeSlot: text().array().$type<TimeSlot[]>().notNull().default([]),
    daysOfWeek: text().array().$type<DayOfWeek[]>().notNull().default([]),
    weeks: integer().array().notNull().default([]),
    /** The dose of each intake ('5 ml'), printed on the planning sheet. */
    dose: text(),
    ...timestamps,
  },
  (t) => [
    /**
     * A product once per programme. Its index also serves every lookup by programme. DEFERRABLE (added by hand in the
     * migration: drizzle cannot say it) so that one save may swap the products of two cares; the write path defers
     * it while it writes and checks it before it returns (see care-writer.ts).
     */
    unique(CARE_PRODUCT_ONCE).on(t.programId, t.productId),
    index('cares_product_id_idx').on(t.productId),
  ],
);
