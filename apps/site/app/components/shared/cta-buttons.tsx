import type { CtaLink } from '@northline/content';
import { Button, type ButtonSize } from '@northline/ui';
import { Phone } from 'lucide-react';
import { linkProps } from '../../lib/links.ts';
import * as styles from './cta-buttons.css.ts';

/** Props of {@link CtaButtons}. */
export interface CtaButtonsProps {
  /** The catalogue's links, primary first (a hero has a primary action and a secondary). */
  links: readonly CtaLink[];
  /** Default `lg`. */
  size?: ButtonSize;
  /** Centre the row (call-to-action bands). */
  centered?: boolean;
  /** Show the first link as the primary action. Default `true`; `false` for a row of equal links. */
  primaryFirst?: boolean;
  /** One full-width button per line on phones, their own width from 480 px (service and city pages). */
  stackOnPhones?: boolean;
}

/**
 * A row of call-to-action buttons from catalogue links (specification §2 "calls to action"): the first is
 * the primary action, the others outline buttons (or all outline for a row of equal links); phone links get a
 * phone icon. Routes, anchors, `tel:` and `mailto:` targets all go through `linkProps`, so new-tab links carry
 * `rel="noopener"`.
 */
export function CtaButtons({
  links,
  size = 'lg',
  centered = false,
  primaryFirst = true,
  stackOnPhones = false,
}: CtaButtonsProps) {
  const rowClass = centered ? styles.centered : stackOnPhones ? styles.stacked : styles.row;
  return (
    <div className={rowClass}>
      {links.map((link, index) => (
        <Button
          key={link.label}
          className={stackOnPhones ? styles.stackedButton : undefined}
          size={size}
          variant={index === 0 && primaryFirst ? 'primary' : 'outline'}
          iconStart={link.target.kind === 'phone' ? Phone : undefined}
          {...linkProps(link.target)}
        >
          {link.label}
        </Button>
      ))}
    </div>
  );
}
