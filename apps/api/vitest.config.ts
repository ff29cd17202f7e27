import { TEST_TIMEOUT_MS } from '@northline/test-setup/timeouts';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: TEST_TIMEOUT_MS,
    setupFiles: ['@northline/test-setup/console-guard', 'test/file-end.ts'],
    // Migrates one template database (PostgreSQL and PGlite) per run; each file's database is a copy of it.
    globalSetup: ['test/global-setup.ts'],
    hookTimeout: 60_000,
    // Test files share each worker's module cache (decision 107): the app's graph is evaluated once per worker, not
    // once per file. A file's databases, apps and clients are undone by the setup file test/file-end.ts.
    isolate: false,
    // Each test file creates and drops its own PostgreSQL database; two at a time fits 2 cores.
    maxWorkers: 2,
  },
});
