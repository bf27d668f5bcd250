import { describe, expect, it } from 'vitest';
import { AMOUNT_TEXT_MAX, parseAmount, priceTypingText } from './amount';
import { careInputSchema } from './care';
import { toFieldErrors } from './errors';
import { productInputSchema } from './product';
import { MSG } from './messages';

/** What practitioners actually type (or paste) into Prix, and what each must become. */
const prices: ReadonlyArray<[string, number | string]> = [
  ['1 250,00', 1250],
  ['1\u00A0250,00', 1250],
  ['1\u202F250,00', 1250],
  ['1250', 1250],
  ['12,5', 12.5],
  ['12.5', 12.5],
  ['12.50 €', 12.5],
  ['12,50€', 12.5],
  ['12,50\u00A0€', 12.5],
  ['  22,50  ', 22.5],
  ['0', 0],
  ['0,01', 0.01],
  [',5', 0.5],
  ['12,', 12],
  ['9 999,99', 9999.99],
  ['0.1', 0.1],
  ['1', 1],
  ['', MSG.required],
  ['   ', MSG.required],
  ['€', MSG.required],
  ['12.5.3', MSG.invalidPrice],
  ['1,2,3', MSG.invalidPrice],
  ['1.250,00', MSG.invalidPrice],
  ['-5', MSG.priceNegative],
  ['\u22125', MSG.priceNegative],
  ['+5', MSG.invalidPrice],
  ['12a', MSG.invalidPrice],
  ['abc', MSG.invalidPrice],
  ['12 50', MSG.invalidPrice],
  ['1  250', MSG.invalidPrice],
  ['12 500,5', MSG.priceTooHigh],
  ['.', MSG.invalidPrice],
  ['1e3', MSG.invalidPrice],
  ['0x10', MSG.invalidPrice],
  ['12,345', MSG.priceTooManyDecimals],
  ['12,500', MSG.priceTooManyDecimals],
  ['10 000', MSG.priceTooHigh],
  ['10000,00', MSG.priceTooHigh],
  ['9999,991', MSG.priceTooManyDecimals],
  ['99999999999999999999999', MSG.priceTooHigh],
  ['12 $', MSG.invalidPrice],
  ['12,50          €', 12.5],
];

const quantities: ReadonlyArray<[string, number | string]> = [
  ['1', 1],
  ['2', 2],
  ['1 000', 1000],
  ['10\u00A0000', 10000],
  ['2,0', 2],
  [' 3 ', 3],
  ['2,5', MSG.quantityNotWhole],
  ['2.5', MSG.quantityNotWhole],
  ['0', MSG.invalidQuantity],
  ['-5', MSG.invalidQuantity],
  ['', MSG.required],
  ['deux', MSG.quantityNotWhole],
  ['3 €', MSG.quantityNotWhole],
  ['10 001', MSG.quantityTooHigh],
  ['1.2.3', MSG.quantityNotWhole],
];

describe('parseAmount', () => {
  it.each(prices)('price %j → %j', (text, expected) => {
    const result = parseAmount(text, 'price');
    expect(result).toEqual(typeof expected === 'number' ? { ok: true, value: expected } : { ok: false, error: expected });
  });

  it.each(quantities)('quantity %j → %j', (text, expected) => {
    const result = parseAmount(text, 'quantity');
    expect(result).toEqual(typeof expected === 'number' ? { ok: true, value: expected } : { ok: false, error: expected });
  });

  it('refuses any text longer than AMOUNT_TEXT_MAX without reading it', () => {
    expect(parseAmount(`${'0'.repeat(AMOUNT_TEXT_MAX - 1)}1`, 'price')).toEqual({ ok: true, value: 1 });
    expect(parseAmount(`${'0'.repeat(AMOUNT_TEXT_MAX)}1`, 'price')).toEqual({ ok: false, error: MSG.invalidPrice });
    expect(parseAmount(' '.repeat(1_000_000), 'quantity')).toEqual({ ok: false, error: MSG.quantityNotWhole });
    // Spaces then a rejecting letter: the shape that made the old '€' pattern quadratic.
    expect(parseAmount(`1${' '.repeat(20_000)}€x`, 'price')).toEqual({ ok: false, error: MSG.invalidPrice });
  });

  it('never returns a value that differs from what was typed: every accepted price has exactly its typed cents', () => {
    for (let cents = 0; cents <= 999_999; cents += 97) {
      const euros = Math.floor(cents / 100);
      const text = `${euros.toLocaleString('fr-FR')},${String(cents % 100).padStart(2, '0')}`;
      expect(parseAmount(text, 'price')).toEqual({ ok: true, value: cents / 100 });
    }
  });
});

