/**
 * Copy of the chat widget (specification §2 "Chat widget", §4, §8) and the facts the assistant and
 * `GET /api/ai/suggestions` answer with (§3 "Suggestions response"). The API builds the assistant's
 * instructions from the catalogue; nothing here is a prompt.
 */
import { claims, company, prices, REPLY_PROMISES, RESPONSE_MINUTES } from './company.ts';
import { type ChatWidgetTexts, chatWidgetTexts, withPhone } from './widget-texts.ts';

/** Every text the chat widget shows (§2, §4, §8): the shape the widget itself declares. */
export type ChatWidgetCopy = ChatWidgetTexts;

/** Chat widget copy: the widget's texts with the company's main phone filled in. */
export const chatWidget: ChatWidgetCopy = {
  ...chatWidgetTexts,
  footerCall: withPhone(chatWidgetTexts.footerCall, company.phones.main.display),
  errorToast: {
    ...chatWidgetTexts.errorToast,
    description: withPhone(chatWidgetTexts.errorToast.description, company.phones.main.display),
  },
  booking: {
    ...chatWidgetTexts.booking,
    noSlots: withPhone(chatWidgetTexts.booking.noSlots, company.phones.main.display),
    failed: withPhone(chatWidgetTexts.booking.failed, company.phones.main.display),
  },
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
