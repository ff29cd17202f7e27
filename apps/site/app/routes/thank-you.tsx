import { isThankYouFormKey, type ThankYouPage, thankYouPages } from '@northline/content';
import { thankYouMeta } from '@northline/seo';
import { Button } from '@northline/ui';
import { data } from 'react-router';
import { MeetingOffer } from '../components/meetings/meeting-offer.tsx';
import { ConfirmationPage } from '../components/shared/confirmation-page.tsx';
import { SITE_URL } from '../env.ts';
import { Island } from '../islands/island.tsx';
import { linkProps } from '../lib/links.ts';
import { metaFromLoader, type PageLoaderData } from '../lib/route-meta.ts';
import type { Route } from './+types/thank-you';

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
  return (
    <ConfirmationPage
      eyebrow={page.eyebrow}
      title={page.title}
      message={page.message}
      action={<Button {...linkProps(page.back.target)}>{page.back.label}</Button>}
      callPrompt={page.callPrompt}
    >
      {page.form === 'newsletter' ? null : (
        <Island name="meeting-offer" component={MeetingOffer} props={{}} when="visible" />
      )}
    </ConfirmationPage>
  );
}
