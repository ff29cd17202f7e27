import type { Locator, Page, PageScreenshotOptions } from '@playwright/test';

/**
 * Whether the browser tests keep screenshots: only when `E2E_SCREENSHOTS=1`. No test compares them; they are for a
 * person who walks the journey at 390 and 1280 px and looks at the pictures (README, "Browser tests"), so the test
 * command does not spend its time taking them.
 */
export const KEEP_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/**
 * Saves a screenshot of a page or an element, once the page has painted two frames, when {@link KEEP_SCREENSHOTS} is
 * on; otherwise does nothing. Whatever the test does around it (a viewport's size, an axe scan) happens either way.
 *
 * @param target the page, or one element of it
 * @param options Playwright's screenshot options; `path` is where the PNG goes (a test's `outputPath`)
 */
export async function photograph(
  target: Page | Locator,
  options: Pick<PageScreenshotOptions, 'path' | 'fullPage'>,
): Promise<void> {
  if (!KEEP_SCREENSHOTS) return;
  // Two frames first: a picture taken right after a change of viewport otherwise shows the page's lower part
  // unpainted (blank), and a person looking at it would take that for the page. A page without scripts (a context
  // with JavaScript off) never runs a frame callback, so it is photographed as it is.
  const page = 'mainFrame' in target ? target : target.page();
  if (await runsScripts(page)) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
  }
  await target.screenshot(options);
}

/**
 * Whether the page's document runs scripts. Playwright's own evaluation runs either way, but with JavaScript off no
 * timer or frame callback ever fires. HTML parses a `<noscript>`'s content as elements only when scripting is
 * disabled for the document (the parser's scripting flag), which a fragment shows.
 */
function runsScripts(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const probe = document.createElement('div');
    probe.innerHTML = '<noscript><i></i></noscript>';
    return probe.querySelector('noscript i') === null;
  });
}
