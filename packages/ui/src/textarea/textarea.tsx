import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx.ts';
import { control } from '../styles/control.css.ts';
import * as styles from './textarea.css.ts';

export interface TextareaProps extends ComponentPropsWithRef<'textarea'> {
  /** Marks the value invalid (`aria-invalid`, red border). `Field` sets it from `error`. */
  invalid?: boolean;
  /** Minimum height in px (specification §9: 120 px on the city pages; others use `rows={4}`). */
  minHeight?: number;
}

/** A native multi-line text field; resizes vertically. Default 4 rows. */
export function Textarea({ invalid, minHeight, rows = 4, className, style, ...rest }: TextareaProps) {
  return (
    <textarea
      {...rest}
      rows={rows}
      aria-invalid={invalid || rest['aria-invalid'] || undefined}
      className={cx(control, styles.textarea, className)}
      style={minHeight === undefined ? style : { minHeight, ...style }}
    />
  );
}
