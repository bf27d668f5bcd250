import type { AxiosError } from 'axios';

/**
 * @meche/api-client, loaded on first use. It brings axios and react-query, which the pages before sign-in
 * (/login, /logout, /unauthorized) do not need to render: the shell loads them with the dashboard, or at the
 * first login/logout call (issue 7, front weight). A shared module, so this is the page's one copy.
 */
export const apiClient = () => import('@meche/api-client');

/** axios' own `isAxiosError` test, without importing axios for it. */
export function isHttpError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}
