import { defineConfig, mergeConfig } from 'vitest/config';
import { baseTestConfig } from '../vitest/shared';

export default mergeConfig(baseTestConfig, defineConfig({ test: { environment: 'node', include: ['*.test.mjs'] } }));
