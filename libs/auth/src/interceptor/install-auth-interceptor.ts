import { http as defaultHttp } from '@meche/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { refreshIfStale, refreshSession, setSessionLostHandler } from '../refresh/refresh-session';
import { sessionStore } from '../session/session-store';
import { forceLogout, resetForcedLogoutDeps, setForcedLogoutDeps, type NavigateFn } from './forced-logout';
import { isSessionEnd } from './session-end';

export interface AuthInterceptorOptions {
  /** Defaults to the one axios instance of @meche/api-client. */
  http?: AxiosInstance;
  queryClient: QueryClient;
  /** The router's navigate; defaults to a full page load. */
  navigate?: NavigateFn;
}

/**
 * Installs session upkeep on the HTTP client: forced logout on 401/412, refresh on window focus,
 * and an immediate refresh when the page opens on a stored session (its token age is unknown).
 * Returns the function that removes it all.
 */
export function installAuthInterceptor({ http = defaultHttp, queryClient, navigate }: AuthInterceptorOptions): () => void {
  setForcedLogoutDeps(navigate ? { queryClient, navigate } : { queryClient });
  setSessionLostHandler(() => void forceLogout());

  const id = http.interceptors.response.use(undefined, (error: unknown) => {
    if (isSessionEnd(error)) void forceLogout();
    return Promise.reject(error);
  });

  const onFocus = () => {
    if (sessionStore.get() && document.visibilityState !== 'hidden') refreshIfStale();
  };
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onFocus);

  if (sessionStore.get()) refreshSession().catch(() => undefined);

  return () => {
    http.interceptors.response.eject(id);
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onFocus);
    setSessionLostHandler(() => undefined);
    resetForcedLogoutDeps();
  };
}
