import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '@meche/contracts';
import type { Db, Tx } from '../db/database';
import { inTransaction } from '../db/transaction';
import { notFound } from '../shared/http-errors';
import { recordAudit } from './repository';

/** Who changes a client file, and in which request (the audit row's request id). */
interface Actor {
  userId: number;
  requestId: string;
}

/** The signed-in practitioner of a request, as the audit names them. */
export const actorOf = (request: FastifyRequest): Actor => ({ userId: request.auth.userId, requestId: request.id });

/**
 * A change of a client file and its audit row, in one transaction: both are stored or neither. `change` gets the
 * transaction (build repositories on it) and answers null when the row is missing or someone else's: 404, nothing
 * audited. `clientOf` names the client file the result belongs to.
 */
export async function auditedChange<T>(
  db: Db,
  actor: Actor,
  action: AuditAction,
  change: (tx: Tx) => Promise<T | null>,
  clientOf: (result: T) => number,
): Promise<T> {
  const result = await inTransaction(db, async (tx) => {
    const changed = await change(tx);
    if (changed !== null) await recordAudit(tx, { userId: actor.userId, clientId: clientOf(changed), action, requestId: actor.requestId });
    return changed;
  });
  if (result === null) throw notFound();
  return result;
}
