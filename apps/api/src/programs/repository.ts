import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Care, CareAcknowledgement, CareValues, Program } from '@meche/contracts';
import type { Db, Tx } from '../db/database';
import { lockOwned } from '../db/owned-rows';
import { inTransaction } from '../db/transaction';
import { careAcknowledgements, cares, categories, clients, products, programs } from '../db/schema';
import { returnedRow } from '../db/rows';
import { productSummaryColumns, toProductSummary } from '../products/repository';
import { found, notFound } from '../shared/http-errors';
import { numericToNumber } from '../shared/money';
import { writeCares } from './care-writer';

type ProgramRow = typeof programs.$inferSelect;
type CareRow = typeof cares.$inferSelect;

export interface ProgramSave {
  programReference?: string | null | undefined;
  /** Absent keeps the stored start (a first plan sets today's). */
  startDate?: string | undefined;
  cares: CareValues[];
}

/** The care of POST /api/care: no id, a plan whose weeks may be left out (week 1), always the catalogue's figures. */
type NewCare = Omit<CareValues, 'id' | 'weeks' | 'useCataloguePrice'> & { weeks?: number[] | null | undefined };

/**
 * A care as saved: the product carries the stored unit price and VAT (so every reader of productDTO shows the
 * programme's own figures), and `catalogue` says what the catalogue asks today when that differs.
 */
function toCare(row: CareRow, product: Care['productDTO'], acknowledgements: CareAcknowledgement[]): Care {
  const unitPrice = numericToNumber(row.unitPrice);
  const tva = row.tva;
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
    timeSlot: row.timeSlot,
    daysOfWeek: row.daysOfWeek,
    weeks: row.weeks,
    dose: row.dose,
    acknowledgements,
  };
}

/** Each care's acknowledgements, newest first. */
async function loadAcknowledgements(executor: Db, careIds: number[]): Promise<Map<number, CareAcknowledgement[]>> {
  const byCare = new Map<number, CareAcknowledgement[]>();
  if (careIds.length === 0) return byCare;
  const rows = await executor
    .select()
    .from(careAcknowledgements)
    .where(inArray(careAcknowledgements.careId, careIds))
    .orderBy(desc(careAcknowledgements.id));
  for (const row of rows) {
    const list = byCare.get(row.careId) ?? [];
    list.push({ productId: row.productId, reasons: row.reasons, userId: row.userId, at: row.at.toISOString() });
    byCare.set(row.careId, list);
  }
  return byCare;
}

async function loadCares(executor: Db, programIds: number[]): Promise<Map<number, Care[]>> {
  const byProgram = new Map<number, Care[]>(programIds.map((id) => [id, []]));
  if (programIds.length === 0) return byProgram;
  const rows = await executor
    .select({ care: cares, product: productSummaryColumns })
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
    byProgram.get(care.programId)?.push(toCare(care, toProductSummary(product), acknowledgements.get(care.id) ?? []));
  }
  return byProgram;
}

async function withCares(executor: Db, rows: ProgramRow[]): Promise<Program[]> {
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
    startDate: r.startDate,
    totalProgramPrice: numericToNumber(r.totalProgramPrice),
    cares: byProgram.get(r.id) ?? [],
  }));
}

/** The owned programme, locked for the save: the aggregate's root row, so saves of one programme run one at a time. */
const lockProgram = (tx: Tx, userId: number, id: number) => lockOwned(tx, programs, { userId, id });

export function createProgramRepository(db: Db) {
  async function findWith(executor: Db, userId: number, id: number): Promise<Program | null> {
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
      return inTransaction(db, async (tx) => {
        // Locked like the products: a client deleted at the same instant answers 404 here, or 409 there.
        if (!(await lockOwned(tx, clients, { userId, id: clientId }, 'key share'))) throw notFound();
        const program = returnedRow(
          await tx
            .insert(programs)
            .values({ userId, clientId, programReference: input.programReference, startDate: input.startDate ?? null })
            .returning(),
        );
        await writeCares(tx, { userId, requestId }, program, 'whole', input.cares);
        return found(await findWith(tx, userId, program.id));
      });
    },

    /** null when the programme is missing or someone else's. An absent reference keeps the stored one. */
    async update(userId: number, id: number, input: ProgramSave, requestId: string): Promise<Program | null> {
      return inTransaction(db, async (tx) => {
        const program = await lockProgram(tx, userId, id);
        if (!program) return null;
        if (input.programReference || input.startDate) {
          const changes = {
            ...(input.programReference ? { programReference: input.programReference } : {}),
            ...(input.startDate ? { startDate: input.startDate } : {}),
          };
          await tx.update(programs).set(changes).where(eq(programs.id, id));
        }
        await writeCares(tx, { userId, requestId }, program, 'whole', input.cares);
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

    /** POST /api/care: one care added to an owned programme; null when the programme is missing or someone else's. */
    async addCare(userId: number, programId: number, care: NewCare, requestId: string): Promise<number | null> {
      return inTransaction(db, async (tx) => {
        const program = await lockProgram(tx, userId, programId);
        if (!program) return null;
        const values = { ...care, id: null, weeks: care.weeks ?? care.timeSlot.map(() => 1), useCataloguePrice: false };
        const [id] = await writeCares(tx, { userId, requestId }, program, 'one', [values]);
        return id ?? null;
      });
    },

    /** PUT /api/care/{id}: null when the care is missing or someone else's. */
    async updateCare(userId: number, id: number, care: CareValues, requestId: string): Promise<Care | null> {
      return inTransaction(db, async (tx) => {
        const [owned] = await tx
          .select({ programId: cares.programId })
          .from(cares)
          .where(and(eq(cares.id, id), eq(cares.userId, userId)));
        const program = owned && (await lockProgram(tx, userId, owned.programId));
        if (!program) return null;
        await writeCares(tx, { userId, requestId }, program, 'one', [{ ...care, id }]);
        const saved = await findWith(tx, userId, program.id);
        return saved?.cares.find((c) => c.id === id) ?? null;
      });
    },
  };
}
