import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

export type Snapshot = Record<string, { rows: number; checksum: string }>;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** Tables of the public schema, each with whether it has a user_id column (cached per database). */
const tableCache = new WeakMap<Db, Promise<{ name: string; owned: boolean }[]>>();
function tablesOf(db: Db) {
  let tables = tableCache.get(db);
  if (!tables) {
    tables = db
      .execute(
        sql`select t.table_name as name, exists (select 1 from information_schema.columns c where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'user_id') as owned
            from information_schema.tables t where t.table_schema = 'public' and t.table_type = 'BASE TABLE' order by t.table_name`,
      )
      .then((r) => rowsOf<{ name: string; owned: boolean }>(r));
    tableCache.set(db, tables);
  }
  return tables;
}

/**
 * Row count and an md5 of every row of every table of the public schema (order-independent), in one query.
 * `ownedBy`: only that practitioner's rows (their users row and every row with their user_id).
 */
export async function snapshotDatabase(db: Db, options: { except?: readonly string[]; ownedBy?: number } = {}): Promise<Snapshot> {
  const tables = (await tablesOf(db)).filter(
    (t) => !options.except?.includes(t.name) && (options.ownedBy === undefined || t.owned || t.name === 'users'),
  );
  const filter = (t: { name: string }) =>
    options.ownedBy === undefined ? '' : ` where ${t.name === 'users' ? 'id' : 'user_id'} = ${Number(options.ownedBy)}`;
  const query = tables
    .map(
      (t) =>
        `select ${quote(t.name)} as name, count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as checksum from "${t.name}" t${filter(t)}`,
    )
    .join(' union all ');
  const out: Snapshot = {};
  for (const r of rowsOf<{ name: string; rows: number; checksum: string }>(await db.execute(sql.raw(query)))) {
    out[r.name] = { rows: Number(r.rows), checksum: r.checksum };
  }
  return out;
}

/** Per table, how many rows mention `marker` anywhere: proves a deleted record left nothing behind. */
export async function rowsMentioning(db: Db, marker: string): Promise<Record<string, number>> {
  const tables = await tablesOf(db);
  const query = tables
    .map((t) => `select ${quote(t.name)} as name, count(*)::int as n from "${t.name}" t where position(${quote(marker)} in t::text) > 0`)
    .join(' union all ');
  const out: Record<string, number> = {};
  for (const r of rowsOf<{ name: string; n: number }>(await db.execute(sql.raw(query)))) if (Number(r.n) > 0) out[r.name] = Number(r.n);
  return out;
}

/**
 * A committed-row-change counter: a row trigger on every public table bumps `fuzz.changes`. Rolled-back
 * statements roll their bumps back too, so the counter moves only when data really changed. One cheap
 * read per request instead of a full snapshot.
 */
export async function countChanges(db: Db, options: { except?: readonly string[] } = {}): Promise<{ read(): Promise<number>; remove(): Promise<void> }> {
  const tables = (await tablesOf(db)).filter((t) => !options.except?.includes(t.name));
  await db.execute(sql.raw('create schema if not exists fuzz'));
  await db.execute(sql.raw('create table if not exists fuzz.changes (n bigint not null)'));
  await db.execute(sql.raw('insert into fuzz.changes select 0 where not exists (select 1 from fuzz.changes)'));
  await db.execute(
    sql.raw(`create or replace function fuzz.bump() returns trigger language plpgsql as $$ begin update fuzz.changes set n = n + 1; return null; end $$`),
  );
  for (const t of tables) {
    await db.execute(sql.raw(`create or replace trigger fuzz_bump after insert or update or delete on "${t.name}" for each row execute function fuzz.bump()`));
  }
  return {
    async read() {
      return Number(rowsOf<{ n: string | number }>(await db.execute(sql.raw('select n from fuzz.changes')))[0]?.n);
    },
    async remove() {
      for (const t of tables) await db.execute(sql.raw(`drop trigger if exists fuzz_bump on "${t.name}"`));
      await db.execute(sql.raw('drop schema fuzz cascade'));
    },
  };
}
