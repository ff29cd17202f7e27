import type { VisitorDetails } from './types.ts';

/** An email address as the API's extraction finds one (apps/api src/chat/extraction.ts). */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
/** A North American number (10 digits, optional +1) or an international one (`+` and 8 to 17 digits). */
const PHONE =
  /(?<![\d+])(?:\+?1[\s.-]?)?\(?[2-9]\d{2}\)?[\s.-]?[2-9]\d{2}[\s.-]?\d{4}(?!\d)|(?<!\d)\+\d[\d\s().-]{7,16}\d(?!\d)/;

/**
 * Which kinds of contact detail a visitor message carries (the `lead` event): an email address
 * or phone number typed in the message, or given in the contact panel's fields.
 *
 * @param message the visitor's message as sent
 * @param visitorInfo the contact panel's filled fields, when the message came from it
 * @returns `email`, `phone`, both or none, in that order
 */
export function sharedContactKinds(message: string, visitorInfo?: VisitorDetails): ('email' | 'phone')[] {
  const kinds: ('email' | 'phone')[] = [];
  if (visitorInfo?.email || EMAIL.test(message)) kinds.push('email');
  if (visitorInfo?.phone || PHONE.test(message)) kinds.push('phone');
  return kinds;
}

/** Every e-mail address in a text, in order. */
const EMAILS = new RegExp(EMAIL.source, 'g');

/**
 * The e-mail address the visitor gave last in their own messages (the newest message that holds one; its last
 * address), or undefined: what the transcript offer and the hand-off's e-mail request are prefilled with.
 *
 * @param messages the conversation, oldest first
 */
export function lastSharedEmail(messages: readonly { role: string; content: string }[]): string | undefined {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (message?.role !== 'user') continue;
    const found = message.content.match(EMAILS);
    if (found) return found.at(-1);
  }
  return undefined;
}
