// The data side of the runtime: axios and react-query, loaded with the dashboard or the first sign-in, never by
// the pages before it. A shared singleton like the light entry: one HTTP client and one QueryClient per page.
export { http } from './http';
export {
  pageQueryClient,
  startPageSession,
  stopPageSession,
  type PageSession,
  type PageSessionOptions,
} from './page-session';
export type { NavigateFn } from './forced-logout';
export { signIn, signOut } from './sign-in';
