import { and, eq, inArray, sql } from 'drizzle-orm';
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
import { clients } from '../db/schema';
import { normaliseSearch } from '../shared/search-text';
import { fromKeys } from '../shared/from-keys';
import { cellOf, issuesByField, readRows, type Analysis, type PlannedRow, type RowReading } from './analysis';
import { recordset } from './bulk-rows';
import * as read from './cells';
import type { ResolvedMapping } from './mapping';
import type { Cell, Table } from './read-table';

const IMPORTED = new Set<string>(CLIENT_IMPORT_FIELDS);
/** The client form's own rules for the fields an import brings (the health answers never come in this way). */
const importedClientSchema = clientInputSchema.pick(fromKeys(CLIENT_IMPORT_FIELDS, () => true as const));
type ImportedClient = Pick<ClientValues, ClientImportField>;
const fieldOf = (key: string): ImportField | null => (IMPORTED.has(key) ? (key as ClientImportField) : null);

function readClientRow(cells: readonly Cell[], resolved: ResolvedMapping): RowReading<ImportedClient> {
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
  const parsed = importedClientSchema.safeParse(input);
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
export async function analyseClients(db: Db, userId: number, table: Table, resolved: ResolvedMapping): Promise<Analysis<ImportedClient>> {
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
  const plan: PlannedRow<ImportedClient>[] = valid.map(({ line, values }) => {
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
export const showClient = (v: ImportedClient) => Object.fromEntries(CLIENT_IMPORT_FIELDS.map((f) => [f, v[f]]));

/** The client columns an import writes, by their database names (the recordset's keys). */
const COLUMNS = {
  userId: 'user_id',
  firstName: 'first_name',
  lastName: 'last_name',
  sex: 'sex',
  birthday: 'birthday',
  email: 'email',
  mobilePhone: 'mobile_phone',
  homePhone: 'home_phone',
  streetName: 'street_name',
  zipCode: 'zip_code',
  city: 'city',
  comments: 'comments',
  searchText: 'search_text',
  lastNameKey: 'last_name_key',
  firstNameKey: 'first_name_key',
  cityKey: 'city_key',
} as const;
const IMPORTED_COLUMNS = Object.values(COLUMNS);

/** One client as a recordset row: its imported fields and the columns derived from them (search text, sort keys). */
function recordOf(userId: number, values: ImportedClient, id?: number): Record<string, unknown> {
  const derived = derivedColumns(values);
  const all: Record<keyof typeof COLUMNS, unknown> = { userId, ...values, ...derived };
  const record: Record<string, unknown> = id === undefined ? {} : { id };
  for (const [key, column] of Object.entries(COLUMNS)) record[column] = all[key as keyof typeof COLUMNS];
  return record;
}

/**
 * Stores the plan in the caller's transaction: new clients in one statement, duplicates of a stored client merged (its
 * empty fields filled from the file, nothing overwritten) or skipped, repeats of an earlier line skipped. Each client
 * file created or filled gets its own audit row ('create' / 'update') under the import's request id, in the same
 * statement as the change.
 */
export async function storeClients(tx: Tx, userId: number, plan: readonly PlannedRow<ImportedClient>[], strategy: DuplicateStrategy, requestId: string): Promise<ImportResult> {
  const fresh = plan.filter((p) => !p.duplicate).map((p) => p.values);
  const toMerge = strategy === 'merge' ? plan.filter((p) => p.duplicate?.existing) : [];
  const skipped = plan.length - fresh.length - toMerge.length;

  if (fresh.length > 0) {
    const { list, source } = recordset('clients', IMPORTED_COLUMNS, fresh.map((v) => recordOf(userId, v)));
    await tx.execute(sql`
      with created as (insert into clients (${list}) select ${list} from ${source} returning id)
      insert into audit_log (user_id, client_id, action, request_id) select ${userId}, id, 'create', ${requestId} from created`);
  }

  if (toMerge.length > 0) {
    const ids = [...new Set(toMerge.map((p) => p.duplicate?.existing?.id ?? 0))];
    const rows = await tx.select().from(clients).where(and(eq(clients.userId, userId), inArray(clients.id, ids)));
    const byId = new Map(rows.map((r) => [r.id, r]));
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
    if (changed.size > 0) {
      // The merged rows themselves: recordOf takes their imported fields and derives the rest from them.
      const records = rows.filter((row) => changed.has(row.id)).map((row) => recordOf(userId, row, row.id));
      const set = sql.raw(IMPORTED_COLUMNS.filter((c) => c !== 'user_id').map((c) => `"${c}" = f."${c}"`).join(', '));
      const { source } = recordset('clients', IMPORTED_COLUMNS, records);
      await tx.execute(sql`
        with filled as (
          update clients c set ${set}, modified = now() from ${source} f where c.id = f.id and c.user_id = ${userId} returning c.id
        )
        insert into audit_log (user_id, client_id, action, request_id) select ${userId}, id, 'update', ${requestId} from filled`);
    }
  }
  return { created: fresh.length, merged: toMerge.length, skipped };
}
