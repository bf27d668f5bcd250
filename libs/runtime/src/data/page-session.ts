import type { QueryClient } from '@tanstack/react-query';
import { isHttpError, sessionStore } from '@meche/runtime';
import { armForcedLogout, endSession, type NavigateFn } from './forced-logout';
import { http } from './http';
import { createQueryClient } from './query-client';
import {
  accessTokenMayHaveExpired,
  cancelScheduledRefresh,
  lastRefreshTime,
  onRefreshRefused,
  refreshIfStale,
  refreshSession,
  resetRefreshState,
  resumeSession,
} from './refresh-session';
import { isSessionEnd } from './session-end';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the one replay of a request after a refresh: a second 401 ends the session. */
    mecheReplayed?: boolean;
    /** When the request left, to tell a token refreshed since from one that is really refused. */
    mecheSentAt?: number;
  }
}

export interface PageSessionOptions {
  /** The router's navigate, for the redirect to /login; a full page load when none is given. */
  navigate?: NavigateFn;
  /** A test's own client; one with the data cache's defaults otherwise. */
  queryClient?: QueryClient;
}

export interface PageSession {
  /** The page's one QueryClient: every app reads and writes the same cache. */
  queryClient: QueryClient;
}

const browserNavigate: NavigateFn = (to) => window.location.assign(to);

let current: { session: PageSession; navigate: NavigateFn; stop(): void } | undefined;

/**
 * The session is over (401/412, refused refresh): logout call, the page's queries cancelled and cleared,
 * storage cleared, redirect to /login. Runs once per session however many requests fail.
 */
export function forceLogout(): Promise<void> {
  return endSession({ queryClient: current?.session.queryClient, navigate: current?.navigate ?? browserNavigate });
}

/**
 * Session upkeep on the one HTTP client: forced logout on 401/412, refresh on window focus, and, when the page
 * opens on a stored session, a refresh at once only if the access token is not known to be valid (resumeSession). One exception to the forced
 * logout: a 401 while our access token may simply have run out (a laptop that slept through the refresh timer)
 * first tries the shared refresh and replays the request once; the logout follows if the server refuses it.
 */
function installUpkeep(): () => void {
  const stamp = http.interceptors.request.use((config) => {
    config.mecheSentAt = Date.now();
    return config;
  });

  const answer = http.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isSessionEnd(error) || !isHttpError(error)) throw error;
    const config = error.config;
    const replayable = config && !config.mecheReplayed && error.response?.status === 401 && sessionStore.get();
    if (replayable) {
      const replay = () => http.request({ ...config, mecheReplayed: true });
      // Sent with the previous token, answered after the refresh: just send it again.
      if ((config.mecheSentAt ?? 0) < lastRefreshTime()) return replay();
      if (accessTokenMayHaveExpired()) {
        // A refused refresh forces the logout itself; a network failure leaves the 401 to the caller.
        await refreshSession().catch(() => Promise.reject(error));
        return replay();
      }
    }
    void forceLogout();
    throw error;
  });

  const onFocus = () => {
    if (sessionStore.get() && document.visibilityState !== 'hidden') refreshIfStale();
  };
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onFocus);
  const stopOnRefusal = onRefreshRefused(() => void forceLogout());
  // Signed out elsewhere (another tab): no refresh for a session that is gone.
  const stopFollowingSignOut = sessionStore.subscribe(() => {
    if (!sessionStore.get()) cancelScheduledRefresh();
  });

  if (sessionStore.get()) resumeSession();

  return () => {
    http.interceptors.request.eject(stamp);
    http.interceptors.response.eject(answer);
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onFocus);
    stopOnRefusal();
    stopFollowingSignOut();
  };
}

/**
 * Starts the page's data session once: its QueryClient, and the session upkeep on the one HTTP client. The shell
 * calls it with the first dashboard page (every page that reads data is below it); later calls return the same
 * session, so a remote reaches it through this shared module instead of being handed it.
 */
export function startPageSession({ navigate = browserNavigate, queryClient }: PageSessionOptions = {}): PageSession {
  if (!current) {
    const session = { queryClient: queryClient ?? createQueryClient() };
    current = { session, navigate, stop: installUpkeep() };
  }
  return current.session;
}

/**
 * The page's QueryClient, for code outside React (a route's loader giving a page's first query a head start);
 * undefined before the shell started the session (a remote's unit tests render with their own client).
 */
export const pageQueryClient = (): QueryClient | undefined => current?.session.queryClient;

/** Back to a page that never started a session: for tests, which run many pages in one module graph. */
export function stopPageSession(): void {
  current?.stop();
  current = undefined;
  resetRefreshState();
  armForcedLogout();
}
