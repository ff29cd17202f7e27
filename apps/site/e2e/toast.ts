import { expect, type Page } from '@playwright/test';

/**
 * Waits for the toast with `title` (and `description`, when given): an item of the notifications
 * region (Radix renders each toast as a list item there and announces it through a separate live region).
 * One locator carries both texts, so a toast that closes after 5 s is checked in one go; Radix's
 * separate announcement copy (outside the region) is not matched.
 */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  let toast = page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });
  if (description) toast = toast.filter({ hasText: description });
  await expect(toast).toBeVisible();
}
