import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { armForcedLogout, resetForcedLogoutDeps } from '../interceptor/forced-logout';
import { resetRefreshState } from '../refresh/refresh-session';
import { sessionStore } from '../session/session-store';
import { server } from './server';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));

// Without vitest globals Testing Library cannot register its own cleanup; the session lives in modules.
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  resetRefreshState();
  resetForcedLogoutDeps();
  armForcedLogout();
  sessionStore.reload();
});

afterAll(() => server.close());
