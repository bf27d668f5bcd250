import { describe, expect, it } from 'vitest';
import { addDays, mondayOf, parisInstant, parisParts } from './visit-values';

describe('Paris wall clock', () => {
  it('reads and writes Paris times on both sides of the March and October changes', () => {
    expect(parisInstant('2026-03-28', '10:00')).toBe('2026-03-28T09:00:00.000Z');
    expect(parisInstant('2026-03-29', '10:00')).toBe('2026-03-29T08:00:00.000Z');
    expect(parisInstant('2026-10-24', '10:00')).toBe('2026-10-24T08:00:00.000Z');
    expect(parisInstant('2026-10-25', '10:00')).toBe('2026-10-25T09:00:00.000Z');
    expect(parisParts('2026-03-29T21:30:00Z')).toEqual({ date: '2026-03-29', time: '23:30' });
    expect(parisParts('2026-10-25T22:30:00Z')).toEqual({ date: '2026-10-25', time: '23:30' });
  });

  it('reads a time the spring change skips as the summer time a clock shows, and the repeated autumn hour as its first', () => {
    expect(parisParts(parisInstant('2026-03-29', '02:30'))).toEqual({ date: '2026-03-29', time: '03:30' });
    expect(parisInstant('2026-10-25', '02:30')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('counts calendar days and finds the Monday of a week', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(mondayOf('2026-03-29')).toBe('2026-03-23');
    expect(mondayOf('2026-03-23')).toBe('2026-03-23');
  });
});
