import { describe, expect, it } from 'vitest';
import type { Category, Product } from '@meche/contracts';
import {
  categoryLabel,
  groupProductsByCategory,
  productCategoryLabel,
  TVA_OPTIONS,
  tvaCellText,
  tvaLabel,
} from './category-labels';

const shampoings: Category = { id: 1, userId: 7, name: 'Shampoings', tva: 'TVA20%' };
const lotions: Category = { id: 2, userId: 7, name: 'Lotions', tva: 'TVA5,5%' };
const soins: Category = { id: 3, userId: 7, name: 'Soins', tva: null };

const product = (id: number, categoryDTO: Category | null): Product => ({
  id,
  userId: 7,
  name: `Produit ${id}`,
  type: 'Soin',
  refProduct: `REF-${id}`,
  productPrice: 10,
  description: '',
  categoryDTO,
  contraindications: [],
});

describe('VAT labels', () => {
  it('reads each VAT value, and "Sans TVA" / "sans tva" when there is none', () => {
    expect(tvaLabel('TVA20%')).toBe('TVA 20%');
    expect(tvaLabel('TVA5,5%')).toBe('TVA 5,5%');
    expect(tvaLabel(null)).toBe('Sans TVA');
    expect(tvaCellText(null)).toBe('sans tva');
    expect(tvaCellText('TVA20%')).toBe('TVA 20%');
    expect(categoryLabel(shampoings)).toBe('Shampoings (TVA 20%)');
    expect(productCategoryLabel(product(1, null))).toBe('Sans catégorie (Sans TVA)');
  });

  it('offers SANS TVA, TVA 5,5% and TVA 20% with the stored values', () => {
    expect(TVA_OPTIONS).toEqual([
      { value: '', label: 'SANS TVA' },
      { value: 'TVA5,5%', label: 'TVA 5,5%' },
      { value: 'TVA20%', label: 'TVA 20%' },
    ]);
  });
});

describe('groupProductsByCategory', () => {
  it('groups by category name with its VAT, and puts products without category under "Sans catégorie" last', () => {
    const groups = groupProductsByCategory([
      product(1, null),
      product(2, shampoings),
      product(3, lotions),
      product(4, shampoings),
      product(5, soins),
    ]);
    expect(groups.map((g) => [g.title, g.products.map((p) => p.id)])).toEqual([
      ['Lotions (TVA 5,5%)', [3]],
      ['Shampoings (TVA 20%)', [2, 4]],
      ['Soins (Sans TVA)', [5]],
      ['Sans catégorie (Sans TVA)', [1]],
    ]);
  });

  it('returns no group for an empty page', () => {
    expect(groupProductsByCategory([])).toEqual([]);
  });
});
