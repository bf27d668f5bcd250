import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { stopPageSession } from '@meche/runtime/data';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // A test that started the page's session (as the shell does) leaves none to the next one.
  stopPageSession();
});
