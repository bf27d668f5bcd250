import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_AMOUNT, MAX_CARES_PER_PROGRAM, MAX_PRICE, MAX_QUANTITY } from './constants';
import { toFieldErrors } from './errors';
import { MSG } from './messages';
import { carePriceCents, fromCents, parsePriceInput, sumCents, toCents } from './money';
import { priceSchema, productInputSchema } from './product';
import { programCreateSchema } from './program';

describe('money in cents', () => {
  it('multiplies a price by a quantity without float drift', () => {
    expect(fromCents(carePriceCents(12.5, 3))).toBe(37.5);
    expect(fromCents(sumCents([toCents(0.1), toCents(0.2)]))).toBe(0.3);
  });

  it('parses a typed price: a comma or a dot, 0 when empty, NaN when invalid', () => {
    expect(parsePriceInput('12,50')).toBe(12.5);
    expect(parsePriceInput('12.5')).toBe(12.5);
    expect(parsePriceInput('')).toBe(0);
    expect(parsePriceInput('12a')).toBeNaN();
    expect(parsePriceInput('1.2.3')).toBeNaN();
    expect(parsePriceInput('1,2,3')).toBeNaN();
  });
});

/** Prices around and far past the bounds, the column's own maximum among them. */
const anyPrice = fc.oneof(
  fc.double({ min: 0, max: 1e11, noNaN: true }),
  fc.integer({ min: 0, max: 2_000_000 }).map((cents) => cents / 100),
  fc.constantFrom(0, 0.01, MAX_PRICE, MAX_PRICE + 0.01, MAX_AMOUNT),
);
/** Inputs inside the bounds, edges included: the bound values themselves come up often. */
const boundedPrice = fc.oneof(
  fc.integer({ min: 0, max: toCents(MAX_PRICE) }).map((cents) => cents / 100),
  fc.double({ min: 0, max: MAX_PRICE, noNaN: true }),
  fc.constant(MAX_PRICE),
);
const boundedQuantity = fc.oneof(fc.integer({ min: 1, max: MAX_QUANTITY }), fc.constant(MAX_QUANTITY));
const boundedCares = fc.array(fc.record({ price: boundedPrice, quantity: boundedQuantity }), { minLength: 1, maxLength: MAX_CARES_PER_PROGRAM });

const programBody = (cares: { quantity: number }[]) => ({
  clientId: 1,
  cares: cares.map((c, i) => ({ productDTO: { id: i + 1 }, quantity: c.quantity })),
});

describe('money bounds: nothing the contracts accept overflows numeric(12,2)', () => {
  it('any programme accepted, at any accepted product prices, has care prices and a total of at most 9,999,999,999.99', () => {
    fc.assert(
      fc.property(boundedCares, (cares) => {
        expect(programCreateSchema.safeParse(programBody(cares)).success).toBe(true);
        for (const c of cares) expect(priceSchema.safeParse(c.price).success).toBe(true);
        const each = cares.map((c) => carePriceCents(c.price, c.quantity));
        expect(Math.max(...each)).toBeLessThanOrEqual(toCents(MAX_AMOUNT));
        expect(sumCents(each)).toBeLessThanOrEqual(toCents(MAX_AMOUNT));
      }),
      { numRuns: 200 },
    );
  });

  it('the largest accepted programme is exactly the documented bound, and fits', () => {
    const largest = Array.from({ length: MAX_CARES_PER_PROGRAM }, () => ({ price: MAX_PRICE, quantity: MAX_QUANTITY }));
    expect(programCreateSchema.safeParse(programBody(largest)).success).toBe(true);
    const total = sumCents(largest.map((c) => carePriceCents(c.price, c.quantity)));
    expect(fromCents(total)).toBe(9_999_990_000);
    expect(total).toBeLessThanOrEqual(toCents(MAX_AMOUNT));
  });

  it('anything past a bound is refused with a French message under its field', () => {
    fc.assert(
      fc.property(anyPrice, (price) => {
        const result = productInputSchema.safeParse({ name: 'n', type: 't', refProduct: 'r', productPrice: price });
        if (price <= MAX_PRICE) expect(result.success).toBe(true);
        else expect(toFieldErrors(result.error?.issues ?? [])).toEqual({ productPrice: MSG.priceTooHigh });
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: MAX_QUANTITY + 1, max: Number.MAX_SAFE_INTEGER }), (quantity) => {
        const result = programCreateSchema.safeParse(programBody([{ quantity }]));
        expect(toFieldErrors(result.error?.issues ?? [])).toEqual({ 'cares.0.quantity': MSG.quantityTooHigh });
      }),
    );
    const tooMany = programCreateSchema.safeParse(programBody(Array.from({ length: MAX_CARES_PER_PROGRAM + 1 }, () => ({ quantity: 1 }))));
    expect(toFieldErrors(tooMany.error?.issues ?? [])).toEqual({ cares: MSG.tooManyCares });
  });
});
