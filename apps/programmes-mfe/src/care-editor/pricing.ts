import { carePriceCents, sumCents } from '@meche/contracts';

/** Quantity as typed: a whole number of at least 1, else undefined (the field shows the error). */
export function parseQuantity(text: string): number | undefined {
  if (!/^\d+$/.test(text.trim())) return undefined;
  const value = Number(text.trim());
  return value >= 1 ? value : undefined;
}

/** Care price in cents; a quantity not yet valid counts as nothing rather than a wrong price. */
export function rowPriceCents(productPrice: number, quantity: number | undefined): number {
  return quantity === undefined ? 0 : carePriceCents(productPrice, quantity);
}

export function totalCents(rows: readonly { productPrice: number; quantity: number | undefined }[]): number {
  return sumCents(rows.map((r) => rowPriceCents(r.productPrice, r.quantity)));
}
