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

let pageClient: QueryClient | undefined;

/** The shell creates the one QueryClient of the page with this; remotes never create one. */
export function createQueryClient(): QueryClient {
  pageClient = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: UNUSED_DATA_GC_MS },
      mutations: { retry: false },
    },
  });
  return pageClient;
}

/**
 * The page's QueryClient (the last one createQueryClient made), for code that runs outside React: a route's
 * `lazy` starting a page's first query while the page's code is still loading. Undefined before the shell
 * made it (and in tests that render with their own client): callers then just skip the head start.
 */
export const pageQueryClient = (): QueryClient | undefined => pageClient;
