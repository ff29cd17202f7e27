import { TEST_TIMEOUT_MS } from '@northline/test-setup/timeouts';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['@northline/test-setup/console-guard'],
    testTimeout: TEST_TIMEOUT_MS,
  },
});
