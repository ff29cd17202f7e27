import { company, isThankYouFormKey, type ThankYouPage, thankYouPages } from '@northline/content';
import { thankYouMeta } from '@northline/seo';
import { Button, Container, Heading, Text } from '@northline/ui';
import { CircleCheck } from 'lucide-react';
import { data } from 'react-router';
import { MeetingOffer } from '../components/meetings/meeting-offer.tsx';
import { SiteShell } from '../components/shared/site-shell.tsx';
import { SITE_URL } from '../env.ts';
import { Island } from '../islands/island.tsx';
import { linkProps } from '../lib/links.ts';
import { metaFromLoader, type PageLoaderData } from '../lib/route-meta.ts';
import type { Route } from './+types/thank-you';
import * as styles from './thank-you.css.ts';

/** Loader data of a thank-you page: its copy and its metadata, computed when it is prerendered. */
export interface ThankYouLoaderData extends PageLoaderData {
  page: ThankYouPage;
}

/**
 * The copy and metadata of `/thank-you/<form>` (decision 003), computed at prerender (every form key
 * is in react-router.config.ts's prerender list), so neither the catalogue nor packages/seo ships to the
 * browser. `noindex`; not in the route table, so never in sitemap.xml or llms.txt.
 *
 * @throws a 404 response for a name that is not a form's (`THANK_YOU_FORM_KEYS`)
 */
export function loader({ params }: Route.LoaderArgs): ThankYouLoaderData {
  const form = params.form;
  if (!isThankYouFormKey(form)) throw data(null, { status: 404 });
  return { page: thankYouPages[form], meta: thankYouMeta(form, { siteUrl: SITE_URL }) };
}

/** The head of the page, from the loader data (lib/route-meta.ts). */
export const meta = metaFromLoader;

/**
 * A form's thank-you page (decision 003): where the API's `303 See Other` sends a form posted without
 * JavaScript. It says what the form's success toast says (§8), links back to the form and offers the phone. A
 * contact form's page also offers to book the free assessment now (docs/decisions/035): a link to the booking
 * page, and with JavaScript the next free times as buttons (the `meeting-offer` island).
 */
export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const phone = company.phones.main;
  return (
    <SiteShell>
      <Container width="narrow" className={styles.page}>
        <CircleCheck className={styles.icon} aria-hidden="true" />
        <p className={styles.eyebrow}>{page.eyebrow}</p>
        <Heading level={1} size="3xl">
          {page.title}
        </Heading>
        <Text size="lg" measure className={styles.message}>
          {page.message}
        </Text>
        <div className={styles.actions}>
          <Button {...linkProps(page.back.target)}>{page.back.label}</Button>
        </div>
        <Text tone="muted" className={styles.call}>
          {page.callPrompt} <a href={phone.href}>{phone.display}</a>.
        </Text>
        {page.form === 'newsletter' ? null : (
          <Island name="meeting-offer" component={MeetingOffer} props={{}} when="visible" />
        )}
      </Container>
    </SiteShell>
  );
}
