import type { LucideIcon } from 'lucide-react';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, type CardProps } from '../card/card.tsx';
import { Heading } from '../heading/heading.tsx';
import { cx } from '../internal/cx.ts';
import * as styles from './feature-card.css.ts';

export interface FeatureCardProps extends Omit<CardProps, 'title' | 'children' | 'interactive'> {
  /** A lucide icon component (decorative: the title carries the meaning). */
  icon: LucideIcon;
  /** Colour of the icon well. Default `primary`; `danger` for threats. */
  iconTone?: 'primary' | 'danger' | 'success' | 'warning';
  title: ReactNode;
  /** Heading level of the title. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** Body text. */
  children?: ReactNode;
  /** Optional bullet points, shown with check marks. */
  items?: readonly string[];
  /** When set, the title links here and the whole card is clickable. */
  href?: string;
  /** Bottom slot, pinned to the card's foot (a `PriceTag`, a button). */
  footer?: ReactNode;
}

/** A service, benefit or threat: icon, title, short text, optional bullets and footer. */
export function FeatureCard({
  icon: Icon,
  iconTone = 'primary',
  title,
  headingLevel = 3,
  children,
  items,
  href,
  footer,
  className,
  ...rest
}: FeatureCardProps) {
  return (
    <Card {...rest} interactive={Boolean(href)} className={cx(styles.root, className)}>
      <span className={cx(styles.iconWell, styles.iconTone[iconTone])}>
        <Icon className={styles.icon} aria-hidden="true" strokeWidth={2} />
      </span>
      <Heading level={headingLevel} size="md" className={styles.title}>
        {href ? (
          <a href={href} className={styles.link}>
            {title}
          </a>
        ) : (
          title
        )}
      </Heading>
      {children && <div className={styles.description}>{children}</div>}
      {items && items.length > 0 && (
        <ul className={styles.items}>
          {items.map((item) => (
            <li key={item} className={styles.item}>
              <Check className={styles.check} aria-hidden="true" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      )}
      {footer && <div className={styles.footer}>{footer}</div>}
    </Card>
  );
}
