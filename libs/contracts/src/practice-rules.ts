import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';
import { MSG } from './messages';

/** How the practice types its product prices: the price the client pays (TTC), or the supplier's price before VAT (HT). */
const PRICE_ENTRY_MODES = ['TTC', 'HT'] as const;
export type PriceEntryMode = (typeof PRICE_ENTRY_MODES)[number];

/**
 * The practice's working rules ('Réglages du cabinet', panel 'Règles de travail'): kept apart from the printed
 * details so each screen reads only what it needs.
 */
export const practiceRulesSchema = z.object({
  /** false (the default): a photo needs the client's recorded consent; true: allowed, with a visible warning. */
  photosWithoutConsent: z.boolean(),
  /** What the product form's price field takes; the stored price is always TTC. */
  priceEntry: z.enum(PRICE_ENTRY_MODES),
});
export type PracticeRules = z.infer<typeof practiceRulesSchema>;

/** Body of PUT /api/settings/rules. */
export const practiceRulesInputSchema = z.object({
  photosWithoutConsent: z.boolean({ error: MSG.invalidValue }),
  priceEntry: z.enum(PRICE_ENTRY_MODES, { error: MSG.invalidValue }),
});
export type PracticeRulesInput = z.infer<typeof practiceRulesInputSchema>;

/** What a practice that never saved its rules gets: the careful choices. */
export const DEFAULT_PRACTICE_RULES: PracticeRules = { photosWithoutConsent: false, priceEntry: 'TTC' };
