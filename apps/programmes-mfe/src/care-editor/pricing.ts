import { carePriceCents, MAX_QUANTITY, MSG, parseAmount, sumCents } from '@meche/contracts';

/** Quantity as typed, read by the one amount parser: a whole number from 1 to MAX_QUANTITY, else undefined. */
export function parseQuantity(text: string): number | undefined {
  const result = parseAmount(text, 'quantity');
  return result.ok ? result.value : undefined;
}

/** Why a keystroke in a quantity was refused: a count of products has no decimals and no sign. */
export function quantityKeyRefusal(key: string): string {
  return key === ',' || key === '.' ? MSG.quantityNotWhole : MSG.invalidQuantity;
}

/** What to say under a quantity parseQuantity refuses: the server's own messages for each bound. */
export function quantityError(text: string): string {
  return /^\d+$/.test(text.trim()) && Number(text.trim()) > MAX_QUANTITY ? MSG.quantityTooHigh : MSG.invalidQuantity;
}

/** Care price in cents; a quantity not yet valid counts as nothing rather than a wrong price. */
export function rowPriceCents(productPrice: number, quantity: number | undefined): number {
  return quantity === undefined ? 0 : carePriceCents(productPrice, quantity);
}

export function totalCents(rows: readonly { productPrice: number; quantity: number | undefined }[]): number {
  return sumCents(rows.map((r) => rowPriceCents(r.productPrice, r.quantity)));
}
