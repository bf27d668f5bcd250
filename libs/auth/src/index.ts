export { SESSION_STORAGE_KEY } from '@meche/contracts/constants';
export type { SessionUser } from '@meche/contracts';
export { readStoredUser, toSessionUser } from './session/session-store';
export { AuthProvider, useAuth, type AuthContextValue } from './provider/auth-provider';
export { RequireRole, type RequireRoleProps } from './guard/require-role';
export { installAuthInterceptor, type AuthInterceptorOptions } from './interceptor/install-auth-interceptor';
export { forceLogout, FORCED_LOGOUT_CALL_TIMEOUT_MS, type NavigateFn } from './interceptor/forced-logout';
export { LOGIN_ROUTE, UNAUTHORIZED_ROUTE } from './routes';
export { hasSessionEndStatus, isSessionEnd, SESSION_END_STATUSES } from './interceptor/session-end';
export {
  refreshSession,
  FOCUS_REFRESH_AFTER_MS,
  REFRESH_MARGIN_MS,
} from './refresh/refresh-session';
