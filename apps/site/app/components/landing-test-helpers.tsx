/**
 * Helpers of the service and city page component tests (jsdom): render a page inside the providers root.tsx
 * gives it, fail on console.error (STYLE.md "Tests"), and read the heading outline.
 */
import { ToastProvider } from '@northline/ui';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';

/** Registers the per-test guards: a thrown error on console.error, and cleanup after each test. */
export function guardTests(): void {
  let spy: ReturnType<typeof vi.spyOn> | undefined;
  beforeEach(() => {
    spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      throw new Error(`Unexpected console.error: ${args.map(String).join(' ')}`);
    });
  });
  afterEach(() => {
    cleanup();
    spy?.mockRestore();
  });
}

/** Renders a page body inside the toast provider (the contact form's toasts). */
export function renderPage(page: ReactNode) {
  return render(<ToastProvider>{page}</ToastProvider>);
}

/** The levels of the headings in document order, e.g. [1, 2, 3, 3, 2]. */
export function headingLevels(root: ParentNode): number[] {
  return [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
}

/** The first place where the outline skips a level (e.g. h2 then h4), or undefined when it never does. */
export function skippedHeading(levels: readonly number[]): string | undefined {
  for (let index = 1; index < levels.length; index += 1) {
    const previous = levels[index - 1] ?? 1;
    const level = levels[index] ?? 1;
    if (level > previous + 1) return `h${previous} then h${level} at heading ${index + 1}`;
  }
  return undefined;
}
