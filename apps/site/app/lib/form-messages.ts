import type { ContactFormConfig } from '@northline/content';
import { type ContactFormMessages, SCHEMA_A_MESSAGES, SCHEMA_B_MESSAGES } from '@northline/schemas';

/** The validation messages of a page's form: schema A or B of §5 with the page's overrides (healthcare, real estate). */
export function formMessages(config: ContactFormConfig): ContactFormMessages {
  const base = config.schema === 'A' ? SCHEMA_A_MESSAGES : SCHEMA_B_MESSAGES;
  return { ...base, ...config.messageOverrides };
}
