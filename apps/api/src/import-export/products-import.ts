import { eq, inArray, sql } from 'drizzle-orm';
import {
  IMPORT_MSG,
  PRODUCT_IMPORT_FIELDS,
  TVA_RATE_LABELS,
  productInputSchema,
  type DuplicateStrategy,
  type ImportDuplicate,
  type ImportField,
  type ImportResult,
  type ProductImportField,
  type TvaValue,
} from '@meche/contracts';
import type { Db, Tx } from '../db/database';
import { categories, products } from '../db/schema';
import { columnsFrom, type ProductValues } from '../products/repository';
import { buildSearchText } from '../shared/search-text';
import { cellOf, issuesByField, readRows, type Analysis, type PlannedRow, type RowReading } from './analysis';
import { recordset } from './bulk-rows';
import * as read from './cells';
import type { ResolvedMapping } from './mapping';
import type { Cell, Table } from './read-table';

/** A product row: its values, and its category by name with the VAT it carries. */
export interface ProductRow {
  product: Omit<ProductValues, 'categoryDTO'>;
  category: { name: string; tva: TvaValue | null } | null;
}

const IMPORTED = new Set<string>(PRODUCT_IMPORT_FIELDS);
const fieldOf = (key: string): ImportField | null => (key === 'categoryDTO' ? 'category' : IMPORTED.has(key) ? (key as ProductImportField) : null);
const nameKey = (name: string) => name.trim().toLowerCase();
const tvaLabel = (tva: TvaValue | null) => (tva ? TVA_RATE_LABELS[tva] : 'sans TVA');

interface CategoryState {
  id: number | null;
  name: string;
  tva: TvaValue | null;
}

function readProductRow(cells: readonly Cell[], resolved: ResolvedMapping, known: Map<string, CategoryState>): RowReading<ProductRow> {
  const errors: { field: ImportField | null; message: string }[] = [];
  const cell = (field: ProductImportField) => cellOf(cells, resolved, field);
  const price = cell('productPrice');
  const input = {
    name: read.text(cell('name') ?? null),
    type: read.text(cell('type') ?? null),
    refProduct: read.text(cell('refProduct') ?? null),
    productPrice: typeof price === 'number' ? price : read.text(price ?? null),
    description: read.description(cell('description') ?? null),
    categoryDTO: null,
  };
  const parsed = productInputSchema.safeParse(input);
  if (!parsed.success) errors.push(...issuesByField(parsed.error.issues, fieldOf));

  const tva = read.tva(cell('tva') ?? null);
  if (!tva.ok) errors.push({ field: 'tva', message: tva.error });
  const categoryName = read.text(cell('category') ?? null);
  let category: ProductRow['category'] = null;
  if (tva.ok && categoryName) {
    const state = known.get(nameKey(categoryName));
    if (state && tva.value !== undefined && tva.value !== state.tva) {
      errors.push({ field: 'tva', message: IMPORT_MSG.categoryTvaMismatch(state.name, tvaLabel(state.tva)) });
    } else if (state) {
      category = { name: state.name, tva: state.tva };
    } else {
      category = { name: categoryName, tva: tva.value ?? null };
    }
  } else if (tva.ok && tva.value) {
    errors.push({ field: 'tva', message: IMPORT_MSG.tvaWithoutCategory });
  }
  if (!parsed.success || errors.length > 0) return { ok: false, errors };
  // A new category takes the VAT of its first line; the next lines must agree with it.
  if (category && !known.has(nameKey(category.name))) known.set(nameKey(category.name), { id: null, ...category });
  const { categoryDTO: _none, ...product } = parsed.data;
  return { ok: true, values: { product, category } };
}

/** Reads every row (categories matched by name, case ignored) and finds the products named like a stored one or an earlier line. */
export async function analyseProducts(db: Db, userId: number, table: Table, resolved: ResolvedMapping): Promise<Analysis<ProductRow>> {
  const stored = await db.select({ id: categories.id, name: categories.name, tva: categories.tva }).from(categories).where(eq(categories.userId, userId));
  const known = new Map<string, CategoryState>();
  for (const c of stored) if (!known.has(nameKey(c.name))) known.set(nameKey(c.name), c);
  const { errors, refusedRows, valid } = readRows(table, resolved, (cells) => readProductRow(cells, resolved, known));

  const names = await db.select({ id: products.id, name: products.name }).from(products).where(eq(products.userId, userId));
  const existing = new Map<string, { id: number; name: string }>();
  for (const p of names) if (!existing.has(nameKey(p.name))) existing.set(nameKey(p.name), p);
  const inFile = new Map<string, number>();
  const plan: PlannedRow<ProductRow>[] = valid.map(({ line, values }) => {
    const key = nameKey(values.product.name);
    const match = existing.get(key);
    const other = inFile.get(key);
    let duplicate: ImportDuplicate | null = null;
    if (match) duplicate = { line, reason: 'name', existing: { id: match.id, label: match.name }, otherLine: null };
    else if (other !== undefined) duplicate = { line, reason: 'name', existing: null, otherLine: other };
    else inFile.set(key, line);
    return { line, values, duplicate };
  });
  return { total: table.rows.length, errors, refusedRows, plan };
}

