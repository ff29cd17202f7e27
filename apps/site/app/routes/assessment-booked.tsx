import { meetingBookedPage } from '@northline/content';
import { buildMeta } from '@northline/seo';
import { Button } from '@northline/ui';
import { ConfirmationPage } from '../components/shared/confirmation-page.tsx';
import { SITE_URL } from '../env.ts';
import { metaFromLoader, type PageLoaderData } from '../lib/route-meta.ts';

/** The page's metadata, computed at prerender: `noindex`, outside the route table. */
export function loader(): PageLoaderData {
  return { meta: buildMeta(meetingBookedPage.meta, { siteUrl: SITE_URL, indexable: false }) };
}

/** The head of the page, from the loader data (lib/route-meta.ts). */
export const meta = metaFromLoader;

/**
 * `/book-assessment/booked` (docs/decisions/035): where the API's `303 See Other` sends a booking posted without
 * JavaScript. It shows nothing of the booking (its URL carries nothing): the invitation e-mail has the time and
 * the link to reschedule or cancel.
 */
export default function AssessmentBooked() {
  const copy = meetingBookedPage;
  return (
    <ConfirmationPage
      eyebrow={copy.eyebrow}
      title={copy.title}
      message={copy.message}
      action={<Button href="/">{copy.back}</Button>}
      callPrompt={copy.callPrompt}
    />
  );
}
