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

/** A fresh access token was just issued (login or refresh): plan the next refresh before it expires. */
export function markRefreshed(accessExpiresInSeconds: number): void {
  lastRefreshAt = Date.now();
  accessExpiresAt = lastRefreshAt + accessExpiresInSeconds * 1000;
  schedule(accessExpiresInSeconds * 1000 - REFRESH_MARGIN_MS);
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
