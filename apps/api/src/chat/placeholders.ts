/**
 * Placeholder details: values typed to get past a form or to try the chat, not to be contacted (a keyboard run
 * for a name, a test address, a phone number of one repeated digit). A lead that carries them is possibly junk:
 * the values earn no points and the lead is marked for staff, never dropped.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** A detail of a lead that can be a placeholder. */
export type PlaceholderField = 'name' | 'email' | 'phone' | 'company' | 'message';

/** The fields in the order they are reported. */
export const PLACEHOLDER_FIELDS: readonly PlaceholderField[] = [
  'name',
  'email',
  'phone',
  'company',
  'message',
];

/** Words people type where a real value belongs. */
const PLACEHOLDER_WORD =
  /^(?:test(?:s|ing|er)?\d*|lorem|ipsum|foo|bar|foobar|baz|blah+|dummy|fake|sample|abc|abcd|xyz|hjkl|jkl)$/;

/** The letter rows of a keyboard: four letters or more of one in a row are a keyboard run ('sdfg', 'uiop'). */
const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** Local parts of an address that mean "no address" wherever they are typed. */
const NO_ADDRESS = /^(?:no-?e?mail|none|no|nobody|noreply|no-reply|null|n\/?a|na|spam|junk)$/;

/** Local parts that copy a form's sample address ('you@example.com'); placeholders at a reserved domain only. */
const SAMPLE_LOCAL =
  /^(?:e-?mail|you|your-?e?mail|your[._-]?name|name|me|user|someone|(?:john|jane)[._-]?doe|first[._-]?last|firstname[._-]?lastname|[a-z0-9])$/;

/** Domains reserved for examples (RFC 2606, RFC 6761): nobody receives mail there. */
const RESERVED_DOMAIN = /^(?:example\.(?:com|net|org)|.+\.(?:example|test|invalid|localhost))$/;

/** Whether one word (lower case, letters and digits) is a placeholder: a placeholder word, a repeated character, a run of digits or of keys. */
export function isPlaceholderWord(word: string): boolean {
  if (PLACEHOLDER_WORD.test(word)) return true;
  if (word.length >= 3 && /^(.)\1+$/.test(word)) return true;
  if (/^\d+$/.test(word) && isDigitRun(word)) return true;
  return word.length >= 4 && KEYBOARD_ROWS.some((row) => row.includes(word));
}

/** The words of a text, lower case, split on anything but letters and digits. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/**
 * Whether a free text (a message, a company name) is nothing but placeholder words (a test word twice, a keyboard run); false
 * for an empty text.
 */
export function isPlaceholderText(text: string | null | undefined): boolean {
  const words = wordsOf(text ?? '');
  return words.length > 0 && words.every(isPlaceholderWord);
}

/** Whether a person's name is a placeholder: every word a placeholder word or a single character (a test word twice, two initials). */
export function isPlaceholderName(name: string | null | undefined): boolean {
  const words = wordsOf(name ?? '');
  return (
    words.length > 0 &&
    words.every((word) => isPlaceholderWord(word) || word.length === 1) &&
    words.some((word) => isPlaceholderWord(word) || words.length > 1)
  );
}

/**
 * Whether an e-mail address is a placeholder: its local part or a label of its domain is a placeholder word
 * (a test word as the user name or as the domain name), its local part says there is none (none@…), a short user name is the domain's
 * name too ('a@a.com'), or a form's sample address is
 * typed at a reserved example domain ('you' at example.com).
 */
export function isPlaceholderEmail(email: string | null | undefined): boolean {
  const address = (email ?? '').trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return false;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const labels = domain.split('.').slice(0, -1);
  if (isPlaceholderWord(local) || NO_ADDRESS.test(local)) return true;
  if (labels.some((label) => isPlaceholderWord(label) || NO_ADDRESS.test(label))) return true;
  // 'a@a.com', 'asd@asd.ca': a short user name repeated as the domain's name is typed to get past a form.
  const name = labels.at(-1) ?? '';
  if (local === name && local.length <= 3) return true;
  return RESERVED_DOMAIN.test(domain) && SAMPLE_LOCAL.test(local);
}

/** Whether digits run up or down one by one, wrapping 9 to 0 ('1234567890', '9876543210'). */
function isDigitRun(digits: string): boolean {
  if (digits.length < 3) return false;
  const steps = new Set<number>();
  for (let i = 1; i < digits.length; i++) steps.add((Number(digits[i]) - Number(digits[i - 1]) + 10) % 10);
  return steps.size === 1 && (steps.has(1) || steps.has(9));
}

/**
 * Whether a phone number is a placeholder: one libphonenumber-js does not read as a valid number (Canadian
 * when it has no country code: an area code of zeros, ones or 123), or whose digits are one repeated digit or a run
 * (2 3 4 5 …), or whose local seven digits are one repeated digit or a run (… 999 9999, … 765 4321).
 */
export function isPlaceholderPhone(phone: string | null | undefined): boolean {
  const typed = (phone ?? '').trim();
  if (typed === '') return false;
  const parsed = parsePhoneNumberFromString(typed, 'CA');
  if (!parsed?.isValid()) return true;
  const national = String(parsed.nationalNumber);
  const local = national.slice(-7);
  return /^(\d)\1+$/.test(national) || isDigitRun(national) || /^(\d)\1{6}$/.test(local) || isDigitRun(local);
}

/** A lead's details as {@link placeholderFields} reads them; absent ones are not judged. */
export interface LeadDetails {
  name?: string | null | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
  company?: string | null | undefined;
  /** The visitor's messages (a form's one message, a chat's messages). */
  messages?: readonly (string | null | undefined)[];
}

/**
 * The details of a lead that are placeholders, in {@link PLACEHOLDER_FIELDS} order. A message counts when one of
 * the visitor's messages is nothing but placeholder words.
 */
export function placeholderFields(details: LeadDetails): PlaceholderField[] {
  const found = new Set<PlaceholderField>();
  if (isPlaceholderName(details.name)) found.add('name');
  if (isPlaceholderEmail(details.email)) found.add('email');
  if (isPlaceholderPhone(details.phone)) found.add('phone');
  if (isPlaceholderText(details.company)) found.add('company');
  if ((details.messages ?? []).some(isPlaceholderText)) found.add('message');
  return PLACEHOLDER_FIELDS.filter((field) => found.has(field));
}
