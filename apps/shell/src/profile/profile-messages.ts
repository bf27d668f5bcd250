import type { FailureWording } from '@meche/front-kit';

/**
 * How 'Mon profil' words a failed save: the server's message, 'Erreur: {status}' without one, the English
 * 'Something went wrong. Please try again.' without an answer (kept on purpose, docs/product.md), 'Erreur: {message}'
 * for anything else. A 400's messages go under their fields instead.
 */
export const PROFILE_FAILURE: FailureWording = {
  noMessage: (status) => `Erreur: ${status}`,
  noResponse: 'Something went wrong. Please try again.',
  other: (message) => `Erreur: ${message}`,
};
