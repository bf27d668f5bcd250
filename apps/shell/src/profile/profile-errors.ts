import { describeError } from '@meche/api-client';
import type { FieldErrors } from '@meche/contracts';

const NO_RESPONSE_MESSAGE = 'Something went wrong. Please try again.';

export type ProfileSaveError = { fields: FieldErrors; message: null } | { fields: null; message: string };

/**
 * A failed profile update: a 400 puts each message under its field; another response shows the
 * server's message; no response gives the generic text; anything else is 'Erreur: {message}'.
 */
export function profileSaveError(error: unknown): ProfileSaveError {
  const e = describeError(error);
  if (e.kind === 'response') {
    if (e.fieldErrors) return { fields: e.fieldErrors, message: null };
    return { fields: null, message: e.message ?? `Erreur: ${e.status}` };
  }
  if (e.kind === 'no-response') return { fields: null, message: NO_RESPONSE_MESSAGE };
  return { fields: null, message: `Erreur: ${e.message}` };
}
