import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '../api';
import { cancelScheduledRefresh } from '../refresh/refresh-session';
import { LOGIN_ROUTE } from '../routes';
import { sessionStore } from '../session/session-store';

/** The best-effort logout call may not hold the redirect longer than this (server down, say). */
export const FORCED_LOGOUT_CALL_TIMEOUT_MS = 3000;

export type NavigateFn = (to: string) => void;

interface ForcedLogoutDeps {
  queryClient: QueryClient | null;
  navigate: NavigateFn;
}

const browserNavigate: NavigateFn = (to) => window.location.assign(to);

let deps: ForcedLogoutDeps = { queryClient: null, navigate: browserNavigate };
let running: Promise<void> | null = null;

export function setForcedLogoutDeps(next: Partial<ForcedLogoutDeps>): void {
  deps = { ...deps, ...next };
}

/** The page's QueryClient once the session upkeep is installed (null before: nothing cached yet). */
export function sessionQueryClient(): QueryClient | null {
  return deps.queryClient;
}

export function resetForcedLogoutDeps(): void {
  deps = { queryClient: null, navigate: browserNavigate };
}

function bestEffortLogout(): Promise<void> {
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, FORCED_LOGOUT_CALL_TIMEOUT_MS));
  const call = apiClient().then((api) => api.logout());
  return Promise.race([call.catch(() => undefined), timeout]);
}

async function run(): Promise<void> {
  cancelScheduledRefresh();
  await bestEffortLogout();
  const { queryClient, navigate } = deps;
  // Storage first: guarded pages unmount, so clearing the cache cannot make them refetch without a session.
  sessionStore.set(null);
  // The planning draft ('careSelections') and the theme stay in localStorage: they are not the session.
  try {
    window.sessionStorage.clear();
  } catch {
    // Nothing to clear when storage is unavailable.
  }
  if (queryClient) {
    await queryClient.cancelQueries().catch(() => undefined);
    queryClient.clear();
  }
  if (window.location.pathname !== LOGIN_ROUTE) navigate(LOGIN_ROUTE);
}

/**
 * The session is over (401/412, refused refresh): logout call, cached queries cancelled and cleared,
 * storage cleared, redirect to /login (SPEC §4). Runs once per session however many requests fail.
 */
export function forceLogout(): Promise<void> {
  running ??= run();
  return running;
}

/** A new session begins (login): a later 401 must log it out again. */
export function armForcedLogout(): void {
  running = null;
}
