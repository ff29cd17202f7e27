import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx.ts';
import * as styles from './skip-link.css.ts';

export interface SkipLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  /** Fragment of the main content. Default `#main`; give that element `tabIndex={-1}`. */
  href?: `#${string}`;
  /** The link text, e.g. "Skip to main content". */
  children: ReactNode;
}

/** The first focusable element of a page: hidden off-screen until focused, then jumps to the content. */
export function SkipLink({ href = '#main', className, children, ...rest }: SkipLinkProps) {
  return (
    <a {...rest} href={href} className={cx(styles.root, className)}>
      {children}
    </a>
  );
}
