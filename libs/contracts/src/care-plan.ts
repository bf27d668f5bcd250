import type { Care } from './care';
import { DAYS_OF_WEEK, MAX_WEEKS, TIME_SLOTS, type DayOfWeek, type TimeSlot } from './constants';

/** French weekday names, for labels and printed sheets. */
export const DAY_NAMES: Record<DayOfWeek, string> = {
  MONDAY: 'lundi',
  TUESDAY: 'mardi',
  WEDNESDAY: 'mercredi',
  THURSDAY: 'jeudi',
  FRIDAY: 'vendredi',
  SATURDAY: 'samedi',
  SUNDAY: 'dimanche',
};

/** One tick of a care's plan: week (1-based), weekday and time slot. */
export interface PlanSlot {
  week: number;
  day: DayOfWeek;
  slot: TimeSlot;
}

/** A care's plan as the planning screen and the sheets read it: the weeks shown and the set of ticked slots. */
export interface CarePlan {
  durationWeeks: number;
  slots: ReadonlySet<string>;
}

/** The plan as the wire carries it: parallel arrays plus the weeks shown. */
export interface WirePlan {
  durationWeeks: number;
  weeks: number[];
  daysOfWeek: DayOfWeek[];
  timeSlot: TimeSlot[];
}

/** The key of a tick in a plan's set. */
export function slotKey({ week, day, slot }: PlanSlot): string {
  return `${week}:${day}:${slot}`;
}

function parseSlotKey(key: string): PlanSlot | undefined {
  const [weekText, day, slot] = key.split(':');
  const week = Number(weekText);
  if (!Number.isInteger(week) || week < 1 || week > MAX_WEEKS) return undefined;
  if (!DAYS_OF_WEEK.includes(day as DayOfWeek) || !TIME_SLOTS.includes(slot as TimeSlot)) return undefined;
  return { week, day: day as DayOfWeek, slot: slot as TimeSlot };
}

/** The weeks shown never hide a tick and are at least 1. */
function normaliseDuration(durationWeeks: number, slots: Iterable<string>): number {
  let max = Math.max(1, Math.trunc(durationWeeks) || 1);
  for (const key of slots) max = Math.max(max, parseSlotKey(key)?.week ?? 1);
  return Math.min(max, MAX_WEEKS);
}

export function createPlan(durationWeeks: number, slots: Iterable<string>): CarePlan {
  const valid = new Set<string>();
  for (const key of slots) if (parseSlotKey(key)) valid.add(key);
  return { durationWeeks: normaliseDuration(durationWeeks, valid), slots: valid };
}

/** Reads the server's parallel arrays; a tick without a week (older data) belongs to week 1. */
export function planFromWire(care: Pick<Care, 'durationWeeks' | 'weeks' | 'daysOfWeek' | 'timeSlot'>): CarePlan {
  const keys = care.daysOfWeek.flatMap((day, i) => {
    const slot = care.timeSlot[i];
    return slot ? [slotKey({ week: care.weeks[i] ?? 1, day, slot })] : [];
  });
  return createPlan(care.durationWeeks, keys);
}

function compareSlots(a: PlanSlot, b: PlanSlot): number {
  return (
    a.week - b.week ||
    DAYS_OF_WEEK.indexOf(a.day) - DAYS_OF_WEEK.indexOf(b.day) ||
    TIME_SLOTS.indexOf(a.slot) - TIME_SLOTS.indexOf(b.slot)
  );
}

export function planSlots(plan: CarePlan): PlanSlot[] {
  return [...plan.slots].flatMap((key) => parseSlotKey(key) ?? []).sort(compareSlots);
}

export function isTicked(plan: CarePlan, slot: PlanSlot): boolean {
  return plan.slots.has(slotKey(slot));
}
