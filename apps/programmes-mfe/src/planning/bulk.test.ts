import { describe, expect, it } from 'vitest';
import { everyDay, copyFirstWeek, repeatFirstWeek, toggleDay } from './bulk';
import { createPlan } from '@meche/contracts';
import { planToWire } from './plan';

describe('the planning’s bulk actions', () => {
  it('ticks a slot every day of every week shown, keeping the other slot', () => {
    const plan = everyDay(createPlan(2, ['1:MONDAY:Soir']), ['Matin']);
    expect(plan.slots.size).toBe(15);
    expect(plan.slots.has('1:MONDAY:Soir')).toBe(true);
    expect(everyDay(createPlan(1, []), ['Matin', 'Soir']).slots.size).toBe(14);
  });

  it('repeats week 1 over N weeks, dropping later weeks, and copies it over the weeks shown', () => {
    const plan = createPlan(3, ['1:MONDAY:Matin', '1:FRIDAY:Soir', '3:SUNDAY:Matin']);
    const repeated = repeatFirstWeek(plan, 8);
    expect(repeated.durationWeeks).toBe(8);
    expect(planToWire(repeated).weeks).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8]);
    expect(repeatFirstWeek(plan, 1)).toMatchObject({ durationWeeks: 1 });
    expect([...copyFirstWeek(plan).slots].sort()).toEqual(['1:FRIDAY:Soir', '1:MONDAY:Matin', '2:FRIDAY:Soir', '2:MONDAY:Matin', '3:FRIDAY:Soir', '3:MONDAY:Matin']);
  });

  it('ticks a weekday’s column of one week, then clears it', () => {
    const once = toggleDay(createPlan(2, ['2:TUESDAY:Matin']), 2, 'TUESDAY');
    expect([...once.slots].sort()).toEqual(['2:TUESDAY:Matin', '2:TUESDAY:Soir']);
    expect(toggleDay(once, 2, 'TUESDAY').slots.size).toBe(0);
  });
});
