import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';
import { DAYS_OF_WEEK, TEXT_MAX, TIME_SLOTS } from './constants';
import { ID_MAX } from './fields-values';
import { MSG } from './messages';
import { contraindicationListSchema } from './product';

const idSchema = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message }).max(ID_MAX, { error: message });

const protocolNameSchema = z
  .string({ error: MSG.required })
  .trim()
  .min(1, { error: MSG.required })
  .max(TEXT_MAX, { error: MSG.tooLong(TEXT_MAX) });

/** Body of POST /api/protocol: the programme whose cares, quantities, plan and doses become a named template. */
export const protocolCreateSchema = z.object({
  name: protocolNameSchema,
  programId: idSchema(MSG.required),
});
export type ProtocolCreateInput = z.input<typeof protocolCreateSchema>;

/** Body of PUT /api/protocol/{id}: a new name. */
export const protocolRenameSchema = z.object({ name: protocolNameSchema });

/**
 * Body of POST /api/protocol/{id}/program: a new programme for a client, its cares taken from the template at
 * today's catalogue prices. A 409 names the contraindicated products; the same body with their reasons in
 * `acknowledgements` goes through.
 */
export const programFromProtocolSchema = z.object({
  clientId: idSchema(MSG.noClient),
  programReference: z
    .string({ error: MSG.invalidValue })
    .trim()
    .max(TEXT_MAX, { error: MSG.tooLong(TEXT_MAX) })
    .nullish(),
  acknowledgements: z
    .array(z.object({ productId: idSchema(MSG.invalidNumber), reasons: contraindicationListSchema }), { error: MSG.invalidValue })
    .max(100, { error: MSG.invalidValue })
    .optional()
    .transform((v) => v ?? []),
});
export type ProgramFromProtocolInput = z.input<typeof programFromProtocolSchema>;

/** One care of a template: its plan counts weeks from the programme's start (week 1 = the start's week). */
const protocolCareSchema = z.object({
  productId: z.number(),
  /** The product's name today; null once the product has left the catalogue (it is then skipped). */
  productName: z.string().nullable(),
  quantity: z.number(),
  durationWeeks: z.number(),
  timeSlot: z.array(z.enum(TIME_SLOTS)),
  daysOfWeek: z.array(z.enum(DAYS_OF_WEEK)),
  weeks: z.array(z.number()),
  dose: z.string().nullable(),
});
export type ProtocolCare = z.infer<typeof protocolCareSchema>;

export const protocolSchema = z.object({
  id: z.number(),
  name: z.string(),
  created: z.string(),
  modified: z.string(),
  cares: z.array(protocolCareSchema),
});
export type Protocol = z.infer<typeof protocolSchema>;

/** GET /api/protocols: the practice's templates, by name. */
export const protocolListSchema = z.array(protocolSchema);
