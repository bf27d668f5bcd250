import { and, asc, eq, inArray } from 'drizzle-orm';
import { MSG, type Contraindication, type Protocol, type ProtocolCare } from '@meche/contracts';
import type { Db } from '../db/database';
import { returnedRow } from '../db/rows';
import { cares, products, programs, protocols, PROTOCOL_NAME_ONCE, type ProtocolCareRow } from '../db/schema';
import { HttpError } from '../shared/http-errors';
import { isUniqueViolation } from '../shared/loggable-error';

type ProtocolRow = typeof protocols.$inferSelect;

/** The product names of today's catalogue, for the list (a product gone from it reads null). */
async function productNames(executor: Db, userId: number, rows: ProtocolRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((r) => r.cares.map((c) => c.productId)))];
  if (ids.length === 0) return new Map();
  const found = await executor
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.userId, userId), inArray(products.id, ids)));
  return new Map(found.map((p) => [p.id, p.name]));
}

async function toProtocols(executor: Db, userId: number, rows: ProtocolRow[]): Promise<Protocol[]> {
  const names = await productNames(executor, userId, rows);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    created: r.created.toISOString(),
    modified: r.modified.toISOString(),
    cares: r.cares.map((c): ProtocolCare => ({ ...c, productName: names.get(c.productId) ?? null })),
  }));
}

/** A name already used by another of the practice's protocols answers 409. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, PROTOCOL_NAME_ONCE)) throw new HttpError(409, MSG.protocolNameTaken);
    throw error;
  }
}

/** The care values a programme built from a template sends down the care write path: catalogue prices, its plan. */
interface TemplateCare extends ProtocolCareRow {
  acknowledgedContraindications: Contraindication[];
}

export function createProtocolRepository(db: Db) {
  async function findRow(userId: number, id: number): Promise<ProtocolRow | null> {
    const [row] = await db
      .select()
      .from(protocols)
      .where(and(eq(protocols.id, id), eq(protocols.userId, userId)));
    return row ?? null;
  }

  return {
    async list(userId: number): Promise<Protocol[]> {
      const rows = await db.select().from(protocols).where(eq(protocols.userId, userId)).orderBy(asc(protocols.name), asc(protocols.id));
      return toProtocols(db, userId, rows);
    },

    /** null when the programme is missing or someone else's. Its plan is kept as is: weeks count from its start. */
    async createFromProgram(userId: number, programId: number, name: string): Promise<Protocol | null> {
      const [program] = await db
        .select({ id: programs.id })
        .from(programs)
        .where(and(eq(programs.id, programId), eq(programs.userId, userId)));
      if (!program) return null;
      const careRows = await db.select().from(cares).where(eq(cares.programId, programId)).orderBy(asc(cares.id));
      const templateCares: ProtocolCareRow[] = careRows.map((c) => ({
        productId: c.productId,
        quantity: c.quantity,
        durationWeeks: c.durationWeeks,
        timeSlot: c.timeSlot,
        daysOfWeek: c.daysOfWeek,
        weeks: c.weeks,
        dose: c.dose,
      }));
      const row = returnedRow(await uniqueName(() => db.insert(protocols).values({ userId, name, cares: templateCares }).returning()));
      const [protocol] = await toProtocols(db, userId, [row]);
      return protocol ?? null;
    },

    async rename(userId: number, id: number, name: string): Promise<Protocol | null> {
      const [row] = await uniqueName(() =>
        db
          .update(protocols)
          .set({ name, modified: new Date() })
          .where(and(eq(protocols.id, id), eq(protocols.userId, userId)))
          .returning(),
      );
      if (!row) return null;
      const [protocol] = await toProtocols(db, userId, [row]);
      return protocol ?? null;
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(protocols)
        .where(and(eq(protocols.id, id), eq(protocols.userId, userId)))
        .returning({ id: protocols.id });
      return rows.length > 0;
    },

    /**
     * The template's cares still in the catalogue, each with the reasons the practitioner acknowledged for its
     * product; null when the protocol is missing or someone else's, 400 when none of its products is left.
     */
    async template(
      userId: number,
      id: number,
      acknowledged: readonly { productId: number; reasons: Contraindication[] }[],
    ): Promise<{ name: string; cares: TemplateCare[] } | null> {
      const row = await findRow(userId, id);
      if (!row) return null;
      const names = await productNames(db, userId, [row]);
      const kept = row.cares.filter((c) => names.has(c.productId));
      if (kept.length === 0) throw new HttpError(400, MSG.protocolWithoutProducts);
      const templateCares = kept.map((c) => ({
        ...c,
        acknowledgedContraindications: acknowledged.find((a) => a.productId === c.productId)?.reasons ?? [],
      }));
      return { name: row.name, cares: templateCares };
    },
  };
}
