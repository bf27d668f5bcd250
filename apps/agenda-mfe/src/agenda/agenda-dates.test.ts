import { describe, expect, it } from 'vitest';
import { dayLabel, daysOf, rangeLabel, step, todayInParis } from './agenda-dates';

describe('agenda dates', () => {
  it('shows a week from Monday to Sunday, across the March clock change', () => {
    expect(daysOf('semaine', '2026-03-29')).toEqual(['2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29']);
    expect(daysOf('jour', '2026-03-29')).toEqual(['2026-03-29']);
    expect(step('semaine', '2026-03-29', 1)).toBe('2026-04-05');
    expect(step('jour', '2026-10-25', 1)).toBe('2026-10-26');
  });

  it('names days and ranges in French', () => {
    expect(dayLabel('2026-03-30')).toBe('lundi 30 mars');
    expect(rangeLabel('semaine', '2026-03-29')).toBe('Semaine du 23 mars 2026 au 29 mars 2026');
    expect(rangeLabel('jour', '2026-03-29')).toBe('dimanche 29 mars 2026');
  });

  it('takes today in Paris: 23:30 UTC on 28 March is already the 29th there', () => {
    expect(todayInParis(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
  });
});
