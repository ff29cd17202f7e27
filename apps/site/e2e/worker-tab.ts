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
 * one of its tests fails, and the tab with it; before it does, the test's output says whether the tab still ran
 * scripts and painted frames ({@link describeTab}), which tells a page that hung from a browser that stopped
 * painting (Playwright's clicks wait for two frames in which the element has not moved).
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
  page: async ({ workerTab, viewport }, use, testInfo) => {
    const context = workerTab.context();
    await context.clearCookies();
    await context.clearPermissions();
    await workerTab.setViewportSize(viewport ?? DEFAULT_VIEWPORT);
    await use(workerTab);
    if (testInfo.status !== testInfo.expectedStatus) {
      const state = await describeTab(workerTab);
      console.log(`The worker's tab after the failure: ${state}`);
      await testInfo.attach('worker-tab', { body: state, contentType: 'text/plain' });
    }
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

/** How long {@link describeTab} waits for the tab's answer or its next frame, in milliseconds. */
const TAB_PROBE_MS = 3_000;

/**
 * The tab's state in one line: whether it answers a script, its visibility and focus, and whether an animation
 * frame comes within {@link TAB_PROBE_MS}, before and after the tab is brought to the front.
 *
 * @param tab the worker's tab, after a failed test
 * @returns e.g. `answers (visible, focused); a frame in 16 ms`, or what did not come in time
 */
async function describeTab(tab: Page): Promise<string> {
  const within = <T>(work: Promise<T>, missing: string): Promise<T | string> =>
    Promise.race([
      work.catch(
        (error: unknown) => `failed: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
      ),
      new Promise<string>((resolve) => setTimeout(() => resolve(missing), TAB_PROBE_MS)),
    ]);
  const frame = () =>
    within(
      tab.evaluate(() => {
        const start = performance.now();
        return new Promise<string>((resolve) =>
          requestAnimationFrame(() => resolve(`a frame in ${Math.round(performance.now() - start)} ms`)),
        );
      }),
      `no frame in ${TAB_PROBE_MS} ms`,
    );
  const answer = await within(
    tab.evaluate(
      () => `answers (${document.visibilityState}, ${document.hasFocus() ? 'focused' : 'not focused'})`,
    ),
    `no answer in ${TAB_PROBE_MS} ms`,
  );
  const before = await frame();
  await within(tab.bringToFront(), 'bringToFront did not return');
  return `${answer}; ${before}; after bringToFront: ${await frame()}`;
}
