import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll } from 'vitest';

const folder = new URL('../db/migrations/', import.meta.url);
const journal = JSON.parse(fs.readFileSync(new URL('meta/_journal.json', folder), 'utf8')) as { entries: { tag: string }[] };

/** The migrations in the order they apply, by tag ('0006_programme_figures_practice_settings'). */
const migrationTags = journal.entries.map((e) => e.tag);

/** The migrations before the one whose tag starts with `prefix`, and that one. */
export function splitAt(prefix: string): { before: string[]; migration: string } {
  const at = migrationTags.findIndex((t) => t.startsWith(prefix));
  if (at < 0) throw new Error(`no migration ${prefix}`);
  return { before: migrationTags.slice(0, at), migration: migrationTags[at] as string };
}

/** An in-memory PGlite of the file's own, closed after its tests: the same on both test projects, so run it on one. */
export function scratchDatabase(): PGlite {
  const db = new PGlite({ extensions: { pg_trgm, btree_gin } });
  afterAll(() => db.close());
  return db;
}

/** Applies migrations one statement at a time, as the migrator does on PGlite. */
export async function runMigrations(db: PGlite, tags: readonly string[]): Promise<void> {
  for (const tag of tags) {
    const statements = fs
      .readFileSync(new URL(`${tag}.sql`, folder), 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean);
    for (const statement of statements) await db.query(statement);
  }
}
