export { http } from './http';
export { describeError, errorMessage, isClientError, type ApiError } from './errors';
export {
  createQueryClient,
  pageQueryClient,
  retryDelay,
  shouldRetry,
  QUERY_RETRIES,
  RETRY_DELAY_BASE_MS,
  RETRY_DELAY_MAX_MS,
  UNUSED_DATA_GC_MS,
} from './query-client';
export * from './timings';
export { login, logout, refreshToken, LOGIN_PATH, LOGOUT_PATH, REFRESH_PATH } from './auth';
export * from './users';
export * from './clients';
export * from './categories';
export * from './products';
export * from './programs';
