import { zodResolver } from '@hookform/resolvers/zod';
import type { ContactFormConfig } from '@northline/content';
import {
  type ContactFormValues,
  createContactSchema,
  type NewsletterFormValues,
  type NewsletterSubscription,
  newsletterSubscriptionSchema,
} from '@northline/schemas';
import type { Resolver } from 'react-hook-form';
import { formMessages } from './form-messages.ts';

/**
 * The form resolvers on zod. This module is loaded on demand (see `lazyResolver` in ./lazy-resolver.ts),
 * so zod and the schemas are not in a page's first JavaScript.
 */

/**
 * The resolver of a page's contact form: schema A or B of §5 with the page's messages and size bands.
 * @param config the page's form configuration (@northline/content)
 * @param sizeBands the size bands the select offers
 */
export function contactResolver(
  config: ContactFormConfig,
  sizeBands: readonly string[],
): Resolver<ContactFormValues> {
  return zodResolver(createContactSchema(formMessages(config), sizeBands));
}

/**
 * The newsletter form's resolver. The form holds the checkbox as a boolean (unticked at first) while the
 * schema's input type is `consent: true`; the schema checks any value at run time, so widening its input
 * type is sound. The box carries `value="true"` (what a post without JavaScript sends, decision 003), so
 * react-hook-form reads a ticked box as the string 'true': that counts as `true` here, anything else as not
 * ticked.
 */
export function newsletterResolver(): Resolver<NewsletterFormValues, unknown, NewsletterSubscription> {
  const resolver = zodResolver(newsletterSubscriptionSchema) as unknown as Resolver<
    NewsletterFormValues,
    unknown,
    NewsletterSubscription
  >;
  return (values, context, options) => {
    const consent: unknown = values.consent;
    return resolver({ ...values, consent: consent === true || consent === 'true' }, context, options);
  };
}
