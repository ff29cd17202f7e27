import { type CtaLink, company, copyrightNotice, footer, header, type RouteKey } from '@northline/content';
import { BackToTop, SiteFooter } from '@northline/ui';
import type { ReactNode } from 'react';
import { Island } from '../../islands/island.tsx';
import { linkProps } from '../../lib/links.ts';
import { ShellHeader } from './shell-header.tsx';

/** The copyright year: the current year at build time, fixed when the page is prerendered. */
const BUILD_YEAR = new Date().getFullYear();

/** Props of {@link SiteShell}. */
export interface SiteShellProps {
  /** The page's route: its navigation link is marked current. None for pages outside the route table (thank-you pages). */
  route?: RouteKey;
  /** Header navigation; default the five links of §2 (Home, Managed IT, Cybersecurity, Cloud Solutions, IT Consulting). */
  nav?: readonly CtaLink[];
  /**
   * The header's call to action, e.g. 'Get Free Assessment', which scrolls to the page's #contact form, or
   * 'Get Quote' (industry pages).
   */
  cta?: CtaLink;
  children: ReactNode;
}

const toNavLink = (link: CtaLink) => ({ label: link.label, href: linkProps(link.target).href });

/**
 * The frame of every page (specification §2 "Common elements"): skip target, sticky header with the
 * navigation, phone call-to-action and mobile menu, the page's `<main id="main">`, the footer with
 * service and service-area links, contact details and hours, and the back-to-top button (300 px, §9).
 */
export function SiteShell({ route, nav = header.nav, cta, children }: SiteShellProps) {
  const phone = company.phones.main;
  return (
    <>
      <Island
        name="site-header"
        component={ShellHeader}
        props={{ route, nav, ...(cta ? { cta } : {}) }}
        when="interaction"
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter
        brand={{ name: company.name, href: '/', tagline: footer.blurb }}
        linkGroups={footer.groups.map((group) => ({
          heading: group.title,
          links: group.links.map(toNavLink),
        }))}
        contact={{
          heading: footer.phoneLabel,
          phone: { label: phone.display, href: phone.href },
          email: { label: company.email, href: `mailto:${company.email}` },
          address: [
            company.address.streetAddress,
            `${company.address.locality}, ${company.address.region} ${company.address.postalCode}`,
          ],
        }}
        hours={{
          heading: 'Hours',
          rows: company.hours.display.map((line) => {
            const [days = line, time = ''] = line.split(': ');
            return { days, time };
          }),
          note: company.hours.emergency,
        }}
        copyright={copyrightNotice(BUILD_YEAR)}
      />
      {/* Above the chat launcher (56 px, 16-24 px from the bottom right). */}
      <Island
        name="back-to-top"
        component={BackToTop}
        props={{ label: header.backToTop, focusTargetId: 'main', bottomOffset: 80 }}
        when="scroll"
      />
    </>
  );
}
