import { MAX_WEEKS, planSlots, slotKey, type CarePlan, type PlanSlot, type WirePlan } from '@meche/contracts';

/** Parallel arrays in a stable order (week, weekday, morning before evening). */
export function planToWire(plan: CarePlan): WirePlan {
  const slots = planSlots(plan);
  return {
    durationWeeks: plan.durationWeeks,
    weeks: slots.map((s) => s.week),
    daysOfWeek: slots.map((s) => s.day),
    timeSlot: slots.map((s) => s.slot),
  };
}

export function toggleSlot(plan: CarePlan, slot: PlanSlot): CarePlan {
  const slots = new Set(plan.slots);
  const key = slotKey(slot);
  if (slots.has(key)) slots.delete(key);
  else slots.add(key);
  return { durationWeeks: plan.durationWeeks, slots };
}

function weekHasSelection(plan: CarePlan, week: number): boolean {
  return planSlots(plan).some((s) => s.week === week);
}

export function canAddWeek(plan: CarePlan): boolean {
  return plan.durationWeeks < MAX_WEEKS;
}

export function addWeek(plan: CarePlan): CarePlan {
  return canAddWeek(plan) ? { ...plan, durationWeeks: plan.durationWeeks + 1 } : plan;
}

/** Removal drops the last week only if it has no selection (and one week always stays). */
export function canRemoveWeek(plan: CarePlan): boolean {
  return plan.durationWeeks > 1 && !weekHasSelection(plan, plan.durationWeeks);
}

export function removeWeek(plan: CarePlan): CarePlan {
  return canRemoveWeek(plan) ? { ...plan, durationWeeks: plan.durationWeeks - 1 } : plan;
}

export function samePlan(a: CarePlan, b: CarePlan): boolean {
  return a.durationWeeks === b.durationWeeks && a.slots.size === b.slots.size && [...a.slots].every((k) => b.slots.has(k));
}
