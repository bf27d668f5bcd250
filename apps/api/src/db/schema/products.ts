import { index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Contraindication } from '@meche/contracts';
import { categories } from './categories';
import { practiceCounter } from './practice-counter';
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
    contraindications: text().array().$type<Contraindication[]>().notNull().default([]),
    /**
     * lower(category name), null without category: the page's first sort key, kept by triggers (when the product
     * changes category, when the category is renamed) so a page is read in index order without joining every
     * product to its category.
     */
    categoryKey: text(),
    ...timestamps,
  },
  (t) => [
    // The products page's order (category, then name, id breaking ties), user_id first: a page is a range scan.
    index('products_user_id_category_key_name_idx').on(t.userId, t.categoryKey, t.categoryId, sql`lower(${t.name})`, t.id),
    index('products_category_id_idx').on(t.categoryId),
    index('products_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Products per practitioner (triggers on `products`): the products page's total without counting. */
export const productCounts = practiceCounter('product_counts');
