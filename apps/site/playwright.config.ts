import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium-env.ts';
import { E2E_BASE_URL } from './e2e/env.ts';

/**
 * Browser tests against the production build served by apps/api, in Debian's Chromium
 * (never a downloaded browser).
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
  webServer: {
    command: 'node e2e/serve.ts',
    url: `${E2E_BASE_URL}/readyz`,
    reuseExistingServer: false,
    // Includes a build of the chat widget when its embed files are stale (e2e/serve.ts).
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
