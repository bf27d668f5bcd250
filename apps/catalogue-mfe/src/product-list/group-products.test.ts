import { describe, expect, it } from 'vitest';
import { lotions, product, shampoings, soins } from '../testing/fixtures';
import { groupProducts } from './group-products';

describe('groupProducts', () => {
  it('groups by category name with its VAT, and puts products without category under "Sans catégorie" last', () => {
    const groups = groupProducts([
      product({ id: 1, name: 'Sans rien', categoryDTO: null }),
      product({ id: 2, name: 'Shampoing A', categoryDTO: shampoings }),
      product({ id: 3, name: 'Lotion', categoryDTO: lotions }),
      product({ id: 4, name: 'Shampoing B', categoryDTO: shampoings }),
      product({ id: 5, name: 'Masque', categoryDTO: soins }),
    ]);
    expect(groups.map((g) => [g.title, g.products.map((p) => p.id)])).toEqual([
      ['Lotions (TVA 5,5%)', [3]],
      ['Shampoings (TVA 20%)', [2, 4]],
      ['Soins (Sans TVA)', [5]],
      ['Sans catégorie (Sans TVA)', [1]],
    ]);
  });

  it('returns no group for an empty page', () => {
    expect(groupProducts([])).toEqual([]);
  });
});
