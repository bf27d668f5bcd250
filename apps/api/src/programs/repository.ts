import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  MAX_CARES_PER_PROGRAM,
  MSG,
  type Care,
  type CareAcknowledgement,
  type CareValues,
  type Contraindication,
  type DayOfWeek,
  type Program,
  type TimeSlot,
  type Tva,
} from '@meche/contracts';
import type { Db, Tx } from '../db/database';
import { careAcknowledgements, cares, categories, clients, products, programs } from '../db/schema';
import { productColumns, toProduct } from '../products/repository';
import { FieldValidationError, notFound } from '../shared/http-errors';
import { centsToNumeric, numericToCents, numericToNumber } from '../shared/money';
import { checkContraindications, storeAcknowledgements } from './contraindication-guard';

type ProgramRow = typeof programs.$inferSelect;
type CareRow = typeof cares.$inferSelect;
type Executor = Db | Tx;

export interface ProgramSave {
  programReference?: string | null | undefined;
  cares: CareValues[];
}

/**
 * A care as saved: the product carries the stored unit price and VAT (so every reader of productDTO shows the
 * programme's own figures), and `catalogue` says what the catalogue asks today when that differs.
 */
function toCare(row: CareRow, product: Care['productDTO'], acknowledgements: CareAcknowledgement[]): Care {
  const unitPrice = numericToNumber(row.unitPrice);
  const tva = row.tva as Tva;
  const current = { productPrice: product.productPrice, tva: product.categoryDTO?.tva ?? null };
  const changed = current.productPrice !== unitPrice || current.tva !== tva;
  return {
    id: row.id,
    clientId: row.clientId,
    userId: row.userId,
    programId: row.programId,
    productDTO: {
      ...product,
      productPrice: unitPrice,
      categoryDTO: product.categoryDTO ? { ...product.categoryDTO, tva } : null,
    },
    unitPrice,
    tva,
    catalogue: changed ? current : null,
    carePrice: numericToNumber(row.carePrice),
    quantity: row.quantity,
    created: row.created.toISOString(),
    modified: row.modified.toISOString(),
    durationWeeks: row.durationWeeks,
    timeSlot: row.timeSlot as TimeSlot[],
    daysOfWeek: row.daysOfWeek as DayOfWeek[],
    weeks: row.weeks,
    acknowledgements,
  };
}

/** The plan as stored; durationWeeks grows to cover every ticked week so no tick is ever hidden. */
function planColumns(care: Pick<CareValues, 'durationWeeks' | 'timeSlot' | 'daysOfWeek' | 'weeks'>) {
  return {
    durationWeeks: Math.max(care.durationWeeks, ...care.weeks),
    timeSlot: care.timeSlot,
    daysOfWeek: care.daysOfWeek,
    weeks: care.weeks,
  };
}

/** Each care's acknowledgements, newest first. */
async function loadAcknowledgements(executor: Executor, careIds: number[]): Promise<Map<number, CareAcknowledgement[]>> {
  const byCare = new Map<number, CareAcknowledgement[]>();
  if (careIds.length === 0) return byCare;
  const rows = await executor
    .select()
    .from(careAcknowledgements)
    .where(inArray(careAcknowledgements.careId, careIds))
    .orderBy(desc(careAcknowledgements.id));
  for (const row of rows) {
    const list = byCare.get(row.careId) ?? [];
    list.push({ productId: row.productId, reasons: row.reasons as Contraindication[], userId: row.userId, at: row.at.toISOString() });
    byCare.set(row.careId, list);
  }
  return byCare;
}

async function loadCares(executor: Executor, programIds: number[]): Promise<Map<number, Care[]>> {
  const byProgram = new Map<number, Care[]>(programIds.map((id) => [id, []]));
  if (programIds.length === 0) return byProgram;
  const rows = await executor
    .select({ care: cares, product: productColumns })
    .from(cares)
    .innerJoin(products, eq(products.id, cares.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(cares.programId, programIds))
    .orderBy(asc(cares.id));
  const acknowledgements = await loadAcknowledgements(
    executor,
    rows.map((r) => r.care.id),
  );
  for (const { care, product } of rows) {
    byProgram.get(care.programId)?.push(toCare(care, toProduct(product), acknowledgements.get(care.id) ?? []));
  }
  return byProgram;
}

async function withCares(executor: Executor, rows: ProgramRow[]): Promise<Program[]> {
  const byProgram = await loadCares(
    executor,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    clientId: r.clientId,
    createdDate: r.createdDate.toISOString(),
    programReference: r.programReference,
    totalProgramPrice: numericToNumber(r.totalProgramPrice),
    cares: byProgram.get(r.id) ?? [],
  }));
}

/** A unit price (in cents) and VAT rate: the catalogue's today, or those a care was saved with. */
interface Figures {
  cents: number;
  tva: Tva;
}

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
  return new Map(rows.map((r) => [r.id, { cents: numericToCents(r.price), tva: r.tva as Tva }]));
}

