import { describe, expect, it } from 'vitest';
import { formatPrice } from '@meche/ui';
import { fromCents } from '@meche/contracts';
import { parseQuantity, quantityError, rowPriceCents, steppedQuantity, totalCents } from './pricing';

describe('care pricing in cents', () => {
  it('prices a care as product price × quantity: 3 × 12.50 = 37.50', () => {
    expect(rowPriceCents(12.5, 3)).toBe(3750);
    expect(formatPrice(fromCents(rowPriceCents(12.5, 3)))).toBe('37.50 €');
  });

  it('sums care prices without floating-point drift: 0.10 + 0.20 = 0.30', () => {
    const cents = totalCents([
      { productPrice: 0.1, quantity: 1 },
      { productPrice: 0.2, quantity: 1 },
    ]);
    expect(cents).toBe(30);
    expect(fromCents(cents)).toBe(0.3);
  });

  it('counts a care whose quantity is not valid yet as zero', () => {
    expect(totalCents([{ productPrice: 9.99, quantity: undefined }, { productPrice: 1.15, quantity: 3 }])).toBe(345);
  });

  it('accepts only whole quantities from 1 to 10,000, and says which bound a refused one breaks', () => {
    expect(parseQuantity('2')).toBe(2);
    expect(parseQuantity(' 10 ')).toBe(10);
    expect(parseQuantity('10000')).toBe(10_000);
    for (const text of ['0', '', '-1']) {
      expect(parseQuantity(text)).toBeUndefined();
      expect(quantityError(text)).toBe('La quantité minimale est 1.');
    }
    for (const text of ['1,5', '1.5', 'deux']) {
      expect(parseQuantity(text)).toBeUndefined();
      expect(quantityError(text)).toBe('Quantité entière : écrivez 1, 2, 3…, sans virgule.');
    }
    expect(parseQuantity('10001')).toBeUndefined();
    expect(quantityError('10001')).toBe('La quantité ne peut pas dépasser 10 000.');
  });

  it('steps a quantity with the arrow keys within 1 to 10,000, from 1 when the text cannot be read', () => {
    expect(steppedQuantity('2', 1)).toBe('3');
    expect(steppedQuantity('1', -1)).toBe('1');
    expect(steppedQuantity('10000', 1)).toBe('10000');
    expect(steppedQuantity('1,5', 1)).toBe('1');
  });
});
