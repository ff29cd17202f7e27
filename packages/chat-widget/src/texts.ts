import type { ChatWidgetTexts } from './types.ts';

/**
 * The widget's own English texts, used where the host passes none (the script-tag bundle). The site passes
 * `@northline/content`'s `chatWidget` instead, which is where the copy is maintained; these mirror it with
 * `{phone}` left as a placeholder.
 */
export const defaultChatWidgetTexts: ChatWidgetTexts = {
  launcherLabel: 'Chat with IT Expert',
  title: 'IT Sales Consultant',
  companyLine: 'Northline IT · Usually replies in seconds',
  closeLabel: 'Close chat',
  leadBadges: { hot: 'Hot lead', warm: 'Warm lead' },
  greeting:
    "Hi! I'm the Northline IT assistant. We help Toronto and GTA businesses with managed IT services, cybersecurity, cloud solutions and IT consulting, plus backup and help desk support. What IT challenges is your business facing right now?",
  interestedInLabel: 'Interested in:',
  typing: 'Typing...',
  inputPlaceholder: 'Type your message...',
  sendLabel: 'Send message',
  footerCall: 'Or call: {phone}',
  errorToast: {
    title: 'Error',
    description: "Sorry, I'm having trouble responding. Please call {phone} for immediate assistance.",
  },
  contactPanel: {
    title: 'Want a specialist to follow up?',
    text: 'Leave your details and a senior consultant will contact you within 1 business day.',
    labels: { name: 'Name', email: 'Email', company: 'Company', phone: 'Phone' },
    submit: 'Send my details',
    dismiss: 'Continue Conversation',
    sharedMessage: "I've shared my contact details.",
  },
  privacyNotice: {
    text: 'This chat is answered by an automated assistant. We keep the conversation only to answer you.',
    linkLabel: 'Read our Privacy Policy',
  },
  conversationLabel: 'Conversation',
  speakers: { user: 'You', assistant: 'Assistant' },
  dismissErrorLabel: 'Dismiss',
};

/** The texts a host passes: any top-level group may be left out (the defaults fill it). */
export type ChatWidgetTextsInput = Partial<ChatWidgetTexts>;

/** Replaces `{phone}` in a text. */
export function withPhone(text: string, phone: string): string {
  return text.replaceAll('{phone}', phone);
}

/** A `tel:` link for a displayed North American number ('(416) 555-0142' → 'tel:+14165550142'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
