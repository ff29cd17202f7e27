/** Staff accounts and sign-in for the browser tests: the real command line, the real sign-in page, axe. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { staffApp } from '@northline/content';
import { expect, type Page } from '@playwright/test';
import { axeScan } from './axe.ts';
import { e2eDatabaseUrl } from './env.ts';

/** The password of every staff account the browser tests create. */
export const PASSWORD = 'a long staff password 42';

/** The accounts this worker process has created, as `port/email`. */
const created = new Set<string>();

/**
 * Creates a staff account with the real command line, the password on standard input. A second call for the same
 * address and server in one worker does nothing: with `fullyParallel`, Playwright runs a `beforeAll` hook again
 * for every test of its group that lands on the worker, and the module (with its tag) is not imported again.
 *
 * @param options `name` (default 'Dana Reyes'), and `port`: the e2e server whose database gets the account
 */
export function createStaffAccount(
  email: string,
  role: 'admin' | 'sales',
  { name = 'Dana Reyes', port }: { name?: string; port?: number } = {},
) {
  const key = `${port ?? 'default'}/${email}`;
  if (created.has(key)) return;
  const cli = fileURLToPath(new URL('../../api/src/cli/user-create.ts', import.meta.url));
  const result = spawnSync(process.execPath, [cli, '--email', email, '--name', name, '--role', role], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, DATABASE_URL: e2eDatabaseUrl(port), LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  expect(result.stdout).toMatch(/^Created staff account [0-9a-f-]{36} \((admin|sales)\)\.$/m);
  expect(result.stdout + result.stderr).not.toContain(PASSWORD);
  created.add(key);
}

/** Fails with the list of axe violations of the page, if any. */
export async function expectNoAxeViolations(page: Page) {
  const axe = await axeScan(page).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** Signs `email` in through the sign-in page, and waits for the inbox. */
export async function signIn(page: Page, email: string) {
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/sign-in/);
  await expect(page.getByRole('heading', { name: staffApp.signIn.title })).toBeVisible();
  await page.getByRole('textbox', { name: staffApp.signIn.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: staffApp.signIn.password, exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: staffApp.signIn.submit }).click();
  await expect(page.getByRole('heading', { name: staffApp.inbox.title })).toBeVisible();
}
