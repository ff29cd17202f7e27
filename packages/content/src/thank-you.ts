/**
 * The thank-you pages a form posted without JavaScript lands on (decision 003): the API answers a
 * valid native post with `303 See Other` to `/thank-you/<form>`, a prerendered `noindex` page outside the
 * sitemap that says what the form's success toast says (§8) and links back to the form.
 */
import { blogPage } from './blog.ts';
import { type ContactFormConfig, contactForms, type FormKey, type ToastCopy } from './forms.ts';
import { type RouteKey, routes } from './routes.ts';
import type { CtaLink } from './types.ts';

/** The forms with a thank-you page: every key of {@link contactForms}, then `newsletter`. */
export type ThankYouFormKey = FormKey | 'newsletter';

/** Every {@link ThankYouFormKey}, contact forms first in {@link contactForms}' order, then `newsletter`. */
export const THANK_YOU_FORM_KEYS: readonly ThankYouFormKey[] = [
  ...(Object.keys(contactForms) as FormKey[]),
  'newsletter',
];

/** First path segment of every thank-you page: `/thank-you/<form>`. */
export const THANK_YOU_PATH_PREFIX = '/thank-you/';

/**
 * The path of a form's thank-you page, e.g. `thankYouPath('toronto')` is `/thank-you/toronto` (the `Location`
 * the API's 303 names; decision 003).
 */
export function thankYouPath(form: ThankYouFormKey): string {
  return `${THANK_YOU_PATH_PREFIX}${form}`;
}

/** One thank-you page. */
export interface ThankYouPage {
  /** Its form's key (the `page` of a contact form's configuration, or `newsletter`). */
  form: ThankYouFormKey;
  /** Document title and meta description (the page is `noindex` and not in the route table). */
  meta: { title: string; description: string };
  /** Small line above the heading. */
  eyebrow: string;
  /** The heading: the form's §8 success toast title ('Success!', 'Message sent successfully!'). */
  title: string;
  /**
   * The text under it: the §8 success toast description; for forms whose toast shows the server's message, the
   * text that message falls back to (a page cannot show a message it was not sent).
   */
  message: string;
  /** The link back to the form: the form's page at the form's section (`/toronto#contact`, `/blog#newsletter`). */
  back: CtaLink;
  /** Line before the company phone, for a visitor whose matter cannot wait. */
  callPrompt: string;
}

/** The text a success toast shows when no server message is at hand. */
function toastText(copy: ToastCopy): string {
  return copy.kind === 'text' ? copy.text : copy.fallback;
}

/** 'Back to Toronto'; the home page reads 'Back to the home page'. */
function backLabel(route: RouteKey): string {
  if (route === 'home') return 'Back to the home page';
  const name = routes.find((candidate) => candidate.key === route)?.name ?? route;
  return `Back to ${name}`;
}

const CALL_PROMPT = 'Need help sooner? Call us at';

function contactThankYou(config: ContactFormConfig): ThankYouPage {
  return {
    form: config.page as FormKey,
    meta: {
      title: 'Thank you: request received | Northline IT',
      description: 'Your request reached Northline IT. An engineer will get back to you shortly.',
    },
    eyebrow: 'Thank you',
    title: config.success.title,
    message: toastText(config.success.description),
    back: {
      label: backLabel(config.route),
      target: { kind: 'route', route: config.route, hash: config.anchorId },
    },
    callPrompt: CALL_PROMPT,
  };
}

/** Every thank-you page, by form key (16: the 15 contact forms and the newsletter). */
export const thankYouPages: Readonly<Record<ThankYouFormKey, ThankYouPage>> = {
  ...(Object.fromEntries(
    Object.entries(contactForms).map(([key, config]) => [key, contactThankYou(config)]),
  ) as Record<FormKey, ThankYouPage>),
  newsletter: {
    form: 'newsletter',
    meta: {
      title: 'Confirm your subscription | Northline IT',
      description:
        'Almost done: confirm your Northline IT newsletter subscription with the link we email you (double opt-in).',
    },
    eyebrow: 'Thank you',
    title: blogPage.newsletter.success.title,
    message: blogPage.newsletter.success.description,
    back: { label: 'Back to the blog', target: { kind: 'route', route: 'blog', hash: 'newsletter' } },
    callPrompt: CALL_PROMPT,
  },
};

/** Whether a string names a form with a thank-you page (the route's `:form` parameter). */
export function isThankYouFormKey(value: string | undefined): value is ThankYouFormKey {
  return value !== undefined && (THANK_YOU_FORM_KEYS as readonly string[]).includes(value);
}
