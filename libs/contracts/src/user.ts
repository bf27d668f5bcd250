import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';
import { optionalPhone, requiredEmail, requiredText } from './fields';
import { MSG } from './messages';

/**
 * PUT /api/user/{id}: name and email required, phone numeric. A new email (it signs in) also needs
 * the current password: a session alone (an unlocked screen, a stolen cookie) must not be able to take the account.
 */
export const userProfileInputSchema = z.object({
  name: requiredText(100),
  email: requiredEmail,
  phone: optionalPhone,
  currentPassword: z
    .string({ error: MSG.invalidValue })
    .max(1024, { error: MSG.tooLong(1024) })
    .nullish()
    .transform((v) => v || null),
});
export type UserProfileInput = z.input<typeof userProfileInputSchema>;

export const userProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
