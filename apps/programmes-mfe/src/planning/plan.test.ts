import { describe, expect, it } from 'vitest';
import { createPlan, planFromWire, type CarePlan } from '@meche/contracts';
import { addWeek, canRemoveWeek, planToWire, removeWeek, toggleSlot } from './plan';

const empty = (weeks: number): CarePlan => createPlan(weeks, []);

describe('a care plan ↔ the wire arrays', () => {
  it('turns ticks into parallel weeks/daysOfWeek/timeSlot arrays in a stable order, and back', () => {
    let plan = empty(3);
    plan = toggleSlot(plan, { week: 3, day: 'SUNDAY', slot: 'Soir' });
    plan = toggleSlot(plan, { week: 1, day: 'TUESDAY', slot: 'Soir' });
    plan = toggleSlot(plan, { week: 1, day: 'TUESDAY', slot: 'Matin' });
    const wire = planToWire(plan);
    expect(wire).toEqual({
      durationWeeks: 3,
      weeks: [1, 1, 3],
      daysOfWeek: ['TUESDAY', 'TUESDAY', 'SUNDAY'],
      timeSlot: ['Matin', 'Soir', 'Soir'],
    });
    expect(planToWire(planFromWire(wire))).toEqual(wire);
  });

  it('reads a tick without a week as week 1 and never shows fewer weeks than its ticks', () => {
    const plan = planFromWire({ durationWeeks: 1, weeks: [4], daysOfWeek: ['MONDAY', 'FRIDAY'], timeSlot: ['Matin', 'Soir'] });
    expect(plan.durationWeeks).toBe(4);
    expect([...plan.slots].sort()).toEqual(['1:FRIDAY:Soir', '4:MONDAY:Matin']);
  });

  it('unticks a ticked slot', () => {
    const slot = { week: 1, day: 'MONDAY', slot: 'Matin' } as const;
    expect(toggleSlot(toggleSlot(empty(1), slot), slot).slots.size).toBe(0);
  });
});

describe('+ semaine / - semaine', () => {
  it('adds a week at the end', () => {
    expect(addWeek(empty(2)).durationWeeks).toBe(3);
  });

  it('drops the last week when it has no selection', () => {
    const plan = toggleSlot(empty(3), { week: 2, day: 'MONDAY', slot: 'Matin' });
    expect(canRemoveWeek(plan)).toBe(true);
    expect(removeWeek(plan).durationWeeks).toBe(2);
  });

  it('keeps the last week when it has a selection', () => {
    const plan = toggleSlot(empty(3), { week: 3, day: 'SATURDAY', slot: 'Soir' });
    expect(canRemoveWeek(plan)).toBe(false);
    expect(removeWeek(plan)).toBe(plan);
  });

  it('always keeps one week', () => {
    expect(canRemoveWeek(empty(1))).toBe(false);
    expect(removeWeek(empty(1)).durationWeeks).toBe(1);
  });
});
