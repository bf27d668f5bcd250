import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';
import { optionalPhone, requiredEmail, requiredText } from './fields';

/** PUT /api/user/{id}: name and email required, phone numeric (SPEC §5). */
export const userProfileInputSchema = z.object({
  name: requiredText(100),
  email: requiredEmail,
  phone: optionalPhone,
});
export type UserProfileInput = z.input<typeof userProfileInputSchema>;

export const userProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
