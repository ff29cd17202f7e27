import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Validating the whole catalogue takes about a second alone, longer on a busy 2-core machine.
  test: { include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});
