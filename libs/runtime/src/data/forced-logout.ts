import type { QueryClient } from '@tanstack/react-query';
import { shellPaths } from '@meche/page-paths';
import { DRAFT_STORAGE_PREFIX, noteSessionExpired, sessionStore } from '@meche/runtime';
import { logout } from './auth-calls';
import { cancelScheduledRefresh, forgetAccessTokenTimes } from './refresh-session';

/** The best-effort logout call may not hold the redirect longer than this (server down, say). */
const FORCED_LOGOUT_CALL_TIMEOUT_MS = 3000;

export type NavigateFn = (to: string) => void;

/** What the forced logout clears and where it goes: the page session's (page-session.ts). */
export interface SessionEndTarget {
  queryClient: QueryClient | undefined;
  navigate: NavigateFn;
}

let running: Promise<void> | null = null;

function bestEffortLogout(): Promise<void> {
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, FORCED_LOGOUT_CALL_TIMEOUT_MS));
  return Promise.race([logout().catch(() => undefined), timeout]);
}

async function run({ queryClient, navigate }: SessionEndTarget): Promise<void> {
  cancelScheduledRefresh();
  forgetAccessTokenTimes();
  await bestEffortLogout();
  // Storage first: guarded pages unmount, so clearing the cache cannot make them refetch without a session.
  sessionStore.set(null);
  // The planning draft ('careSelections') and the theme stay in localStorage: they are not the session. The forms'
  // drafts stay too: the session ended without the practitioner choosing to leave, so their unsaved work is offered
  // back after their next sign-in (an explicit sign-out, or another practitioner's sign-in, drops it: drafts.ts).
  try {
    const storage = window.sessionStorage;
    for (const key of Object.keys(storage)) if (!key.startsWith(DRAFT_STORAGE_PREFIX)) storage.removeItem(key);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
  // The drafts left above say whether the login page can promise the typed work back.
  noteSessionExpired();
  if (queryClient) {
    await queryClient.cancelQueries().catch(() => undefined);
    queryClient.clear();
  }
  if (window.location.pathname !== shellPaths.login) navigate(shellPaths.login);
}

/**
 * The session is over (401/412, refused refresh): logout call, cached queries cancelled and cleared,
 * storage cleared, redirect to /login. Runs once per session however many requests fail.
 */
export function endSession(target: SessionEndTarget): Promise<void> {
  running ??= run(target);
  return running;
}

/** A new session begins (login): a later 401 must log it out again. */
export function armForcedLogout(): void {
  running = null;
}
