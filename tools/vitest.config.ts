import { defineConfig, mergeConfig } from 'vitest/config';
import { baseTestConfig } from './vitest/shared';

/** Tests of the scripts under tools/ (Node, no browser). */
export default mergeConfig(baseTestConfig, defineConfig({
  test: { environment: 'node', include: ['**/*.test.mjs'] },
}));
