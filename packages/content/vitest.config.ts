import { TEST_TIMEOUT_MS } from '@northline/test-setup/timeouts';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Validating the whole catalogue takes about a second alone, longer on a busy 2-core machine.
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['@northline/test-setup/console-guard'],
    testTimeout: TEST_TIMEOUT_MS,
  },
});
