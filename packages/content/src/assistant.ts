/**
 * Copy of the chat widget (specification §2 "Chat widget", §4, §8) and the facts the assistant and
 * `GET /api/ai/suggestions` answer with (§3 "Suggestions response"). The API builds the assistant's
 * instructions from the catalogue; nothing here is a prompt.
 */
import { claims, company, prices, REPLY_PROMISES, RESPONSE_MINUTES } from './company.ts';
import type { PrivacyNotice } from './forms.ts';

/** Every text the chat widget shows (§2, §4, §8). */
export interface ChatWidgetCopy {
  /** Closed launcher button (§2: label hidden on small screens). */
  launcherLabel: string;
  /** Header title and company line. */
  title: string;
  companyLine: string;
  /** Accessible label of the close button. */
  closeLabel: string;
  /** Lead-quality badge labels (§4: shown only when not cold). */
  leadBadges: { hot: string; warm: string };
  /** First assistant message on first open (§4: lists the services, asks about IT challenges). */
  greeting: string;
  /** Label before the service tag strip. */
  interestedInLabel: string;
  /** Typing indicator. */
  typing: string;
  /** Input placeholder and send button label. */
  inputPlaceholder: string;
  sendLabel: string;
  /** Footer line (§2: 'Or call: {phone}'). */
  footerCall: string;
  /** Failure toast (§8). */
  errorToast: { title: string; description: string };
  /** Contact-capture panel (§4: shown for warm or hot leads after 6 messages without an email). */
  contactPanel: {
    title: string;
    text: string;
    labels: { name: string; email: string; company: string; phone: string };
    submit: string;
    dismiss: string;
    /** The visitor message that carries the panel's details (as visitorInfo) when it is submitted. */
    sharedMessage: string;
  };
  /** One-line privacy notice (decisions.md "Privacy"). */
  privacyNotice: PrivacyNotice;
  /** Accessible name of the message list. */
  conversationLabel: string;
  /** Screen-reader prefixes of each message. */
  speakers: { user: string; assistant: string };
  /** Accessible name of the button closing the widget's own error notice (the script-tag bundle). */
  dismissErrorLabel: string;
}

/** Chat widget copy. */
export const chatWidget: ChatWidgetCopy = {
  launcherLabel: 'Chat with IT Expert',
  title: 'IT Sales Consultant',
  companyLine: `${company.name} · Usually replies in seconds`,
  closeLabel: 'Close chat',
  leadBadges: { hot: 'Hot lead', warm: 'Warm lead' },
  greeting: `Hi! I'm the ${company.name} assistant. We help Toronto and GTA businesses with managed IT services, cybersecurity, cloud solutions and IT consulting, plus backup and help desk support. What IT challenges is your business facing right now?`,
  interestedInLabel: 'Interested in:',
  typing: 'Typing...',
  inputPlaceholder: 'Type your message...',
  sendLabel: 'Send message',
  footerCall: `Or call: ${company.phones.main.display}`,
  errorToast: {
    title: 'Error',
    description: `Sorry, I'm having trouble responding. Please call ${company.phones.main.display} for immediate assistance.`,
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

/**
 * Quick answers of `GET /api/ai/suggestions` (§3: keys pricing, response_time, contact), written from the
 * catalogue's prices, response times and contact lines.
 */
export const quickAnswers = {
  pricing: `Managed IT services start at ${prices.managedIt.display.replace('From ', '')} (CAD). Security assessments start at ${prices.securityAssessment.display.replace('From ', '')}, cloud migrations at ${prices.cloudMigration.display.replace('From ', '')} and IT consulting is ${prices.consultingHourly.display}. The first IT assessment is free.`,
  response_time: `We respond in under ${RESPONSE_MINUTES.toronto} minutes in Toronto, ${RESPONSE_MINUTES.mississauga} in Mississauga, ${RESPONSE_MINUTES.markham} in Markham and ${RESPONSE_MINUTES.vaughan} in Vaughan and the rest of the GTA. Security incidents get a response within ${claims.incidentResponseMinutes.display}, 24/7.`,
  contact: `Call ${company.phones.main.display} or email ${company.email}. Office hours are Monday to Friday 8 a.m. to 6 p.m. and Saturday 9 a.m. to 5 p.m.; managed clients get 24/7 emergency support. We answer messages within ${REPLY_PROMISES.businessDays} business day.`,
} as const;

/** Common questions visitors ask (§3 `commonQueries`; the AI test page shows the first 5, §9). */
export const commonQueries: readonly string[] = [
  'How much do managed IT services cost per user?',
  'How fast can you respond to an IT emergency in Toronto?',
  'Do you help clinics comply with PHIPA?',
  'Can you move our office server to Microsoft 365?',
  'What does a security assessment include?',
  'Do you support law firms in the Financial District?',
  'Do you offer on-site support in Mississauga, Markham and Vaughan?',
  'Is there a long-term contract?',
];