/** A care keeps its stored figures while its product stays the same, unless the catalogue's are asked for. */
function keptFigures(stored: Pick<CareRow, 'productId' | 'unitPrice' | 'tva'> | undefined, productId: number, useCatalogue: boolean): Figures | null {
  if (!stored || stored.productId !== productId || useCatalogue) return null;
  return { cents: numericToCents(stored.unitPrice), tva: stored.tva as Tva };
}

const figureColumns = (figures: Figures, quantity: number) => ({
  unitPrice: centsToNumeric(figures.cents),
  tva: figures.tva,
  carePrice: centsToNumeric(figures.cents * quantity),
});

/** The server is the source of truth for money: total = Σ care prices, summed by the database. */
async function refreshTotal(tx: Tx, programId: number): Promise<void> {
  await tx
    .update(programs)
    .set({
      totalProgramPrice: sql`(select coalesce(sum(${cares.carePrice}), 0) from ${cares} where ${cares.programId} = ${programId})`,
      modified: new Date(),
    })
    .where(eq(programs.id, programId));
}

async function ownedProgram(tx: Tx, userId: number, id: number): Promise<ProgramRow | null> {
  const [row] = await tx
    .select()
    .from(programs)
    .where(and(eq(programs.id, id), eq(programs.userId, userId)))
    .for('update');
  return row ?? null;
}

/**
 * Cares without id are created, with id updated (they must belong to this programme), missing ones removed.
 * Runs inside the caller's transaction: any error here rolls the whole save back.
 */
async function syncCares(tx: Tx, userId: number, program: ProgramRow, input: CareValues[], requestId: string): Promise<void> {
  const catalogue = await ownedProductFigures(
    tx,
    userId,
    input.map((c) => c.productDTO.id),
  );
  const existing = new Map(
    (
      await tx
        .select({ id: cares.id, productId: cares.productId, unitPrice: cares.unitPrice, tva: cares.tva })
        .from(cares)
        .where(eq(cares.programId, program.id))
    ).map((r) => [r.id, r]),
  );
  const acknowledgements = await checkContraindications(
    tx,
    userId,
    program.clientId,
    input.map((c) => ({ careId: c.id && existing.has(c.id) ? c.id : null, productId: c.productDTO.id, acknowledged: c.acknowledgedContraindications })),
    (i) => i,
  );
  const kept = input.flatMap((c) => (c.id ? [c.id] : []));
  // Removed first, so a product moved from a deleted care to a new one never meets itself.
  await tx
    .delete(cares)
    .where(and(eq(cares.programId, program.id), kept.length ? notInArray(cares.id, kept) : undefined));

  const saved: { careId: number; productId: number; reasons: Contraindication[] | null }[] = [];
  for (const [i, care] of input.entries()) {
    const current = catalogue.get(care.productDTO.id);
    if (current === undefined) throw new FieldValidationError({ [`cares.${i}.productDTO`]: MSG.notFound });
    const stored = care.id ? existing.get(care.id) : undefined;
    const columns = {
      productId: care.productDTO.id,
      quantity: care.quantity,
      ...figureColumns(keptFigures(stored, care.productDTO.id, care.useCataloguePrice) ?? current, care.quantity),
      ...planColumns(care),
    };
    if (care.id) {
      if (!existing.has(care.id)) throw new FieldValidationError({ [`cares.${i}.id`]: MSG.notFound });
      await tx
        .update(cares)
        .set({ ...columns, modified: new Date() })
        .where(eq(cares.id, care.id));
      saved.push({ careId: care.id, productId: care.productDTO.id, reasons: acknowledgements[i] ?? null });
    } else {
      const [row] = await tx
        .insert(cares)
        .values({ ...columns, userId, programId: program.id, clientId: program.clientId })
        .returning({ id: cares.id });
      if (row) saved.push({ careId: row.id, productId: care.productDTO.id, reasons: acknowledgements[i] ?? null });
    }
  }
  await storeAcknowledgements(tx, { userId, clientId: program.clientId, requestId }, saved);
  await refreshTotal(tx, program.id);
}

