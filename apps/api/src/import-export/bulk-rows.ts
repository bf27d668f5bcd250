import { sql, type SQL } from 'drizzle-orm';

/**
 * Many rows in one statement: the rows travel as ONE JSON parameter that PostgreSQL unpacks with
 * jsonb_populate_recordset into the table's own row type. Building an INSERT of 10,000 rows × 16 parameters cost the
 * import more time than storing them; this keeps it to one round trip and no per-value work in the API.
 * `columns` are our own snake_case column names (never the file's text); the values stay parameters.
 */
export function recordset(table: string, columns: readonly string[], rows: readonly Record<string, unknown>[]): { list: SQL; source: SQL } {
  return {
    list: sql.raw(columns.map((c) => `"${c}"`).join(', ')),
    source: sql`jsonb_populate_recordset(null::${sql.raw(`"${table}"`)}, ${JSON.stringify(rows)}::jsonb)`,
  };
}
