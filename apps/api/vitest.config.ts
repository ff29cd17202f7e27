import { TEST_TIMEOUT_MS } from '@northline/test-setup/timeouts';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: TEST_TIMEOUT_MS,
    setupFiles: ['@northline/test-setup/console-guard'],
    hookTimeout: 60_000,
    // Each test file creates and drops its own PostgreSQL database; two at a time fits 2 cores.
    maxWorkers: 2,
  },
});
