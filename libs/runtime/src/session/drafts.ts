/**
 * The forms' drafts: what is typed in a form, kept in the tab's session storage (one key per practitioner and form)
 * so a reload, or a session that ran out, does not lose the work. A draft may hold health answers, so it lives only
 * as long as the practitioner's presence at this device does:
 * - 'Déconnexion' (in any tab, or /logout) is the practitioner leaving the device: every draft goes, in this tab at
 *   once, in the other tabs when they hear of it (`followSignOutElsewhere`), and in a tab the browser restores later
 *   (session storage comes back with a reopened tab) when it reads one, by its date (`isDraftRevoked`);
 * - a session that ends on its own (expired, revoked: 401/412) keeps them for the same practitioner, offered back
 *   after the next sign-in — they did not choose to leave;
 * - another practitioner signing in drops the previous one's (a shared salon tablet).
 */
export const DRAFT_STORAGE_PREFIX = 'meche-draft:';

/** localStorage: when someone last signed out on purpose in this browser (ms since 1970): drafts older are void. */
export const SIGNED_OUT_AT_KEY = 'meche-signed-out-at';

export const draftKey = (userId: number, name: string) => `${DRAFT_STORAGE_PREFIX}${userId}:${name}`;

const ownerOf = (key: string) => Number(key.slice(DRAFT_STORAGE_PREFIX.length).split(':')[0]);

/** This tab's drafts, except (when given) those of one practitioner. */
function removeDrafts(keepUserId?: number): void {
  try {
    const storage = window.sessionStorage;
    for (const key of Object.keys(storage)) {
      if (key.startsWith(DRAFT_STORAGE_PREFIX) && ownerOf(key) !== keepUserId) storage.removeItem(key);
    }
  } catch {
    // No storage: no drafts either.
  }
}

function signedOutAt(): number {
  try {
    return Number(window.localStorage.getItem(SIGNED_OUT_AT_KEY)) || 0;
  } catch {
    return 0;
  }
}

/** An explicit sign-out: this tab's drafts now, every other tab's through the signal. */
export function forgetDraftsOnSignOut(): void {
  removeDrafts();
  try {
    window.localStorage.setItem(SIGNED_OUT_AT_KEY, String(Date.now()));
  } catch {
    // Storage unavailable: this tab's drafts are gone, and no other tab could have kept any.
  }
}

/** A practitioner signs in: another practitioner's drafts left in this tab go. */
export function forgetOtherPractitionersDrafts(userId: number): void {
  removeDrafts(userId);
}

/** A draft saved before the last explicit sign-out in this browser (a tab restored since, say): not to be offered. */
export function isDraftRevoked(savedAt: string): boolean {
  const saved = Date.parse(savedAt);
  return !Number.isFinite(saved) || saved <= signedOutAt();
}

/** Another tab's storage change: its explicit sign-out drops this tab's drafts too. */
export function followSignOutElsewhere(event: StorageEvent): void {
  if (event.key === SIGNED_OUT_AT_KEY) removeDrafts();
}
