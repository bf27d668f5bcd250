import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { TvaValue } from '@meche/contracts';
import { timestamps } from './timestamps';
import { users } from './users';

export const categories = pgTable(
  'categories',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** null = no VAT. */
    tva: text().$type<TvaValue>(),
    searchText: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('categories_user_id_idx').on(t.userId),
    index('categories_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
