/**
 * Helpers of the service and city page component tests (jsdom): render a page inside the providers root.tsx
 * gives it, and read the heading outline
 * (the console guard and cleanup come from @northline/test-setup/dom).
 */
import { ToastProvider } from '@northline/ui';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

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
