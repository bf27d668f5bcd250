import {
  IMPORT_FIELD_LABELS,
  IMPORT_MSG,
  IMPORT_PREVIEW_ROWS,
  type ImportDuplicate,
  type ImportError,
  type ImportField,
} from '@meche/contracts';
import type { ResolvedMapping } from './mapping';
import type { Cell, Table } from './read-table';

/** One row read: the values its schema accepted, or the refused fields with their French reasons. */
export type RowReading<V> = { ok: true; values: V } | { ok: false; errors: { field: ImportField | null; message: string }[] };

/** A valid row, and whether it repeats a stored record or an earlier line. */
export interface PlannedRow<V> {
  line: number;
  values: V;
  duplicate: ImportDuplicate | null;
}

export interface Analysis<V> {
  total: number;
  errors: ImportError[];
  refusedRows: number;
  plan: PlannedRow<V>[];
}

/** The cell of a mapped field (null when the row is shorter, or the field unmapped). */
export const cellOf = (cells: readonly Cell[], resolved: ResolvedMapping, field: ImportField): Cell | undefined => {
  const index = resolved.columns.get(field);
  return index === undefined ? undefined : (cells[index] ?? null);
};

/**
 * Reads every row with `readRow`: each refusal names its line and the file's header of its column. A required field
 * no column maps to is said once, on the headers' line, instead of on every row.
 */
export function readRows<V>(
  table: Table,
  resolved: ResolvedMapping,
  readRow: (cells: readonly Cell[]) => RowReading<V>,
): { errors: ImportError[]; refusedRows: number; valid: { line: number; values: V }[] } {
  const headerOf = new Map<ImportField, string>();
  for (const [field, index] of resolved.columns) headerOf.set(field, table.headers[index] ?? '');
  const errors: ImportError[] = resolved.missing.map((field) => ({ line: 1, column: null, message: IMPORT_MSG.missingColumn(IMPORT_FIELD_LABELS[field]) }));
  const missing = new Set(resolved.missing);
  const valid: { line: number; values: V }[] = [];
  let refusedRows = 0;
  for (const row of table.rows) {
    const reading = readRow(row.cells);
    if (reading.ok) {
      valid.push({ line: row.line, values: reading.values });
      continue;
    }
    const own = reading.errors.filter((e) => !(e.field && missing.has(e.field)));
    // A row refused only for a column the file lacks: said once above.
    if (own.length === 0) continue;
    refusedRows++;
    const said = new Set<string>();
    for (const e of own) {
      const column = e.field ? (headerOf.get(e.field) ?? IMPORT_FIELD_LABELS[e.field]) : null;
      const key = `${column}`;
      if (said.has(key)) continue;
      said.add(key);
      errors.push({ line: row.line, column, message: e.message });
    }
  }
  // Nothing can be stored while a required column is missing: every row counts as refused.
  if (resolved.missing.length > 0) return { errors, refusedRows: table.rows.length, valid: [] };
  return { errors, refusedRows, valid };
}

/** The preview's first rows, as they will be stored. */
export const previewRows = <V>(plan: readonly PlannedRow<V>[], show: (values: V) => Record<string, string | number | null>) =>
  plan.slice(0, IMPORT_PREVIEW_ROWS).map((p) => ({ line: p.line, values: show(p.values) }));

/** Zod issues of a row's schema, by the import field at the head of their path. */
export function issuesByField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fieldOf: (key: string) => ImportField | null,
): { field: ImportField | null; message: string }[] {
  return issues.map((issue) => ({ field: fieldOf(String(issue.path[0] ?? '')), message: issue.message }));
}
