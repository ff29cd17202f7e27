import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../internal/cx.ts';
import * as styles from './grid.css.ts';

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /** Columns on large screens; the grid collapses to 2 and then 1 column on smaller ones. Default 3. */
  columns?: 1 | 2 | 3 | 4;
  /** Default `md` (24 px). */
  gap?: 'sm' | 'md' | 'lg';
  /** `ul` when the items are a list (service cards, industries); children are then `<li>`. Default `div`. */
  as?: 'div' | 'ul' | 'ol';
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

/** A responsive, mobile-first grid for cards. */
export function Grid({
  columns = 3,
  gap = 'md',
  as: Tag = 'div',
  className,
  ref,
  children,
  ...rest
}: GridProps) {
  return (
    <Tag
      {...rest}
      ref={ref as Ref<HTMLDivElement & HTMLUListElement & HTMLOListElement>}
      className={cx(styles.root, styles.columns[columns], styles.gap[gap], className)}
    >
      {children}
    </Tag>
  );
}
