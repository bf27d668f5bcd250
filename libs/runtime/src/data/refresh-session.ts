import type { RefreshResponse } from '@meche/contracts';
import { isHttpError } from '@meche/runtime';
import { refreshToken } from './auth-calls';

/**
 * Refresh this long before the access token expires (15 min tokens). Two minutes,
 * because browsers may delay timers of background tabs by up to a minute.
 */
export const REFRESH_MARGIN_MS = 2 * 60_000;
/** A 401 this close to the expected expiry is taken as expiry, not as a lost session (clock skew). */
const EXPIRY_SKEW_MS = 30_000;
/** Never schedule sooner than this, whatever the server says. */
const MIN_REFRESH_DELAY_MS = 5_000;
/** On window focus, refresh when the last refresh is older than this (timers sleep with laptops). */
export const FOCUS_REFRESH_AFTER_MS = 5 * 60_000;
/** A refresh that failed without a verdict from the server (network, 5xx) is tried again after this. */
const REFRESH_RETRY_MS = 15_000;
/** setTimeout overflows past 2^31-1 ms. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * localStorage key of the current access token's issue and expiry times, shared by the practitioner's tabs (the
 * cookie is theirs too): a page opened while that token is still valid reads it instead of refreshing at once.
 */
export const ACCESS_TOKEN_TIMES_KEY = 'meche-access-token';

let inFlight: Promise<RefreshResponse> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let lastRefreshAt = 0;
/** 0 = unknown (page just opened on a stored session). */
let accessExpiresAt = 0;
const refusalListeners = new Set<() => void>();

/** Tells `listener` when the server refuses to refresh: the page session ends then. Returns the unsubscribe. */
export function onRefreshRefused(listener: () => void): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

/** The server refused (not just failed) to refresh: the session is over. */
function isRefusal(error: unknown): boolean {
  const status = isHttpError(error) ? error.response?.status : undefined;
  return status !== undefined && status >= 400 && status < 500;
}

/**
 * Refreshes the session. Concurrent callers (timer, focus, several remotes) share ONE request, so
 * the refresh token is rotated once.
 */
export function refreshSession(): Promise<RefreshResponse> {
  if (!inFlight) {
    inFlight = refreshToken()
      .then((response) => {
        markRefreshed(response.accessExpiresIn);
        return response;
      })
      .catch((error: unknown) => {
        if (isRefusal(error)) {
          cancelScheduledRefresh();
          refusalListeners.forEach((listener) => listener());
        } else {
          schedule(REFRESH_RETRY_MS);
        }
        throw error;
      })
      .finally(() => {
        inFlight = null;
      });
  }
  return inFlight;
}

/** Refreshes in the background; failures are handled by refreshSession itself. */
function refreshQuietly(): void {
  refreshSession().catch(() => undefined);
}

function schedule(delayMs: number): void {
  cancelScheduledRefresh();
  timer = setTimeout(refreshQuietly, Math.min(Math.max(delayMs, MIN_REFRESH_DELAY_MS), MAX_TIMER_MS));
}

function storeTimes(issuedAt: number, expiresAt: number): void {
  try {
    window.localStorage.setItem(ACCESS_TOKEN_TIMES_KEY, JSON.stringify({ issuedAt, expiresAt }));
  } catch {
    // Storage unavailable: the next page refreshes at once, as it would without it.
  }
}

function storedTimes(): { issuedAt: number; expiresAt: number } | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(ACCESS_TOKEN_TIMES_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { issuedAt, expiresAt } = value as Record<string, unknown>;
    return typeof issuedAt === 'number' && typeof expiresAt === 'number' ? { issuedAt, expiresAt } : null;
  } catch {
    return null;
  }
}

/** The session ended: a later page must not take its token for a valid one. */
export function forgetAccessTokenTimes(): void {
  try {
    window.localStorage.removeItem(ACCESS_TOKEN_TIMES_KEY);
  } catch {
    // Nothing was stored either.
  }
}

/** A fresh access token was just issued (login or refresh): plan the next refresh before it expires. */
export function markRefreshed(accessExpiresInSeconds: number): void {
  lastRefreshAt = Date.now();
  accessExpiresAt = lastRefreshAt + accessExpiresInSeconds * 1000;
  storeTimes(lastRefreshAt, accessExpiresAt);
  schedule(accessExpiresInSeconds * 1000 - REFRESH_MARGIN_MS);
}

/**
 * A page opens on a stored session. When the access token another page of this browser was given is still valid
 * past the refresh margin, its refresh is planned like that page's, and the page's first data requests go out
 * alone, with it; otherwise (unknown or about to expire) the session is refreshed at once.
 */
export function resumeSession(now = Date.now()): void {
  const times = storedTimes();
  if (!times || times.issuedAt > now || times.expiresAt - REFRESH_MARGIN_MS <= now) {
    refreshQuietly();
    return;
  }
  lastRefreshAt = times.issuedAt;
  accessExpiresAt = times.expiresAt;
  schedule(times.expiresAt - REFRESH_MARGIN_MS - now);
}

export function cancelScheduledRefresh(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

/** When the current access token was issued (0 = not in this page). */
export function lastRefreshTime(): number {
  return lastRefreshAt;
}

/**
 * Whether our access token may simply have run out: unknown age, past its expiry (a laptop that
 * slept through the refresh timer), or a refresh on its way.
 */
export function accessTokenMayHaveExpired(now = Date.now()): boolean {
  return inFlight !== null || now >= accessExpiresAt - EXPIRY_SKEW_MS;
}

/** Back on the page after a while: the timer may have slept, so refresh if it is getting old. */
export function refreshIfStale(now = Date.now()): void {
  if (now - lastRefreshAt >= FOCUS_REFRESH_AFTER_MS) refreshQuietly();
}

/** For tests: forget every timer and time stamp. */
export function resetRefreshState(): void {
  cancelScheduledRefresh();
  inFlight = null;
  lastRefreshAt = 0;
  accessExpiresAt = 0;
}
