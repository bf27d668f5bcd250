import { and, asc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import { DESCRIPTION_MAX, MSG, type Contraindication, type Page, type Product, type ProductSummary, type Tva } from '@meche/contracts';
import type { Db, Tx } from '../db/database';
import { lockOwned, removeOwned } from '../db/owned-rows';
import { inTransaction } from '../db/transaction';
import { cares, categories, productCounts, products } from '../db/schema';
import { returnedRow } from '../db/rows';
import { FieldValidationError, found } from '../shared/http-errors';
import { centsToNumeric, numericToNumber } from '../shared/money';
import { toPage } from '../shared/paging';
import { buildSearchText, searchPatterns } from '../shared/search-text';
import { sanitizeDescription } from './sanitize-description';

export interface ProductValues {
  name: string;
  type: string;
  refProduct: string;
  productPrice: number;
  description: string;
  categoryDTO: { id: number } | null;
  /** Absent: none on a create, unchanged on an update. */
  contraindications?: Contraindication[] | undefined;
}

/** A product row with its (optional) category, as the select below returns it. */
/** What a care shows of its product: everything but the description (see ProductSummary). */
export const productSummaryColumns = {
  id: products.id,
  userId: products.userId,
  name: products.name,
  type: products.type,
  refProduct: products.refProduct,
  productPrice: products.productPrice,
  contraindications: products.contraindications,
  categoryId: categories.id,
  categoryName: categories.name,
  categoryTva: categories.tva,
};
const productColumns = { ...productSummaryColumns, description: products.description };

type ProductSummaryRow = {
  id: number;
  userId: number;
  name: string;
  type: string;
  refProduct: string;
  productPrice: string;
  contraindications: Contraindication[];
  categoryId: number | null;
  categoryName: string | null;
  categoryTva: Tva;
};

export function toProductSummary(row: ProductSummaryRow): ProductSummary {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    type: row.type,
    refProduct: row.refProduct,
    productPrice: numericToNumber(row.productPrice),
    categoryDTO:
      row.categoryId === null ? null : { id: row.categoryId, name: row.categoryName ?? '', tva: row.categoryTva },
    contraindications: row.contraindications,
  };
}

const toProduct = (row: ProductSummaryRow & { description: string }): Product => ({
  ...toProductSummary(row),
  description: row.description,
});

/**
 * The description as stored and sent, held to the same limit as what was typed: sanitising writes `&` as `&amp;` and
 * JSON writes a control character as `\u0001`, so 100,000 typed characters could otherwise be stored as 500,000 and
 * sent as 600,000 with every product. Its length is counted as the JSON answer carries it.
 */
function storedDescription(typed: string): string {
  const stored = sanitizeDescription(typed);
  if (JSON.stringify(stored).length - 2 > DESCRIPTION_MAX) throw new FieldValidationError({ description: MSG.storedTooLong(DESCRIPTION_MAX) });
  return stored;
}

/** Thrown when categoryDTO.id is not one of the practitioner's categories. */
export class UnknownCategoryError extends Error {}

/** The page's order: the products index's (category, then name, id breaking ties). */
const PAGE_ORDER = [asc(products.categoryKey), asc(products.categoryId), sql`lower(${products.name})`, asc(products.id)];

const param = { userId: sql.placeholder('userId'), size: sql.placeholder('size'), offset: sql.placeholder('offset') };

/** A product's stored columns from its values (price in cents, description sanitised, search text); the import writes them too. */
export const columnsFrom = (v: ProductValues) => ({
  name: v.name,
  type: v.type,
  refProduct: v.refProduct,
  productPrice: centsToNumeric(Math.round(v.productPrice * 100)),
  description: storedDescription(v.description),
  searchText: buildSearchText([v.name, v.type, v.refProduct]),
  ...(v.contraindications ? { contraindications: v.contraindications } : {}),
});

