import { describe, expect, it } from 'vitest';
import { catalogueChangeNotes } from './catalogue-change';
import { htFromTtcCents, ttcFromHtCents, vatBreakdown } from './vat';

describe('vatBreakdown', () => {
  it('splits each rate’s TTC into HT and VAT, to the cent, and the totals add up', () => {
    const breakdown = vatBreakdown([
      { carePrice: 48, tva: 'TVA20%' },
      { carePrice: 12, tva: 'TVA20%' },
      { carePrice: 21.1, tva: 'TVA5,5%' },
      { carePrice: 15, tva: null },
    ]);
    expect(breakdown.lines).toEqual([
      { tva: 'TVA5,5%', htCents: 2000, tvaCents: 110, ttcCents: 2110 },
      { tva: 'TVA20%', htCents: 5000, tvaCents: 1000, ttcCents: 6000 },
      { tva: null, htCents: 1500, tvaCents: 0, ttcCents: 1500 },
    ]);
    expect(breakdown).toMatchObject({ totalHtCents: 8500, totalTvaCents: 1110, totalTtcCents: 9610 });
  });

  it('rounds once per rate, not per care', () => {
    // Three cares at 0.10 € TTC at 20 %: 0.30 € → 0.25 € HT, where rounding each would give 0.24 €.
    const { lines } = vatBreakdown([0.1, 0.1, 0.1].map((carePrice) => ({ carePrice, tva: 'TVA20%' as const })));
    expect(lines).toEqual([{ tva: 'TVA20%', htCents: 25, tvaCents: 5, ttcCents: 30 }]);
  });

  it('is empty for an empty programme', () => {
    expect(vatBreakdown([])).toEqual({ lines: [], totalHtCents: 0, totalTvaCents: 0, totalTtcCents: 0 });
  });
});

describe('catalogueChangeNotes', () => {
  it('says what changed in the catalogue since the care was saved', () => {
    expect(catalogueChangeNotes({ unitPrice: 22.5, tva: 'TVA5,5%', catalogue: { productPrice: 24, tva: 'TVA20%' } })).toEqual([
      'Prix du catalogue modifié : 24.00 € (enregistré 22.50 €)',
      'TVA du catalogue modifiée : 20 % (enregistrée 5,5 %)',
    ]);
    expect(catalogueChangeNotes({ unitPrice: 22.5, tva: null, catalogue: { productPrice: 22.5, tva: 'TVA20%' } })).toEqual([
      'TVA du catalogue modifiée : 20 % (enregistrée sans TVA)',
    ]);
    expect(catalogueChangeNotes({ unitPrice: 22.5, tva: null, catalogue: null })).toEqual([]);
  });
});

describe('HT and TTC of one price', () => {
  it('converts both ways with the rate, to the cent, and leaves a price without VAT as it is', () => {
    expect(htFromTtcCents(15070, 'TVA20%')).toBe(12558);
    expect(ttcFromHtCents(12558, 'TVA20%')).toBe(15070);
    expect(ttcFromHtCents(1000, 'TVA5,5%')).toBe(1055);
    expect(htFromTtcCents(1055, 'TVA5,5%')).toBe(1000);
    expect(htFromTtcCents(999, null)).toBe(999);
    expect(ttcFromHtCents(999, null)).toBe(999);
  });
});
