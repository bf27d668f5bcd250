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

/**
 * Default storage quota of a practice (photos, thumbnails and logo as stored), when the deployment sets none: 20 Gio.
 * A practice photographing about ten scalp zones a working day keeps some 2,200 photos a year; a 12-megapixel photo
 * re-encoded weighs about 2.5 Mo (3.6 Mo at most, see PHOTO_STORED_MAX_BYTES_PER_PIXEL): about 5.5 Go a year, so
 * three years and more before the practice must sort its photos or ask for more room.
 */
export const DEFAULT_STORAGE_QUOTA_MB = 20 * 1024;

/** GET /api/settings/storage: what the practice's photos and logo take, and how much it may store. */
export const storageStatusSchema = z.object({
  usedBytes: z.number(),
  quotaBytes: z.number(),
});
export type StorageStatus = z.infer<typeof storageStatusSchema>;

const BYTES_PER_MO = 1024 * 1024;
/** A size in French units (Ko, Mo, Go), for the settings page and the quota's refusal. */
export function formatBytes(bytes: number): string {
  if (bytes < BYTES_PER_MO) return `${Math.max(bytes > 0 ? 1 : 0, Math.round(bytes / 1024)).toLocaleString('fr-FR')} Ko`;
  if (bytes < 1024 * BYTES_PER_MO) return `${(bytes / BYTES_PER_MO).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;
  return `${(bytes / 1024 / BYTES_PER_MO).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Go`;
}
