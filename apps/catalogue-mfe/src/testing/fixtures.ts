import type { Category, Page, Product } from '@meche/contracts';

export const shampoings: Category = { id: 1, userId: 7, name: 'Shampoings', tva: 'TVA20%' };
export const lotions: Category = { id: 2, userId: 7, name: 'Lotions', tva: 'TVA5,5%' };
export const soins: Category = { id: 3, userId: 7, name: 'Soins', tva: null };

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 10,
    userId: 7,
    name: 'Shampoing doux',
    type: 'Shampoing',
    refProduct: 'SH-01',
    productPrice: 12.5,
    description: '<p><strong>Doux</strong></p>',
    categoryDTO: shampoings,
    contraindications: [],
    ...overrides,
  };
}

export function page<T>(content: T[], totalPages = 1): Page<T> {
  return { content, totalPages, totalElements: content.length, number: 0, size: 20 };
}
