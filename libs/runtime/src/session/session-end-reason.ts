import { DRAFT_STORAGE_PREFIX } from './drafts';

/**
 * Why this tab's session ended without the practitioner signing out here, for the login page to say it:
 * - 'elsewhere': signed out in another tab;
 * - 'expired-draft-kept': refused by the server (expired, revoked) with a form's draft kept for after sign-in;
 * - 'expired': refused by the server, nothing typed to keep.
 * Held by the page (this lib is one shared instance), not in storage: the forced logout leaves the tab's storage
 * with the drafts only, and the login page it navigates to in the same page reads the reason once.
 */
export type SessionEndReason = 'elsewhere' | 'expired' | 'expired-draft-kept';

let reason: SessionEndReason | null = null;

function hasDraft(): boolean {
  try {
    return Object.keys(window.sessionStorage).some((key) => key.startsWith(DRAFT_STORAGE_PREFIX));
  } catch {
    return false;
  }
}

/** The session ended here on the server's word (401/412, refused refresh). */
export function noteSessionExpired(): void {
  reason = hasDraft() ? 'expired-draft-kept' : 'expired';
}

/** Another tab signed out: this one follows it. */
export function noteSignedOutElsewhere(): void {
  reason = 'elsewhere';
}

/** The reason noted, if any (read without forgetting it: see forgetSessionEndReason). */
export function readSessionEndReason(): SessionEndReason | null {
  return reason;
}

/** Said once: the next visit to the login page starts without it. */
export function forgetSessionEndReason(): void {
  reason = null;
}
