import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './database';
import { inTransaction } from './transaction';

/** A table of practice data: every row has an id and the practitioner who owns it. */
type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn };

/**
 * The practitioner's row `id` of `table`, locked until the transaction ends; null when it is missing or someone
 * else's (the caller answers 404 either way, never revealing which). 'update' before changing or deleting it;
 * 'key share' so that it cannot be deleted while rows pointing at it are written.
 */
export async function lockOwned<T extends OwnedTable>(
  tx: Tx,
  table: T,
  owner: { userId: number; id: number },
  strength: 'update' | 'key share' = 'update',
): Promise<T['$inferSelect'] | null> {
  const owned: OwnedTable = table;
  const [row] = await tx
    .select()
    .from(owned)
    .where(and(eq(owned.id, owner.id), eq(owned.userId, owner.userId)))
    .for(strength);
  // Selected from `table` itself: the row is that table's (drizzle cannot infer it through the type parameter).
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/**
 * Deletes the practitioner's row `id` of `table` unless `inUse` finds rows that still need it: 'in-use' (the caller
 * answers 409), 'missing' (404), or 'deleted'. Locked first, so a row pointing at it written meanwhile either waits
 * and is refused, or is seen by `inUse`.
 */
export async function removeOwned(
  db: Db,
  table: OwnedTable,
  owner: { userId: number; id: number },
  inUse: (tx: Tx) => Promise<boolean>,
): Promise<'deleted' | 'missing' | 'in-use'> {
  return inTransaction(db, async (tx) => {
    if (!(await lockOwned(tx, table, owner))) return 'missing';
    if (await inUse(tx)) return 'in-use';
    await tx.delete(table).where(eq(table.id, owner.id));
    return 'deleted';
  });
}
