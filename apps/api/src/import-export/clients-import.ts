import { eq, inArray } from 'drizzle-orm';
import {
  CLIENT_IMPORT_FIELDS,
  clientInputSchema,
  normaliseEmail,
  type ClientImportField,
  type ClientValues,
  type DuplicateStrategy,
  type ImportDuplicate,
  type ImportField,
  type ImportResult,
} from '@meche/contracts';
import { derivedColumns } from '../clients/repository';
import type { Db, Tx } from '../db/database';
import { auditLog, clients } from '../db/schema';
import { normaliseSearch } from '../shared/search-text';
import { cellOf, issuesByField, readRows, type Analysis, type PlannedRow, type RowReading } from './analysis';
import * as read from './cells';
import type { ResolvedMapping } from './mapping';
import type { Cell, Table } from './read-table';

const IMPORTED = new Set<string>(CLIENT_IMPORT_FIELDS);
const fieldOf = (key: string): ImportField | null => (IMPORTED.has(key) ? (key as ClientImportField) : null);

function readClientRow(cells: readonly Cell[], resolved: ResolvedMapping): RowReading<ClientValues> {
  const input: Record<string, unknown> = {};
  const errors: { field: ImportField | null; message: string }[] = [];
  for (const field of CLIENT_IMPORT_FIELDS) {
    const cell = cellOf(cells, resolved, field);
    if (cell === undefined) continue;
    if (field === 'sex' || field === 'birthday') {
      const result = field === 'sex' ? read.sex(cell) : read.date(cell);
      if (result.ok) input[field] = result.value;
      else errors.push({ field, message: result.error });
    } else {
      input[field] = field === 'mobilePhone' || field === 'homePhone' ? read.phone(cell) : read.text(cell);
    }
  }
  // Health answers never come in by import: no consent is recorded for these clients.
  const parsed = clientInputSchema.safeParse(input);
  if (parsed.success && errors.length === 0) return { ok: true, values: parsed.data };
  const schemaErrors = parsed.success ? [] : issuesByField(parsed.error.issues, fieldOf);
  const cellFields = new Set(errors.map((e) => e.field));
  return { ok: false, errors: [...errors, ...schemaErrors.filter((e) => !cellFields.has(e.field))] };
}

/** A French mobile number whichever way it is written: '+33 6 12 34 56 78', '0033612345678' and '06 12 34 56 78' are one. */
function mobileKey(phone: string | null): string | null {
  if (!phone) return null;
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('0033')) digits = `0${digits.slice(4)}`;
  else if (digits.startsWith('33') && digits.length === 11) digits = `0${digits.slice(2)}`;
  return digits.length >= 6 ? digits : null;
}

interface Keys {
  email: string | null;
  mobile: string | null;
  'name-birthday': string | null;
}
const keysOf = (v: { email: string | null; mobilePhone: string | null; lastName: string; firstName: string; birthday: string | null }): Keys => ({
  email: v.email ? normaliseEmail(v.email) : null,
  mobile: mobileKey(v.mobilePhone),
  'name-birthday': v.birthday ? `${normaliseSearch(v.lastName)}|${normaliseSearch(v.firstName)}|${v.birthday}` : null,
});
const REASONS = ['email', 'mobile', 'name-birthday'] as const;

