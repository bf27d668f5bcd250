import { describe, expect, it } from 'vitest';
import { categoryLabel, TVA_OPTIONS, tvaCellText, tvaLabel } from './tva-label';

describe('VAT labels', () => {
  it('reads each VAT value, and "Sans TVA" / "sans tva" when there is none', () => {
    expect(tvaLabel('TVA20%')).toBe('TVA 20%');
    expect(tvaLabel('TVA5,5%')).toBe('TVA 5,5%');
    expect(tvaLabel(null)).toBe('Sans TVA');
    expect(tvaCellText(null)).toBe('sans tva');
    expect(tvaCellText('TVA20%')).toBe('TVA 20%');
    expect(categoryLabel({ name: 'Shampoings', tva: 'TVA20%' })).toBe('Shampoings (TVA 20%)');
  });

  it('offers SANS TVA, TVA 5,5% and TVA 20% with the stored values', () => {
    expect(TVA_OPTIONS).toEqual([
      { value: '', label: 'SANS TVA' },
      { value: 'TVA5,5%', label: 'TVA 5,5%' },
      { value: 'TVA20%', label: 'TVA 20%' },
    ]);
  });
});
