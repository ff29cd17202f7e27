import { Mail, MapPin, Phone } from 'lucide-react';
import type { ComponentPropsWithRef, CSSProperties, ReactNode } from 'react';
import { Container } from '../container/container.tsx';
import { cx } from '../internal/cx.ts';
import { LogoMark } from '../logo/logo.tsx';
import type { NavLink, PhoneLink } from '../site-header/site-header.tsx';
import { darkThemeClass } from '../styles/theme.css.ts';
import * as styles from './site-footer.css.ts';

/** A titled column of links (services, service areas, company). */
export interface FooterLinkGroup {
  heading: string;
  links: readonly NavLink[];
}

export interface FooterContact {
  heading: string;
  phone?: PhoneLink;
  /** Shown as given; `href` is usually `mailto:`. */
  email?: { label: string; href: string };
  /** Address lines. */
  address?: readonly string[];
}

export interface FooterHours {
  heading: string;
  /** E.g. `{ days: 'Monday to Friday', time: '08:00-18:00' }`. */
  rows: readonly { days: string; time: string }[];
  /** A line under the table, e.g. "24/7 emergency support for managed clients". */
  note?: string;
}

export interface SiteFooterProps extends Omit<ComponentPropsWithRef<'footer'>, 'children'> {
  brand: { name: string; href: string; logo?: ReactNode; tagline?: string };
  /** Link columns: services, service areas, company… Each becomes a labelled navigation list. */
  linkGroups: readonly FooterLinkGroup[];
  contact?: FooterContact;
  hours?: FooterHours;
  /** Links in the bottom row (privacy policy, terms of service). */
  legalLinks?: readonly NavLink[];
  /** Accessible name of the legal links' navigation. Default "Legal". */
  legalLabel?: string;
  /** The copyright line, e.g. "© 2024 Northline IT. All rights reserved." */
  copyright: string;
  /** Default `dark` (slate); `light` uses the page's own theme. */
  tone?: 'dark' | 'light';
}

/** The site footer: brand, link columns, contact details, hours and the copyright line, all from props. */
export function SiteFooter({
  brand,
  linkGroups,
  contact,
  hours,
  legalLinks,
  legalLabel = 'Legal',
  copyright,
  tone = 'dark',
  className,
  style,
  ...rest
}: SiteFooterProps) {
  const columns = linkGroups.length + (contact ? 1 : 0) + (hours ? 1 : 0);
  return (
    <footer
      {...rest}
      className={cx(styles.root, tone === 'dark' ? darkThemeClass : styles.light, className)}
      style={{ '--footer-columns': String(Math.max(columns, 1)), ...style } as CSSProperties}
    >
      <Container>
        <div className={styles.grid}>
          <div className={styles.brandColumn}>
            <a href={brand.href} className={styles.brand}>
              {brand.logo ?? <LogoMark />}
              <span>{brand.name}</span>
            </a>
            {brand.tagline && <p className={styles.tagline}>{brand.tagline}</p>}
          </div>
          {linkGroups.map((group) => (
            <nav key={group.heading} aria-label={group.heading} className={styles.column}>
              <h2 className={styles.heading}>{group.heading}</h2>
              <ul className={styles.linkList}>
                {group.links.map((l) => (
                  <li key={l.href}>
                    <a href={l.href} className={styles.footerLink}>
                      {l.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          {contact && (
            <div className={styles.column}>
              <h2 className={styles.heading}>{contact.heading}</h2>
              <ul className={styles.contactList}>
                {contact.phone && (
                  <li className={styles.contactItem}>
                    <Phone className={styles.contactIcon} aria-hidden="true" />
                    <a
                      href={contact.phone.href}
                      className={styles.footerLink}
                      aria-label={contact.phone.ariaLabel}
                    >
                      {contact.phone.label}
                    </a>
                  </li>
                )}
                {contact.email && (
                  <li className={styles.contactItem}>
                    <Mail className={styles.contactIcon} aria-hidden="true" />
                    <a href={contact.email.href} className={styles.footerLink}>
                      {contact.email.label}
                    </a>
                  </li>
                )}
                {contact.address && contact.address.length > 0 && (
                  <li className={styles.contactItem}>
                    <MapPin className={styles.contactIcon} aria-hidden="true" />
                    <address className={styles.address}>
                      {contact.address.map((line, i) => (
                        <span key={line}>
                          {i > 0 && <br />}
                          {line}
                        </span>
                      ))}
                    </address>
                  </li>
                )}
              </ul>
            </div>
          )}
          {hours && (
            <div className={styles.column}>
              <h2 className={styles.heading}>{hours.heading}</h2>
              <dl className={styles.hours}>
                {hours.rows.map((row) => (
                  <div key={row.days} className={styles.hoursRow}>
                    <dt className={styles.hoursDays}>{row.days}</dt>
                    <dd className={styles.hoursTime}>{row.time}</dd>
                  </div>
                ))}
              </dl>
              {hours.note && <p className={styles.tagline}>{hours.note}</p>}
            </div>
          )}
        </div>
        <div className={styles.bottom}>
          <p className={styles.copyright}>{copyright}</p>
          {legalLinks && legalLinks.length > 0 && (
            <nav aria-label={legalLabel}>
              <ul className={styles.legalList}>
                {legalLinks.map((l) => (
                  <li key={l.href}>
                    <a href={l.href} className={styles.footerLink}>
                      {l.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </Container>
    </footer>
  );
}
