import { index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { products } from './products';
import { programs } from './programs';
import { timestamps } from './timestamps';
import { users } from './users';

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
    /** null = no VAT; else 'TVA5,5%' or 'TVA20%'. */
    tva: text(),
    carePrice: numeric({ precision: 12, scale: 2 }).notNull(),
    durationWeeks: integer().notNull().default(1),
    /** The plan: parallel arrays, one entry per ticked (week, day, slot). */
    timeSlot: text().array().notNull().default([]),
    daysOfWeek: text().array().notNull().default([]),
    weeks: integer().array().notNull().default([]),
    ...timestamps,
  },
  (t) => [index('cares_program_id_idx').on(t.programId), index('cares_product_id_idx').on(t.productId)],
);
