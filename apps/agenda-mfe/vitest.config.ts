import { defineConfig, mergeConfig } from 'vitest/config';
import { frontTestConfig } from '../../tools/vitest/shared';

export default mergeConfig(frontTestConfig, defineConfig({ test: { setupFiles: ['@meche/testing/setup'] } }));
