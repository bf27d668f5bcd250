import {
  IMPORT_FIELDS,
  IMPORT_FIELD_LABELS,
  IMPORT_HEADER_ALIASES,
  IMPORT_MSG,
  IMPORT_REQUIRED_FIELDS,
  normaliseHeader,
  type ImportField,
  type ImportKind,
  type ImportMapping,
} from '@meche/contracts';
import { HttpError } from '../shared/http-errors';

const fieldsOf = (kind: ImportKind): readonly ImportField[] => IMPORT_FIELDS[kind];

/** Each header to the field whose label or aliases match it (accents, case and punctuation ignored); a field takes its first header only. */
function autoMapping(kind: ImportKind, headers: readonly string[]): ImportMapping {
  const byAlias = new Map<string, ImportField>();
  for (const field of fieldsOf(kind)) {
    for (const alias of [normaliseHeader(IMPORT_FIELD_LABELS[field]), ...IMPORT_HEADER_ALIASES[field]]) {
      if (!byAlias.has(alias)) byAlias.set(alias, field);
    }
  }
  const taken = new Set<ImportField>();
  const mapping: ImportMapping = {};
  for (const header of headers) {
    // 'Email (2)': a repeated header is matched by its name without the suffix, after the first.
    const field = byAlias.get(normaliseHeader(header.replace(/ \(\d+\)$/, ''))) ?? null;
    mapping[header] = field && !taken.has(field) ? field : null;
    if (field) taken.add(field);
  }
  return mapping;
}

export interface ResolvedMapping {
  mapping: ImportMapping;
  /** The column index of each mapped field. */
  columns: Map<ImportField, number>;
  /** Required fields no column maps to. */
  missing: ImportField[];
}

/** The mapping sent (headers it leaves out are ignored), or the automatic one; 400 for a field of another kind or mapped twice. */
export function resolveMapping(kind: ImportKind, headers: readonly string[], sent: ImportMapping | undefined): ResolvedMapping {
  const allowed = new Set(fieldsOf(kind));
  const mapping: ImportMapping = sent ? Object.fromEntries(headers.map((h) => [h, sent[h] ?? null])) : autoMapping(kind, headers);
  const columns = new Map<ImportField, number>();
  headers.forEach((header, index) => {
    const field = mapping[header];
    if (!field) return;
    if (!allowed.has(field)) throw new HttpError(400, IMPORT_MSG.invalidMapping);
    if (columns.has(field)) throw new HttpError(400, IMPORT_MSG.fieldMappedTwice(IMPORT_FIELD_LABELS[field]));
    columns.set(field, index);
  });
  const missing = fieldsOf(kind).filter((f) => IMPORT_REQUIRED_FIELDS.includes(f) && !columns.has(f));
  return { mapping, columns, missing };
}
