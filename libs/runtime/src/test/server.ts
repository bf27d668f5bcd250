import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { loginResponse } from './fixtures';

/**
 * The API boundary of every runtime test; each test adds the handlers it needs. A page session started on a
 * stored session refreshes it at once: that call is answered unless a test counts it.
 */
export const server = setupServer(http.post('/api/refresh-token', () => HttpResponse.json(loginResponse)));
