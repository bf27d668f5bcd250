import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { sessionStore } from '@meche/runtime';
import { stopPageSession } from '@meche/runtime/data';
import './jsdom-layout';
import { server } from './server';

// Every HTTP call must be answered by a handler: an unexpected request fails the test instead of hanging.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));

// Without vitest globals Testing Library cannot register its own cleanup; the session and the page session live in
// the shared runtime's modules: each test starts without either.
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  stopPageSession();
  sessionStore.reload();
});

afterAll(() => server.close());
