import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { loginResponse } from './fixtures/session';
import { PRACTICE } from './fixtures/practice';

/** msw pattern for an API path, whatever origin jsdom runs on. */
export const api = (path: string) => `*/api${path}`;

/**
 * The HTTP boundary of every front test, started once by the kit's setup; each test adds the handlers it needs with
 * server.use(...). Answered by default, as the host page would: the practice's config.json, and the session refresh a
 * page opened on a stored session makes at once (a test that counts refreshes adds its own handler).
 */
export const server = setupServer(
  http.get('*/config.json', () => HttpResponse.json(PRACTICE)),
  http.post(api('/refresh-token'), () => HttpResponse.json(loginResponse)),
);
