import { describe, expect, it } from 'vitest';
import { createPlan } from './care-plan';
import { buildPreviewWeeks, frenchDate, rangeLabel, weekRange } from './planning-weeks';

// Saturday 21 November 2026, mid-afternoon local time.
const today = new Date(2026, 10, 21, 15, 30);

describe('preview date ranges', () => {
  it('week 1 runs from today to today + 6', () => {
    expect(rangeLabel(1, today)).toBe('Du 21/11/2026 au 27/11/2026');
  });

  it('week k starts 7(k-1) days after today, across months and years', () => {
    expect(rangeLabel(2, today)).toBe('Du 28/11/2026 au 04/12/2026');
    expect(rangeLabel(7, today)).toBe('Du 02/01/2027 au 08/01/2027');
  });

  it('stays on calendar days across a daylight-saving change', () => {
    const beforeDst = new Date(2027, 2, 25);
    const { start, end } = weekRange(2, beforeDst);
    expect(frenchDate(start)).toBe('01/04/2027');
    expect(frenchDate(end)).toBe('07/04/2027');
  });
});

describe('preview weeks', () => {
  it('lists only weeks with a tick, days in calendar order, product names by slot', () => {
    const weeks = buildPreviewWeeks(
      [
        { productName: 'Shampoing', plan: createPlan(3, ['1:SATURDAY:Matin', '3:MONDAY:Soir']) },
        { productName: 'Lotion', plan: createPlan(3, ['1:SATURDAY:Matin', '1:SUNDAY:Soir']) },
      ],
      today,
    );
    expect(weeks.map((w) => w.label)).toEqual(['Du 21/11/2026 au 27/11/2026', 'Du 05/12/2026 au 11/12/2026']);
    const [first, third] = weeks;
    expect(first!.days.map((d) => d.day)).toEqual([
      'SATURDAY',
      'SUNDAY',
      'MONDAY',
      'TUESDAY',
      'WEDNESDAY',
      'THURSDAY',
      'FRIDAY',
    ]);
    expect(first!.days[0]!.products).toEqual({ Matin: ['Shampoing', 'Lotion'], Soir: [] });
    expect(first!.days[1]!.products).toEqual({ Matin: [], Soir: ['Lotion'] });
    expect(frenchDate(third!.days.find((d) => d.day === 'MONDAY')!.date)).toBe('07/12/2026');
    expect(third!.days.find((d) => d.day === 'MONDAY')!.products.Soir).toEqual(['Shampoing']);
  });

  it('has nothing to show without a tick', () => {
    expect(buildPreviewWeeks([{ productName: 'Shampoing', plan: createPlan(2, []) }], today)).toEqual([]);
  });
});
