import { TVA_RATE_LABELS } from './vat';
import type { Tva } from './constants';

const euros = (value: number) => `${value.toFixed(2)} €`;
const rate = (tva: Tva) => (tva ? TVA_RATE_LABELS[tva] : 'sans TVA');

/**
 * What the care editor says about a saved care whose product changed in the catalogue since, one sentence per
 * figure that changed; [] when the care is up to date. Prices in the sheets' own format (2 decimals, €).
 */
export function catalogueChangeNotes(care: {
  unitPrice: number;
  tva: Tva;
  catalogue: { productPrice: number; tva: Tva } | null;
}): string[] {
  const { catalogue } = care;
  if (!catalogue) return [];
  const notes: string[] = [];
  if (catalogue.productPrice !== care.unitPrice) {
    notes.push(`Prix du catalogue modifié : ${euros(catalogue.productPrice)} (enregistré ${euros(care.unitPrice)})`);
  }
  if (catalogue.tva !== care.tva) {
    notes.push(`TVA du catalogue modifiée : ${rate(catalogue.tva)} (enregistrée ${rate(care.tva)})`);
  }
  return notes;
}
