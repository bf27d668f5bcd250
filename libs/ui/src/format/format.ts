import { lazyDateFormat } from './date-format';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '12.50 €' — 2 decimals and euros; '0.00 €' when the price is missing or not a number. */
export function formatPrice(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value.trim().replace(',', '.')) : value;
  const amount = typeof n === 'number' && Number.isFinite(n) ? n : 0;
  // Cents first, so 1.005 rounds like a till would and -0 never shows.
  const cents = Math.round(amount * 100);
  return `${(cents / 100 + 0).toFixed(2)} €`;
}

/**
 * A calendar date ('YYYY-MM-DD') is taken as written; a timestamp is read in the viewer's time zone,
 * so a programme created at 23:30 shows the day the practitioner saw.
 */
function toLocalDate(value: Date | string): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const match = DATE_ONLY.exec(value.trim());
  if (match) {
    const [, y, m, d] = match;
    const date = new Date(Number(y), Number(m) - 1, Number(d));
    return date.getMonth() === Number(m) - 1 ? date : null;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'dd/mm/yyyy'; '' when there is no (valid) date. */
export function formatDate(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toLocalDate(value);
  if (!date) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

const longDate = lazyDateFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** 'samedi 21 novembre 2026'; '' when the date is invalid. */
export function formatLongDate(value: Date | string = new Date()): string {
  const date = toLocalDate(value);
  return date ? longDate().format(date) : '';
}
