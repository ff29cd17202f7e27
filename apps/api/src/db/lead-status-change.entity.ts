import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import type { LeadStatus } from '@northline/schemas';
import { Lead } from './lead.entity.ts';
import { StaffUser } from './staff-user.entity.ts';

/**
 * One change of a lead's status: from, to, who and when. Deleted with its lead; the staff member is
 * set to null when their account is deleted. Table `lead_status_change`.
 */
export const LeadStatusChangeSchema = defineEntity({
  name: 'LeadStatusChange',
  tableName: 'lead_status_change',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    lead: p.manyToOne(Lead).deleteRule('cascade'),
    fromStatus: p.string().$type<LeadStatus>().length(12),
    toStatus: p.string().$type<LeadStatus>().length(12),
    changedBy: p.manyToOne(StaffUser).nullable().deleteRule('set null'),
    changedAt: p.datetime(),
  },
  indexes: [{ properties: ['lead', 'changedAt'] }],
});

/** A stored status change (see {@link LeadStatusChangeSchema}). */
export class LeadStatusChange extends LeadStatusChangeSchema.class {}
LeadStatusChangeSchema.setClass(LeadStatusChange);
