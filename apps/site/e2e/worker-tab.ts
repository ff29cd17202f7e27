/**
 * Playwright's `test` with one browser tab per worker for the tests of public pages that a visitor reads and uses
 * without signing in: each test's `page` is the tab the test before it used, navigated to the test's own page, as a
 * visitor goes from page to page. A new tab for each test costs Chromium a cold renderer each time, about 40 % of
 * such a test's time on a 2-core machine (docs/decisions/116-the-route-tests-share-a-tab-per-worker.md).
 *
 * Before each test: the context's cookies and permissions are cleared and the tab takes the test's viewport
 * (`test.use({ viewport })`, else 1280 × 720). After it: the test's listeners and routes are removed, the tabs it
 * opened are closed, and the origin's localStorage and sessionStorage are cleared (the contact forms' first-touch
 * attribution lives in sessionStorage), so no test sees what an earlier one stored. Playwright ends a worker when
 * one of its tests fails, and the tab with it.
 *
 * Not for a test that installs `page.clock` (it cannot be removed), sets context options other than the viewport,
 * signs staff in, or needs a first visit's cold caches.
 */
import { test as base, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './env.ts';

export { expect } from '@playwright/test';

/** The default viewport of Playwright's Chromium, which a test without `test.use({ viewport })` gets. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

export const test = base.extend<object, { workerTab: Page }>({
  workerTab: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: E2E_BASE_URL });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ workerTab, viewport }, use) => {
    const context = workerTab.context();
    await context.clearCookies();
    await context.clearPermissions();
    await workerTab.setViewportSize(viewport ?? DEFAULT_VIEWPORT);
    await use(workerTab);
    workerTab.removeAllListeners();
    await workerTab.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    for (const other of context.pages()) if (other !== workerTab) await other.close();
    if (workerTab.url().startsWith(E2E_BASE_URL)) {
      await workerTab.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
  },
});
