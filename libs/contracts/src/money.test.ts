import { describe, expect, it } from 'vitest';
import { carePriceCents, fromCents, parsePriceInput, sumCents, toCents } from './money';

describe('money in cents', () => {
  it('multiplies a price by a quantity without float drift', () => {
    expect(fromCents(carePriceCents(12.5, 3))).toBe(37.5);
    expect(fromCents(sumCents([toCents(0.1), toCents(0.2)]))).toBe(0.3);
  });

  it('parses a typed price the way SPEC §5 says', () => {
    expect(parsePriceInput('12,50')).toBe(12.5);
    expect(parsePriceInput('12.5')).toBe(12.5);
    expect(parsePriceInput('')).toBe(0);
    expect(parsePriceInput('12a')).toBeNaN();
    expect(parsePriceInput('1.2.3')).toBeNaN();
    expect(parsePriceInput('1,2,3')).toBeNaN();
  });
});