export function createProgramRepository(db: Db) {
  async function findWith(executor: Executor, userId: number, id: number): Promise<Program | null> {
    const rows = await executor
      .select()
      .from(programs)
      .where(and(eq(programs.id, id), eq(programs.userId, userId)));
    const [program] = await withCares(executor, rows);
    return program ?? null;
  }

  return {
    find: (userId: number, id: number) => findWith(db, userId, id),

    /** null when the client is missing or someone else's. Newest programme first. */
    async listForClient(userId: number, clientId: number): Promise<Program[] | null> {
      const [client] = await db
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.id, clientId), eq(clients.userId, userId)));
      if (!client) return null;
      const rows = await db
        .select()
        .from(programs)
        .where(and(eq(programs.userId, userId), eq(programs.clientId, clientId)))
        .orderBy(desc(programs.createdDate), desc(programs.id));
      return withCares(db, rows);
    },

    async create(userId: number, clientId: number, input: ProgramSave & { programReference: string }, requestId: string): Promise<Program> {
      return db.transaction(async (tx) => {
        // Locked like the products: a client deleted at the same instant answers 404 here, or 409 there.
        const [client] = await tx
          .select({ id: clients.id })
          .from(clients)
          .where(and(eq(clients.id, clientId), eq(clients.userId, userId)))
          .for('key share');
        if (!client) throw notFound();
        const [program] = await tx
          .insert(programs)
          .values({ userId, clientId, programReference: input.programReference })
          .returning();
        if (!program) throw new Error('programme insert returned nothing');
        await syncCares(tx, userId, program, input.cares, requestId);
        return (await findWith(tx, userId, program.id)) as Program;
      });
    },

    /** null when the programme is missing or someone else's. An absent reference keeps the stored one. */
    async update(userId: number, id: number, input: ProgramSave, requestId: string): Promise<Program | null> {
      return db.transaction(async (tx) => {
        const program = await ownedProgram(tx, userId, id);
        if (!program) return null;
        if (input.programReference) {
          await tx.update(programs).set({ programReference: input.programReference }).where(eq(programs.id, id));
        }
        await syncCares(tx, userId, program, input.cares, requestId);
        return findWith(tx, userId, id);
      });
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(programs)
        .where(and(eq(programs.id, id), eq(programs.userId, userId)))
        .returning({ id: programs.id });
      return rows.length > 0;
    },

    /** POST /api/care: one care added to an owned programme; the total follows in the same transaction. */
    async addCare(
      userId: number,
      programId: number,
      care: Omit<CareValues, 'id' | 'weeks' | 'useCataloguePrice'> & { weeks?: number[] | null | undefined },
      requestId: string,
    ): Promise<number | null> {
      return db.transaction(async (tx) => {
        const program = await ownedProgram(tx, userId, programId);
        if (!program) return null;
        const current = (await ownedProductFigures(tx, userId, [care.productDTO.id])).get(care.productDTO.id);
        if (current === undefined) throw new FieldValidationError({ productDTO: MSG.notFound });
        const already = await tx.$count(
          cares,
          and(eq(cares.programId, programId), eq(cares.productId, care.productDTO.id)),
        );
        if (already > 0) throw new FieldValidationError({ productDTO: MSG.duplicateProduct });
        // The bound a programme body has in the contracts, kept when cares come one at a time.
        if ((await tx.$count(cares, eq(cares.programId, programId))) >= MAX_CARES_PER_PROGRAM) {
          throw new FieldValidationError({ programId: MSG.tooManyCares });
        }
        const [acknowledged] = await checkContraindications(
          tx,
          userId,
          program.clientId,
          [{ careId: null, productId: care.productDTO.id, acknowledged: care.acknowledgedContraindications }],
          () => null,
        );
        const [row] = await tx
          .insert(cares)
          .values({
            userId,
            programId,
            clientId: program.clientId,
            productId: care.productDTO.id,
            quantity: care.quantity,
            ...figureColumns(current, care.quantity),
            ...planColumns({ ...care, weeks: care.weeks ?? care.timeSlot.map(() => 1) }),
          })
          .returning({ id: cares.id });
        if (row) {
          const meta = { userId, clientId: program.clientId, requestId };
          await storeAcknowledgements(tx, meta, [{ careId: row.id, productId: care.productDTO.id, reasons: acknowledged ?? null }]);
        }
        await refreshTotal(tx, programId);
        return row?.id ?? null;
      });
    },

    /** PUT /api/care/{id}: null when the care is missing or someone else's. */
    async updateCare(userId: number, id: number, care: CareValues, requestId: string): Promise<Care | null> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(cares)
          .where(and(eq(cares.id, id), eq(cares.userId, userId)))
          .for('update');
        if (!current) return null;
        const catalogue = (await ownedProductFigures(tx, userId, [care.productDTO.id])).get(care.productDTO.id);
        if (catalogue === undefined) throw new FieldValidationError({ productDTO: MSG.notFound });
        if (care.productDTO.id !== current.productId) {
          const clash = await tx.$count(
            cares,
            and(eq(cares.programId, current.programId), eq(cares.productId, care.productDTO.id)),
          );
          if (clash > 0) throw new FieldValidationError({ productDTO: MSG.duplicateProduct });
        }
        const [acknowledged] = await checkContraindications(
          tx,
          userId,
          current.clientId,
          [{ careId: id, productId: care.productDTO.id, acknowledged: care.acknowledgedContraindications }],
          () => null,
        );
        await tx
          .update(cares)
          .set({
            productId: care.productDTO.id,
            quantity: care.quantity,
            ...figureColumns(keptFigures(current, care.productDTO.id, care.useCataloguePrice) ?? catalogue, care.quantity),
            ...planColumns(care),
            modified: new Date(),
          })
          .where(eq(cares.id, id));
        const meta = { userId, clientId: current.clientId, requestId };
        await storeAcknowledgements(tx, meta, [{ careId: id, productId: care.productDTO.id, reasons: acknowledged ?? null }]);
        await refreshTotal(tx, current.programId);
        const program = await findWith(tx, userId, current.programId);
        return program?.cares.find((c) => c.id === id) ?? null;
      });
    },
  };
}
