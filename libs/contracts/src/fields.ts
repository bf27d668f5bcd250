import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';
import { MSG } from './messages';

/** How the OpenAPI document describes a 'YYYY-MM-DD' calendar date (checked by isValidIsoDate where it is read). */
export const DATE_FORMAT = { format: 'date' } as const;

/** A calendar date in an answer, 'YYYY-MM-DD'. */
export const isoDateString = () => z.string().meta(DATE_FORMAT);

/** Reusable field schemas: each one carries its French message. */

export const requiredText = (max: number) =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .max(max, { error: MSG.tooLong(max) });

/** Optional free text: '', null and absent all become null. */
export const optionalText = (max: number) =>
  z
    .string({ error: MSG.invalidValue })
    .trim()
    .max(max, { error: MSG.tooLong(max) })
    .nullish()
    .transform((v) => (v ? v : null));

export const optionalEmail = z
  .string({ error: MSG.invalidEmail })
  .trim()
  .max(254, { error: MSG.tooLong(254) })
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(z.email({ error: MSG.invalidEmail }).nullable());

/** Emails are stored and compared in this form: one account per address whatever the letter case. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export const requiredEmail = z
  .string({ error: MSG.required })
  .trim()
  .min(1, { error: MSG.required })
  .max(254, { error: MSG.tooLong(254) })
  .pipe(z.email({ error: MSG.invalidEmail }));

/** Digits, spaces and a leading '+': phone numbers are typed as digits, leading zeros kept. */
const PHONE_PATTERN = /^\+?[0-9 ]*$/;
export const optionalPhone = z
  .string({ error: MSG.invalidPhone })
  .trim()
  .max(30, { error: MSG.tooLong(30) })
  .regex(PHONE_PATTERN, { error: MSG.invalidPhone })
  .nullish()
  .transform((v) => (v ? v : null));


