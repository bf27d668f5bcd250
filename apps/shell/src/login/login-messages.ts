import type { SessionEndReason } from '@meche/runtime';

/** Why the practitioner is on the login page when she did not sign out here. */
export const SESSION_END_MESSAGES: Record<SessionEndReason, string> = {
  elsewhere: 'Vous avez été déconnectée dans un autre onglet.',
  expired: 'Session expirée : reconnectez-vous pour continuer.',
  'expired-draft-kept': 'Session expirée : votre saisie est conservée. Reconnectez-vous pour la retrouver.',
};

const LOGIN_FAILED = 'Email ou mot de passe incorrect.';
export const SHOW_PASSWORD = 'Afficher le mot de passe';
export const HIDE_PASSWORD = 'Masquer le mot de passe';
const SERVER_UNREACHABLE = 'Serveur injoignable. Réessayez dans un instant.';

/**
 * Wrong credentials get the text practitioners know (docs/product.md); throttling or an unreachable server say what really happened.
 * Async: the API client is loaded by the login call itself, not with the page, which stays light.
 */
export async function loginErrorMessage(error: unknown): Promise<string> {
  const { describeError } = await import('@meche/api-client');
  const e = describeError(error);
  if (e.kind === 'no-response') return SERVER_UNREACHABLE;
  if (e.kind === 'response' && (e.status === 429 || e.status >= 500) && e.message) return e.message;
  return LOGIN_FAILED;
}
