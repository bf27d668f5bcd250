import type { SQL } from 'drizzle-orm';
import type { Db } from './database';

/** The rows of a raw statement: both drivers answer `{ rows }`, which drizzle's shared type does not say. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
