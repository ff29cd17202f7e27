import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACK_TO_TOP_THRESHOLD_PX, BackToTop } from './back-to-top.tsx';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('BackToTop', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    scrollWindowTo(0);
  });
  afterEach(() => vi.restoreAllMocks());

  it('appears only after more than 300 px of scroll', () => {
    expect(BACK_TO_TOP_THRESHOLD_PX).toBe(300);
    const { container } = render(<BackToTop />);
    const button = container.querySelector('button') as HTMLButtonElement;
    expect(screen.queryByRole('button')).toBeNull();
    expect(button.getAttribute('data-visible')).toBe('false');
    expect(getComputedStyle(button).visibility).toBe('hidden');
    scrollWindowTo(300);
    expect(button.getAttribute('data-visible')).toBe('false');
    scrollWindowTo(301);
    expect(button.getAttribute('data-visible')).toBe('true');
    expect(getComputedStyle(button).visibility).toBe('visible');
    expect(screen.getByRole('button', { name: 'Back to top' })).toBe(button);
    expect(getComputedStyle(button).position).toBe('fixed');
  });

  it('scrolls smoothly to the top and focuses the target', () => {
    mockReducedMotion(false);
    render(
      <>
        <main id="main">Main</main>
        <BackToTop focusTargetId="main" label="Top" />
      </>,
    );
    scrollWindowTo(900);
    fireEvent.click(screen.getByRole('button', { name: 'Top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    const main = screen.getByRole('main');
    expect(document.activeElement).toBe(main);
    expect(main.getAttribute('tabindex')).toBe('-1');
  });

  it('jumps instantly under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    render(<BackToTop />);
    scrollWindowTo(900);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('stops listening when unmounted', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = render(<BackToTop />);
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
  });
});