export function createProductRepository(db: Db) {
  const selectProducts = (executor: Db = db) =>
    executor.select(productColumns).from(products).leftJoin(categories, eq(categories.id, products.categoryId));

  /** The unfiltered page as prepared statements, built on first use (see the clients repository). */
  let prepared: { page: ReturnType<typeof preparePage>; total: ReturnType<typeof prepareTotal> } | undefined;
  function preparePage() {
    // Straight from the index range in the page's order: with a practice's few thousand products at most, a deferred
    // join would only add a primary-key lookup per row.
    return selectProducts()
      .where(eq(products.userId, param.userId))
      .orderBy(...PAGE_ORDER)
      .limit(param.size)
      .offset(param.offset)
      .prepare('products_page');
  }
  function prepareTotal() {
    return db
      .select({ total: sql<string | null>`sum(${productCounts.total})` })
      .from(productCounts)
      .where(eq(productCounts.userId, param.userId))
      .prepare('products_total');
  }
  const reads = () => (prepared ??= { page: preparePage(), total: prepareTotal() });

  async function ownedCategory(tx: Tx, userId: number, categoryDTO: { id: number } | null) {
    if (!categoryDTO) return null;
    // Locked (key share) until the product is saved: a category deleted meanwhile waits, or is already gone here.
    const row = await lockOwned(tx, categories, { userId, id: categoryDTO.id }, 'key share');
    if (!row) throw new UnknownCategoryError();
    return row.id;
  }

  async function countMatches(userId: number, where: SQL | undefined): Promise<number> {
    const [row] = await db
      .select({ total: sql<number>`cast(count(*) as integer)` })
      .from(products)
      .leftJoin(categories, and(eq(categories.id, products.categoryId), eq(categories.userId, userId)))
      .where(where);
    return row?.total ?? 0;
  }

  async function findWith(executor: Db, userId: number, id: number): Promise<Product | null> {
    const [row] = await selectProducts(executor).where(and(eq(products.id, id), eq(products.userId, userId)));
    return row ? toProduct(row) : null;
  }

  return {
    /**
     * Grouped for the screen: by category name (products without category last), then product name.
     * Without search the page is read in the order of the (user_id, category_key, category_id, lower(name), id)
     * index and only its rows are joined to their category; the total is the practitioner's counter
     * (product_counts, kept by triggers). A search filters the practitioner's own products (also by category
     * name) and counts its matches in the same pass.
     */
    async list(userId: number, query: { page: number; size: number; search: string }): Promise<Page<Product>> {
      const patterns = searchPatterns(query.search);
      if (patterns.length === 0) {
        const offset = query.page * query.size;
        const [rows, [count]] = await Promise.all([
          reads().page.execute({ userId, size: query.size, offset }),
          reads().total.execute({ userId }),
        ]);
        return toPage(rows.map(toProduct), Number(count?.total ?? 0), query.page, query.size);
      }
      const where = and(
        eq(products.userId, userId),
        ...patterns.map((p) => or(like(products.searchText, p), like(categories.searchText, p))),
      );
      const found = await db
        .select({ ...productColumns, total: sql<number>`count(*) over ()` })
        .from(products)
        // The practitioner's own categories only (a product's category always is): without it PostgreSQL hashes every
        // practice's categories to join a few products.
        .leftJoin(categories, and(eq(categories.id, products.categoryId), eq(categories.userId, userId)))
        .where(where)
        .orderBy(...PAGE_ORDER)
        .limit(query.size)
        .offset(query.page * query.size);
      // A page past the last match carries no row to read the count from: count apart (rare).
      const total = found[0] ? Number(found[0].total) : query.page > 0 ? await countMatches(userId, where) : 0;
      return toPage(found.map(toProduct), total, query.page, query.size);
    },

    find: (userId: number, id: number) => findWith(db, userId, id),

    async create(userId: number, values: ProductValues): Promise<Product> {
      return inTransaction(db, async (tx) => {
        const categoryId = await ownedCategory(tx, userId, values.categoryDTO);
        const inserted = returnedRow(
          await tx
            .insert(products)
            .values({ ...columnsFrom(values), userId, categoryId })
            .returning({ id: products.id }),
        );
        return found(await findWith(tx, userId, inserted.id));
      });
    },

    async update(userId: number, id: number, values: ProductValues): Promise<Product | null> {
      return inTransaction(db, async (tx) => {
        const categoryId = await ownedCategory(tx, userId, values.categoryDTO);
        const rows = await tx
          .update(products)
          .set({ ...columnsFrom(values), categoryId, modified: new Date() })
          .where(and(eq(products.id, id), eq(products.userId, userId)))
          .returning({ id: products.id });
        return rows.length ? findWith(tx, userId, id) : null;
      });
    },

    /** 'in-use' when a care uses it (the caller answers 409). */
    remove: (userId: number, id: number) => removeOwned(db, products, { userId, id }, async (tx) => (await tx.$count(cares, eq(cares.productId, id))) > 0),
  };
}
