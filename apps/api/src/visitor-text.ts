/**
 * What a visitor typed, made safe for our e-mails and links: nothing a visitor types becomes a line of our e-mails
 * or a header (decision 058). Shared by every feature that writes an e-mail or a link from a visitor's values.
 */
import { toLines, toSingleLine } from '@northline/schemas';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import * as z from 'zod/mini';

/**
 * A phone number as a `tel:` link (RFC 3966) in E.164, read as Canadian when it has no country code; the number
 * as given, without spaces, when libphonenumber-js cannot read it.
 */
export function telLink(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone, 'CA');
  return `tel:${parsed?.isPossible() ? parsed.number : phone.replace(/[^\d+]/g, '')}`;
}

/**
 * A stored visitor value as one line of an e-mail: every run of line breaks and control characters becomes a space
 * (`toSingleLine` of @northline/schemas), so a value stored before the forms refused them, or written by another
 * path (a chat's extracted name), cannot start a line of its own. Null for nothing left.
 */
export function oneLine(value: string | null | undefined): string | null {
  return value ? toSingleLine(value) || null : null;
}

/**
 * Visitor text as a quoted block of a plain-text e-mail: each of its lines (`toLines` of @northline/schemas: CR LF,
 * LF, CR, VT, FF, NEL, U+2028 and U+2029 each end one; other control characters become spaces) after `> `, a blank
 * line as `>` (the quote marks of RFC 3676 §4.5). No line of the block can read as the e-mail's own sentence.
 *
 * @param text any text (a blank one gives one `>`)
 */
export function quotedLines(text: string): string {
  const lines = toLines(text);
  return (lines.length > 0 ? lines : ['']).map((line) => (line ? `> ${line}` : '>')).join('\n');
}

/**
 * Whether a stored e-mail is one address (the schemas' pattern, zod's `regexes.email`), the only visitor value an
 * e-mail header may carry (`Reply-To`); the forms check it, and a value stored otherwise is left out.
 */
export function isEmailAddress(value: string | null | undefined): value is string {
  return typeof value === 'string' && z.regexes.email.test(value);
}

/** Longest stored source page (the columns' length). */
const SOURCE_PAGE_MAX = 500;

/**
 * The path of a page URL or path, without query or fragment (they may carry personal data), at most 500
 * characters; null when there is none.
 */
export function pagePath(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    const path = new URL(url, 'http://path.invalid').pathname;
    return path.slice(0, SOURCE_PAGE_MAX) || null;
  } catch {
    return null;
  }
}
