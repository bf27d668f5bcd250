import { describe, expect, it } from 'vitest';
import { formatDate, formatLongDate, formatPrice } from './format';

describe('formatPrice', () => {
  it('shows two decimals and euros', () => {
    expect(formatPrice(12.5)).toBe('12.50 €');
    expect(formatPrice('12.5')).toBe('12.50 €');
    expect(formatPrice(0)).toBe('0.00 €');
    expect(formatPrice(1234.567)).toBe('1234.57 €');
  });

  it("shows '0.00 €' when the price is missing or not a number", () => {
    expect(formatPrice(null)).toBe('0.00 €');
    expect(formatPrice(undefined)).toBe('0.00 €');
    expect(formatPrice(Number.NaN)).toBe('0.00 €');
    expect(formatPrice('abc')).toBe('0.00 €');
  });

  it('accepts a decimal comma typed by a French user', () => {
    expect(formatPrice('3,2')).toBe('3.20 €');
  });
});

describe('formatDate', () => {
  it("turns a calendar date into 'dd/mm/yyyy'", () => {
    expect(formatDate('2026-11-21')).toBe('21/11/2026');
    expect(formatDate('1990-01-05')).toBe('05/01/1990');
  });

  it('reads a timestamp in local time', () => {
    expect(formatDate('2026-03-07T10:15:00')).toBe('07/03/2026');
    expect(formatDate(new Date(2026, 0, 31, 23, 59))).toBe('31/01/2026');
  });

  it('gives an empty text for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
  });
});

describe('formatLongDate', () => {
  it('writes the date in French with the weekday', () => {
    expect(formatLongDate(new Date(2026, 10, 21))).toBe('samedi 21 novembre 2026');
    expect(formatLongDate('2026-01-01')).toBe('jeudi 1 janvier 2026');
  });

  it('defaults to today', () => {
    expect(formatLongDate()).toBe(formatLongDate(new Date()));
  });
});
