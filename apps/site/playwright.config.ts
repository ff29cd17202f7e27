import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium-env.ts';
import { E2E_BASE_URL, E2E_SERVERS_READY_LINE } from './e2e/env.ts';

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
  // The five servers (e2e/serve-all.ts starts them side by side): the main one (E2E_CLOCK_START), the live
  // hand-off's (its office open), the holiday one (Boxing Day), the nobody-available one and the HubSpot one, each
  // with its own database. Includes a build of the chat widget when its embed files are stale.
  webServer: {
    command: 'node e2e/serve-all.ts',
    wait: { stdout: new RegExp(E2E_SERVERS_READY_LINE) },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
