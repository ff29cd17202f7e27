/**
 * No dead clicks before hydration (decision 003 "No dead clicks before hydration"). A page paints
 * about two seconds before its script hydrates it; a click in between on a control that only works with
 * JavaScript (the chat launcher, the mobile menu toggle, a FAQ question) used to do nothing. The page's one
 * inline boot script (build-tools/finish-build.ts) records such clicks until the page has hydrated, and
 * root.tsx replays them with {@link replayEarlyClicks} once it has.
 *
 * This module is shared by the build tool (the names and the selector) and the browser (the replay).
 */

/** The global (`window[...]`) holding the recorded clicks, an array of {@link EarlyClick}. */
export const EARLY_CLICKS_GLOBAL = '__northlineEarlyClicks';

/**
 * Controls whose clicks are recorded: buttons and anything that controls another element (`aria-controls`).
 * The boot script then leaves out what works without JavaScript: a form's submit button (the form posts
 * natively, decision 003) and links with an `href`.
 */
export const EARLY_CLICK_SELECTOR = 'button,[aria-controls]';

/** `data-*` attribute (in `dataset` form) the boot script sets on a form the browser is posting natively. */
export const NATIVE_POST_FLAG = 'nativePost';

/** One recorded click: the control, and its index among the page's {@link EARLY_CLICK_SELECTOR} matches. */
export interface EarlyClick {
  /** The control clicked; hydration keeps the prerendered element, so it is usually still in the page. */
  el: Element;
  /** Its index in document order, to find its replacement when hydration replaced the element. */
  i: number;
}

type WithQueue = { [EARLY_CLICKS_GLOBAL]?: EarlyClick[] };

/**
 * Replays, once each and in order, the clicks the boot script recorded before the page hydrated
 * (`element.click()`), then empties the queue. Call it after setting `data-hydrated="true"` on `<html>`, which
 * stops the recording, so replayed clicks reach React instead of being recorded again.
 *
 * On an island page (decision 018) each island replays, once hydrated, the clicks recorded in it (`within`);
 * the others stay queued for their own islands.
 *
 * @param doc the page (default `document`)
 * @param within only the clicks on controls inside this element (default: all)
 * @returns how many clicks were replayed (a control no longer in the page, nor at its index, is skipped)
 */
export function replayEarlyClicks(doc: Document = document, within?: Element): number {
  const view = doc.defaultView as (Window & WithQueue) | null;
  const queue = view?.[EARLY_CLICKS_GLOBAL];
  if (!Array.isArray(queue) || queue.length === 0) return 0;
  let replayed = 0;
  const taken = within ? queue.filter(({ el }) => within.contains(el)) : queue.splice(0);
  if (within) queue.splice(0, queue.length, ...queue.filter((click) => !taken.includes(click)));
  for (const { el, i } of taken) {
    const target = el.isConnected ? el : doc.querySelectorAll(EARLY_CLICK_SELECTOR)[i];
    if (target && 'click' in target && typeof target.click === 'function') {
      (target as HTMLElement).click();
      replayed += 1;
    }
  }
  return replayed;
}
