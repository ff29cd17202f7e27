import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx.ts';
import { control } from '../styles/control.css.ts';
import * as styles from './select.css.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends ComponentPropsWithRef<'select'> {
  /** Options to render; or pass `<option>` children. */
  options?: readonly SelectOption[];
  /** A first option with an empty value, e.g. "Choose a company size". With `required`, choosing it is invalid. */
  placeholder?: string;
  /** Marks the value invalid (`aria-invalid`, red border). `Field` sets it from `error`. */
  invalid?: boolean;
}

/** A native `<select>`: fully keyboard and screen-reader operable, styled to match the inputs. */
export function Select({ options, placeholder, invalid, className, children, ...rest }: SelectProps) {
  return (
    <span className={styles.wrapper}>
      <select
        {...rest}
        aria-invalid={invalid || rest['aria-invalid'] || undefined}
        className={cx(control, styles.select, className)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown className={styles.chevron} aria-hidden="true" />
    </span>
  );
}
