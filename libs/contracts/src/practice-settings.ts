import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';
import { TEXT_MAX } from './constants';
import { optionalPhone, optionalText } from './fields';
import { MSG } from './messages';

const PRACTICE_ADDRESS_MAX = 300;

/** A SIRET is 14 digits; a practitioner often types it grouped (`123 456 789 00012`): stored without spaces. */
const SIRET_DIGITS = 14;
const optionalSiret = z
  .string({ error: MSG.invalidSiret })
  .trim()
  .max(30, { error: MSG.invalidSiret })
  .nullish()
  .transform((v) => (v ? v.replace(/[\s\u00A0\u202F]/g, '') : null))
  .refine((v) => v === null || new RegExp(`^\\d{${SIRET_DIGITS}}$`).test(v), { error: MSG.invalidSiret });

/** Body of PUT /api/settings. An empty field falls back to the deployment's /config.json on the sheets. */
export const practiceSettingsInputSchema = z.object({
  name: optionalText(TEXT_MAX),
  address: optionalText(PRACTICE_ADDRESS_MAX),
  phone: optionalPhone,
  siret: optionalSiret,
});
export type PracticeSettingsInput = z.input<typeof practiceSettingsInputSchema>;

/** GET /api/settings: null = not set, print the /config.json default. The logo is GET /api/settings/logo. */
export const practiceSettingsSchema = z.object({
  name: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  siret: z.string().nullable(),
  hasLogo: z.boolean(),
  /** Changes with every save: a cache-busting key for the logo's URL. */
  modified: z.string().nullable(),
});
export type PracticeSettings = z.infer<typeof practiceSettingsSchema>;
