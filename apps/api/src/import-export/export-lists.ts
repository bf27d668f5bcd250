import { asc, eq, sql } from 'drizzle-orm';
import {
  CLIENT_IMPORT_FIELDS,
  IMPORT_FIELD_LABELS,
  QUESTIONNAIRE_FIELDS,
  QUESTIONNAIRE_LABELS,
  SEX_LABELS,
  TVA_RATE_LABELS,
  type ClientImportField,
  type QuestionnaireField,
  type Tva,
} from '@meche/contracts';
import type { Db } from '../db/database';
import { categories, clients, products } from '../db/schema';
import { fromKeys } from '../shared/from-keys';
import { numericToNumber } from '../shared/money';
import type { ExportColumn } from './export-file';

type ClientExportRow = { id: number } & Record<ClientImportField, string | null> & Partial<Record<QuestionnaireField, string | null>>;

const KINDS: Partial<Record<ClientImportField, ExportColumn<unknown>['kind']>> = { birthday: 'date' };

/**
 * The practitioner's clients, in the list's order. The health answers are read only when they are exported: without
 * `health` they never leave the database.
 */
export async function exportedClients(db: Db, userId: number, health: boolean) {
  const base = fromKeys(CLIENT_IMPORT_FIELDS, (f) => clients[f]);
  const answers: Partial<Record<QuestionnaireField, (typeof clients)[QuestionnaireField]>> = health ? fromKeys(QUESTIONNAIRE_FIELDS, (f) => clients[f]) : {};
  const rows: ClientExportRow[] = await db
    .select({ id: clients.id, ...base, ...answers })
    .from(clients)
    .where(eq(clients.userId, userId))
    .orderBy(asc(clients.lastNameKey), asc(clients.firstNameKey), asc(clients.id));
  const columns: ExportColumn<ClientExportRow>[] = [
    ...CLIENT_IMPORT_FIELDS.map((f) => ({ header: IMPORT_FIELD_LABELS[f], kind: KINDS[f] ?? 'text', value: (r: ClientExportRow) => r[f] })),
    ...(health ? QUESTIONNAIRE_FIELDS.map((f) => ({ header: QUESTIONNAIRE_LABELS[f], value: (r: ClientExportRow) => r[f] ?? null })) : []),
  ];
  // 'F' / 'M' as the form shows them would not re-import as anything else, but a spreadsheet reader wants words.
  const sex = columns.find((c) => c.header === IMPORT_FIELD_LABELS.sex);
  if (sex) sex.value = (r) => (r.sex === 'F' || r.sex === 'M' ? SEX_LABELS[r.sex] : r.sex);
  return { rows, columns };
}

interface ProductExportRow {
  name: string;
  type: string;
  refProduct: string;
  productPrice: string;
  description: string;
  category: string | null;
  tva: Tva;
}

/** The practitioner's products with their category and its VAT, in the products page's order. */
export async function exportedProducts(db: Db, userId: number) {
  const rows: ProductExportRow[] = await db
    .select({
      name: products.name,
      type: products.type,
      refProduct: products.refProduct,
      productPrice: products.productPrice,
      description: products.description,
      category: categories.name,
      tva: categories.tva,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.userId, userId))
    .orderBy(asc(products.categoryKey), sql`lower(${products.name})`, asc(products.id));
  const columns: ExportColumn<ProductExportRow>[] = [
    { header: IMPORT_FIELD_LABELS.name, value: (r) => r.name },
    { header: IMPORT_FIELD_LABELS.type, value: (r) => r.type },
    { header: IMPORT_FIELD_LABELS.refProduct, value: (r) => r.refProduct },
    { header: IMPORT_FIELD_LABELS.productPrice, kind: 'price', value: (r) => numericToNumber(r.productPrice) },
    { header: IMPORT_FIELD_LABELS.category, value: (r) => r.category },
    { header: IMPORT_FIELD_LABELS.tva, value: (r) => (r.category === null ? null : r.tva ? TVA_RATE_LABELS[r.tva] : '0 %') },
    { header: IMPORT_FIELD_LABELS.description, value: (r) => r.description },
  ];
  return { rows, columns };
}
