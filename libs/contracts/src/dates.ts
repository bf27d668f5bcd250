/** Calendar dates travel as 'YYYY-MM-DD'. */
const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** Today's date in the local time zone of whoever runs this, as 'YYYY-MM-DD'. */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The practice's calendar: a programme's start and its weeks are days in Paris, whoever reads them. */
const PRACTICE_TIME_ZONE = 'Europe/Paris';

/** Made on first use, once: building a format costs a phone tens of milliseconds. */
let parisDay: Intl.DateTimeFormat | undefined;

/** Today's date in Paris, as 'YYYY-MM-DD' (en-CA formats dates that way). */
export function parisTodayIso(now: Date = new Date()): string {
  parisDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: PRACTICE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  return parisDay.format(now);
}

/**
 * The latest calendar date that is "today" somewhere on Earth (UTC+14).
 * The server uses it so a birthday entered as today in any time zone is accepted.
 */
export function latestTodayIso(now: Date = new Date()): string {
  const shifted = new Date(now.getTime() + 14 * 3600_000);
  return shifted.toISOString().slice(0, 10);
}

export function isValidIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * Every date field accepts these years only: older or later is a typing error, and PostgreSQL cannot store all that
 * the pattern lets through (year 0000 failed with 22008, answered 500). Compared as text: 'YYYY-MM-DD' sorts as dates.
 */
export const EARLIEST_DATE = '1900-01-01';
const LATEST_DATE = '2100-12-31';

/** True for a 'YYYY-MM-DD' date within EARLIEST_DATE…LATEST_DATE; anything not of that shape is isValidIsoDate's. */
export function isDateInRange(value: string): boolean {
  return !ISO_DATE_PATTERN.test(value) || (value >= EARLIEST_DATE && value <= LATEST_DATE);
}
