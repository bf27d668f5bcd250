import type { QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { isHttpError } from '../api';
import {
  accessTokenMayHaveExpired,
  lastRefreshTime,
  refreshIfStale,
  refreshSession,
  setSessionLostHandler,
} from '../refresh/refresh-session';
import { sessionStore } from '../session/session-store';
import { forceLogout, resetForcedLogoutDeps, setForcedLogoutDeps, type NavigateFn } from './forced-logout';
import { isSessionEnd } from './session-end';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the one replay of a request after a refresh: a second 401 ends the session. */
    mecheReplayed?: boolean;
    /** When the request left, to tell a token refreshed since from one that is really refused. */
    mecheSentAt?: number;
  }
}

export interface AuthInterceptorOptions {
  /** The one axios instance of @meche/api-client (passed in: this library loads the client lazily). */
  http: AxiosInstance;
  queryClient: QueryClient;
  /** The router's navigate; defaults to a full page load. */
  navigate?: NavigateFn;
}

/**
 * Installs session upkeep on the HTTP client: forced logout on 401/412 (SPEC §4), refresh on window
 * focus, and an immediate refresh when the page opens on a stored session (its token age is unknown).
 * One exception to the forced logout: a 401 while our access token may simply have run out (a laptop
 * that slept through the refresh timer) first tries the shared refresh and replays the request once;
 * the logout follows if the server refuses the refresh. Returns the function that removes it all.
 */
export function installAuthInterceptor({
  http,
  queryClient,
  navigate,
}: AuthInterceptorOptions): () => void {
  setForcedLogoutDeps(navigate ? { queryClient, navigate } : { queryClient });
  setSessionLostHandler(() => void forceLogout());

  const stamp = http.interceptors.request.use((config) => {
    config.mecheSentAt = Date.now();
    return config;
  });

  const id = http.interceptors.response.use(undefined, async (error: unknown) => {
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

  if (sessionStore.get()) refreshSession().catch(() => undefined);

  return () => {
    http.interceptors.request.eject(stamp);
    http.interceptors.response.eject(id);
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onFocus);
    setSessionLostHandler(() => undefined);
    resetForcedLogoutDeps();
  };
}
