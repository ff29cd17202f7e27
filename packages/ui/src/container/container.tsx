import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx.ts';
import * as styles from './container.css.ts';

export interface ContainerProps extends ComponentPropsWithRef<'div'> {
  /** `default`: the 1200 px content width; `narrow`: a readable line length for long text. */
  width?: 'default' | 'narrow';
  children?: ReactNode;
}

/** Centres content at the site's maximum width with responsive side padding. */
export function Container({ width = 'default', className, children, ...rest }: ContainerProps) {
  return (
    <div {...rest} className={cx(styles.root, styles.width[width], className)}>
      {children}
    </div>
  );
}
