import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * What every project's vitest run shares: a JSON report that `tools/test-summary.mjs` adds up for CI,
 * and timeouts that hold on a busy two-core machine (nx runs two projects at once).
 */
export const baseTestConfig = defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

/** Browser-side projects: jsdom, Testing Library, CSS modules with readable class names. */
export const frontTestConfig = defineConfig({
  test: {
    ...baseTestConfig.test,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [fileURLToPath(new URL('./setup-dom.ts', import.meta.url))],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
  },
});
