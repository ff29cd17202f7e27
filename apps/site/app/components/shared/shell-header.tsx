import { type CtaLink, company, header, type RouteKey, routePath } from '@northline/content';
import { Button } from '@northline/ui/button';
import { SiteHeader } from '@northline/ui/site-header';
import { linkProps } from '../../lib/links.ts';

/** Props of {@link ShellHeader}: JSON data only, as the header is an island (decision 018). */
export interface ShellHeaderProps {
  /** The page's route: its navigation link is marked current. */
  route?: RouteKey;
  /** Header navigation. */
  nav: readonly CtaLink[];
  /** The header's call to action, if any. */
  cta?: CtaLink;
}

const toNavLink = (link: CtaLink) => ({ label: link.label, href: linkProps(link.target).href });

/**
 * The site's sticky header (specification §2 "Common elements"): navigation, phone call-to-action and mobile
 * menu, from the page's route, links and call to action (see SiteShell).
 */
export function ShellHeader({ route, nav, cta }: ShellHeaderProps) {
  const phone = company.phones.main;
  return (
    <SiteHeader
      brand={{ name: company.name, href: '/' }}
      links={nav.map(toNavLink)}
      currentHref={route ? routePath(route) : undefined}
      phone={{ label: phone.display, href: phone.href, ariaLabel: `Call ${phone.display}` }}
      cta={
        cta ? (
          <Button size="sm" {...linkProps(cta.target)}>
            {cta.label}
          </Button>
        ) : undefined
      }
      labels={{ openMenu: header.menuToggle.open, closeMenu: header.menuToggle.close }}
    />
  );
}
