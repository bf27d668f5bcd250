import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';
import { PHOTO_RETAKE_WEEKS_DEFAULT, PHOTO_RETAKE_WEEKS_MAX, REMINDER_LEAD_HOURS_CHOICES, REMINDER_LEAD_HOURS_DEFAULT } from './follow-up';
import { MSG } from './messages';

/** How the practice types its product prices: the price the client pays (TTC), or the supplier's price before VAT (HT). */
const PRICE_ENTRY_MODES = ['TTC', 'HT'] as const;
export type PriceEntryMode = (typeof PRICE_ENTRY_MODES)[number];

/**
 * Where the practitioner lands after adding a client: the list with the new client highlighted at its top (the
 * default, the list being where the spec sends her), or the new client's file.
 */
const AFTER_CLIENT_CREATED = ['list', 'file'] as const;
export type AfterClientCreated = (typeof AFTER_CLIENT_CREATED)[number];

/**
 * The practice's choices, one store and one GET/PUT pair ('Réglages du cabinet': 'Rappels et suivi', 'Après l’ajout
 * d’un client', 'Règles de travail'), kept on the server so they follow the practitioner from one device to another.
 */
const choices = {
  /** false (the default): a photo needs the client's recorded consent; true: allowed, with a visible warning. */
  photosWithoutConsent: z.boolean({ error: MSG.invalidValue }),
  /** What the product form's price field takes; the stored price is always TTC. */
  priceEntry: z.enum(PRICE_ENTRY_MODES, { error: MSG.invalidValue }),
  /** Hours before a visit its e-mail reminder leaves. */
  reminderLeadHours: z
    .number({ error: MSG.reminderLead })
    .refine((v) => (REMINDER_LEAD_HOURS_CHOICES as readonly number[]).includes(v), { error: MSG.reminderLead }),
  /** Weeks after which an active programme's last photo asks to be retaken. */
  photoRetakeWeeks: z
    .number({ error: MSG.photoRetakeWeeks })
    .int({ error: MSG.photoRetakeWeeks })
    .min(1, { error: MSG.photoRetakeWeeks })
    .max(PHOTO_RETAKE_WEEKS_MAX, { error: MSG.photoRetakeWeeks }),
  afterClientCreated: z.enum(AFTER_CLIENT_CREATED, { error: MSG.invalidValue }),
};

/** GET /api/settings/rules: every choice, and when the private calendar link was made (null = none). */
export const practiceRulesSchema = z.object({ ...choices, calendarFeedCreated: z.string().nullable() });
export type PracticeRules = z.infer<typeof practiceRulesSchema>;

/**
 * Body of PUT /api/settings/rules: the choices that change, the others kept. Each panel sends only its own, so two
 * panels (or two devices) saving at once never put back each other's old values.
 */
export const practiceRulesInputSchema = z.object(choices).partial();
export type PracticeRulesInput = z.infer<typeof practiceRulesInputSchema>;

/** What a practice that never saved its choices gets: the careful ones, and no calendar link. */
export const DEFAULT_PRACTICE_RULES: PracticeRules = {
  photosWithoutConsent: false,
  priceEntry: 'TTC',
  reminderLeadHours: REMINDER_LEAD_HOURS_DEFAULT,
  photoRetakeWeeks: PHOTO_RETAKE_WEEKS_DEFAULT,
  afterClientCreated: 'list',
  calendarFeedCreated: null,
};
