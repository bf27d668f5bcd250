import { index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { categories } from './categories';
import { timestamps } from './timestamps';
import { users } from './users';

export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Deleting a category leaves its products without category. */
    categoryId: integer().references(() => categories.id, { onDelete: 'set null' }),
    name: text().notNull(),
    type: text().notNull(),
    refProduct: text().notNull(),
    productPrice: numeric({ precision: 12, scale: 2 }).notNull(),
    description: text().notNull().default(''),
    searchText: text().notNull().default(''),
    /** Contraindication codes (libs/contracts CONTRAINDICATIONS), in vocabulary order. */
    contraindications: text().array().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    index('products_user_id_idx').on(t.userId),
    index('products_category_id_idx').on(t.categoryId),
    index('products_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
