import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './errors';

/** Generic data-cache defaults of SPEC §9. */
export const QUERY_RETRIES = 3;
export const RETRY_DELAY_BASE_MS = 1000;
export const RETRY_DELAY_MAX_MS = 30_000;
export const UNUSED_DATA_GC_MS = 5 * 60_000;

export const retryDelay = (attempt: number) =>
  Math.min(RETRY_DELAY_BASE_MS * 2 ** attempt, RETRY_DELAY_MAX_MS);

/** A 4xx will not get better by asking again. */
export const shouldRetry = (failureCount: number, error: unknown) =>
  !isClientError(error) && failureCount < QUERY_RETRIES;

/** The shell creates the one QueryClient of the page with this; remotes never create one. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: UNUSED_DATA_GC_MS },
      mutations: { retry: false },
    },
  });
}
