import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';
import { DEFAULT_PROGRAM_REFERENCE, MAX_CARES_PER_PROGRAM, TEXT_MAX } from './constants';
import { careInputSchema, careSchema } from './care';
import { isDateInRange, isValidIsoDate } from './dates';
import { ID_MAX } from './fields-values';
import { MSG } from './messages';

const programReferenceSchema = z
  .string({ error: MSG.invalidValue })
  .trim()
  .max(TEXT_MAX, { error: MSG.tooLong(TEXT_MAX) })
  .nullish()
  .transform((v) => (v ? v : DEFAULT_PROGRAM_REFERENCE));

/**
 * The day week 1 of the planning begins ('YYYY-MM-DD', a day in Paris). Left out or null (a programme read back and
 * sent again), a save keeps the stored one; a programme whose saved plan has ticks and no start yet starts today.
 */
const startDateSchema = z
  .string({ error: MSG.invalidStartDate })
  .trim()
  .refine(isValidIsoDate, { error: MSG.invalidStartDate })
  .refine(isDateInRange, { error: MSG.dateOutOfRange })
  .nullish()
  .transform((v) => v ?? undefined);

const caresSchema = z
  .array(careInputSchema, { error: MSG.noCares })
  .min(1, { error: MSG.noCares })
  .max(MAX_CARES_PER_PROGRAM, { error: MSG.tooManyCares })
  .superRefine((cares, ctx) => {
    const seen = new Set<number>();
    cares.forEach((care, i) => {
      if (seen.has(care.productDTO.id)) {
        ctx.addIssue({ code: 'custom', path: [i, 'productDTO'], message: MSG.duplicateProduct });
      }
      seen.add(care.productDTO.id);
    });
  });

/** Body of POST /api/program. userId, createdDate and totalProgramPrice are ignored. */
export const programCreateSchema = z.object({
  clientId: z
    .number({ error: MSG.noClient })
    .int({ error: MSG.noClient })
    .positive({ error: MSG.noClient })
    .max(ID_MAX, { error: MSG.noClient }),
  programReference: programReferenceSchema,
  startDate: startDateSchema,
  cares: caresSchema,
});
export type ProgramCreateInput = z.input<typeof programCreateSchema>;

/**
 * Body of PUT /api/program/update/{id}: the full programme body, or only {cares} from the planning.
 * An absent programReference keeps the stored one; the client never changes.
 */
export const programUpdateSchema = z.object({
  programReference: z
    .string({ error: MSG.invalidValue })
    .trim()
    .max(TEXT_MAX, { error: MSG.tooLong(TEXT_MAX) })
    .nullish(),
  startDate: startDateSchema,
  cares: caresSchema,
});
export type ProgramUpdateInput = z.input<typeof programUpdateSchema>;

export const programSchema = z.object({
  id: z.number(),
  userId: z.number(),
  clientId: z.number(),
  createdDate: z.string(),
  programReference: z.string(),
  /** The day week 1 begins; null until a plan with ticks is saved (a preview then counts from today). */
  startDate: z.string().nullable(),
  totalProgramPrice: z.number(),
  cares: z.array(careSchema),
});
export type Program = z.infer<typeof programSchema>;

/** GET /api/programs/{clientId}: the programmes list shows reference, date and total, with cares for the editor. */
export const programListSchema = z.array(programSchema);
