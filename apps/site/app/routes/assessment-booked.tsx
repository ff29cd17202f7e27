import { company, meetingBookedPage } from '@northline/content';
import { buildMeta } from '@northline/seo';
import { Button, Container, Heading, Text } from '@northline/ui';
import { CircleCheck } from 'lucide-react';
import { SiteShell } from '../components/shared/site-shell.tsx';
import { SITE_URL } from '../env.ts';
import { metaFromLoader, type PageLoaderData } from '../lib/route-meta.ts';
import * as styles from './thank-you.css.ts';

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
  const phone = company.phones.main;
  const copy = meetingBookedPage;
  return (
    <SiteShell>
      <Container width="narrow" className={styles.page}>
        <CircleCheck className={styles.icon} aria-hidden="true" />
        <p className={styles.eyebrow}>{copy.eyebrow}</p>
        <Heading level={1} size="3xl">
          {copy.title}
        </Heading>
        <Text size="lg" measure className={styles.message}>
          {copy.message}
        </Text>
        <div className={styles.actions}>
          <Button href="/">{copy.back}</Button>
        </div>
        <Text tone="muted" className={styles.call}>
          {copy.callPrompt} <a href={phone.href}>{phone.display}</a>.
        </Text>
      </Container>
    </SiteShell>
  );
}
