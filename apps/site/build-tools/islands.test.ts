import { JSDOM, VirtualConsole } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { ISLAND_WAKE_GLOBAL } from '../app/islands/wake.ts';
import { EARLY_CLICKS_GLOBAL, replayEarlyClicks } from '../app/lib/early-clicks.ts';
import { earlyInputScript, ISLAND_SUBMIT_WAIT_MS, pageScriptHashes, startIslands } from './finish-build.ts';

const BOOT = ['/assets/islands-boot-abc.js', '/assets/preload-helper-def.js'];

const body = [
  '<div data-island="site-header" data-hydrate="interaction" data-props="{}" style="display:contents">',
  '<header><button id="menu" type="button" aria-controls="nav">Menu</button><nav id="nav"></nav></header></div>',
  '<main><button id="plain" type="button">Not an island</button></main>',
  '<div data-island="faq" data-hydrate="interaction" data-props="{}" style="display:contents">',
  '<button id="question" type="button" aria-controls="answer">Q</button><div id="answer" hidden>A</div></div>',
].join('');
const islandPage = `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;

describe('startIslands (decision 018)', () => {
  it('leaves a page without islands, or a build without the boot script, unchanged', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><main>Hi</main></body></html>';
    expect(startIslands(plain, BOOT)).toBe(plain);
    expect(startIslands(islandPage, [])).toBe(islandPage);
  });

  it('adds one classic starter before </body>: the boot script after the load event, its imports preloaded', () => {
    const html = startIslands(islandPage, BOOT);
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
    const starter = scripts[0]?.[1] ?? '';
    expect(starter).toContain('"/assets/islands-boot-abc.js"');
    expect(starter).toContain('["/assets/preload-helper-def.js"]');
    expect(starter).toContain("addEventListener('load'");
    // Its hash is the page's only script source for the Content Security Policy.
    expect(pageScriptHashes(islandPage, html)).toHaveLength(1);
  });

  it("prefetches the chat's code when idle after load, in CORS mode, on a page with the chat launcher only", () => {
    const launcher =
      '<div data-island="chat-launcher" data-hydrate="interaction" data-props="{}" style="display:contents"></div>';
    const withLauncher = islandPage.replace('</body>', `${launcher}</body>`);
    const chunks = ['react-abc.js', 'src-def.css'];
    expect(startIslands(islandPage, BOOT, chunks)).toContain('x=[]');
    const html = startIslands(withLauncher, BOOT, chunks);
    expect(html).toContain('x=["react-abc.js","src-def.css"]');
    const run = (connection?: object) => {
      const dom = new JSDOM(html, {
        runScripts: 'dangerously',
        virtualConsole: new VirtualConsole(),
        beforeParse(window) {
          Object.defineProperty(window.document, 'readyState', { value: 'complete' });
          Object.assign(window, { requestIdleCallback: (callback: () => void) => callback() });
          if (connection) Object.defineProperty(window.navigator, 'connection', { value: connection });
        },
      });
      return [...dom.window.document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
        (link) => [link.getAttribute('href'), link.getAttribute('as'), link.getAttribute('crossorigin')],
      );
    };
    expect(run()).toEqual([
      ['/assets/react-abc.js', 'script', 'anonymous'],
      ['/assets/src-def.css', 'style', 'anonymous'],
    ]);
    expect(run({ saveData: true })).toEqual([]);
    expect(run({ effectiveType: '2g' })).toEqual([]);
    expect(run({ effectiveType: '4g' })).toHaveLength(2);
  });

  it("drops the `#` React Router ends a stylesheet's href with, so an island's import finds the page's link", () => {
    const page = islandPage.replace(
      '<head></head>',
      '<head><link rel="stylesheet" href="/assets/faq.css.ts-abc.css#"/><link rel="stylesheet" href="/assets/ui.css"/></head>',
    );
    const html = startIslands(page, BOOT);
    expect(html).toContain('<link rel="stylesheet" href="/assets/faq.css.ts-abc.css"/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/ui.css"/>');
    expect(html).not.toContain('.css#');
  });
});

