import { defineConfig, mergeConfig } from 'vitest/config';
import { baseTestConfig } from '../../tools/vitest/shared';

/** Always on PGlite; the same suite again on PostgreSQL when TEST_DATABASE_URL names a server. */
const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default mergeConfig(baseTestConfig, defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    projects: databases.map((name) => ({
      extends: true,
      test: {
        name,
        include: ['src/**/*.test.ts'],
        env: { MECHE_TEST_DB: name },
        ...(name === 'pglite' ? { globalSetup: ['src/test/global-setup.ts'] } : {}),
      },
    })),
  },
}));
