/** Staff accounts and sign-in for the browser tests: the accounts' rows, the real sign-in page, axe. */
import { staffApp } from '@northline/content';
import { expect, type Page } from '@playwright/test';
import { axeScan } from './axe.ts';
import { queryRows } from './db.ts';

/** The password of every staff account the browser tests create. */
export const PASSWORD = 'a long staff password 42';

/**
 * The argon2id hash (PHC string, the API's parameters: m=19456, t=2, p=1) of {@link PASSWORD}. The API checks a
 * password against the parameters and salt its hash names, so every account the browser tests create shares it.
 */
const PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$I82DY6sqqQfm5F7mljIboQ$Hfx2ObYGOO8jYjbO3/7nmtM8ZPhFubGQC6/Jv5s8fT4';

/**
 * Makes a staff account with {@link PASSWORD} exist in the database of an e2e server: the row the command line
 * (`pnpm --filter @northline/api user:create`, whose own test is apps/api/test/user-create-cli.test.ts) writes,
 * inserted directly. Idempotent: an account with the address is kept as it is, so any test file may call it, in
 * any order and in parallel.
 *
 * @param options `name` (default 'Dana Reyes'), and `port`: the e2e server whose database gets the account
 */
export async function createStaffAccount(
  email: string,
  role: 'admin' | 'sales',
  { name = 'Dana Reyes', port }: { name?: string; port?: number } = {},
): Promise<void> {
  await queryRows(
    `insert into staff_user (id, email, name, role, password_hash, created_at)
     values (gen_random_uuid(), $1, $2, $3, $4, now())
     on conflict (email) do nothing`,
    [email, name, role, PASSWORD_HASH],
    port,
  );
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
