import { CircleAlert } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx.ts';
import { visuallyHidden } from '../styles/reset.css.ts';
import * as styles from './field-error.css.ts';

export interface FieldErrorProps extends ComponentPropsWithRef<'p'> {
  /** The message; nothing renders when empty. */
  children?: ReactNode;
  /** Read before the message by screen readers only. Default "Error:". */
  prefix?: string;
}

/**
 * An error message under a field, in red with an icon. Give it an `id` and point the control's
 * `aria-describedby` at it (`Field` does this for you).
 */
export function FieldError({ children, prefix = 'Error:', className, ...rest }: FieldErrorProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <p {...rest} className={cx(styles.root, className)}>
      <CircleAlert className={styles.icon} aria-hidden="true" />
      <span>
        {prefix && <span className={visuallyHidden}>{prefix} </span>}
        {children}
      </span>
    </p>
  );
}
