/**
 * Vitest setup for component tests (jsdom): the console guard, Testing Library's waits sized for a busy
 * 2-core machine, a clean DOM, storage and real timers after each test, and the few browser APIs jsdom
 * lacks that Radix and our components touch. In a file that runs in Node (no `window`), only the guard
 * and the wait settings apply.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import './console-guard.ts';
import { ASYNC_UTIL_TIMEOUT_MS } from './timeouts.ts';

configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });

const hasDom = typeof window !== 'undefined';

beforeEach(() => {
  if (hasDom) window.sessionStorage.clear();
});

afterEach(() => {
  if (hasDom) cleanup();
  vi.useRealTimers();
});

if (hasDom) {
  /** jsdom lays nothing out: observers never fire, which is all these tests need. */
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;

  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.setPointerCapture ??= () => {};
}
