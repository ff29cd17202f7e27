/**
 * The only script an island page starts with (decision 018; build-tools/finish-build.ts adds it after the first
 * paint). It finds the page's islands (`[data-island]`, see island.tsx) and loads each one's code, with React,
 * when its `data-hydrate` condition is met (islands/registry.ts; a single page's islands: islands/page-islands.ts),
 * then hydrates it on its own. It never loads
 * React Router: links are full-page navigations.
 */
import { captureAttribution } from '../lib/attribution.ts';
import { EARLY_CLICKS_GLOBAL, type EarlyClick } from '../lib/early-clicks.ts';
import { takeFormTokensOnFirstUse } from '../lib/form-token.ts';
import { type IslandName, islandLoaders, islandWakeChecks } from './registry.ts';
import { ISLAND_WAKE_GLOBAL } from './wake.ts';

/** Margin around the viewport within which a `visible` island loads. */
const VISIBLE_MARGIN = '200px 0px';
/** Scroll offset past which a `scroll` island loads (the back-to-top button appears at 300 px). */
const SCROLL_THRESHOLD_PX = 300;
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

type Win = Window & {
  [EARLY_CLICKS_GLOBAL]?: EarlyClick[];
  [ISLAND_WAKE_GLOBAL]?: (island: Element) => void;
};
const win = window as Win;
const started = new WeakSet<Element>();

function wake(island: Element): void {
  if (!(island instanceof HTMLElement) || started.has(island)) return;
  started.add(island);
  const name = island.dataset.island ?? '';
  const load =
    islandLoaders[name as keyof typeof islandLoaders] ??
    (() =>
      import('./page-islands.ts').then(({ pageIslandLoaders }) =>
        pageIslandLoaders[name as keyof typeof pageIslandLoaders]?.(),
      ));
  void Promise.all([import('./hydrate-island.tsx'), load()]).then(([{ hydrateIsland }, Component]) => {
    if (Component) hydrateIsland(island, Component);
  });
}

// A lead form's token is taken at its first use, before its island has woken (decision 019): the fill time the
// API measures starts when the visitor started, not when the form's code arrived.
takeFormTokensOnFirstUse();

const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
const observer =
  typeof IntersectionObserver === 'function'
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            const island = entry.target.closest('[data-island]');
            if (island) wake(island);
          }
        },
        { rootMargin: VISIBLE_MARGIN },
      )
    : undefined;
const onScroll: Element[] = [];

for (const island of islands) {
  const check = islandWakeChecks[island.dataset.island as IslandName];
  if (check) void check().then((now) => now && wake(island));
  const when = island.dataset.hydrate;
  if (when === 'visible') {
    // The island's element has no box (`display: contents`): its first child is what comes into view.
    const box = island.firstElementChild;
    if (observer && box) observer.observe(box);
    else wake(island);
  } else if (when === 'scroll') {
    onScroll.push(island);
  } else {
    const listener = () => wake(island);
    for (const type of INTERACTIONS) island.addEventListener(type, listener, { once: true, passive: true });
  }
}

if (onScroll.length > 0) {
  const check = () => {
    if (window.scrollY <= SCROLL_THRESHOLD_PX) return;
    window.removeEventListener('scroll', check);
    for (const island of onScroll) wake(island);
  };
  window.addEventListener('scroll', check, { passive: true });
  check();
}

// Clicks recorded before this script ran wake their islands now; later ones through the global.
win[ISLAND_WAKE_GLOBAL] = wake;
for (const { el } of win[EARLY_CLICKS_GLOBAL] ?? []) {
  const island = el.closest('[data-island]');
  if (island) wake(island);
}

// The browsing session's first-touch attribution, stored before anything else can happen: a visitor who
// follows a link as soon as the page is ready must not leave the campaign behind (it was an import of its own,
// which a quick click outran).
captureAttribution();
// The page's scripts are in place (the end-to-end tests wait for this mark, as on a hydrated page).
document.documentElement.dataset.hydrated = 'true';
