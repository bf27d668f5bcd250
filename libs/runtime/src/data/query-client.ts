import { QueryClient } from '@tanstack/react-query';
import { isHttpError } from '@meche/runtime';

/** The data cache's defaults for every screen: how often a read is retried, how long apart, how long unused data stays. */
export const QUERY_RETRIES = 3;
const RETRY_DELAY_BASE_MS = 1000;
const RETRY_DELAY_MAX_MS = 30_000;
export const UNUSED_DATA_GC_MS = 5 * 60_000;

/** When an overloaded API answers 503 it says when to come back (Retry-After, seconds): the read is retried then. */
const retryAfterMs = (error: unknown): number | null => {
  if (!isHttpError(error) || error.response?.status !== 503) return null;
  const header: unknown = error.response.headers['retry-after'];
  const seconds = typeof header === 'string' && header.trim() !== '' ? Number(header) : Number.NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, RETRY_DELAY_MAX_MS) : null;
};

export const retryDelay = (attempt: number, error?: unknown) =>
  retryAfterMs(error) ?? Math.min(RETRY_DELAY_BASE_MS * 2 ** attempt, RETRY_DELAY_MAX_MS);

const isClientError = (error: unknown) => {
  const status = isHttpError(error) ? error.response?.status : undefined;
  return status !== undefined && status >= 400 && status < 500;
};

/** A 4xx will not get better by asking again. */
export const shouldRetry = (failureCount: number, error: unknown) => !isClientError(error) && failureCount < QUERY_RETRIES;

/** A QueryClient with these defaults: the page's own (page-session.ts), or a test's. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: UNUSED_DATA_GC_MS },
      mutations: { retry: false },
    },
  });
}
