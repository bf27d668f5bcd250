import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './database';

/** True inside a transaction: a repository built on it, or `recordAudit`, joins it. */
export const isTransaction = (db: Db): db is Tx => is(db, PgTransaction);

/**
 * The one way a repository makes several statements commit together. A repository is built on `db`, which is the
 * database or a transaction someone else opened (see `auditedChanges`): on the database this opens a transaction, on
 * a transaction it joins it, so the caller's commit or rollback covers this work too (no savepoint to unwind apart).
 * A `Tx` is a `Db`, so nothing is typed `Db | Tx`; a helper that locks rows takes `tx: Tx`, as it means something only
 * inside one. A route never calls `db.transaction`: a change across repositories runs here (or in `auditedChanges`
 * when it is audited) and builds its repositories on the `tx`.
 */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return isTransaction(db) ? work(db) : db.transaction(work);
}
