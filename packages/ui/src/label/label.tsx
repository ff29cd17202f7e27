import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx.ts';
import * as styles from './label.css.ts';

export interface LabelProps extends ComponentPropsWithRef<'label'> {
  /** Adds a red asterisk (hidden from assistive technology: the control's `required` is announced). */
  required?: boolean;
  /** Text shown after the label for optional fields, e.g. "(optional)". */
  optionalText?: string;
  children: ReactNode;
}

/** A form label, shown above its control. Always pair it with `htmlFor`. */
export function Label({ required = false, optionalText, className, children, ...rest }: LabelProps) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor through ...rest
    <label {...rest} className={cx(styles.root, className)}>
      {children}
      {required && (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      )}
      {!required && optionalText && <span className={styles.optional}>{optionalText}</span>}
    </label>
  );
}
