import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';
import { CONSENT_METHODS, CONSENT_RECORD_METHODS, CONSENT_VERSIONS, CURRENT_CONSENT_VERSION } from './consent-values';
import { isDateInRange, isValidIsoDate, latestTodayIso } from './dates';
import { DATE_FORMAT, isoDateString } from './fields';
import { MSG } from './messages';


/** Body of PUT /api/client/{id}/consent. An absent version means the current one. */
export const consentInputSchema = z.object({
  givenOn: z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .refine(isValidIsoDate, { error: MSG.invalidDate })
    .refine((v) => v <= latestTodayIso(), { error: MSG.consentDateInFuture })
    .refine(isDateInRange, { error: MSG.dateOutOfRange })
    .meta(DATE_FORMAT),
  method: z.enum(CONSENT_METHODS, { error: MSG.invalidConsentMethod }),
  textVersion: z
    .enum(CONSENT_VERSIONS, { error: MSG.invalidConsentVersion })
    .optional()
    .transform((v) => v ?? CURRENT_CONSENT_VERSION),
});
export type ConsentInput = z.input<typeof consentInputSchema>;

/** Body of POST /api/client/{id}/consent/withdrawal: erasing health answers and photos needs an explicit yes. */
export const consentWithdrawalSchema = z.object({
  confirm: z.literal(true, { error: MSG.confirmWithdrawal }),
});

/** The consent recorded on a client file; null on the file until it is recorded (and after a withdrawal). */
export const consentSchema = z.object({
  givenOn: isoDateString(),
  method: z.enum(CONSENT_RECORD_METHODS),
  textVersion: z.string(),
  /** When it was recorded, and by whom (for a link: the practitioner who sent it). */
  recordedAt: z.string(),
  recordedBy: z.number(),
  /** The signature drawn on the client's link (a PNG data URL); null for consents recorded by the practitioner. */
  signature: z.string().nullable(),
  /** Proof of where a link's signature came from: the address and the browser that sent it. */
  signedFrom: z.object({ address: z.string(), browser: z.string() }).nullable(),
});
export type Consent = z.infer<typeof consentSchema>;
