import { describe, expect, it } from 'vitest';
import { MSG } from '@meche/contracts';
import { acceptPriceKeystroke, EMPTY_PRODUCT_FORM, toProductInput, validateProductForm } from './product-form-values';
import { shampoings } from '@meche/testing';

const filled = { ...EMPTY_PRODUCT_FORM, name: 'Lotion', type: 'Lotion', refProduct: 'LO-1', price: '12.5' };

describe('price input', () => {
  it('accepts digits with one separator and shows a comma as a dot', () => {
    expect(acceptPriceKeystroke('12')).toBe('12');
    expect(acceptPriceKeystroke('12,')).toBe('12.');
    expect(acceptPriceKeystroke('12,5')).toBe('12.5');
    expect(acceptPriceKeystroke('')).toBe('');
  });

  it('refuses letters, signs and a second separator', () => {
    expect(acceptPriceKeystroke('12a')).toBeNull();
    expect(acceptPriceKeystroke('e')).toBeNull();
    expect(acceptPriceKeystroke('-3')).toBeNull();
    expect(acceptPriceKeystroke('1.2.3')).toBeNull();
    expect(acceptPriceKeystroke('1,2,3')).toBeNull();
  });

  it('converts to a number, a comma as a dot, 0 when empty', () => {
    expect(toProductInput({ ...filled, price: '12,5' }).productPrice).toBe(12.5);
    expect(toProductInput({ ...filled, price: '7' }).productPrice).toBe(7);
    expect(toProductInput({ ...filled, price: '' }).productPrice).toBe(0);
  });
});

describe('product form rules', () => {
  it('requires name, type, reference and price on add', () => {
    expect(validateProductForm(EMPTY_PRODUCT_FORM, { requirePrice: true })).toEqual({
      name: MSG.required,
      type: MSG.required,
      refProduct: MSG.required,
      productPrice: MSG.required,
    });
    expect(validateProductForm(filled, { requirePrice: true })).toEqual({});
  });

  it('lets an edit leave the price empty, which is sent as 0', () => {
    expect(validateProductForm({ ...filled, price: '' }, { requirePrice: false })).toEqual({});
  });

  it('refuses a name over 50 characters', () => {
    expect(validateProductForm({ ...filled, name: 'a'.repeat(50) }, { requirePrice: true })).toEqual({});
    expect(validateProductForm({ ...filled, name: 'a'.repeat(51) }, { requirePrice: true })).toEqual({
      name: MSG.productNameTooLong,
    });
  });

  it('sends the chosen category as {id, name, tva}, or null', () => {
    expect(toProductInput({ ...filled, categoryId: '1' }, [shampoings]).categoryDTO).toEqual({
      id: 1,
      name: 'Shampoings',
      tva: 'TVA20%',
    });
    expect(toProductInput(filled, [shampoings]).categoryDTO).toBeNull();
  });
});
