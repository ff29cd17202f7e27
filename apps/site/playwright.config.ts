import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium-env.ts';
import {
  E2E_BASE_URL,
  E2E_CLOCK_START,
  E2E_HOLIDAY_BASE_URL,
  E2E_HOLIDAY_CLOCK_START,
  E2E_HOLIDAY_PORT,
  E2E_HUBSPOT_BASE_URL,
  E2E_HUBSPOT_PORT,
  E2E_LIVE_BASE_URL,
  E2E_LIVE_CLOCK_START,
  E2E_LIVE_PORT,
  E2E_NOBODY_BASE_URL,
  E2E_NOBODY_CLOCK_START,
  E2E_NOBODY_PORT,
} from './e2e/env.ts';

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
  webServer: [
    {
      command: 'node e2e/serve.ts',
      url: `${E2E_BASE_URL}/readyz`,
      reuseExistingServer: false,
      env: { E2E_CLOCK_START },
      // Includes a build of the chat widget when its embed files are stale (e2e/serve.ts).
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // The live hand-off's server: its own database, its office open (E2E_LIVE_CLOCK_START).
      command: 'node e2e/serve.ts',
      url: `${E2E_LIVE_BASE_URL}/readyz`,
      reuseExistingServer: false,
      env: {
        E2E_PORT: String(E2E_LIVE_PORT),
        E2E_CLOCK_START: E2E_LIVE_CLOCK_START,
        E2E_SKIP_WIDGET_BUILD: '1',
      },
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // The holiday server: its own database, its clock on Boxing Day inside the usual hours (E2E_HOLIDAY_CLOCK_START).
      command: 'node e2e/serve.ts',
      url: `${E2E_HOLIDAY_BASE_URL}/readyz`,
      reuseExistingServer: false,
      env: {
        E2E_PORT: String(E2E_HOLIDAY_PORT),
        E2E_CLOCK_START: E2E_HOLIDAY_CLOCK_START,
        E2E_SKIP_WIDGET_BUILD: '1',
      },
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // The nobody-available server: its own database, its office open (E2E_NOBODY_CLOCK_START), nobody signed in.
      command: 'node e2e/serve.ts',
      url: `${E2E_NOBODY_BASE_URL}/readyz`,
      reuseExistingServer: false,
      env: {
        E2E_PORT: String(E2E_NOBODY_PORT),
        E2E_CLOCK_START: E2E_NOBODY_CLOCK_START,
        E2E_SKIP_WIDGET_BUILD: '1',
      },
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // The HubSpot server: its own database, the sync on against a local HubSpot server (e2e/serve.ts).
      command: 'node e2e/serve.ts',
      url: `${E2E_HUBSPOT_BASE_URL}/readyz`,
      reuseExistingServer: false,
      env: {
        E2E_PORT: String(E2E_HUBSPOT_PORT),
        E2E_CLOCK_START,
        E2E_SKIP_WIDGET_BUILD: '1',
        E2E_HUBSPOT: '1',
      },
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
