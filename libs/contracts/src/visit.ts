import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';
import { isValidIsoDate } from './dates';
import { optionalText } from './fields';
import { MSG } from './messages';

/** What a follow-up visit is for, in the order a booking form offers them. */
export const VISIT_KINDS = ['consultation', 'suivi', 'soin'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];
export const VISIT_KIND_LABELS: Record<VisitKind, string> = { consultation: 'Consultation', suivi: 'Suivi', soin: 'Soin' };

/** Visits are booked in 5-minute steps, from 5 minutes to a working day. */
export const VISIT_DURATION_STEP = 5;
export const VISIT_DURATION_MAX = 8 * 60;
/** The agenda's time zone: every local day, hour and range of a visit is Paris time, whatever the browser's. */
export const VISIT_TIME_ZONE = 'Europe/Paris';
/** A day view asks for 1 day, a week view for 7; more is a typing error. */
export const VISIT_RANGE_MAX_DAYS = 31;

/** An ISO instant with its offset ('2026-03-29T09:00:00+02:00' or '…Z'); a local time without offset is ambiguous. */
const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const EARLIEST_VISIT = Date.parse('2000-01-01T00:00:00Z');
const LATEST_VISIT = Date.parse('2100-12-31T00:00:00Z');

const instantSchema = z
  .string({ error: MSG.required })
  .trim()
  .min(1, { error: MSG.required })
  .refine((v) => INSTANT_PATTERN.test(v) && !Number.isNaN(Date.parse(v)), { error: MSG.invalidDate })
  .refine((v) => Date.parse(v) >= EARLIEST_VISIT && Date.parse(v) <= LATEST_VISIT, { error: MSG.visitDateOutOfRange })
  // One spelling once validated: what the database and the hooks receive.
  .transform((v) => new Date(v).toISOString());

const optionalId = z
  .number({ error: MSG.invalidValue })
  .int({ error: MSG.invalidValue })
  .positive({ error: MSG.invalidValue })
  .max(2_147_483_647, { error: MSG.invalidValue })
  .nullish()
  .transform((v) => v ?? null);

/** Body of POST /api/visit and PUT /api/visit/{id} (a move is a PUT with another start). */
export const visitInputSchema = z.object({
  clientId: z.number({ error: MSG.required }).int({ error: MSG.invalidValue }).positive({ error: MSG.invalidValue }).max(2_147_483_647, { error: MSG.invalidValue }),
  startsAt: instantSchema,
  durationMinutes: z
    .number({ error: MSG.required })
    .int({ error: MSG.visitDuration })
    .min(VISIT_DURATION_STEP, { error: MSG.visitDuration })
    .max(VISIT_DURATION_MAX, { error: MSG.visitDuration })
    .refine((v) => v % VISIT_DURATION_STEP === 0, { error: MSG.visitDuration }),
  kind: z.enum(VISIT_KINDS, { error: MSG.invalidVisitKind }),
  note: optionalText(1000),
  programId: optionalId,
});
export type VisitInput = z.input<typeof visitInputSchema>;
export type VisitValues = z.output<typeof visitInputSchema>;

/** Query of GET /api/visits: `days` Paris local days from `from` (a week view asks for 7 from its Monday). */
export const visitRangeQuerySchema = z.object({
  from: z.string({ error: MSG.required }).refine(isValidIsoDate, { error: MSG.invalidDate }),
  days: z.coerce
    .number({ error: MSG.invalidValue })
    .int({ error: MSG.invalidValue })
    .min(1, { error: MSG.invalidValue })
    .max(VISIT_RANGE_MAX_DAYS, { error: MSG.invalidValue })
    .default(1),
});
export type VisitRangeQuery = z.input<typeof visitRangeQuerySchema>;

export const visitSchema = z.object({
  id: z.number(),
  userId: z.number(),
  clientId: z.number(),
  /** 'Prénom Nom', as the agenda labels the visit. */
  clientName: z.string(),
  programId: z.number().nullable(),
  programReference: z.string().nullable(),
  /** ISO instants (UTC). */
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number(),
  kind: z.enum(VISIT_KINDS),
  note: z.string().nullable(),
  /** The visit's Paris local day, 'YYYY-MM-DD': the day its photos are looked up by. */
  localDate: z.string(),
  /** How many photos of the client were taken on `localDate` (the client file's photos of that day). */
  photosOnDay: z.number(),
  /** Set when cancelled: a cancelled visit stays in the client's history and frees its slot. */
  cancelledAt: z.string().nullable(),
  created: z.string(),
  modified: z.string(),
});
export type Visit = z.infer<typeof visitSchema>;
export const visitListSchema = z.array(visitSchema);

/** 'YYYY-MM-DD' and 'HH:MM' of an instant, in Paris. */
export function parisParts(instant: string | Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: VISIT_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
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
