import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** HTTP at the boundary: each test adds the handlers it needs with server.use(...). */
export const server = setupServer();

/** msw pattern for an API path, whatever origin jsdom runs on. */
export const api = (path: string) => `*/api${path}`;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
