import { defineConfig, mergeConfig } from 'vitest/config';
import { baseTestConfig } from '../../tools/vitest/shared';

export default mergeConfig(
  baseTestConfig,
  defineConfig({ test: { environment: 'node', include: ['src/**/*.test.ts'] } }),
);
