import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx.ts';
import { control } from '../styles/control.css.ts';

export interface InputProps extends ComponentPropsWithRef<'input'> {
  /** Marks the value invalid (`aria-invalid`, red border). `Field` sets it from `error`. */
  invalid?: boolean;
}

/** A native text input (text, email, tel, search, number…). Accepts `register()` props of react-hook-form. */
export function Input({ invalid, className, type = 'text', ...rest }: InputProps) {
  return (
    <input
      {...rest}
      type={type}
      aria-invalid={invalid || rest['aria-invalid'] || undefined}
      className={cx(control, className)}
    />
  );
}
