import { defineEntity, p } from '@mikro-orm/core';
import { ChatSession } from './chat-session.entity.ts';
import { Lead } from './lead.entity.ts';
import { Meeting } from './meeting.entity.ts';
import { StaffUser } from './staff-user.entity.ts';

/** Which stream shows an event: the session's visitor, signed-in staff, or both (events/log.ts `audienceOf`). */
export type EventAudience = 'visitor' | 'staff' | 'both';

/**
 * One event of the one event log (table `domain_event`, migrations `Migration20261126120000_live_handoff` and
 * `Migration20261205110000_domain_event`; docs/decisions/066-the-one-event-log.md): a typed, versioned state change
 * of a lead, conversation, hand-off or meeting (packages/schemas/src/events.ts), what it concerns (session, lead,
 * meeting), who made it (`actor`, a staff member; null for the visitor, the system, or an account since deleted)
 * and which stream shows it (`audience`). The id is an identity column whose values commit in order
 * (events/log.ts, the table's only writer); rows are deleted with their session or meeting (their foreign keys) and with
 * their lead (the trigger `domain_event_lead_deleted`). Read and written
 * with SQL only; the entity describes the table for the schema check.
 */
export const DomainEventSchema = defineEntity({
  name: 'DomainEvent',
  tableName: 'domain_event',
  properties: {
    id: p.bigint('string').primary().autoincrement().generated('identity'),
    session: p.manyToOne(ChatSession).nullable().deleteRule('cascade'),
    audience: p.string().$type<EventAudience>().length(10),
    type: p.string().length(40),
    payload: p.json<Record<string, unknown>>(),
    createdAt: p.datetime(),
    version: p.smallint().default(1),
    /**
     * No foreign key: its check on every append locked the lead's row. The trigger `domain_event_lead_deleted`
     * (migration `Migration20261206100000_event_log_lean`) deletes a lead's events with the lead.
     */
    lead: p.manyToOne(Lead).nullable().createForeignKeyConstraint(false),
    meeting: p.manyToOne(Meeting).nullable().deleteRule('cascade'),
    actor: p.manyToOne(StaffUser).nullable().deleteRule('set null'),
    /**
     * The appending transaction's id (`txid_current()`): the events of one change share it; 0 for rows stored
     * before it was kept and for the history a migration wrote into the log (never news: no stream and no reader
     * that keeps a position reads it). Readers that keep a position read moments older than every running
     * transaction.
     */
    moment: p.bigint('string').defaultRaw('txid_current()'),
  },
  indexes: [
    // The nullable keys' indexes hold only the rows that have the key: no reader looks up a null key.
    ...(['session_id', 'lead_id', 'meeting_id'] as const).map((key) => ({
      name: `domain_event_${key}_id_index`,
      expression: `create index "domain_event_${key}_id_index" on "domain_event" ("${key}", "id") where "${key}" is not null`,
    })),
    { properties: ['moment', 'id'] },
  ],
});

/** A stored domain event (see {@link DomainEventSchema}). */
export class DomainEvent extends DomainEventSchema.class {}
DomainEventSchema.setClass(DomainEvent);
