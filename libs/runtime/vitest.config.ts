import { defineConfig, mergeConfig } from 'vitest/config';
import { frontTestConfig } from '../../tools/vitest/shared';

export default mergeConfig(frontTestConfig, defineConfig({ test: { setupFiles: ['./src/test/setup.ts'] } }));
