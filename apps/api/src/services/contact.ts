import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { contactApiMessages } from '@northline/content';
import type { ContactSubmission, ContactSubmitResponse } from '@northline/schemas';
import {
  attributionColumns,
  insertLeadOnce,
  type LeadCaptureDeps,
  type LeadOutcome,
  prejudge,
} from './lead-capture.ts';

/**
 * Stores one lead (specification §3 "Contact request", §7 `POST /api/contact`; issue 12 lead capture): the
 * contact request with its first-touch attribution, the chat session it followed, and the spam verdict
 * (honeypot, form token), exactly once per idempotency key, in one SQL statement (issue 15: the lead path is the
 * hot path; see `insertLeadOnce`). The table is `contact_request` (entity `ContactRequest`, which owns the
 * schema). A suspected bot gets the answer a person gets; its row is flagged `spam` and never notifies sales.
 *
 * @param em a request-scoped entity manager
 * @param input a submission already validated by `contactSubmissionSchema`
 * @param capture the form tokens and the idempotency key
 * @returns the answer (stored id, submittedAt ISO 8601, the success toast's message of §8), `replayed`, `spamReason`
 * @throws TRPCError UNPROCESSABLE_CONTENT (422) when the idempotency key was used with another body; the driver's
 *   error when the database is unreachable (503 at the boundaries)
 */
export function submitContactRequest(
  em: EntityManager,
  input: ContactSubmission,
  capture: LeadCaptureDeps,
): Promise<LeadOutcome<ContactSubmitResponse>> {
  const now = capture.now ?? Date.now();
  const id = randomUUID();
  const submittedAt = new Date(now);
  const attribution = attributionColumns(input.attribution);
  return insertLeadOnce(em, {
    scope: 'contact.submit',
    key: capture.idempotencyKey,
    input,
    table: 'contact_request',
    row: {
      id,
      first_name: input.firstName,
      last_name: input.lastName,
      email: input.email,
      phone: input.phone,
      company: input.company,
      employees: input.employees,
      message: input.message ? input.message : null,
      source: input.source ? input.source : null,
      submitted_at: submittedAt,
      landing_page: attribution.landingPage,
      referrer_host: attribution.referrerHost,
      utm_source: attribution.utmSource,
      utm_medium: attribution.utmMedium,
      utm_campaign: attribution.utmCampaign,
      utm_term: attribution.utmTerm,
      utm_content: attribution.utmContent,
      gclid: attribution.gclid,
      chat_session_id: input.chatSessionId ?? null,
    },
    response: { id, submittedAt: submittedAt.toISOString(), message: contactApiMessages.success },
    prejudged: prejudge(capture.formTokens, { honeypot: input.website, formToken: input.formToken }, now),
  });
}
