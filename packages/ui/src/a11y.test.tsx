/**
 * Renders every story of every `*.stories.tsx` (through `composeStories`, with the preview's
 * decorators) into jsdom and runs axe-core on the document: zero violations allowed.
 * Colour contrast is off here (jsdom has no layout); `styles/contrast.test.ts` checks every token pair.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as preview from '../.storybook/preview.tsx';
import { preloadToastRegion } from './toast/toast.tsx';

type StoryModule = Parameters<typeof composeStories>[0];

const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

setProjectAnnotations(preview);

beforeAll(async () => {
  // Stories that scroll the window (BackToTop) call scrollTo, which jsdom does not implement.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  // The toast viewport's code loads on a page's first toast; loaded here first, a story's toast is in the
  // document from its first render, so axe checks it too.
  await preloadToastRegion();
});

/**
 * Radix popper content (an open tooltip) still waiting for its position: until floating-ui places it, Radix
 * parks its wrapper off screen at `translate(0px, -200%)`.
 * @returns the wrappers not yet placed
 */
function unplacedPopperContent(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-radix-popper-content-wrapper]')].filter(
    (wrapper) => wrapper.style.transform.includes('-200%'),
  );
}

afterEach(() => cleanup());

const axeOptions: axe.RunOptions = {
  rules: {
    'color-contrast': { enabled: false },
    // A story is a fragment of a page, not a page.
    region: { enabled: false },
    'landmark-one-main': { enabled: false },
    'page-has-heading-one': { enabled: false },
  },
};

describe.each(Object.entries(modules))('%s', (_path, module) => {
  const stories = Object.entries(composeStories(module) as unknown as Record<string, ComponentType>);

  it.each(stories)('%s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await waitFor(() => expect(unplacedPopperContent()).toEqual([]));
    const results = await axe.run(document.body, axeOptions);
    const summary = results.violations.map(
      (v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
    );
    expect(summary).toEqual([]);
  });
});

it('found the stories', () => {
  expect(Object.keys(modules).length).toBeGreaterThan(20);
});
