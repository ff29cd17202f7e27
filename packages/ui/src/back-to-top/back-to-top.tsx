import { ArrowUp } from 'lucide-react';
import { type ComponentPropsWithRef, type CSSProperties, useEffect, useState } from 'react';
import { cx } from '../internal/cx.ts';
import { prefersReducedMotion } from '../internal/use-reduced-motion.ts';
import * as styles from './back-to-top.css.ts';

/** Scroll distance in px after which the button appears (specification §2, §9). */
export const BACK_TO_TOP_THRESHOLD_PX = 300;

export interface BackToTopProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'onClick'> {
  /** Accessible name. Default "Back to top". */
  label?: string;
  /** Appears once the page is scrolled more than this many px. Default 300. */
  threshold?: number;
  /**
   * Id of the element to focus after scrolling (e.g. the skip-link target `main`), so keyboard users
   * continue from the top. It is given `tabindex="-1"` if it is not focusable.
   */
  focusTargetId?: string;
  /** Extra distance from the bottom in px (e.g. to sit above a chat launcher). Default 0. */
  bottomOffset?: number;
}

/**
 * A round button fixed at the bottom right that appears after 300 px of scroll and scrolls smoothly to
 * the top (instantly under prefers-reduced-motion). Hidden (and out of the tab order) until then.
 */
export function BackToTop({
  label = 'Back to top',
  threshold = BACK_TO_TOP_THRESHOLD_PX,
  focusTargetId,
  bottomOffset = 0,
  className,
  style,
  ...rest
}: BackToTopProps) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      {...rest}
      data-visible={visible}
      className={cx(styles.root, className)}
      style={{ '--back-to-top-offset': `${bottomOffset}px`, ...style } as CSSProperties}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        const target = focusTargetId ? document.getElementById(focusTargetId) : null;
        if (target) {
          if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
          target.focus({ preventScroll: true });
        }
      }}
    >
      <ArrowUp className={styles.icon} aria-hidden="true" />
    </button>
  );
}
