import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { MAX_CARES_PER_PROGRAM, MSG, parisTodayIso, type CareValues, type Tva } from '@meche/contracts';
import type { Tx } from '../db/database';
import { returnedRow } from '../db/rows';
import { CARE_PRODUCT_ONCE, cares, categories, products, programs } from '../db/schema';
import { FieldValidationError, HttpError, notFound } from '../shared/http-errors';
import { isUniqueViolation } from '../shared/loggable-error';
import { centsToNumeric, numericToCents } from '../shared/money';
import { checkContraindications, storeAcknowledgements } from './contraindication-guard';

/** The programme a save writes into, already locked by the caller (the aggregate's root row, FOR UPDATE). */
interface LockedProgram {
  id: number;
  clientId: number;
}

/**
 * How a route's cares relate to the programme, and how its answers name them:
 * - 'whole': the body is the programme's whole list (POST /api/program, PUT /api/program/update/{id}); cares left
 *   out are removed; a care is named by its place in the body (`cares.1.productDTO`, careIndex 1).
 * - 'one': a single care added or changed (POST /api/care, PUT /api/care/{id}); the other cares stay; the care is
 *   named by its fields alone (`productDTO`, careIndex null) and an unknown care id is the URL's: 404.
 */
type CareScope = 'whole' | 'one';

const fieldOf = (scope: CareScope, i: number, field: string) => (scope === 'whole' ? `cares.${i}.${field}` : field);

/** A unit price (in cents) and VAT rate: the catalogue's today, or those a care was saved with. */
interface Figures {
  cents: number;
  tva: Tva;
}

type StoredCare = Pick<typeof cares.$inferSelect, 'id' | 'productId' | 'unitPrice' | 'tva'>;

/**
 * The practitioner's products among `ids`, with their catalogue price and VAT, locked (key share) until the
 * transaction ends: a product deleted at the same instant either waits and then finds the new care (409), or is
 * already gone here.
 */
async function ownedProductFigures(tx: Tx, userId: number, ids: number[]): Promise<Map<number, Figures>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: products.id, price: products.productPrice, tva: categories.tva })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.userId, userId), inArray(products.id, ids)))
    .for('key share', { of: products });
  return new Map(rows.map((r) => [r.id, { cents: numericToCents(r.price), tva: r.tva }]));
}

/** A care keeps its stored figures while its product stays the same, unless the catalogue's are asked for. */
function keptFigures(stored: StoredCare | undefined, productId: number, useCatalogue: boolean): Figures | null {
  if (!stored || stored.productId !== productId || useCatalogue) return null;
  return { cents: numericToCents(stored.unitPrice), tva: stored.tva };
}

const figureColumns = (figures: Figures, quantity: number) => ({
  unitPrice: centsToNumeric(figures.cents),
  tva: figures.tva,
  carePrice: centsToNumeric(figures.cents * quantity),
});

/**
 * The plan as stored; durationWeeks grows to cover every ticked week so no tick is ever hidden. A dose left out
 * keeps the stored one (the care editor's saves do not carry it).
 */
const planColumns = (care: CareValues) => ({
  durationWeeks: Math.max(care.durationWeeks, ...care.weeks),
  timeSlot: care.timeSlot,
  daysOfWeek: care.daysOfWeek,
  weeks: care.weeks,
  ...(care.dose === undefined ? {} : { dose: care.dose }),
});

/**
 * The server is the source of truth for money: total = Σ care prices, summed by the database. A programme whose
 * plan gets its first tick starts today (in Paris) unless it already has a start: its sheets keep their dates.
 */
async function refreshTotal(tx: Tx, programId: number): Promise<void> {
  const planned = sql`exists (select 1 from ${cares} where ${cares.programId} = ${programId} and cardinality(${cares.weeks}) > 0)`;
  await tx
    .update(programs)
    .set({
      totalProgramPrice: sql`(select coalesce(sum(${cares.carePrice}), 0) from ${cares} where ${cares.programId} = ${programId})`,
      startDate: sql`case when ${programs.startDate} is null and ${planned} then ${parisTodayIso()}::date else ${programs.startDate} end`,
      modified: new Date(),
    })
    .where(eq(programs.id, programId));
}

