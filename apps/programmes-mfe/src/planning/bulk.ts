import { createPlan, DAYS_OF_WEEK, isTicked, MAX_WEEKS, planSlots, TIME_SLOTS, type CarePlan, type DayOfWeek, type TimeSlot } from '@meche/contracts';

/** The few-clicks actions of the planning: each returns a new plan and never loses a week's ticks it does not name. */

const key = (week: number, day: DayOfWeek, slot: TimeSlot) => `${week}:${day}:${slot}`;
const weeksOf = (plan: CarePlan) => Array.from({ length: plan.durationWeeks }, (_, i) => i + 1);

/** 'Tous les jours': the slots ticked every day of every week shown; the other slot stays as it was. */
export function everyDay(plan: CarePlan, slots: readonly TimeSlot[]): CarePlan {
  const next = new Set(plan.slots);
  for (const week of weeksOf(plan)) for (const day of DAYS_OF_WEEK) for (const slot of slots) next.add(key(week, day, slot));
  return createPlan(plan.durationWeeks, next);
}

/** Every week shown becomes a copy of week 1. */
export function copyFirstWeek(plan: CarePlan): CarePlan {
  return repeatFirstWeek(plan, plan.durationWeeks);
}

/** 'Répéter sur N semaines': N weeks, each a copy of week 1 (weeks past N go). */
export function repeatFirstWeek(plan: CarePlan, weeks: number): CarePlan {
  const count = Math.min(Math.max(1, Math.trunc(weeks) || 1), MAX_WEEKS);
  const first = planSlots(plan).filter((s) => s.week === 1);
  const next = new Set<string>();
  for (let week = 1; week <= count; week++) for (const s of first) next.add(key(week, s.day, s.slot));
  return createPlan(count, next);
}

/** A weekday's column of one week at once: ticked morning and evening, or cleared when it already was. */
export function toggleDay(plan: CarePlan, week: number, day: DayOfWeek): CarePlan {
  const full = TIME_SLOTS.every((slot) => isTicked(plan, { week, day, slot }));
  const next = new Set(plan.slots);
  for (const slot of TIME_SLOTS) {
    if (full) next.delete(key(week, day, slot));
    else next.add(key(week, day, slot));
  }
  return createPlan(plan.durationWeeks, next);
}
