import { and, eq, inArray } from 'drizzle-orm';
import {
  CONTRAINDICATION_LABELS,
  MSG,
  SENSITIVE_FIELDS,
  acknowledgedReasons,
  conflictsAmong,
  vigilancePoints,
  type Contraindication,
  type ContraindicationConflictBody,
  type QuestionnaireAnswers,
} from '@meche/contracts';
import type { Tx } from '../db/database';
import { careAcknowledgements, clients, products } from '../db/schema';
import { recordAudit } from '../audit/repository';
import { HttpError } from '../shared/http-errors';
import { fromKeys } from '../shared/from-keys';

/** One care of a save, as the guard sees it. */
export interface GuardedCare {
  /** Stored care id, when the care exists already. */
  careId: number | null;
  productId: number;
  acknowledged: readonly Contraindication[];
}

/** What a care's save must store: the reasons just acknowledged (null: nothing new). */
export type NewAcknowledgement = Contraindication[] | null;

async function clientAnswers(tx: Tx, userId: number, clientId: number): Promise<QuestionnaireAnswers> {
  const columns = fromKeys(SENSITIVE_FIELDS, (f) => clients[f]);
  // FOR SHARE: the answers cannot change under a save that relies on them (a concurrent edit waits for it).
  const [row] = await tx
    .select(columns)
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.userId, userId)))
    .for('share');
  return row ?? {};
}

/** Reasons already acknowledged per stored care, for the product each care is saved with (the contracts' rule). */
async function coveredReasons(tx: Tx, cares: readonly GuardedCare[]): Promise<Map<number, Set<Contraindication>>> {
  const ids = cares.flatMap((c) => (c.careId ? [c.careId] : []));
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ careId: careAcknowledgements.careId, productId: careAcknowledgements.productId, reasons: careAcknowledgements.reasons })
    .from(careAcknowledgements)
    .where(inArray(careAcknowledgements.careId, ids));
  return new Map(
    cares.flatMap((care) => {
      if (!care.careId) return [];
      const acknowledgements = rows.filter((r) => r.careId === care.careId).map((r) => ({ productId: r.productId, reasons: r.reasons }));
      return [[care.careId, acknowledgedReasons({ productDTO: { id: care.productId }, acknowledgements })] as const];
    }),
  );
}

/**
 * The server's side of the contraindication alert. For each care: the reasons its product is contraindicated for
 * the client's declared answers, minus those already acknowledged for this care and product, minus those the body
 * acknowledges now. Any left → 409 naming the products and reasons, nothing saved. Otherwise, per care, the reasons
 * acknowledged now that were not before (stored by `storeAcknowledgements`).
 * An acknowledgement covers its reasons for that care and that product; a reason that appears later (a new
 * declared answer, a reason added to the product, another product) needs one on the next save of that care.
 * `careIndex`: the position of each care in the body (null for the single-care routes).
 */
export async function checkContraindications(
  tx: Tx,
  userId: number,
  clientId: number,
  cares: readonly GuardedCare[],
  careIndex: (i: number) => number | null,
): Promise<NewAcknowledgement[]> {
  const productIds = [...new Set(cares.map((c) => c.productId))];
  const listed = await tx
    .select({ id: products.id, name: products.name, contraindications: products.contraindications })
    .from(products)
    .where(and(eq(products.userId, userId), inArray(products.id, productIds)));
  if (listed.every((p) => p.contraindications.length === 0)) return cares.map(() => null);
  const byId = new Map(listed.map((p) => [p.id, p]));
  // The answers are read once per save, not once per care: a programme has up to 100 cares.
  const points = vigilancePoints(await clientAnswers(tx, userId, clientId));
  const covered = await coveredReasons(tx, cares);

  const missing: ContraindicationConflictBody['conflicts'] = [];
  const fresh = cares.map((care, i): NewAcknowledgement => {
    const product = byId.get(care.productId);
    if (!product) return null;
    const required = conflictsAmong(points, product).map((c) => c.reason);
    const before = (care.careId && covered.get(care.careId)) || new Set<Contraindication>();
    const uncovered = required.filter((r) => !before.has(r) && !care.acknowledged.includes(r));
    if (uncovered.length) missing.push({ careIndex: careIndex(i), productId: product.id, productName: product.name, reasons: uncovered });
    const confirmedNow = required.filter((r) => !before.has(r) && care.acknowledged.includes(r));
    return confirmedNow.length ? confirmedNow : null;
  });
  if (missing.length) {
    const message = MSG.contraindicated(missing.map((m) => ({ productName: m.productName, labels: m.reasons.map((r) => CONTRAINDICATION_LABELS[r]) })));
    throw new HttpError(409, message, { conflicts: missing });
  }
  return fresh;
}

/** Stores each new acknowledgement with its care (who, when, which reasons, for which product) and audits it. */
export async function storeAcknowledgements(
  tx: Tx,
  meta: { userId: number; clientId: number; requestId: string },
  saved: readonly { careId: number; productId: number; reasons: NewAcknowledgement }[],
): Promise<void> {
  const rows = saved.flatMap((s) =>
    s.reasons ? [{ userId: meta.userId, clientId: meta.clientId, careId: s.careId, productId: s.productId, reasons: s.reasons }] : [],
  );
  if (rows.length === 0) return;
  await tx.insert(careAcknowledgements).values(rows);
  await recordAudit(tx, { userId: meta.userId, clientId: meta.clientId, action: 'contraindication-ack', requestId: meta.requestId });
}
