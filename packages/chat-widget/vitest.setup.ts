import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Tests fail on an unexpected console.error (STYLE.md "Tests"). A test that expects one mocks it itself.
let errorSpy: ReturnType<typeof vi.spyOn> | undefined;

beforeEach(() => {
  window.sessionStorage.clear();
  errorSpy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`Unexpected console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  errorSpy?.mockRestore();
  vi.useRealTimers();
});

// jsdom lays nothing out: the widget's auto-scroll only needs the properties to exist.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
