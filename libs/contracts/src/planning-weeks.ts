import { isTicked, planSlots, type CarePlan } from './care-plan';
import { DAYS_OF_WEEK, TIME_SLOTS, type DayOfWeek, type TimeSlot } from './constants';

const JS_WEEKDAY: Record<number, DayOfWeek> = {
  0: 'SUNDAY',
  1: 'MONDAY',
  2: 'TUESDAY',
  3: 'WEDNESDAY',
  4: 'THURSDAY',
  5: 'FRIDAY',
  6: 'SATURDAY',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** French short date, dd/mm/yyyy (local calendar day). */
export function frenchDate(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** Local calendar arithmetic: adding days this way is immune to daylight-saving shifts. */
function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** A 'YYYY-MM-DD' day (a programme's start) as a local calendar day, for the arithmetic below. */
export function calendarDay(iso: string): Date {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** Week k (1-based) covers start + 7(k-1) … start + 7(k-1) + 6 (the start: the programme's, or today). */
export function weekRange(week: number, first: Date): { start: Date; end: Date } {
  const start = addDays(first, 7 * (week - 1));
  return { start, end: addDays(start, 6) };
}

export function rangeLabel(week: number, first: Date): string {
  const { start, end } = weekRange(week, first);
  return `Du ${frenchDate(start)} au ${frenchDate(end)}`;
}

interface PreviewDay {
  day: DayOfWeek;
  date: Date;
  products: Record<TimeSlot, string[]>;
}

export interface PreviewWeek {
  week: number;
  label: string;
  /** The 7 days in calendar order, starting on the week's first day. */
  days: PreviewDay[];
}

export interface PlannedCare {
  productName: string;
  plan: CarePlan;
  /** The dose of each intake, said beside the product ('Sérum — 5 ml'). */
  dose?: string;
}

/** For each week with any tick, the products to use each morning and evening, day by day. */
export function buildPreviewWeeks(cares: readonly PlannedCare[], first: Date): PreviewWeek[] {
  const weeks = new Set<number>();
  for (const care of cares) for (const s of planSlots(care.plan)) weeks.add(s.week);
  return [...weeks]
    .sort((a, b) => a - b)
    .map((week) => {
      const { start } = weekRange(week, first);
      const days = Array.from({ length: DAYS_OF_WEEK.length }, (_, i) => {
        const date = addDays(start, i);
        const day = JS_WEEKDAY[date.getDay()] ?? 'MONDAY';
        const products = Object.fromEntries(
          TIME_SLOTS.map((slot) => [
            slot,
            cares.filter((c) => isTicked(c.plan, { week, day, slot })).map((c) => (c.dose ? `${c.productName} — ${c.dose}` : c.productName)),
          ]),
        ) as Record<TimeSlot, string[]>;
        return { day, date, products };
      });
      return { week, label: rangeLabel(week, first), days };
    });
}

/** 'Du 02/12/2026 au 26/01/2027': from the programme's first day to the end of its last week with a tick. */
export function planningPeriod(weeks: readonly PreviewWeek[], first: Date): string {
  const lastWeek = weeks.at(-1)?.week ?? 1;
  return `Du ${frenchDate(first)} au ${frenchDate(weekRange(lastWeek, first).end)}`;
}