describe('price and quantity in request bodies', () => {
  const price = (productPrice: unknown) => productInputSchema.safeParse({ name: 'n', type: 't', refProduct: 'r', productPrice });
  const quantity = (q: unknown) => careInputSchema.safeParse({ productDTO: { id: 1 }, quantity: q });

  it('reads typed text the way the fields do and keeps accepting numbers', () => {
    expect(price('1 250,00').data?.productPrice).toBe(1250);
    expect(price('12.50 €').data?.productPrice).toBe(12.5);
    expect(price(12.5).data?.productPrice).toBe(12.5);
    expect(price(0).data?.productPrice).toBe(0);
    expect(quantity('1 000').data?.quantity).toBe(1000);
    expect(quantity(3).data?.quantity).toBe(3);
  });

  it('refuses with the French message under the field', () => {
    expect(toFieldErrors(price('12.5.3').error?.issues ?? [])).toEqual({ productPrice: MSG.invalidPrice });
    expect(toFieldErrors(price('12,345').error?.issues ?? [])).toEqual({ productPrice: MSG.priceTooManyDecimals });
    expect(toFieldErrors(price('-5').error?.issues ?? [])).toEqual({ productPrice: MSG.priceNegative });
    expect(toFieldErrors(price(-5).error?.issues ?? [])).toEqual({ productPrice: MSG.invalidPrice });
    expect(toFieldErrors(price(true).error?.issues ?? [])).toEqual({ productPrice: MSG.invalidPrice });
    expect(toFieldErrors(quantity('2,5').error?.issues ?? [])).toEqual({ quantity: MSG.quantityNotWhole });
    expect(toFieldErrors(quantity(2.5).error?.issues ?? [])).toEqual({ quantity: MSG.invalidQuantity });
    expect(toFieldErrors(quantity(null).error?.issues ?? [])).toEqual({ quantity: MSG.invalidQuantity });
  });
});

describe('priceTypingText: what a price field shows as she types', () => {
  it('shows what is accepted as it is read, a trailing euro sign dropped, and refuses what no price starts with', () => {
    expect(priceTypingText('1 250,00 €')).toBe('1 250.00');
    expect(priceTypingText('1 250,00 ')).toBe('1 250.00 ');
    expect(priceTypingText('12,5€')).toBe('12.5');
    expect(priceTypingText('1 ')).toBe('1 ');
    for (const refused of ['1.250,00', '12.5.3', '-5', '12a']) expect(priceTypingText(refused)).toBeNull();
    // What the field shows is what the parser accepts: never a figure shown and refused at once.
    expect(parseAmount(priceTypingText('1 250,00 €') ?? '', 'price')).toEqual({ ok: true, value: 1250 });
    expect(parseAmount('1.250,00', 'price')).toEqual({ ok: false, error: MSG.invalidPrice });
    expect(MSG.invalidPrice).toContain('Écrivez par exemple 1250,00 ou 1 250,00');
    expect(parseAmount('1,5', 'quantity')).toEqual({ ok: false, error: 'Quantité entière : écrivez 1, 2, 3…, sans virgule.' });
  });
});
