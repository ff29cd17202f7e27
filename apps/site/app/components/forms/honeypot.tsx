import { honeypotCopy } from '@northline/content';
import { HONEYPOT_FIELD } from '@northline/schemas/constants';
import type { Ref } from 'react';
import * as styles from './honeypot.css.ts';

/** Props of {@link Honeypot}. */
export interface HoneypotProps {
  /** Id of the input (unique on the page). */
  id: string;
  /** The input, read on submit: any value marks the lead as spam. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * The forms' honeypot (decision 003; OWASP ASVS V2.4 anti-automation): a text input named `website`
 * (`HONEYPOT_FIELD`) that bots fill and people never reach. Out of sight (clip pattern), out of the
 * accessibility tree (`aria-hidden` wrapper), out of the tab order (`tabIndex={-1}`) and out of autofill
 * (`autoComplete="off"`). Posted natively with the form; the JSON path reads it through `ref`. A filled
 * honeypot gets the normal success answer and the lead is stored with `spam = true`.
 */
export function Honeypot({ id, ref }: HoneypotProps) {
  return (
    <div className={styles.wrapper} aria-hidden="true">
      <label htmlFor={id}>{honeypotCopy.label}</label>
      <input
        ref={ref}
        id={id}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
