import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each test file creates and drops its own PostgreSQL database; two at a time fits 2 cores.
    maxWorkers: 2,
  },
});
