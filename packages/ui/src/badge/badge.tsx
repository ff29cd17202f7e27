import type { LucideIcon } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx.ts';
import * as styles from './badge.css.ts';

/**
 * Badge colours. Semantic: `neutral`, `primary`, `success`, `warning`, `danger`.
 * Lead quality (specification §4): `hot` red, `warm` yellow, `cold` blue.
 * Recommendation priority (specification §4): `high` red, `medium` yellow, `low` blue.
 */
export type BadgeTone =
  | 'neutral'
  | 'primary'
  | 'success'
  | 'warning'
  | 'danger'
  | 'hot'
  | 'warm'
  | 'cold'
  | 'high'
  | 'medium'
  | 'low';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** Default `neutral`. Colour never carries meaning alone: the text says it too. */
  tone?: BadgeTone;
  /** Default `md`. */
  size?: 'sm' | 'md';
  /** Decorative lucide icon before the text (hidden from assistive technology). */
  icon?: LucideIcon;
  children: ReactNode;
}

/** A short status or label: certifications, lead quality, priority, test results. */
export function Badge({
  tone = 'neutral',
  size = 'md',
  icon: Icon,
  className,
  children,
  ...rest
}: BadgeProps) {
  return (
    <span {...rest} className={cx(styles.root, styles.size[size], styles.tone[tone], className)}>
      {Icon && <Icon className={styles.icon} aria-hidden="true" />}
      {children}
    </span>
  );
}
