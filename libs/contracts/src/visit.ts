import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';
import { VISIT_KINDS } from './visit-values';
import { isValidIsoDate } from './dates';
import { optionalText } from './fields';
import { MSG } from './messages';

/**
 * The agenda's French messages, apart from MSG: the shell bundles MSG, and a remote shipped after it must leave its
 * built files as they are.
 */
export const VISIT_MSG = {
  dateOutOfRange: 'La date de la visite doit être comprise entre 2000 et 2100.',
  duration: 'La durée est un multiple de 5 minutes, de 5 minutes à 8 heures.',
  invalidKind: 'Type de visite invalide : consultation, suivi ou soin.',
  /** 409 of a visit booked or moved onto another of the practitioner's visits (times in Paris). */
  overlap: (other: { clientName: string; date: string; start: string; end: string }) =>
    `Ce créneau chevauche la visite de ${other.clientName} le ${other.date.split('-').reverse().join('/')} de ${other.start} à ${other.end}. Choisissez un autre horaire.`,
  /** 409 of a move of a cancelled visit. */
  cancelled: 'Cette visite est annulée : réservez-en une nouvelle.',
  /** 400 of a visit naming a programme of another client (or another practice's). */
  programOfAnotherClient: "Ce programme n'appartient pas à ce client.",
} as const;

/** Visits are booked in 5-minute steps, from 5 minutes to a working day. */
const VISIT_DURATION_STEP = 5;
export const VISIT_DURATION_MAX = 8 * 60;
/** A day view asks for 1 day, a week view for 7; more is a typing error. */
const VISIT_RANGE_MAX_DAYS = 31;

/** An ISO instant with its offset ('2026-03-29T09:00:00+02:00' or '…Z'); a local time without offset is ambiguous. */
const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const EARLIEST_VISIT = Date.parse('2000-01-01T00:00:00Z');
const LATEST_VISIT = Date.parse('2100-12-31T00:00:00Z');

const instantSchema = z
  .string({ error: MSG.required })
  .trim()
  .min(1, { error: MSG.required })
  .refine((v) => INSTANT_PATTERN.test(v) && !Number.isNaN(Date.parse(v)), { error: MSG.invalidDate })
  .refine((v) => Date.parse(v) >= EARLIEST_VISIT && Date.parse(v) <= LATEST_VISIT, { error: VISIT_MSG.dateOutOfRange })
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
    .int({ error: VISIT_MSG.duration })
    .min(VISIT_DURATION_STEP, { error: VISIT_MSG.duration })
    .max(VISIT_DURATION_MAX, { error: VISIT_MSG.duration })
    .refine((v) => v % VISIT_DURATION_STEP === 0, { error: VISIT_MSG.duration }),
  kind: z.enum(VISIT_KINDS, { error: VISIT_MSG.invalidKind }),
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

