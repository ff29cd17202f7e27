/**
 * What staff change on a lead: its status along the workflow and its spam mark. Each records who and when (notes:
 * desk/lead-notes.ts) and appends its domain event (events/log.ts) in the change's transaction.
 */

import type { EntityManager } from '@mikro-orm/core';
import { canChangeLeadStatus, type LeadStatus, type StaffMember } from '@northline/schemas';
import { DomainError } from '../errors.ts';
import { appendEvents, type DomainEventWrite } from '../events/log.ts';
import { recordSpamMark, recordStaffStatus } from '../leads/lead-rows.ts';
import { findLead } from './lead-detail.ts';

/**
 * Moves a lead along the status workflow (`staff.leads.setStatus`; `canChangeLeadStatus`), recording who and
 * when on the lead (through the lead table's writer, leads/lead-rows.ts `recordStaffStatus`, which marks the status
 * set by staff so the journey's moves leave it alone), in one transaction with its `lead.status_changed` event
 * (the status history: from, to, the member as its actor, the time) and, when the move is the lead's first
 * response, `lead.first_response` (by this member, channel `status`).
 *
 * @returns the new status, who changed it and when
 * @throws DomainError 'not-found' (404) for an unknown id; 'conflict' (409) for a move the workflow does not allow,
 *   or when the lead left the status it was read in before the write
 */
export async function changeLeadStatus(
  em: EntityManager,
  input: { id: string; status: LeadStatus },
  staff: StaffMember,
  now: Date = new Date(),
): Promise<{ id: string; status: LeadStatus; statusChangedAt: string; statusChangedBy: string }> {
  return em.transactional(async (tx) => {
    const lead = await findLead(tx, input.id);
    const from = lead.status;
    if (!canChangeLeadStatus(from, input.status)) {
      throw new DomainError('conflict', `A ${from} lead cannot be marked ${input.status}`);
    }
    // The first response stops the SLA clock (desk/lead-sla.ts); a lead marked lost was not answered.
    const firstResponse = !lead.firstResponseAt && input.status !== 'lost';
    const written = await recordStaffStatus(
      tx,
      { leadId: lead.id, from, to: input.status, staffUserId: staff.id, firstResponse },
      now,
    );
    // The journey moved the lead since it was read (a booking): the member chose from a status it no longer has.
    if (!written) throw new DomainError('conflict', `The lead is no longer ${from}`);
    const about = { leadId: lead.id, actorId: staff.id, at: now };
    const events: DomainEventWrite[] = [
      { ...about, event: { type: 'lead.status_changed', version: 1, payload: { from, to: input.status } } },
    ];
    if (firstResponse) {
      events.push({
        ...about,
        event: {
          type: 'lead.first_response',
          version: 1,
          payload: { staffUserId: staff.id, channel: 'status' },
        },
      });
    }
    await appendEvents(tx, events);
    return {
      id: lead.id,
      status: input.status,
      statusChangedAt: now.toISOString(),
      statusChangedBy: staff.name,
    };
  });
}

/**
 * Marks a lead spam or not spam by hand (`staff.leads.setSpam`; decision 019), recording who and when on the
 * lead through the lead table's writer (leads/lead-rows.ts `recordSpamMark`, which appends its `lead.spam_marked`
 * event). Spam hides the lead from the inbox's default view and lets the retention purge take its contact request
 * or signup after 30 days (reason `marked-by-staff`); not spam shows it again and clears the reason. Nothing is
 * notified either way: staff have already seen the lead. The mark, the source's mark and the event commit together.
 *
 * @param input `{ id, spam }`
 * @param staff who marks it
 * @param now when (tests pass their clock)
 * @returns `{ id, spam, spamMarkedBy, spamMarkedAt }`
 * @throws DomainError 'not-found' (404) for an unknown id
 */
export async function markLeadSpam(
  em: EntityManager,
  input: { id: string; spam: boolean },
  staff: StaffMember,
  now: Date = new Date(),
): Promise<{ id: string; spam: boolean; spamMarkedBy: string; spamMarkedAt: string }> {
  return em.transactional(async (tx) => {
    const lead = await findLead(tx, input.id);
    // The lead's row and its event, through the lead table's writer; the contact request's or signup's own mark
    // (what the retention purge reads) in the same transaction.
    await recordSpamMark(tx, { leadId: lead.id, spam: input.spam, staffUserId: staff.id }, now);
    const source = lead.contactRequest ?? lead.newsletterSubscription;
    if (source) {
      source.spam = input.spam;
      source.spamReason = input.spam ? 'marked-by-staff' : null;
    }
    await tx.flush();
    return { id: lead.id, spam: input.spam, spamMarkedBy: staff.name, spamMarkedAt: now.toISOString() };
  });
}
