import { chatWidgetTexts } from '@northline/content/widget-texts';
import type { ChatWidgetTexts } from './types.ts';

export { withPhone } from '@northline/content/widget-texts';

/**
 * The widget's own English texts, used where the host passes none (the script-tag bundle), with `{phone}` left
 * as a placeholder. They are `@northline/content`'s widget texts, the copy the site shows too (bundled in).
 */
export const defaultChatWidgetTexts: ChatWidgetTexts = chatWidgetTexts;

/** The texts a host passes: any top-level group may be left out (the defaults fill it). */
export type ChatWidgetTextsInput = Partial<ChatWidgetTexts>;

/** A `tel:` link for a displayed North American number ('(416) 555-0142' → 'tel:+14165550142'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
