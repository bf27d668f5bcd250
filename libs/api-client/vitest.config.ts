import { defineConfig } from 'vitest/config';

// jsdom: the client runs in a page, and its base URL '/api' is relative to the page's origin.
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
  },
});
