/**
 * Header and footer copy shared by every page (specification §2 "Common elements"): the header's navigation (Home,
 * Managed IT, Cybersecurity, Cloud Solutions, IT Consulting) and phone call-to-action, the footer's service and
 * service-area links.
 */
import { company } from '../company.ts';
import type { CtaLink } from '../types.ts';

/** A titled group of footer links. */
export interface LinkGroup {
  /** Group heading. */
  title: string;
  /** Links, in display order. */
  links: readonly CtaLink[];
}

/** The site header: navigation and phone call-to-action (§2). */
export interface HeaderCopy {
  /** Main navigation: Home, Managed IT, Cybersecurity, Cloud Solutions, IT Consulting (§2). */
  nav: readonly CtaLink[];
  /** The phone call-to-action: dials the main line. */
  phoneCta: CtaLink;
  /** The header's assessment button on managed IT and city pages: scrolls to the page's `#contact` form. */
  assessmentCta: CtaLink;
  /** The industry pages' header link to their form (§2: Get Quote to #contact). */
  quoteCta: CtaLink;
  /** Accessible labels of the mobile menu toggle (§2 industry pages). */
  menuToggle: { open: string; close: string };
  /** Label of the back-to-top button (§2; appears after 300 px of scrolling, §9). */
  backToTop: string;
  /** Label of the skip link. */
  skipToContent: string;
}

/** The site footer (§2: service and service-area links). */
export interface FooterCopy {
  /** One-sentence company blurb. */
  blurb: string;
  /** Link groups: services, service areas, industries, company, legal. */
  groups: readonly LinkGroup[];
  /** Label before the phone numbers of the industry-page footers, which show both lines as phone numbers only (§1). */
  phoneLabel: string;
}

/** Header copy (§2 "Common elements"). */
export const header: HeaderCopy = {
  nav: [
    { label: 'Home', target: { kind: 'route', route: 'home' } },
    { label: 'Managed IT', target: { kind: 'route', route: 'managed-it-services' } },
    { label: 'Cybersecurity', target: { kind: 'route', route: 'cybersecurity' } },
    { label: 'Cloud Solutions', target: { kind: 'route', route: 'cloud-solutions' } },
    { label: 'IT Consulting', target: { kind: 'route', route: 'it-consulting' } },
  ],
  phoneCta: { label: company.phones.main.display, target: { kind: 'phone', line: 'main' } },
  assessmentCta: { label: 'Get Free Assessment', target: { kind: 'anchor', id: 'contact' } },
  quoteCta: { label: 'Get Quote', target: { kind: 'anchor', id: 'contact' } },
  menuToggle: { open: 'Open menu', close: 'Close menu' },
  backToTop: 'Back to top',
  skipToContent: 'Skip to main content',
};

/** Footer copy (§2 "Common elements"). */
export const footer: FooterCopy = {
  blurb:
    'Managed IT, cybersecurity and cloud services for businesses in Toronto and the GTA since 2012. Fixed monthly prices, local engineers, answers in minutes.',
  groups: [
    {
      title: 'Services',
      links: [
        { label: 'Managed IT Services', target: { kind: 'route', route: 'managed-it-services' } },
        { label: 'Cybersecurity', target: { kind: 'route', route: 'cybersecurity' } },
        { label: 'Cloud Solutions', target: { kind: 'route', route: 'cloud-solutions' } },
        { label: 'IT Consulting', target: { kind: 'route', route: 'it-consulting' } },
        { label: 'All Services', target: { kind: 'route', route: 'services' } },
      ],
    },
    {
      title: 'Service Areas',
      links: [
        { label: 'Toronto', target: { kind: 'route', route: 'toronto' } },
        { label: 'Mississauga', target: { kind: 'route', route: 'mississauga' } },
        { label: 'Markham', target: { kind: 'route', route: 'markham' } },
        { label: 'Vaughan', target: { kind: 'route', route: 'vaughan' } },
      ],
    },
    {
      title: 'Industries',
      links: [
        { label: 'Healthcare', target: { kind: 'route', route: 'healthcare-it-services' } },
        { label: 'Legal', target: { kind: 'route', route: 'legal-it-services' } },
        { label: 'Manufacturing', target: { kind: 'route', route: 'manufacturing-it-services' } },
        { label: 'Real Estate', target: { kind: 'route', route: 'real-estate-it-services' } },
      ],
    },
    {
      title: 'Company',
      links: [
        { label: 'About', target: { kind: 'route', route: 'about' } },
        { label: 'Case Studies', target: { kind: 'route', route: 'case-studies' } },
        { label: 'Blog & Resources', target: { kind: 'route', route: 'blog' } },
        { label: 'Contact', target: { kind: 'route', route: 'contact' } },
      ],
    },
    {
      title: 'Legal',
      links: [
        { label: 'Privacy Policy', target: { kind: 'route', route: 'privacy-policy' } },
        { label: 'Terms of Service', target: { kind: 'route', route: 'terms-of-service' } },
      ],
    },
  ],
  phoneLabel: 'Call us',
};

/**
 * The copyright line for a year (the current year at build time):
 * `copyrightNotice(2025)` is '© 2025 Northline IT. All rights reserved.'
 */
export function copyrightNotice(year: number): string {
  return `© ${year} ${company.name}. All rights reserved.`;
}
