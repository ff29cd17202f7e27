import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../internal/cx.ts';
import * as styles from './card.css.ts';

export type CardVariant = 'outline' | 'elevated' | 'tinted';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `outline`: 1 px border (default); `elevated`: soft shadow; `tinted`: light-blue fill. */
  variant?: CardVariant;
  /** Inner padding: 16, 24 (default) or 32 px. */
  padding?: 'sm' | 'md' | 'lg';
  /** Lift on hover (use when the card holds a stretched link). */
  interactive?: boolean;
  /** Element to render; `li` inside a `Grid as="ul"`, `article` for self-contained items. Default `div`. */
  as?: 'div' | 'article' | 'li' | 'section' | 'aside';
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

/** A surface for grouped content: 12 px radius, a border or a soft shadow, consistent site-wide. */
export function Card({
  variant = 'outline',
  padding = 'md',
  interactive = false,
  as: Tag = 'div',
  className,
  ref,
  children,
  ...rest
}: CardProps) {
  return (
    <Tag
      {...rest}
      ref={ref as Ref<HTMLDivElement & HTMLLIElement>}
      className={cx(
        styles.root,
        styles.variant[variant],
        styles.padding[padding],
        interactive && styles.interactive,
        className,
      )}
    >
      {children}
    </Tag>
  );
}
