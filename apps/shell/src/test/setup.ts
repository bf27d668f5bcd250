import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { sessionStore } from '@meche/runtime';
import { stopPageSession } from '@meche/runtime/data';
import { server } from './server';

// Lazy route modules load on first use: slow, shared CI machines need more than the default second.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  // The session and the page session live in the shared runtime's modules: each test starts without either.
  stopPageSession();
  sessionStore.reload();
});

afterAll(() => server.close());
