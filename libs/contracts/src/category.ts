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
