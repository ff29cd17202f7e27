import { TEST_TIMEOUT_MS } from '@northline/test-setup/timeouts';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: TEST_TIMEOUT_MS,
    setupFiles: ['@northline/test-setup/console-guard'],
    // Migrates one template database (PostgreSQL and PGlite) per run; each file's database is a copy of it.
    globalSetup: ['test/global-setup.ts'],
    hookTimeout: 60_000,
    // Each test file creates and drops its own PostgreSQL database; two at a time fits 2 cores.
    maxWorkers: 2,
  },
});
