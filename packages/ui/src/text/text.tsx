import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../internal/cx.ts';
import * as styles from './text.css.ts';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** Element to render. Default `p`. */
  as?: 'p' | 'span' | 'div' | 'strong' | 'small';
  /** Default `md` (16 px); `lg` (18 px) for lead paragraphs. */
  size?: 'sm' | 'md' | 'lg';
  tone?: 'default' | 'muted' | 'strong';
  weight?: 'regular' | 'medium' | 'semibold';
  /** Cap the line length at about 70 characters. */
  measure?: boolean;
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

/** Body text on the type scale. */
export function Text({
  as: Tag = 'p',
  size = 'md',
  tone = 'default',
  weight = 'regular',
  measure = false,
  className,
  ref,
  children,
  ...rest
}: TextProps) {
  return (
    <Tag
      {...rest}
      ref={ref as Ref<HTMLParagraphElement>}
      className={cx(
        styles.root,
        styles.size[size],
        styles.tone[tone],
        styles.weight[weight],
        measure && styles.measure,
        className,
      )}
    >
      {children}
    </Tag>
  );
}
