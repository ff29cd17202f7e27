/**
 * The follow-up field's rule (live-parts.tsx `ContactRequest`): one field takes an e-mail address or a phone
 * number, and the text typed says which. Pure, without React.
 */

/** What the follow-up field holds: an e-mail address or a phone number, trimmed, as typed. */
export type FollowUpContact = { email: string; phone?: undefined } | { phone: string; email?: undefined };

/** One address: something before and after one `@`, a dot in the domain, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone number's characters: digits with the usual separators, an optional leading `+`. */
const PHONE = /^\+?[\d\s().\-/]+$/;

/**
 * Reads the follow-up field: text with an `@` is an e-mail address when it is one; otherwise digits with the usual
 * separators and 7 to 15 digits (ITU-T E.164 has at most 15) are a phone number, as the API's
 * `chatHandoffInputSchema` checks it (the API reads it into E.164 and may still refuse a number no country has).
 *
 * @returns the contact, or null for text that is neither (the field's error says so)
 */
export function readFollowUpContact(text: string): FollowUpContact | null {
  const value = text.trim();
  if (value.includes('@')) return EMAIL.test(value) ? { email: value } : null;
  const digits = value.replace(/\D/g, '').length;
  return PHONE.test(value) && digits >= 7 && digits <= 15 ? { phone: value } : null;
}
