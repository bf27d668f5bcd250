import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { loginResponse } from './fixtures';

/**
 * The API boundary of every shell test; each test adds the handlers it needs. The dashboard opened on a stored
 * session refreshes it at once, as a page load does: that call is answered here.
 */
export const server = setupServer(http.post('/api/refresh-token', () => HttpResponse.json(loginResponse)));
