import type { ContactFormConfig } from '@northline/content';
import { type ContactFormMessages, contactFormMessages } from '@northline/schemas';

/** The validation messages of a page's form: schema A or B of §5 with the page's overrides (healthcare, real estate). */
export function formMessages(config: ContactFormConfig): ContactFormMessages {
  return contactFormMessages(config.schema, config.messageOverrides);
}
