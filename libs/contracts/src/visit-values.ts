// Visits: their kinds and Paris wall-clock times, as plain values: no zod here, so a page that only shows them does not
// load the schemas (zod is about 24 KB on a phone's network). The schemas import them from here.

/** What a follow-up visit is for, in the order a booking form offers them. */
export const VISIT_KINDS = ['consultation', 'suivi', 'soin'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];
export const VISIT_KIND_LABELS: Record<VisitKind, string> = { consultation: 'Consultation', suivi: 'Suivi', soin: 'Soin' };

/** The agenda's time zone: every local day, hour and range of a visit is Paris time, whatever the browser's. */
export const VISIT_TIME_ZONE = 'Europe/Paris';

/** Made on first use, once: building a format costs a phone tens of milliseconds, and agenda lists call this per visit. */
let parisFormat: Intl.DateTimeFormat | undefined;

/** 'YYYY-MM-DD' and 'HH:MM' of an instant, in Paris. */
export function parisParts(instant: string | Date): { date: string; time: string } {
  parisFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: VISIT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(parisFormat.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * The instant of a Paris wall-clock time ('YYYY-MM-DD', 'HH:MM'), as an ISO string. Paris is UTC+1 or UTC+2: the
 * offset that gives back the same wall clock wins. A time skipped by the spring change (02:30 on the last Sunday of
 * March) has none and reads as the summer time one hour later, as a clock would show it.
 */
export function parisInstant(date: string, time: string): string {
  for (const offset of ['+02:00', '+01:00']) {
    const candidate = new Date(`${date}T${time}:00${offset}`);
    const back = parisParts(candidate);
    if (back.date === date && back.time === time) return candidate.toISOString();
  }
  return new Date(`${date}T${time}:00+01:00`).toISOString();
}

/** The calendar day `days` after a 'YYYY-MM-DD' day (calendar arithmetic: no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday of a day's week, 'YYYY-MM-DD'. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}
