import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';
import { DAYS_OF_WEEK, DOSE_MAX, MAX_QUANTITY, MAX_WEEKS, TIME_SLOTS, TVA_VALUES } from './constants';
import { amountSchema } from './amount-schema';
import { ID_MAX } from './fields-values';
import { MSG } from './messages';
import { CONTRAINDICATIONS } from './contraindications';
import { contraindicationListSchema, productSummarySchema } from './product';

const optionalId = z.number({ error: MSG.invalidNumber }).int({ error: MSG.invalidNumber }).positive({ error: MSG.invalidNumber }).max(ID_MAX, { error: MSG.invalidNumber }).nullish();

const quantityNumberSchema = z
  .number({ error: MSG.invalidQuantity })
  .int({ error: MSG.invalidQuantity })
  .min(1, { error: MSG.invalidQuantity })
  .max(MAX_QUANTITY, { error: MSG.quantityTooHigh });

/** A quantity as a whole number, or as typed text ('2', '1 000'), read by parseAmount. */
const quantitySchema = amountSchema('quantity', quantityNumberSchema, MSG.invalidQuantity);

const MAX_SLOTS = MAX_WEEKS * DAYS_OF_WEEK.length * TIME_SLOTS.length;

/**
 * A care's plan on the wire: timeSlot[i], daysOfWeek[i] and weeks[i] (1-based) describe one tick.
 * `weeks` is our addition; without it every tick is read as week 1.
 */
const planShape = {
  durationWeeks: z
    .number({ error: MSG.invalidNumber })
    .int({ error: MSG.invalidNumber })
    .min(1, { error: MSG.invalidNumber })
    .max(MAX_WEEKS, { error: MSG.invalidNumber })
    .nullish()
    .transform((v) => v ?? 1),
  timeSlot: z
    .array(z.enum(TIME_SLOTS, { error: MSG.invalidValue }), { error: MSG.invalidValue })
    .max(MAX_SLOTS, { error: MSG.invalidValue })
    .nullish()
    .transform((v) => v ?? []),
  daysOfWeek: z
    .array(z.enum(DAYS_OF_WEEK, { error: MSG.invalidValue }), { error: MSG.invalidValue })
    .max(MAX_SLOTS, { error: MSG.invalidValue })
    .nullish()
    .transform((v) => v ?? []),
  weeks: z
    .array(
      z
        .number({ error: MSG.invalidNumber })
        .int({ error: MSG.invalidNumber })
        .min(1, { error: MSG.invalidNumber })
        .max(MAX_WEEKS, { error: MSG.invalidNumber }),
      { error: MSG.invalidValue },
    )
    .max(MAX_SLOTS, { error: MSG.invalidValue })
    .nullish(),
};

/**
 * The dose of each intake, as the client reads it on the sheet ('5 ml', '2 gélules'). Left out, a save keeps the
 * stored dose (the care editor does not show it); null or blank clears it.
 */
const doseSchema = z
  .string({ error: MSG.invalidValue })
  .trim()
  .max(DOSE_MAX, { error: MSG.tooLong(DOSE_MAX) })
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

/**
 * The contraindications the practitioner confirms having weighed for this care's product (the dialog's answer to a
 * 409). Optional: a save whose reasons are already acknowledged for the same product needs none.
 */
const acknowledgedShape = {
  acknowledgedContraindications: contraindicationListSchema.optional().transform((v) => v ?? []),
};

/**
 * A saved care keeps the unit price and VAT it was saved with; `useCataloguePrice: true` takes the catalogue's
 * current ones instead (the editor's answer to 'Prix du catalogue modifié'). A new care, or a care whose product
 * changes, always takes the catalogue's.
 */
const catalogueShape = {
  useCataloguePrice: z.boolean({ error: MSG.invalidValue }).optional().transform((v) => v ?? false),
};

const productRefSchema = z.object(
  { id: z.number({ error: MSG.required }).int({ error: MSG.invalidNumber }).positive({ error: MSG.invalidNumber }).max(ID_MAX, { error: MSG.invalidNumber }) },
  { error: MSG.required },
);

