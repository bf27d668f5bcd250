import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';
import { TEXT_MAX, TVA_VALUES } from './constants';
import { requiredText } from './fields';
import { MSG } from './messages';

/** An empty VAT ('' from a select) is sent and stored as null. */
const tvaSchema = z
  // One enum with '' (not a union beside it): the OpenAPI document gets one typed, nullable string.
  .union([z.enum([...TVA_VALUES, '']), z.null()], { error: MSG.invalidTva })
  .optional()
  .transform((v) => (v ? v : null));

export const categoryInputSchema = z.object({
  name: requiredText(TEXT_MAX),
  tva: tvaSchema,
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

export const categorySchema = z.object({
  id: z.number(),
  userId: z.number(),
  name: z.string(),
  tva: z.enum(TVA_VALUES).nullable(),
});
export type Category = z.infer<typeof categorySchema>;

/**
 * `?confirm=true` on DELETE /api/category/{id} and PUT /api/category/{id}: the practitioner has been told that
 * programmed products use the category and goes on. Without it such a change answers 409 with the usage.
 */
export const categoryConfirmQuerySchema = z.object({
  confirm: z
    .enum(['true', 'false'], { error: MSG.invalidValue })
    .optional()
    .transform((v) => v === 'true'),
});

/** How much a category is used: what the front asks before deleting it or changing its VAT. */
export const categoryUsageSchema = z.object({
  /** Products of the category. */
  products: z.number(),
  /** Those of them used in at least one saved programme. */
  programmedProducts: z.number(),
  /** Saved programmes using them. */
  programs: z.number(),
});
export type CategoryUsage = z.infer<typeof categoryUsageSchema>;

/** 409 of a deletion or VAT change not yet confirmed: the French question and the usage behind it. */
export const categoryInUseBodySchema = z.object({
  message: z.string(),
  usage: categoryUsageSchema,
});
export type CategoryInUseBody = z.infer<typeof categoryInUseBodySchema>;
