import type { EntityManager } from '@mikro-orm/core';
import { contactApiMessages } from '@northline/content';
import type { ContactSubmission, ContactSubmitResponse } from '@northline/schemas';
import { ContactRequest } from '../db/contact-request.entity.ts';
import { attributionColumns, type LeadCaptureDeps, type LeadOutcome, storeLead } from './lead-capture.ts';
import { judgeContactRequest, recordLead } from './leads.ts';

/**
 * Stores one lead (specification §3 "Contact request", §7 `POST /api/contact`; issue 12 lead capture): the
 * contact request with its first-touch attribution, the chat session it followed, and the spam verdict
 * (honeypot, form token), in one transaction, exactly once per idempotency key. A suspected bot gets the answer
 * a person gets; its row is flagged `spam` and never notifies sales. The lead joins the staff inbox with its
 * judged quality, and its notifications are written in the same transaction (issue 14: the outbox); a hot lead
 * wakes the worker at once.
 *
 * @param em a request-scoped entity manager
 * @param input a submission already validated by `contactSubmissionSchema`
 * @param capture the form tokens and the idempotency key
 * @returns the answer (stored id, submittedAt ISO 8601, the success toast's message of §8), `replayed`, `spamReason`
 * @throws TRPCError UNPROCESSABLE_CONTENT (422) when the idempotency key was used with another body; the driver's
 *   error when the database is unreachable (503 at the boundaries)
 */
export async function submitContactRequest(
  em: EntityManager,
  input: ContactSubmission,
  capture: LeadCaptureDeps,
): Promise<LeadOutcome<ContactSubmitResponse>> {
  const judged = judgeContactRequest(input);
  const outcome = await storeLead(em, 'contact.submit', input, capture, async (tx, verdict) => {
    const lead = tx.create(ContactRequest, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      company: input.company,
      employees: input.employees,
      message: input.message ? input.message : null,
      source: input.source ? input.source : null,
      ...attributionColumns(input.attribution),
      chatSessionId: input.chatSessionId ?? null,
      spam: verdict.spam,
      spamReason: verdict.reason,
    });
    recordLead(
      tx,
      { kind: 'contact', row: lead },
      {
        occurredAt: lead.submittedAt,
        spam: verdict.spam,
        quality: judged.quality,
        rules: judged.rules,
        channels: capture.notifier?.channels ?? [],
        notify: true,
      },
    );
    await tx.flush();
    return {
      id: lead.id,
      submittedAt: lead.submittedAt.toISOString(),
      message: contactApiMessages.success,
    };
  });
  if (!outcome.replayed && !outcome.spamReason && judged.quality === 'hot') capture.notifier?.poke();
  return outcome;
}