/** The islands' early-input script run in a jsdom page with two islands and a button outside them. */
function islandsPage() {
  const dom = new JSDOM(islandPage, { runScripts: 'outside-only', virtualConsole: new VirtualConsole() });
  dom.window.eval(earlyInputScript({ islands: true }));
  const { document } = dom.window;
  const woken: string[] = [];
  (dom.window as unknown as Record<string, unknown>)[ISLAND_WAKE_GLOBAL] = (island: HTMLElement) =>
    woken.push(island.dataset.island ?? '');
  const reached: string[] = [];
  document.addEventListener('click', (event) => {
    reached.push((event.target as Element).id);
  });
  const click = (id: string) => {
    const event = new dom.window.MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById(id)?.dispatchEvent(event);
    return event;
  };
  const queue = () =>
    (dom.window as unknown as Record<string, { el: Element; i: number }[]>)[EARLY_CLICKS_GLOBAL] ?? [];
  return { document, woken, reached, click, queue };
}

describe('early input on an island page', () => {
  it('records a click in an island not yet hydrated, stops it and wakes that island', () => {
    const { woken, reached, click, queue } = islandsPage();
    expect(click('menu').defaultPrevented).toBe(true);
    expect(reached).toEqual([]);
    expect(woken).toEqual(['site-header']);
    expect(queue().map((entry) => (entry.el as HTMLElement).id)).toEqual(['menu']);
  });

  it('lets clicks outside islands and in hydrated islands through', () => {
    const { document, reached, click, queue } = islandsPage();
    click('plain');
    const faq = document.querySelector<HTMLElement>('[data-island="faq"]');
    if (faq) faq.dataset.islandHydrated = 'true';
    click('question');
    expect(reached).toEqual(['plain', 'question']);
    expect(queue()).toEqual([]);
  });

  it('replays, once hydrated, only the clicks recorded in that island', () => {
    const { document, reached, click, queue } = islandsPage();
    click('menu');
    click('question');
    const faq = document.querySelector<HTMLElement>('[data-island="faq"]') as HTMLElement;
    faq.dataset.islandHydrated = 'true';
    expect(replayEarlyClicks(document, faq)).toBe(1);
    expect(reached).toEqual(['question']);
    expect(queue().map((entry) => (entry.el as HTMLElement).id)).toEqual(['menu']);
  });
});

describe('a submit in an island not yet hydrated (decision 018)', () => {
  const formPage = [
    '<div data-island="contact-form" data-hydrate="visible" data-props="{}" style="display:contents">',
    '<form id="form" action="/api/contact" method="post"><input name="email" required>',
    '<button id="send" type="submit">Send</button></form></div>',
  ].join('');

  function page() {
    const dom = new JSDOM(`<!DOCTYPE html><html><head></head><body>${formPage}</body></html>`, {
      runScripts: 'outside-only',
      virtualConsole: new VirtualConsole(),
    });
    // The page's timers are the test's fake ones.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    (dom.window as unknown as { setTimeout: typeof setTimeout }).setTimeout = globalThis.setTimeout;
    dom.window.eval(earlyInputScript({ islands: true }));
    const { document } = dom.window;
    const submits: string[] = [];
    const form = document.getElementById('form') as HTMLFormElement;
    form.requestSubmit = (submitter?: HTMLElement | null) => {
      submits.push(submitter?.id ?? '');
    };
    const click = () => {
      const event = new dom.window.MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById('send')?.dispatchEvent(event);
      return event;
    };
    const queue = () =>
      (dom.window as unknown as Record<string, { el: Element; i: number }[]>)[EARLY_CLICKS_GLOBAL] ?? [];
    return { dom, document, submits, click, queue };
  }

  it('is held for the island, which replays it once hydrated: no native post', () => {
    const { document, submits, click, queue } = page();
    expect(click().defaultPrevented).toBe(true);
    expect(queue()).toHaveLength(1);
    const island = document.querySelector<HTMLElement>('[data-island]') as HTMLElement;
    island.dataset.islandHydrated = 'true';
    replayEarlyClicks(document, island);
    vi.runAllTimers();
    expect(submits).toEqual([]);
    vi.useRealTimers();
  });

  it('posts natively after all when the island has not hydrated in time', () => {
    const { submits, click, queue } = page();
    click();
    vi.advanceTimersByTime(ISLAND_SUBMIT_WAIT_MS);
    expect(submits).toEqual(['send']);
    expect(queue()).toEqual([]);
    vi.useRealTimers();
  });
});
