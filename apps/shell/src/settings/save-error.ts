import type { FieldErrors } from '@meche/contracts';
import { describeFailure, type FailureWording } from '@meche/front-kit';

/** How the settings word a failed save: no answer keeps the typed values, a page error reads 'Erreur : …'. */
const SETTINGS_FAILURE: FailureWording = {
  noMessage: (status) => `Erreur ${status}`,
  noResponse: 'Le serveur ne répond pas : vos saisies sont conservées, réessayez dans un instant.',
  other: (message) => `Erreur : ${message}`,
};

/**
 * The settings' wording of describeFailure, in the shape their panels read: a 400 goes under its fields, anything
 * else is one French sentence above the buttons.
 */
export function saveError(error: unknown): { fields: FieldErrors; message: string | null } {
  const failure = describeFailure(error, SETTINGS_FAILURE);
  return failure.fields ? { fields: failure.fields, message: null } : { fields: {}, message: failure.message };
}
