import type { AxiosError } from 'axios';

/** axios' own `isAxiosError` test, without importing axios for it: this entry must stay light for /login. */
export function isHttpError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}