/** Reads every row, then finds which valid ones repeat one of the practitioner's clients (never another's) or an earlier line. */
export async function analyseClients(db: Db, userId: number, table: Table, resolved: ResolvedMapping): Promise<Analysis<ClientValues>> {
  const { errors, refusedRows, valid } = readRows(table, resolved, (cells) => readClientRow(cells, resolved));
  const stored = await db
    .select({ id: clients.id, firstName: clients.firstName, lastName: clients.lastName, email: clients.email, mobilePhone: clients.mobilePhone, birthday: clients.birthday })
    .from(clients)
    .where(eq(clients.userId, userId));
  const existing = { email: new Map<string, number>(), mobile: new Map<string, number>(), 'name-birthday': new Map<string, number>() };
  const labels = new Map<number, string>();
  for (const row of stored) {
    labels.set(row.id, `${row.lastName} ${row.firstName}`);
    const keys = keysOf(row);
    for (const reason of REASONS) {
      const key = keys[reason];
      if (key && !existing[reason].has(key)) existing[reason].set(key, row.id);
    }
  }
  const inFile = { email: new Map<string, number>(), mobile: new Map<string, number>(), 'name-birthday': new Map<string, number>() };
  const plan: PlannedRow<ClientValues>[] = valid.map(({ line, values }) => {
    const keys = keysOf(values);
    let duplicate: ImportDuplicate | null = null;
    for (const reason of REASONS) {
      const id = keys[reason] ? existing[reason].get(keys[reason]) : undefined;
      if (id !== undefined) {
        duplicate = { line, reason, existing: { id, label: labels.get(id) ?? '' }, otherLine: null };
        break;
      }
    }
    if (!duplicate) {
      for (const reason of REASONS) {
        const other = keys[reason] ? inFile[reason].get(keys[reason]) : undefined;
        if (other !== undefined) {
          duplicate = { line, reason, existing: null, otherLine: other };
          break;
        }
      }
    }
    if (!duplicate) for (const reason of REASONS) if (keys[reason]) inFile[reason].set(keys[reason], line);
    return { line, values, duplicate };
  });
  return { total: table.rows.length, errors, refusedRows, plan };
}

/** How the preview shows a client row: the values as stored. */
export const showClient = (v: ClientValues) => Object.fromEntries(CLIENT_IMPORT_FIELDS.map((f) => [f, v[f]]));

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters, few round trips. */
const BATCH = 1000;

/**
 * Stores the plan in the caller's transaction: new clients in batches, duplicates of a stored client merged (its
 * empty fields filled from the file, nothing overwritten) or skipped, repeats of an earlier line skipped. Each client
 * file created or filled gets its own audit row ('create' / 'update') under the import's request id.
 */
export async function storeClients(tx: Tx, userId: number, plan: readonly PlannedRow<ClientValues>[], strategy: DuplicateStrategy, requestId: string): Promise<ImportResult> {
  const fresh = plan.filter((p) => !p.duplicate).map((p) => p.values);
  const toMerge = strategy === 'merge' ? plan.filter((p) => p.duplicate?.existing) : [];
  const skipped = plan.length - fresh.length - toMerge.length;

  const audit: { userId: number; clientId: number; action: 'create' | 'update'; requestId: string }[] = [];
  for (let i = 0; i < fresh.length; i += BATCH) {
    const batch = fresh.slice(i, i + BATCH);
    const ids = await tx
      .insert(clients)
      .values(batch.map((values) => ({ ...values, userId, ...derivedColumns(values) })))
      .returning({ id: clients.id });
    for (const { id } of ids) audit.push({ userId, clientId: id, action: 'create', requestId });
  }

  if (toMerge.length > 0) {
    const ids = [...new Set(toMerge.map((p) => p.duplicate?.existing?.id ?? 0))];
    const rows = await tx.select().from(clients).where(inArray(clients.id, ids));
    const byId = new Map(rows.filter((r) => r.userId === userId).map((r) => [r.id, r]));
    const changed = new Set<number>();
    for (const p of toMerge) {
      const row = byId.get(p.duplicate?.existing?.id ?? 0);
      if (!row) continue;
      for (const field of CLIENT_IMPORT_FIELDS) {
        const value = p.values[field];
        if (value !== null && (row[field] === null || row[field] === '')) {
          Object.assign(row, { [field]: value });
          changed.add(row.id);
        }
      }
    }
    for (const id of changed) {
      const row = byId.get(id);
      if (!row) continue;
      const filled = Object.fromEntries(CLIENT_IMPORT_FIELDS.map((f) => [f, row[f]])) as Pick<ClientValues, ClientImportField>;
      await tx
        .update(clients)
        .set({ ...filled, ...derivedColumns(filled as ClientValues), modified: new Date() })
        .where(eq(clients.id, id));
      audit.push({ userId, clientId: id, action: 'update', requestId });
    }
  }
  for (let i = 0; i < audit.length; i += BATCH * 5) await tx.insert(auditLog).values(audit.slice(i, i + BATCH * 5));
  return { created: fresh.length, merged: toMerge.length, skipped };
}
