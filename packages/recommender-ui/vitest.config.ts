import { TEST_TIMEOUT_MS } from '@northline/test-setup/timeouts';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Style files run as modules that inject their rules into jsdom (decision 118).
  plugins: [vanillaExtractPlugin({ unstable_mode: 'transform' })],
  test: {
    environment: 'jsdom',
    css: true,
    // The machine is shared with other builds: user-event flows can take seconds.
    testTimeout: TEST_TIMEOUT_MS,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@northline/test-setup/dom'],
    // Files share each worker's loaded modules; the setup file cleans the DOM, storage and timers after each test
    // (decision 108).
    isolate: false,
  },
});
