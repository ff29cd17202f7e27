import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx.ts';
import * as styles from './price-tag.css.ts';

export interface PriceTagProps extends Omit<ComponentPropsWithRef<'p'>, 'prefix' | 'children'> {
  /** The price in major units (dollars), e.g. 99. */
  amount: number;
  /** ISO 4217 code. Default `CAD` (specification §1: currency is CAD). */
  currency?: string;
  /** Shown after the amount, e.g. "per user / month" or "per hour". */
  period?: string;
  /** Shown before the amount, e.g. "From" or "Starting at". */
  prefix?: string;
  /** Show the currency code after the amount. Default `true`. */
  showCurrencyCode?: boolean;
  /** Formatting locale. Default `en-CA`. */
  locale?: string;
  /** Default `md`. */
  size?: 'md' | 'lg';
}

/** Formats an amount as currency: no decimals for whole amounts. */
export function formatPrice(amount: number, currency = 'CAD', locale = 'en-CA'): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** A price: "From $99 CAD per user / month". */
export function PriceTag({
  amount,
  currency = 'CAD',
  period,
  prefix,
  showCurrencyCode = true,
  locale = 'en-CA',
  size = 'md',
  className,
  ...rest
}: PriceTagProps) {
  return (
    <p {...rest} className={cx(styles.root, className)}>
      {prefix && <span className={styles.prefix}>{prefix} </span>}
      <span className={cx(styles.amount, styles.amountSize[size])}>
        {formatPrice(amount, currency, locale)}
      </span>
      {showCurrencyCode && <span className={styles.code}> {currency}</span>}
      {period && <span className={styles.period}> {period}</span>}
    </p>
  );
}
