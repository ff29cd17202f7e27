import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * An axe scan of `page`, run as one `axe.run` inside the page (AxeBuilder's legacy mode). AxeBuilder's default
 * runs `axe.runPartial` in every frame and then `axe.finishRun` in a new blank page, which costs about 2 s more
 * per scan on a test machine for the same rules and the same result; the two modes differ only for cross-origin
 * frames, and no page of the site, the staff app or the partner test pages has a frame.
 *
 * @returns the builder, for `include`, `withRules` and `analyze`
 */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}
