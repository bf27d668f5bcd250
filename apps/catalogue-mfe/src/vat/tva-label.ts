import type { Tva, TvaValue } from '@meche/contracts';

/** Readable VAT labels, the same words as the add-category select (SPEC §2). */
const TVA_LABELS: Record<TvaValue, string> = { 'TVA5,5%': 'TVA 5,5%', 'TVA20%': 'TVA 20%' };

export const NO_TVA_LABEL = 'Sans TVA';

/** 'TVA 20%', or 'Sans TVA' when the category has no VAT. */
export function tvaLabel(tva: Tva | undefined): string {
  return tva ? TVA_LABELS[tva] : NO_TVA_LABEL;
}

/** The categories table writes an empty VAT in lower case (SPEC §2). */
export function tvaCellText(tva: Tva | undefined): string {
  return tva ? TVA_LABELS[tva] : 'sans tva';
}

/** Options of the VAT selects; the empty value is sent as null (SPEC §5). */
export const TVA_OPTIONS: ReadonlyArray<{ value: '' | TvaValue; label: string }> = [
  { value: '', label: 'SANS TVA' },
  { value: 'TVA5,5%', label: 'TVA 5,5%' },
  { value: 'TVA20%', label: 'TVA 20%' },
];

/** A category as the selects show it: 'Shampoings (TVA 20%)'. */
export function categoryLabel(category: { name: string; tva: Tva }): string {
  return `${category.name} (${tvaLabel(category.tva)})`;
}
