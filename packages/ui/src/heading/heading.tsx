import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx.ts';
import * as styles from './heading.css.ts';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
export type HeadingSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl';

const defaultSize: Record<HeadingLevel, HeadingSize> = {
  1: '3xl',
  2: 'xl',
  3: 'md',
  4: 'sm',
  5: 'sm',
  6: 'sm',
};

export interface HeadingProps extends ComponentPropsWithRef<'h2'> {
  /** The outline level (`<h1>`…`<h6>`); keep one `h1` per page and do not skip levels. */
  level: HeadingLevel;
  /** Visual size on the type scale, independent of the level. Defaults by level. */
  size?: HeadingSize;
  children?: ReactNode;
}

/** A heading on the type scale: tight line height, balanced wrapping. */
export function Heading({ level, size, className, children, ...rest }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag {...rest} className={cx(styles.root, styles.size[size ?? defaultSize[level]], className)}>
      {children}
    </Tag>
  );
}
