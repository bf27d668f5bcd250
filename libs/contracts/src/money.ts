/**
 * Money is computed in integer cents so 0.1 + 0.2 problems cannot happen;
 * the wire format stays a number of euros with at most 2 decimals.
 */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** Care price = product price × quantity, in cents. */
export function carePriceCents(productPrice: number, quantity: number): number {
  return toCents(productPrice) * quantity;
}

export function sumCents(values: readonly number[]): number {
  return values.reduce((total, v) => total + v, 0);
}

/** Only digits with at most one decimal separator ('.' or ','). */
const PRICE_INPUT_PATTERN = /^\d*(?:[.,]\d*)?$/;

function isValidPriceInput(text: string): boolean {
  return PRICE_INPUT_PATTERN.test(text.trim());
}

/** A comma becomes a dot, the value becomes a number, 0 if empty. NaN when invalid. */
export function parsePriceInput(text: string): number {
  const trimmed = text.trim();
  if (!isValidPriceInput(trimmed)) return Number.NaN;
  const normalised = trimmed.replace(',', '.');
  if (normalised === '' || normalised === '.') return 0;
  return Number(normalised);
}