/** One care inside a programme body; carePrice is ignored: the server recomputes it. */
export const careInputSchema = z
  .object({
    id: optionalId,
    productDTO: productRefSchema,
    quantity: quantitySchema,
    ...planShape,
    dose: doseSchema,
    ...acknowledgedShape,
    ...catalogueShape,
  })
  .superRefine((care, ctx) => {
    const weeksLength = care.weeks ? care.weeks.length : care.timeSlot.length;
    if (care.timeSlot.length !== care.daysOfWeek.length || weeksLength !== care.timeSlot.length) {
      ctx.addIssue({ code: 'custom', path: ['timeSlot'], message: MSG.planLengthMismatch });
    }
  })
  .transform(({ weeks, ...care }) => ({
    ...care,
    weeks: weeks ?? care.timeSlot.map(() => 1),
  }));
export type CareInput = z.input<typeof careInputSchema>;
export type CareValues = z.output<typeof careInputSchema>;

/** Body of POST /api/care: a care added to an existing programme. */
export const careCreateSchema = z
  .object({
    clientId: z.number({ error: MSG.required }).int({ error: MSG.invalidNumber }).positive({ error: MSG.invalidNumber }).max(ID_MAX, { error: MSG.invalidNumber }),
    programId: z.number({ error: MSG.required }).int({ error: MSG.invalidNumber }).positive({ error: MSG.invalidNumber }).max(ID_MAX, { error: MSG.invalidNumber }),
    productDTO: productRefSchema,
    quantity: quantitySchema,
    ...planShape,
    dose: doseSchema,
    ...acknowledgedShape,
  })
  .superRefine((care, ctx) => {
    const weeksLength = care.weeks ? care.weeks.length : care.timeSlot.length;
    if (care.timeSlot.length !== care.daysOfWeek.length || weeksLength !== care.timeSlot.length) {
      ctx.addIssue({ code: 'custom', path: ['timeSlot'], message: MSG.planLengthMismatch });
    }
  });

/** A stored acknowledgement: who confirmed which reasons for which product of the care, and when. */
const careAcknowledgementSchema = z.object({
  productId: z.number(),
  reasons: z.array(z.enum(CONTRAINDICATIONS)),
  userId: z.number(),
  at: z.string(),
});
export type CareAcknowledgement = z.infer<typeof careAcknowledgementSchema>;

export const careSchema = z.object({
  id: z.number(),
  clientId: z.number(),
  userId: z.number(),
  programId: z.number(),
  /**
   * The product without its description (the catalogue shows that), its price and its category's VAT being the
   * figures stored with the care (unitPrice, tva).
   */
  productDTO: productSummarySchema,
  /** Unit price and VAT rate the care was saved with: every screen and sheet reads these. */
  unitPrice: z.number(),
  tva: z.enum(TVA_VALUES).nullable(),
  /** The catalogue's current price and VAT when either differs from the stored ones, else null. */
  catalogue: z.object({ productPrice: z.number(), tva: z.enum(TVA_VALUES).nullable() }).nullable(),
  carePrice: z.number(),
  quantity: z.number(),
  created: z.string(),
  modified: z.string(),
  durationWeeks: z.number(),
  timeSlot: z.array(z.enum(TIME_SLOTS)),
  daysOfWeek: z.array(z.enum(DAYS_OF_WEEK)),
  weeks: z.array(z.number()),
  /** The dose of each intake, printed on the planning sheet; null when none was given. */
  dose: z.string().nullable(),
  /** Newest first; only those for the current product cover it (see acknowledgedReasons). */
  acknowledgements: z.array(careAcknowledgementSchema),
});
export type Care = z.infer<typeof careSchema>;

export const careCreatedSchema = z.object({ id: z.number() });

/**
 * 409 of a programme or care save: the products contraindicated for the client whose reasons no acknowledgement
 * covers yet. Sending the same save again with those reasons in the care's acknowledgedContraindications stores
 * the acknowledgement and succeeds.
 */
export const contraindicationConflictBodySchema = z.object({
  message: z.string(),
  conflicts: z.array(
    z.object({
      /** Index of the care in the body's cares (null for the /api/care routes, which carry one care). */
      careIndex: z.number().nullable(),
      productId: z.number(),
      productName: z.string(),
      reasons: z.array(z.enum(CONTRAINDICATIONS)),
    }),
  ),
});
export type ContraindicationConflictBody = z.infer<typeof contraindicationConflictBodySchema>;
