import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';
import { VISIT_KINDS } from './visit-values';

/** How many entries each list of 'Aujourd'hui' shows; its count says how many there are in all. */
export const TODAY_LIST_LIMIT = 20;
/** A cure ending within this many days shows in 'Aujourd'hui'. */
export const CURE_ENDING_DAYS = 7;

const programmeItem = z.object({
  programId: z.number(),
  clientId: z.number(),
  clientName: z.string(),
  programReference: z.string(),
  /** The cure's first and last days, Paris 'YYYY-MM-DD'. */
  startDay: z.string(),
  lastDay: z.string(),
});

const list = <T extends z.ZodType>(item: T) => z.object({ total: z.number(), items: z.array(item) });

/** GET /api/dashboard/today: the day's visits and the follow-up that needs the practitioner, each with what resolves it. */
export const todaySchema = z.object({
  /** Today, in Paris. */
  date: z.string(),
  visits: list(
    z.object({
      id: z.number(),
      clientId: z.number(),
      clientName: z.string(),
      startsAt: z.string(),
      durationMinutes: z.number(),
      kind: z.enum(VISIT_KINDS),
      programId: z.number().nullable(),
    }),
  ),
  /** Cures under way whose client has no visit booked from now on. */
  withoutNextVisit: list(programmeItem),
  /** Cures whose last day is within CURE_ENDING_DAYS. */
  curesEnding: list(programmeItem),
  /** Clients followed (a cure under way, or a visit today) with no recorded consent to process their health data. */
  consentsMissing: list(z.object({ clientId: z.number(), clientName: z.string() })),
  /** Cures under way whose client's last photo is older than the practice's setting (or who has none). */
  photosToRetake: list(programmeItem.extend({ lastPhotoOn: z.string().nullable() })),
});
export type Today = z.infer<typeof todaySchema>;
