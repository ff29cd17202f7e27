import { JSDOM, VirtualConsole } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { EARLY_CLICKS_GLOBAL, replayEarlyClicks } from '../app/lib/early-clicks.ts';
import { deferHydration } from './finish-build.ts';

const boot =
  '<script type="module" async="">import "/assets/manifest.js"; import("/assets/entry.client.js");</script>';

const body = [
  '<button id="launcher" type="button">Chat</button>',
  '<button id="menu" type="button" aria-controls="nav"><svg><path id="icon"></path></svg></button>',
  '<nav id="nav"></nav>',
  '<a id="link" href="/services" aria-controls="nav">Services</a>',
  '<form id="form" action="/api/contact" method="post"><button id="send" type="submit">Send</button></form>',
].join('');

/**
 * A prerendered page in its own jsdom window after deferHydration, with the boot script run, and a stand-in
 * for React: listeners on `document` (React Router hydrates the document) that count what reaches them.
 */
function page() {
  const html = deferHydration(`<!DOCTYPE html><html><head></head><body>${body}${boot}</body></html>`);
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  // The boot script runs; its module script never does (jsdom runs no scripts of the page itself).
  // A silent console: jsdom reports the form submission it does not implement (a native post) there.
  const dom = new JSDOM(html.replace(/<script>[\s\S]*?<\/script>/, ''), {
    runScripts: 'outside-only',
    pretendToBeVisual: true,
    virtualConsole: new VirtualConsole(),
  });
  dom.window.eval(script);
  const { document } = dom.window;
  const reached: string[] = [];
  let cancelSubmits = false;
  document.addEventListener('click', (event) => {
    reached.push(`click:${(event.target as Element).closest('[id]')?.id}`);
  });
  document.addEventListener('submit', (event) => {
    reached.push('submit');
    if (cancelSubmits) event.preventDefault();
  });
  const click = (id: string) => {
    const event = new dom.window.MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById(id)?.dispatchEvent(event);
    return event;
  };
  const submit = () => {
    const event = new dom.window.Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('form')?.dispatchEvent(event);
    return event;
  };
  const queue = () =>
    (dom.window as unknown as Record<string, { el: Element; i: number }[]>)[EARLY_CLICKS_GLOBAL] ?? [];
  const hydrate = () => {
    document.documentElement.dataset.hydrated = 'true';
  };
  return {
    dom,
    document,
    reached,
    click,
    submit,
    queue,
    hydrate,
    cancelSubmits: () => {
      cancelSubmits = true;
    },
  };
}

describe('the boot script records clicks until the page has hydrated (decision 003)', () => {
  it('records a click on a button or an [aria-controls] control, inner icon included, and keeps it from React', () => {
    const p = page();
    p.click('launcher');
    p.click('icon');
    expect(p.reached).toEqual([]);
    expect(p.queue().map(({ el, i }) => [el.id, i])).toEqual([
      ['launcher', 0],
      ['menu', 1],
    ]);
  });

  it('lets through what works without JavaScript: links and a form submit button', () => {
    const p = page();
    const link = p.click('link');
    p.click('send');
    expect(link.defaultPrevented).toBe(false);
    expect(p.reached.slice(0, 2)).toEqual(['click:link', 'click:send']);
    expect(p.queue()).toEqual([]);
  });

  it('records nothing once <html data-hydrated="true"> is set, and replays each recorded click once', () => {
    const p = page();
    p.click('menu');
    p.click('launcher');
    p.hydrate();
    p.click('menu');
    expect(p.reached).toEqual(['click:menu']);
    expect(replayEarlyClicks(p.document)).toBe(2);
    expect(p.reached).toEqual(['click:menu', 'click:menu', 'click:launcher']);
    expect(p.queue()).toEqual([]);
    expect(replayEarlyClicks(p.document)).toBe(0);
    expect(p.reached).toHaveLength(3);
  });

  it('replays on the element at the same index when hydration replaced the clicked one', () => {
    const p = page();
    p.click('launcher');
    const replacement = p.document.createElement('button');
    replacement.id = 'launcher-2';
    p.document.getElementById('launcher')?.replaceWith(replacement);
    p.hydrate();
    expect(replayEarlyClicks(p.document)).toBe(1);
    expect(p.reached).toEqual(['click:launcher-2']);
  });
});

describe('the boot script sends a natively posted form once (decision 003)', () => {
  it('cancels a second submit of a form the browser is already posting, before React sees it', () => {
    const p = page();
    expect(p.submit().defaultPrevented).toBe(false);
    expect(p.document.getElementById('form')?.dataset.nativePost).toBe('1');
    expect(p.submit().defaultPrevented).toBe(true);
    p.hydrate();
    expect(p.submit().defaultPrevented).toBe(true);
    expect(p.reached).toEqual(['submit']);
  });

  it('does not mark a submit the script handled (cancelled), so the next one reaches it', () => {
    const p = page();
    p.cancelSubmits();
    p.submit();
    p.submit();
    expect(p.document.getElementById('form')?.dataset.nativePost).toBeUndefined();
    expect(p.reached).toEqual(['submit', 'submit']);
  });

  it('forgets the mark when the page comes back from the back/forward cache', () => {
    const p = page();
    p.submit();
    const shown = new p.dom.window.PageTransitionEvent('pageshow', { persisted: true });
    p.dom.window.dispatchEvent(shown);
    expect(p.document.getElementById('form')?.dataset.nativePost).toBeUndefined();
    expect(p.submit().defaultPrevented).toBe(false);
  });
});
