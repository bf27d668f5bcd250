import type { Tva, TvaValue } from './constants';
import { sumCents, toCents } from './money';

/** Each rate in thousandths, so the split stays in integers. */
const RATE_PER_MILLE: Record<TvaValue, number> = { 'TVA5,5%': 55, 'TVA20%': 200 };

/** How a rate is printed on a sheet. */
export const TVA_RATE_LABELS: Record<TvaValue, string> = { 'TVA5,5%': '5,5 %', 'TVA20%': '20 %' };

interface VatLine {
  /** null: products sold without VAT. */
  tva: Tva;
  htCents: number;
  tvaCents: number;
  ttcCents: number;
}

export interface VatBreakdown {
  /** One line per rate present, 5,5 % then 20 % then no VAT. */
  lines: VatLine[];
  totalHtCents: number;
  totalTvaCents: number;
  totalTtcCents: number;
}

const ORDER: Tva[] = ['TVA5,5%', 'TVA20%', null];

/** The HT of a TTC amount at a rate, rounded to the cent (no VAT: the same amount). */
export function htFromTtcCents(ttcCents: number, tva: Tva): number {
  return tva === null ? ttcCents : Math.round((ttcCents * 1000) / (1000 + RATE_PER_MILLE[tva]));
}

/** The TTC of an HT amount at a rate, rounded to the cent: how a practice that types HT prices gets the stored TTC. */
export function ttcFromHtCents(htCents: number, tva: Tva): number {
  return tva === null ? htCents : Math.round((htCents * (1000 + RATE_PER_MILLE[tva])) / 1000);
}

/**
 * The programme sheet's totals. Catalogue prices are the prices the client pays (VAT included), so a care price
 * is TTC and the programme total stays the TTC total; each rate's HT is taken from that rate's TTC sum, rounded
 * to the cent once per rate as an invoice does, and its VAT is the difference, so HT + TVA = TTC exactly.
 */
export function vatBreakdown(cares: readonly { carePrice: number; tva: Tva }[]): VatBreakdown {
  const lines: VatLine[] = [];
  for (const tva of ORDER) {
    const ofRate = cares.filter((c) => c.tva === tva);
    if (ofRate.length === 0) continue;
    const ttcCents = sumCents(ofRate.map((c) => toCents(c.carePrice)));
    const htCents = htFromTtcCents(ttcCents, tva);
    lines.push({ tva, htCents, tvaCents: ttcCents - htCents, ttcCents });
  }
  return {
    lines,
    totalHtCents: sumCents(lines.map((l) => l.htCents)),
    totalTvaCents: sumCents(lines.map((l) => l.tvaCents)),
    totalTtcCents: sumCents(lines.map((l) => l.ttcCents)),
  };
}
