import { and, countDistinct, desc, eq } from 'drizzle-orm';
import { MSG, type Category, type CategoryUsage, type Tva } from '@meche/contracts';
import type { Db, Tx } from '../db/database';
import { lockOwned } from '../db/owned-rows';
import { inTransaction } from '../db/transaction';
import { cares, categories, products } from '../db/schema';
import { returnedRow } from '../db/rows';
import { HttpError } from '../shared/http-errors';
import { buildSearchText } from '../shared/search-text';

type CategoryRow = typeof categories.$inferSelect;

const toCategory = (row: CategoryRow): Category => ({
  id: row.id,
  userId: row.userId,
  name: row.name,
  tva: row.tva,
});

/** 409 of a deletion or VAT change the practitioner has not confirmed while saved programmes use the category. */
const categoryInUse = (usage: CategoryUsage, change: 'delete' | 'tva') => new HttpError(409, MSG.categoryInUse(change, usage), { usage });

async function countUsage(executor: Db, id: number): Promise<CategoryUsage> {
  const [inCatalogue] = await executor.select({ products: countDistinct(products.id) }).from(products).where(eq(products.categoryId, id));
  const [inPrograms] = await executor
    .select({ programmedProducts: countDistinct(cares.productId), programs: countDistinct(cares.programId) })
    .from(cares)
    .innerJoin(products, eq(products.id, cares.productId))
    .where(eq(products.categoryId, id));
  return { products: inCatalogue?.products ?? 0, programmedProducts: inPrograms?.programmedProducts ?? 0, programs: inPrograms?.programs ?? 0 };
}

/** The owned category, locked until the change is done: a product moved into it meanwhile waits for the answer. */
const lockCategory = (tx: Tx, userId: number, id: number) => lockOwned(tx, categories, { userId, id });

export function createCategoryRepository(db: Db) {
  return {
    /** Newest first: the categories screen shows them by id descending. */
    async list(userId: number): Promise<Category[]> {
      const rows = await db.select().from(categories).where(eq(categories.userId, userId)).orderBy(desc(categories.id));
      return rows.map(toCategory);
    },

    /** null when the category is missing or someone else's. */
    async usage(userId: number, id: number): Promise<CategoryUsage | null> {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.id, id), eq(categories.userId, userId)));
      return row ? countUsage(db, id) : null;
    },

    async create(userId: number, input: { name: string; tva: Tva }): Promise<Category> {
      const rows = await db
        .insert(categories)
        .values({ ...input, userId, searchText: buildSearchText([input.name]) })
        .returning();
      return toCategory(returnedRow(rows));
    },

    /**
     * A VAT change on a category whose products are in saved programmes needs `confirmed`; the programmes keep
     * the VAT stored with their cares either way, only the catalogue changes. A rename never asks.
     */
    async update(userId: number, id: number, input: { name: string; tva: Tva }, confirmed: boolean): Promise<Category | null> {
      return inTransaction(db, async (tx) => {
        const current = await lockCategory(tx, userId, id);
        if (!current) return null;
        if (!confirmed && current.tva !== input.tva) {
          const usage = await countUsage(tx, id);
          if (usage.programmedProducts > 0) throw categoryInUse(usage, 'tva');
        }
        const [row] = await tx
          .update(categories)
          .set({ ...input, searchText: buildSearchText([input.name]), modified: new Date() })
          .where(eq(categories.id, id))
          .returning();
        return row ? toCategory(row) : null;
      });
    },

    /**
     * Its products keep existing, without category (FK ON DELETE SET NULL); saved programmes keep their stored
     * figures. Used by programmed products, it needs `confirmed`.
     */
    async remove(userId: number, id: number, confirmed: boolean): Promise<boolean> {
      return inTransaction(db, async (tx) => {
        if (!(await lockCategory(tx, userId, id))) return false;
        if (!confirmed) {
          const usage = await countUsage(tx, id);
          if (usage.programmedProducts > 0) throw categoryInUse(usage, 'delete');
        }
        await tx.delete(categories).where(eq(categories.id, id));
        return true;
      });
    },
  };
}
