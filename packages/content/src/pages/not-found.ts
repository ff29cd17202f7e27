/**
 * The 404 page (specification §2): keeps the title '404 Page Not Found' and a short hint, adds
 * links to the home page and the services, served with HTTP status 404.
 */
import type { CtaLink } from '../types.ts';

/** The 404 page. */
export interface NotFoundPage {
  /** Heading: '404 Page Not Found'. */
  title: string;
  /** Short hint under the heading. */
  hint: string;
  /** Links: home page and services. */
  links: readonly CtaLink[];
  /** Document title and description (the page is not in the route table). */
  meta: { title: string; description: string };
}

/** 404 page copy. */
export const notFoundPage: NotFoundPage = {
  title: '404 Page Not Found',
  hint: 'The page you asked for does not exist or has moved. Check the address, or start from one of these pages.',
  links: [
    { label: 'Go to the home page', target: { kind: 'route', route: 'home' } },
    { label: 'See our services', target: { kind: 'route', route: 'services' } },
  ],
  meta: {
    title: '404 Page Not Found',
    description: 'This page does not exist. Visit the Northline IT home page or our services.',
  },
};

/** The generic error page the site's error boundary shows when a page fails to render. */
export const errorPage = {
  title: 'Something went wrong',
  hint: `Please reload the page. If it keeps happening, call us and we will help right away.`,
  homeLink: 'Go to the home page',
} as const;
