import { LOGIN_PATH, LOGOUT_PATH, REFRESH_PATH } from '@meche/contracts/constants';
import { isHttpError } from '@meche/runtime';

/** 401: no or expired access token; 412: session revoked. */
const SESSION_END_STATUSES: ReadonlySet<number> = new Set([401, 412]);

/**
 * Calls whose 401/412 means something else: a failed login is a wrong password, and logout and
 * refresh are handled where they are made (signOut, refreshSession).
 */
const EXEMPT_PATHS: ReadonlySet<string> = new Set([LOGIN_PATH, LOGOUT_PATH, REFRESH_PATH]);

function isExempt(url: string | undefined): boolean {
  if (!url) return false;
  const path = url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/api(?=\/)/, '').split('?')[0] ?? '';
  return EXEMPT_PATHS.has(path);
}

/** The server answered 401 or 412, whatever the call. */
export function hasSessionEndStatus(error: unknown): boolean {
  return isHttpError(error) && error.response !== undefined && SESSION_END_STATUSES.has(error.response.status);
}

/** A 401/412 that must force the logout: any call but login, logout and refresh. */
export function isSessionEnd(error: unknown): boolean {
  return hasSessionEndStatus(error) && isHttpError(error) && !isExempt(error.config?.url);
}
