import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { StaffUser } from './staff-user.entity.ts';

/**
 * What was done: an access request answered (`export`), a deletion, a mention in someone else's record redacted
 * (`redact`), or the nightly retention `purge`.
 */
export type PrivacyAction = 'export' | 'delete' | 'redact' | 'purge';

/**
 * The audit trail of privacy requests and retention purges (PIPEDA): what was done, by whom (null for
 * the nightly purge), when, and how many rows of each table it touched. It keeps no personal data: never the
 * email address asked about. Table `privacy_audit`.
 */
export const PrivacyAuditSchema = defineEntity({
  name: 'PrivacyAudit',
  tableName: 'privacy_audit',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    action: p.string().$type<PrivacyAction>().length(10),
    performedBy: p.manyToOne(StaffUser).nullable().deleteRule('set null'),
    /** Rows per table, e.g. `{ contact_request: 2, chat_session: 1 }`. */
    counts: p.json<Record<string, number>>(),
    performedAt: p.datetime().index(),
  },
});

/** A stored audit entry (see {@link PrivacyAuditSchema}). */
export class PrivacyAudit extends PrivacyAuditSchema.class {}
PrivacyAuditSchema.setClass(PrivacyAudit);
