import { describe, expect, it } from 'vitest';
import { RICH_TEXT_COLOUR } from './rich-text';

describe('the colours a description keeps', () => {
  it.each(['#fff', '#e60000', 'rgb(230, 0, 0)', 'rgba( 0 , 0 , 0 , 0.5 )', 'rgb(10%, 20%, 30%)', 'red'])('keeps %j', (colour) => {
    expect(RICH_TEXT_COLOUR.test(colour)).toBe(true);
  });

  it.each(['url(x)', 'rgb(1, 2, 3) url(x)', 'expression(alert(1))', '#ff', 'rgb()'])('refuses %j', (value) => {
    expect(RICH_TEXT_COLOUR.test(value)).toBe(false);
  });

  it("refuses 'rgb(' and 20,000 spaces (which two quantifiers trading spaces made cost half a second)", () => {
    expect(RICH_TEXT_COLOUR.test(`rgb(${' '.repeat(20_000)}x`)).toBe(false);
  });
});
