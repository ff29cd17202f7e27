import type { Page } from '@playwright/test';

/**
 * Holds back every script the page asks for (its module chunks and what loads on demand) until `release()`: the
 * test acts on the prerendered HTML first, with hydration certain not to have begun, then lets the scripts arrive.
 * Scripts asked for after the release pass at once. A gate instead of a fixed delay: the early action never races
 * a timer, and the test waits for nothing longer than the page's own loading.
 *
 * Call it before the page's first navigation.
 *
 * @returns `release`, which lets the held scripts and every later one through
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Whether the page's islands have hydrated (`<html data-hydrated="true">`, set by the site's entry). */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
}
