import { carePriceCents, MAX_QUANTITY, MSG, sumCents } from '@meche/contracts';

/** Quantity as typed: a whole number from 1 to MAX_QUANTITY, else undefined (the field shows the error). */
export function parseQuantity(text: string): number | undefined {
  if (!/^\d+$/.test(text.trim())) return undefined;
  const value = Number(text.trim());
  return value >= 1 && value <= MAX_QUANTITY ? value : undefined;
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