/**
 * Every rule of a care save, in one place, whatever the route: the products must be the practitioner's; a care id
 * must be one of this programme's; a product appears once per programme and a programme has at most
 * MAX_CARES_PER_PROGRAM cares (counted on the programme as the save leaves it); contraindications need an
 * acknowledgement (409 otherwise); a new care, or one whose product changes, takes the catalogue's price and VAT, and
 * keeps them afterwards unless `useCataloguePrice`; acknowledgements are stored and audited; the total follows.
 * Runs in the caller's transaction, under its lock on the programme: concurrent saves of one programme are written
 * one after the other and each sees the other's cares. The unique constraint backs the product rule against any
 * writer without that lock: its violation answers 409 and the caller's transaction rolls back.
 * Returns the saved care ids, in the order of `input`.
 */
export async function writeCares(
  tx: Tx,
  meta: { userId: number; requestId: string },
  program: LockedProgram,
  scope: CareScope,
  input: readonly CareValues[],
): Promise<number[]> {
  const { userId } = meta;
  const catalogue = await ownedProductFigures(
    tx,
    userId,
    input.map((c) => c.productDTO.id),
  );
  const stored = new Map(
    (
      await tx
        .select({ id: cares.id, productId: cares.productId, unitPrice: cares.unitPrice, tva: cares.tva })
        .from(cares)
        .where(eq(cares.programId, program.id))
    ).map((r) => [r.id, r]),
  );

  // The programme as this save leaves it: how many of its cares use each product.
  const untouched = scope === 'whole' ? [] : [...stored.values()].filter((s) => !input.some((c) => c.id === s.id));
  const uses = new Map<number, number>();
  for (const productId of [...untouched.map((s) => s.productId), ...input.map((c) => c.productDTO.id)]) {
    uses.set(productId, (uses.get(productId) ?? 0) + 1);
  }
  const planned = input.map((care, i) => {
    const productId = care.productDTO.id;
    const current = catalogue.get(productId);
    if (!current) throw new FieldValidationError({ [fieldOf(scope, i, 'productDTO')]: MSG.notFound });
    if (care.id && !stored.has(care.id)) {
      if (scope === 'one') throw notFound();
      throw new FieldValidationError({ [fieldOf(scope, i, 'id')]: MSG.notFound });
    }
    if ((uses.get(productId) ?? 0) > 1) throw new FieldValidationError({ [fieldOf(scope, i, 'productDTO')]: MSG.duplicateProduct });
    return { care, figures: keptFigures(care.id ? stored.get(care.id) : undefined, productId, care.useCataloguePrice) ?? current };
  });
  if (untouched.length + input.length > MAX_CARES_PER_PROGRAM) {
    throw new FieldValidationError({ [scope === 'whole' ? 'cares' : 'programId']: MSG.tooManyCares });
  }

  const acknowledgements = await checkContraindications(
    tx,
    userId,
    program.clientId,
    input.map((c) => ({ careId: c.id ?? null, productId: c.productDTO.id, acknowledged: c.acknowledgedContraindications })),
    (i) => (scope === 'whole' ? i : null),
  );

  // Checked again at the end of the writes, not at each: two cares may trade their products within one save.
  await tx.execute(sql`set constraints ${sql.identifier(CARE_PRODUCT_ONCE)} deferred`);
  if (scope === 'whole') {
    const kept = input.flatMap((c) => (c.id ? [c.id] : []));
    await tx.delete(cares).where(and(eq(cares.programId, program.id), kept.length ? notInArray(cares.id, kept) : undefined));
  }
  const saved: { careId: number; productId: number; reasons: (typeof acknowledgements)[number] }[] = [];
  for (const [i, { care, figures }] of planned.entries()) {
    const productId = care.productDTO.id;
    const columns = { productId, quantity: care.quantity, ...figureColumns(figures, care.quantity), ...planColumns(care) };
    let careId = care.id;
    if (careId) {
      await tx
        .update(cares)
        .set({ ...columns, modified: new Date() })
        .where(eq(cares.id, careId));
    } else {
      const rows = await tx
        .insert(cares)
        .values({ ...columns, userId, programId: program.id, clientId: program.clientId })
        .returning({ id: cares.id });
      careId = returnedRow(rows).id;
    }
    saved.push({ careId, productId, reasons: acknowledgements[i] ?? null });
  }
  try {
    await tx.execute(sql`set constraints ${sql.identifier(CARE_PRODUCT_ONCE)} immediate`);
  } catch (error) {
    if (isUniqueViolation(error, CARE_PRODUCT_ONCE)) throw new HttpError(409, MSG.duplicateProduct);
    throw error;
  }
  await storeAcknowledgements(tx, { userId, clientId: program.clientId, requestId: meta.requestId }, saved);
  await refreshTotal(tx, program.id);
  return saved.map((s) => s.careId);
}
