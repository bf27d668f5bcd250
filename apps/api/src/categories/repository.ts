import { and, desc, eq } from 'drizzle-orm';
import type { Category, Tva } from '@meche/contracts';
import type { Db } from '../db/database';
import { categories } from '../db/schema';
import { buildSearchText } from '../shared/search-text';

type CategoryRow = typeof categories.$inferSelect;

const toCategory = (row: CategoryRow): Category => ({
  id: row.id,
  userId: row.userId,
  name: row.name,
  tva: row.tva as Tva,
});

export function createCategoryRepository(db: Db) {
  return {
    /** Newest first: the categories screen shows them by id descending. */
    async list(userId: number): Promise<Category[]> {
      const rows = await db.select().from(categories).where(eq(categories.userId, userId)).orderBy(desc(categories.id));
      return rows.map(toCategory);
    },

    async create(userId: number, input: { name: string; tva: Tva }): Promise<Category> {
      const [row] = await db
        .insert(categories)
        .values({ ...input, userId, searchText: buildSearchText([input.name]) })
        .returning();
      return toCategory(row as CategoryRow);
    },

    async update(userId: number, id: number, input: { name: string; tva: Tva }): Promise<Category | null> {
      const [row] = await db
        .update(categories)
        .set({ ...input, searchText: buildSearchText([input.name]), modified: new Date() })
        .where(and(eq(categories.id, id), eq(categories.userId, userId)))
        .returning();
      return row ? toCategory(row) : null;
    },

    /** Its products keep existing, without category (FK ON DELETE SET NULL). */
    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(categories)
        .where(and(eq(categories.id, id), eq(categories.userId, userId)))
        .returning({ id: categories.id });
      return rows.length > 0;
    },
  };
}
