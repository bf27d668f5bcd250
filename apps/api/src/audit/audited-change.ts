import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '@meche/contracts';
import type { Db, Tx } from '../db/database';
import { inTransaction } from '../db/transaction';
import { notFound } from '../shared/http-errors';
import { recordAudits, type AuditEvent } from './repository';

/** Who changes a client file, and in which request (the audit row's request id). */
interface Actor {
  userId: number;
  requestId: string;
}

/** One audit row a change calls for: who, on which client file, what. */
type AuditRow = Omit<AuditEvent, 'requestId'>;

/** The signed-in practitioner of a request, as the audit names them. */
export const actorOf = (request: FastifyRequest): Actor => ({ userId: request.auth.userId, requestId: request.id });

/**
 * A change and the audit rows it calls for, in one transaction: all are stored or none. `change` gets the
 * transaction (build repositories on it) and answers null when its row is missing or someone else's: 404, nothing
 * audited. `auditsOf` names the rows from the result: none (nothing changed), one, or several (a visit moved to
 * another client is audited on both files; an export with the health answers on every file it took).
 */
export async function auditedChanges<T>(
  db: Db,
  requestId: string,
  change: (tx: Tx) => Promise<T | null>,
  auditsOf: (result: T) => readonly AuditRow[],
): Promise<T> {
  const result = await inTransaction(db, async (tx) => {
    const changed = await change(tx);
    if (changed !== null) await recordAudits(tx, auditsOf(changed).map((row) => ({ ...row, requestId })));
    return changed;
  });
  if (result === null) throw notFound();
  return result;
}

/** The common case: the signed-in practitioner's change of one client file, audited once. */
export function auditedChange<T>(
  db: Db,
  actor: Actor,
  action: AuditAction,
  change: (tx: Tx) => Promise<T | null>,
  clientOf: (result: T) => number,
): Promise<T> {
  return auditedChanges(db, actor.requestId, change, (result) => [{ userId: actor.userId, clientId: clientOf(result), action }]);
}
