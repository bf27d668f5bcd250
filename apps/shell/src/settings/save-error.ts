import { describeError } from '@meche/api-client';
import type { FieldErrors } from '@meche/contracts';

const NETWORK_ERROR = 'Le serveur ne répond pas : vos saisies sont conservées, réessayez dans un instant.';

/** A 400 goes under its fields; anything else is one French sentence above the buttons. */
export function saveError(error: unknown): { fields: FieldErrors; message: string | null } {
  const e = describeError(error);
  if (e.kind === 'response' && e.fieldErrors) return { fields: e.fieldErrors, message: null };
  if (e.kind === 'response') return { fields: {}, message: e.message ?? `Erreur ${e.status}` };
  if (e.kind === 'no-response') return { fields: {}, message: NETWORK_ERROR };
  return { fields: {}, message: `Erreur : ${e.message}` };
}
