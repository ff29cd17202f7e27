import { meetingBookingPage } from '@northline/content';
import { buildMeta } from '@northline/seo';
import { MeetingPageShell } from '../components/meetings/meeting-page-shell.tsx';
import { SITE_URL } from '../env.ts';
import { metaFromLoader, type PageLoaderData } from '../lib/route-meta.ts';

/** The page's metadata, computed at prerender: `noindex`, as its content (the free times) changes every minute. */
export function loader(): PageLoaderData {
  return { meta: buildMeta(meetingBookingPage.meta, { siteUrl: SITE_URL, indexable: false }) };
}

/** The head of the page, from the loader data (lib/route-meta.ts). */
export const meta = metaFromLoader;

/**
 * `/book-assessment` (docs/decisions/035): the shell of the booking page. The prerendered page has the site's
 * header, footer and styles around an empty element marked `data-meeting-slot`; the API answers
 * `GET /book-assessment` with this HTML and that element filled with the free times as a native form posting to
 * `POST /api/meetings`, so booking works without JavaScript. Not in the route table (no sitemap entry).
 */
export default function BookAssessment() {
  return <MeetingPageShell />;
}
