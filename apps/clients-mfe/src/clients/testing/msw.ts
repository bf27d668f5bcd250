import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** What the shell serves beside the pages: the practice details printed on sheets. */
const shellFiles = [
  http.get('/config.json', () =>
    HttpResponse.json({ practiceName: 'Institut Mèche', practiceAddress: '12 rue Mercière, 69002 Lyon', practicePhone: '04 78 42 17 30', logoUrl: '/logo.svg' }),
  ),
];

/** One msw server per test file: every HTTP call must be answered by a handler of the test (or the shell's files). */
export function startServer() {
  const server = setupServer(...shellFiles);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
