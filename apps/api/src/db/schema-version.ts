import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MIGRATIONS_FOLDER, type Db } from './database';
import { rowsOf } from './rows';

const journalSchema = z.object({
  entries: z.array(z.object({ idx: z.number(), when: z.number(), tag: z.string() })),
});
export type JournalEntry = z.infer<typeof journalSchema>['entries'][number];

/** The migrations this code knows, oldest first (drizzle-kit's journal: `when` is what drizzle records as applied). */
export function readJournal(migrationsFolder = MIGRATIONS_FOLDER): JournalEntry[] {
  const text = fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8');
  return [...journalSchema.parse(JSON.parse(text)).entries].sort((a, b) => a.when - b.when);
}

/** A database's schema version: the last migration applied (its tag when this code knows it) and drizzle's stamp. */
export interface SchemaVersion {
  migration: string | null;
  appliedAt: number;
}

/**
 * drizzle's own record of the last migration applied, or null for a database never migrated (a new, empty one).
 * drizzle applies every journal entry whose `when` is later than that stamp, so it is the schema's version.
 */
export async function readSchemaVersion(db: Db, journal: JournalEntry[] = readJournal()): Promise<SchemaVersion | null> {
  const [table] = await rowsOf<{ present: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table?.present) return null;
  const [last] = await rowsOf<{ at: string | null }>(db, sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`);
  const at = last?.at;
  if (at === null || at === undefined) return null;
  const appliedAt = Number(at);
  return { migration: journal.find((entry) => entry.when === appliedAt)?.tag ?? null, appliedAt };
}

/** The migrations the next start will apply to a database at `version`. */
export function pendingMigrations(version: SchemaVersion | null, journal: JournalEntry[] = readJournal()): JournalEntry[] {
  return journal.filter((entry) => version === null || entry.when > version.appliedAt);
}

/** True when `version` was written by a newer Mèche: a migration this code does not have. */
export function isNewerSchema(version: SchemaVersion, journal: JournalEntry[] = readJournal()): boolean {
  const newest = journal.at(-1)?.when ?? 0;
  return version.appliedAt > newest || !journal.some((entry) => entry.when === version.appliedAt);
}
