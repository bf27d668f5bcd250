import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { emptySummary, loginResponse } from './fixtures';

/**
 * The API boundary of every shell test; each test adds the handlers it needs. The dashboard opened on a stored
 * session refreshes it at once, as a page load does, and its home page reads the practice's summary: both calls
 * are answered here.
 */
export const server = setupServer(
  http.post('/api/refresh-token', () => HttpResponse.json(loginResponse)),
  http.get('/api/dashboard', () => HttpResponse.json(emptySummary)),
);
