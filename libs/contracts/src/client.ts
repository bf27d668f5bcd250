import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';
import { QUESTIONNAIRE_FIELDS, type QuestionnaireField } from './client-values';
import { consentSchema } from './consent';
import { LONG_TEXT_MAX, SEXES, TEXT_MAX } from './constants';
import { isDateInRange, isValidIsoDate, latestTodayIso } from './dates';
import { DATE_FORMAT, isoDateString, optionalEmail, optionalPhone, optionalText, requiredText } from './fields';
import { MSG } from './messages';


const questionnaireShape = Object.fromEntries(
  QUESTIONNAIRE_FIELDS.map((f) => [f, optionalText(LONG_TEXT_MAX)]),
) as Record<QuestionnaireField, ReturnType<typeof optionalText>>;

/** Birthday: a real 'YYYY-MM-DD' date from 1900 (dates.ts), not after today; '' or absent means unknown. */
const birthdaySchema = z
  .string({ error: MSG.invalidDate })
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isValidIsoDate(v), { error: MSG.invalidDate })
  .refine((v) => v === null || v <= latestTodayIso(), { error: MSG.birthdayInFuture })
  .refine((v) => v === null || isDateInRange(v), { error: MSG.dateOutOfRange })
  .meta(DATE_FORMAT);

/** Body of POST /api/client and PUT /api/client/{id}. `userId` is ignored: the owner is the session's. */
export const clientInputSchema = z.object({
  firstName: requiredText(TEXT_MAX),
  lastName: requiredText(TEXT_MAX),
  sex: z.enum(SEXES, { error: MSG.invalidSex }),
  email: optionalEmail,
  mobilePhone: optionalPhone,
  homePhone: optionalPhone,
  birthday: birthdaySchema,
  city: optionalText(TEXT_MAX),
  streetName: optionalText(TEXT_MAX),
  zipCode: optionalText(20),
  comments: optionalText(LONG_TEXT_MAX),
  ...questionnaireShape,
});
export type ClientInput = z.input<typeof clientInputSchema>;
export type ClientValues = z.output<typeof clientInputSchema>;

const nullableString = z.string().nullable();

export const clientSchema = z.object({
  id: z.number(),
  userId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  sex: z.enum(SEXES),
  email: nullableString,
  mobilePhone: nullableString,
  homePhone: nullableString,
  birthday: isoDateString().nullable(),
  city: nullableString,
  streetName: nullableString,
  zipCode: nullableString,
  comments: nullableString,
  created: z.string(),
  modified: z.string(),
  ...(Object.fromEntries(QUESTIONNAIRE_FIELDS.map((f) => [f, nullableString])) as Record<
    QuestionnaireField,
    typeof nullableString
  >),
  /** Consent to process health data; null until recorded ('Consentement non recueilli') and after a withdrawal. */
  consent: consentSchema.nullable(),
});
export type Client = z.infer<typeof clientSchema>;

/** POST /api/client/{id}/consent/withdrawal: the file as it is now, and what was erased. */
export const consentWithdrawalResultSchema = z.object({
  client: clientSchema,
  erasedAnswers: z.number(),
  erasedPhotos: z.number(),
});
export type ConsentWithdrawalResult = z.infer<typeof consentWithdrawalResultSchema>;

/** One row of GET /api/clients: the list shows only these columns, so the health answers stay home. */
export const clientSummarySchema = clientSchema.pick({
  id: true,
  userId: true,
  firstName: true,
  lastName: true,
  sex: true,
  email: true,
  mobilePhone: true,
  city: true,
  zipCode: true,
  birthday: true,
  created: true,
  modified: true,
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;
