import { IMPORT_MSG, isValidIsoDate, normaliseHeader, type TvaValue } from '@meche/contracts';
import type { Cell } from './read-table';

/** What reading one cell gives: a value for the field's schema, or the French reason it is refused. */
export type Read<T> = { ok: true; value: T } | { ok: false; error: string };
const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const refused = (error: string): Read<never> => ({ ok: false, error });

const pad = (n: number) => String(n).padStart(2, '0');
const isoOfUtc = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** Our own export protects cells that a spreadsheet would run as a formula with a leading quote: it is not part of the value. */
const FORMULA_GUARD = /^'(?=[=+\-@])/;

/** A cell as the text a form would send: trimmed, '' for nothing; a date as dd/mm/yyyy, a number as written in French. */
export function text(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return isoOfUtc(cell);
  if (typeof cell === 'number') return String(cell);
  return cell.trim().replace(FORMULA_GUARD, '');
}

/**
 * A phone number. A spreadsheet that took '0612345678' for a number keeps 612345678: a French number of 9 digits
 * gets its leading zero back.
 */
export function phone(cell: Cell): string {
  if (typeof cell === 'number' && Number.isInteger(cell) && cell >= 100_000_000 && cell <= 999_999_999) return `0${cell}`;
  return text(cell);
}

/** Excel counts days from 1899-12-30 (its 1900 leap-year bug included). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

const FRENCH_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** dd/mm/yyyy (also d/m/yyyy, with '.' or '-'), yyyy-mm-dd (a timestamp's date), an Excel date cell or day number → 'YYYY-MM-DD'. */
export function date(cell: Cell): Read<string | null> {
  if (cell instanceof Date) return ok(isoOfUtc(cell));
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 1 || cell > 2_958_465) return refused(IMPORT_MSG.invalidDate);
    return ok(isoOfUtc(new Date(EXCEL_EPOCH_MS + Math.floor(cell) * DAY_MS)));
  }
  const value = text(cell);
  if (value === '') return ok(null);
  const french = FRENCH_DATE.exec(value);
  const iso = french ? `${french[3]}-${pad(Number(french[2]))}-${pad(Number(french[1]))}` : ISO_DATE.exec(value)?.slice(1, 4).join('-');
  return iso && isValidIsoDate(iso) ? ok(iso) : refused(IMPORT_MSG.invalidDate);
}

const SEX_WORDS: Record<string, 'M' | 'F'> = Object.fromEntries([
  ...['m', 'h', 'homme', 'masculin', 'monsieur', 'mr', 'male', 'man', 'garcon'].map((w) => [w, 'M'] as const),
  ...['f', 'femme', 'feminin', 'madame', 'mme', 'mademoiselle', 'mlle', 'female', 'woman', 'mrs', 'ms', 'miss', 'fille'].map((w) => [w, 'F'] as const),
]);

/** F/M, Femme/Homme, Mme/M., Madame/Monsieur, Female/Male… ('' stays '' for the schema's "required"). */
export function sex(cell: Cell): Read<string> {
  const value = text(cell);
  if (value === '') return ok('');
  const found = SEX_WORDS[normaliseHeader(value)];
  return found ? ok(found) : refused(IMPORT_MSG.invalidSex);
}

/**
 * A VAT rate: '20', '20 %', '20,0', '0,2', 'TVA20%' → TVA20% (5,5 likewise); '0' or '0 %' → no VAT (null); an empty
 * cell → undefined (not given: the category's VAT applies).
 */
export function tva(cell: Cell): Read<TvaValue | null | undefined> {
  const value = text(cell).replace(/^tva\s*/i, '').replace(/\s*%$/, '').replace(',', '.').trim();
  if (value === '') return ok(undefined);
  if (!/^\d+(\.\d+)?$/.test(value)) return refused(IMPORT_MSG.invalidTva);
  const n = Number(value);
  // A rate written as a fraction (0,2) or as a percentage (20).
  const percent = n > 0 && n < 1 ? Math.round(n * 10_000) / 100 : n;
  if (percent === 0) return ok(null);
  if (percent === 5.5) return ok('TVA5,5%');
  if (percent === 20) return ok('TVA20%');
  return refused(IMPORT_MSG.invalidTva);
}

/** Plain text becomes a paragraph (escaped); what is already HTML (our own export) goes as it is, to the sanitiser. */
export function description(cell: Cell): string {
  const value = text(cell);
  if (value === '' || /<[a-z][\s\S]*>/i.test(value)) return value;
  const escaped = value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return escaped
    .split(/\r?\n/)
    .map((line) => `<p>${line}</p>`)
    .join('');
}
