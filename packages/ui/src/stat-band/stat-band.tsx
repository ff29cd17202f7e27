import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { Container } from '../container/container.tsx';
import { cx } from '../internal/cx.ts';
import * as styles from './stat-band.css.ts';

export interface Stat {
  /** The figure as shown, e.g. "99.9%", "500+", "15 min". */
  value: string;
  /** What it measures, e.g. "Uptime SLA". */
  label: string;
}

export interface StatBandProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Two to four figures read best. */
  stats: readonly Stat[];
  /** Default `inverse` (deep-blue band). */
  tone?: 'default' | 'tinted' | 'inverse';
}

/**
 * Numbers as graphics: a full-width band of figures. Marked up as a description list (label, then value)
 * and shown value-first.
 */
export function StatBand({ stats, tone = 'inverse', className, style, ...rest }: StatBandProps) {
  return (
    <div
      {...rest}
      className={cx(styles.root, styles.tone[tone], className)}
      style={{ '--stat-count': String(Math.min(stats.length, 4)), ...style } as CSSProperties}
    >
      <Container>
        <dl className={styles.list}>
          {stats.map((stat) => (
            <div key={stat.label} className={styles.item}>
              <dt className={styles.label}>{stat.label}</dt>
              <dd className={styles.value}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </div>
  );
}
