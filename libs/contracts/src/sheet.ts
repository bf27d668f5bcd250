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

/** Answer of POST /api/sheet/program/{id}/email: the address the sheet was queued for. */
export const sheetEmailResultSchema = z.object({ to: z.string() });
export type SheetEmailResult = z.infer<typeof sheetEmailResultSchema>;

/** Why a sheet cannot be sent: the client's file has no e-mail address. */
export const NO_CLIENT_EMAIL_MESSAGE = 'Aucune adresse e-mail dans la fiche de ce client : ajoutez-la pour lui envoyer ce document.';

/** Why a planning cannot be made into a sheet: no care has a tick in the saved planning. */
export const EMPTY_PLANNING_MESSAGE = 'Ce planning n’a aucun soin coché : cochez et sauvegardez le planning avant de l’envoyer.';
