import { Menu, Phone, X } from 'lucide-react';
import {
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Container } from '../container/container.tsx';
import { cx } from '../internal/cx.ts';
import { LogoMark } from '../logo/logo.tsx';
import * as styles from './site-header.css.ts';

/** A navigation link. */
export interface NavLink {
  label: string;
  href: string;
}

/** A phone call-to-action. */
export interface PhoneLink {
  /** As shown, e.g. "(416) 555-0100". */
  label: string;
  /** A `tel:` URL, e.g. "tel:+14165550100". */
  href: string;
  /** Accessible name, e.g. "Call (416) 555-0100". Default: the label. */
  ariaLabel?: string;
}

export interface SiteHeaderLabels {
  /** Accessible name of the navigation landmark. Default "Main". */
  nav?: string;
  /** Accessible name of the menu button while closed. Default "Open menu". */
  openMenu?: string;
  /** Accessible name of the menu button while open. Default "Close menu". */
  closeMenu?: string;
}

export interface SiteHeaderProps extends Omit<ComponentPropsWithRef<'header'>, 'children'> {
  /** Brand name (the home link's text), its URL and an optional logo (default: `LogoMark`). */
  brand: { name: string; href: string; logo?: ReactNode };
  /** Navigation links, e.g. Home, Managed IT, Cybersecurity, Cloud Solutions, IT Consulting. */
  links: readonly NavLink[];
  /** The current page's href: its link gets `aria-current="page"`. */
  currentHref?: string;
  /** The phone call-to-action, always visible (icon only on the narrowest screens). */
  phone?: PhoneLink;
  /** A call-to-action element (e.g. `<Button size="sm" href="#contact">Get a quote</Button>`). */
  cta?: ReactNode;
  /** Stick to the top while scrolling. Default `true`. */
  sticky?: boolean;
  /** Start with the mobile menu open (stories, tests). Default `false`. */
  defaultMenuOpen?: boolean;
  labels?: SiteHeaderLabels;
}

/**
 * The site header: brand, navigation, phone and call-to-action. Below 1280 px the navigation collapses
 * into a menu behind a toggle (`aria-expanded`, `aria-controls`); opening it moves focus to the first
 * link, Escape closes it and returns focus to the toggle, choosing a link closes it.
 */
export function SiteHeader({
  brand,
  links,
  currentHref,
  phone,
  cta,
  sticky = true,
  defaultMenuOpen = false,
  labels = {},
  className,
  ...rest
}: SiteHeaderProps) {
  const { nav: navLabel = 'Main', openMenu = 'Open menu', closeMenu = 'Close menu' } = labels;
  const [open, setOpen] = useState(defaultMenuOpen);
  const navId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const openedByToggle = useRef(false);

  useEffect(() => {
    if (!open) return;
    if (openedByToggle.current) {
      openedByToggle.current = false;
      navRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  };

  return (
    <header {...rest} className={cx(styles.root, sticky && styles.sticky, className)}>
      <Container className={styles.bar}>
        <a href={brand.href} className={styles.brand}>
          {brand.logo ?? <LogoMark />}
          <span>{brand.name}</span>
        </a>
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: links are activated by keyboard as clicks */}
        <nav
          id={navId}
          ref={navRef}
          aria-label={navLabel}
          className={styles.nav}
          data-open={open}
          onClick={closeOnLink}
        >
          <ul className={styles.navList}>
            {links.map((l) => (
              <li key={l.href}>
                <a
                  href={l.href}
                  className={styles.navLink}
                  aria-current={currentHref === l.href ? 'page' : undefined}
                >
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
          {cta && <div className={styles.panelActions}>{cta}</div>}
        </nav>
        {phone && (
          <a href={phone.href} className={styles.phone} aria-label={phone.ariaLabel}>
            <Phone className={styles.phoneIcon} aria-hidden="true" />
            <span className={styles.phoneText}>{phone.label}</span>
          </a>
        )}
        {cta && <div className={styles.cta}>{cta}</div>}
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={navId}
          aria-label={open ? closeMenu : openMenu}
          onClick={() => {
            openedByToggle.current = !open;
            setOpen(!open);
          }}
        >
          {open ? (
            <X className={styles.toggleIcon} aria-hidden="true" />
          ) : (
            <Menu className={styles.toggleIcon} aria-hidden="true" />
          )}
        </button>
      </Container>
    </header>
  );
}
