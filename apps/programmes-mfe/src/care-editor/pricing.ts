import { carePriceCents, MAX_QUANTITY, MSG, parseAmount, sumCents } from '@meche/contracts';

/** Quantity as typed, read by the one amount parser: a whole number from 1 to MAX_QUANTITY, else undefined. */
export function parseQuantity(text: string): number | undefined {
  const result = parseAmount(text, 'quantity');
  return result.ok ? result.value : undefined;
}

/**
 * What to say under a quantity parseQuantity refuses, in the parser's own words ('1,5': 'Quantité entière : …');
 * an emptied field asks for the minimum rather than calling the figure required.
 */
export function quantityError(text: string): string {
  const result = parseAmount(text, 'quantity');
  if (text.trim() === '' || result.ok) return MSG.invalidQuantity;
  return result.error;
}

/** The quantity one step up or down (the arrow keys of a spinbutton), within 1..MAX_QUANTITY; from 1 when unreadable. */
export function steppedQuantity(text: string, step: 1 | -1): string {
  const current = parseQuantity(text);
  if (current === undefined) return '1';
  return String(Math.min(MAX_QUANTITY, Math.max(1, current + step)));
}

/** Care price in cents; a quantity not yet valid counts as nothing rather than a wrong price. */
export function rowPriceCents(productPrice: number, quantity: number | undefined): number {
  return quantity === undefined ? 0 : carePriceCents(productPrice, quantity);
}

export function totalCents(rows: readonly { productPrice: number; quantity: number | undefined }[]): number {
  return sumCents(rows.map((r) => rowPriceCents(r.productPrice, r.quantity)));
}
