import type { SVGProps } from 'react';
import { cx } from '../internal/cx.ts';
import * as styles from './logo.css.ts';

export type LogoMarkProps = SVGProps<SVGSVGElement>;

/**
 * The default brand mark: a north-pointing arrow on a rounded tile, in the theme's primary colour.
 * Decorative (`aria-hidden`): the brand name next to it is the accessible text.
 */
export function LogoMark({ className, ...rest }: LogoMarkProps) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      {...rest}
      className={cx(styles.mark, className)}
    >
      <rect className={styles.tile} width="32" height="32" rx="8" />
      <path className={styles.arrow} d="M16 6 24 24 16 19.5 8 24Z" />
    </svg>
  );
}