/** How the preview shows a product row: the values as stored (the VAT is its category's). */
export const showProduct = ({ product, category }: ProductRow) => ({
  name: product.name,
  type: product.type,
  refProduct: product.refProduct,
  productPrice: product.productPrice,
  category: category?.name ?? null,
  tva: category?.tva ?? null,
  description: product.description,
});

/** The product columns an import writes (the category key follows by trigger). */
const PRODUCT_COLUMNS = ['user_id', 'category_id', 'name', 'type', 'ref_product', 'product_price', 'description', 'search_text'];

/**
 * Stores the plan in the caller's transaction: missing categories first (with the VAT of their first line), then the
 * new products in one statement; a duplicate of a stored product gets, on merge, its empty description and category filled.
 */
export async function storeProducts(tx: Tx, userId: number, plan: readonly PlannedRow<ProductRow>[], strategy: DuplicateStrategy): Promise<ImportResult & { categoriesCreated: number }> {
  const fresh = plan.filter((p) => !p.duplicate).map((p) => p.values);
  const toMerge = strategy === 'merge' ? plan.filter((p) => p.duplicate?.existing) : [];
  const skipped = plan.length - fresh.length - toMerge.length;

  const used = [...fresh, ...toMerge.map((p) => p.values)].flatMap((v) => (v.category ? [v.category] : []));
  const stored = await tx.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.userId, userId));
  const ids = new Map<string, number>();
  for (const c of stored) if (!ids.has(nameKey(c.name))) ids.set(nameKey(c.name), c.id);
  const missing = new Map<string, { name: string; tva: TvaValue | null }>();
  for (const c of used) if (!ids.has(nameKey(c.name)) && !missing.has(nameKey(c.name))) missing.set(nameKey(c.name), c);
  if (missing.size > 0) {
    const created = await tx
      .insert(categories)
      .values([...missing.values()].map((c) => ({ userId, name: c.name, tva: c.tva, searchText: buildSearchText([c.name]) })))
      .returning({ id: categories.id, name: categories.name });
    for (const c of created) ids.set(nameKey(c.name), c.id);
  }
  const categoryIdOf = (v: ProductRow) => (v.category ? (ids.get(nameKey(v.category.name)) ?? null) : null);

  if (fresh.length > 0) {
    const records = fresh.map((v) => {
      const c = columnsFrom({ ...v.product, categoryDTO: null });
      return { user_id: userId, category_id: categoryIdOf(v), name: c.name, type: c.type, ref_product: c.refProduct, product_price: c.productPrice, description: c.description, search_text: c.searchText };
    });
    const { list, source } = recordset('products', PRODUCT_COLUMNS, records);
    await tx.execute(sql`insert into products (${list}) select ${list} from ${source}`);
  }
  if (toMerge.length > 0) {
    const rows = await tx
      .select({ id: products.id, userId: products.userId, description: products.description, categoryId: products.categoryId })
      .from(products)
      .where(inArray(products.id, toMerge.map((p) => p.duplicate?.existing?.id ?? 0)));
    const byId = new Map(rows.filter((r) => r.userId === userId).map((r) => [r.id, r]));
    for (const p of toMerge) {
      const row = byId.get(p.duplicate?.existing?.id ?? 0);
      if (!row) continue;
      const description = row.description.trim() === '' && p.values.product.description ? columnsFrom({ ...p.values.product, categoryDTO: null }).description : null;
      const categoryId = row.categoryId === null ? categoryIdOf(p.values) : null;
      if (description === null && categoryId === null) continue;
      await tx
        .update(products)
        .set({ ...(description !== null ? { description } : {}), ...(categoryId !== null ? { categoryId } : {}), modified: sql`now()` })
        .where(eq(products.id, row.id));
      if (description !== null) row.description = description;
      if (categoryId !== null) row.categoryId = categoryId;
    }
  }
  return { created: fresh.length, merged: toMerge.length, skipped, categoriesCreated: missing.size };
}
