/**
 * What staff change on a lead: its status along the workflow and its spam mark. Each records who and when (notes:
 * desk/lead-notes.ts).
 */

import type { EntityManager } from '@mikro-orm/core';
import { canChangeLeadStatus, type LeadStatus, type StaffMember } from '@northline/schemas';
import { LeadStatusChange } from '../db/lead-status-change.entity.ts';
import { StaffUser } from '../db/staff-user.entity.ts';
import { DomainError } from '../errors.ts';
import { findLead } from './lead-detail.ts';

/**
 * Moves a lead along the status workflow (`staff.leads.setStatus`; `canChangeLeadStatus`), recording who and
 * when.
 *
 * @returns the new status, who changed it and when
 * @throws DomainError 'not-found' (404) for an unknown id; 'conflict' (409) for a move the workflow does not allow
 */
export async function changeLeadStatus(
  em: EntityManager,
  input: { id: string; status: LeadStatus },
  staff: StaffMember,
  now: Date = new Date(),
): Promise<{ id: string; status: LeadStatus; statusChangedAt: string; statusChangedBy: string }> {
  const lead = await findLead(em, input.id);
  if (!canChangeLeadStatus(lead.status, input.status)) {
    throw new DomainError('conflict', `A ${lead.status} lead cannot be marked ${input.status}`);
  }
  em.create(LeadStatusChange, {
    lead,
    fromStatus: lead.status,
    toStatus: input.status,
    changedBy: staff.id,
    changedAt: now,
  });
  lead.status = input.status;
  // The first response stops the SLA clock (desk/lead-sla.ts); a lead marked lost was not answered.
  if (!lead.firstResponseAt && input.status !== 'lost') lead.firstResponseAt = now;
  lead.statusChangedAt = now;
  lead.statusChangedBy = em.getReference(StaffUser, staff.id);
  await em.flush();
  return {
    id: lead.id,
    status: lead.status,
    statusChangedAt: now.toISOString(),
    statusChangedBy: staff.name,
  };
}

/**
 * Marks a lead spam or not spam by hand (`staff.leads.setSpam`; decision 019), recording who and when on the
 * lead. Spam hides the lead from the inbox's default view and lets the retention purge take its contact request
 * or signup after 30 days (reason `marked-by-staff`); not spam shows it again and clears the reason. Nothing is
 * notified either way: staff have already seen the lead.
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
  const lead = await findLead(em, input.id);
  lead.spam = input.spam;
  lead.spamMarkedAt = now;
  lead.spamMarkedBy = em.getReference(StaffUser, staff.id);
  const source = lead.contactRequest ?? lead.newsletterSubscription;
  if (source) {
    source.spam = input.spam;
    source.spamReason = input.spam ? 'marked-by-staff' : null;
  }
  await em.flush();
  return { id: lead.id, spam: lead.spam, spamMarkedBy: staff.name, spamMarkedAt: now.toISOString() };
}
