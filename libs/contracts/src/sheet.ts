import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';
import { MSG } from './messages';

/**
 * Body of POST /api/sheet/program/{id}: the client's copy leaves out 'Points de vigilance' (her health answers) unless
 * the practitioner ticks them in.
 */
export const sheetPdfRequestSchema = z.object({
  vigilance: z.boolean({ error: MSG.invalidValue }).default(false),
});
export type SheetPdfRequest = z.input<typeof sheetPdfRequestSchema>;

/** The label of the choice, on the print and the PDF buttons alike. */
export const INCLUDE_VIGILANCE_LABEL = 'Inclure les points de vigilance (réponses de santé)';
