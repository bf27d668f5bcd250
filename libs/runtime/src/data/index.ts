// The data side of the runtime: axios and react-query, loaded with the dashboard or the first sign-in, never by
// the pages before it. A shared singleton like the light entry: one HTTP client and one QueryClient per page.
export { http } from './http';
export {
  createQueryClient,
  retryDelay,
  shouldRetry,
  QUERY_RETRIES,
  RETRY_DELAY_BASE_MS,
  RETRY_DELAY_MAX_MS,
  UNUSED_DATA_GC_MS,
} from './query-client';
export {
  forceLogout,
  pageQueryClient,
  startPageSession,
  stopPageSession,
  type PageSession,
  type PageSessionOptions,
} from './page-session';
export { FORCED_LOGOUT_CALL_TIMEOUT_MS, type NavigateFn } from './forced-logout';
export { signIn, signOut } from './sign-in';
export { refreshSession, FOCUS_REFRESH_AFTER_MS, REFRESH_MARGIN_MS } from './refresh-session';
export { hasSessionEndStatus, isSessionEnd, SESSION_END_STATUSES } from './session-end';
export { LOGIN_PATH, LOGOUT_PATH, REFRESH_PATH } from '@meche/contracts/constants';
