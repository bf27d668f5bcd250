/**
 * The catalogue's texts: its sidebar entry and the price field's readings. Imports nothing, so the remote's entry
 * (remote.ts) reads its label without loading a lib; figures come in already formatted.
 */
export const CATALOGUE_MESSAGES = {
  label: 'Produits',
} as const;

/** What a price holds as she types it; `rate` is the VAT rate's label, null for a product without VAT. */
export const PRICE_TEXTS = {
  ttcLabel: 'Prix TTC (€)',
  htLabel: 'Prix HT (€)',
  /** What a TTC price holds, as she types it. */
  ttcSplit: (ht: string, vat: string, rate: string | null) =>
    rate === null ? `Sans TVA : HT = TTC = ${ht}.` : `Soit ${ht} HT + ${vat} de TVA (${rate}).`,
  /** What an HT price becomes: the price stored, printed and totalled is always the TTC one. */
  htToTtc: (ttc: string, vat: string, rate: string | null) =>
    rate === null ? `Sans TVA : prix TTC enregistré ${ttc}.` : `Prix TTC enregistré : ${ttc} (TVA ${vat}, ${rate}).`,
  ttcStored: 'Le prix enregistré est le prix TTC, payé par le client.',
} as const;
