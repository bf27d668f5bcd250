import type { SQL } from 'drizzle-orm';
import type { Db } from './database';

/** The rows of a raw statement: both drivers answer `{ rows }`, which drizzle's shared type does not say. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The row of a statement that always returns one (an INSERT … RETURNING, an upsert): its absence is a bug in the
 * code, never a 404, so it throws instead of being cast away.
 */
export function returnedRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('the statement returned no row');
  return row;
}
