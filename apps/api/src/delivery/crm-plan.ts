/**
 * The CRM's deliveries planned from the event log (docs/decisions/097-the-crm-sync-reads-the-event-log.md): the
 * alert dispatcher (delivery/alert-dispatcher.ts) reads the log in order and, in the transaction that moves its
 * position, writes one `crm.sync` delivery on the `crm` channel for each lead with an event of
 * {@link CRM_EVENT_TYPES}, unless that lead's sync is still pending (the pending one reads the lead as it is when it
 * runs, so it carries the new events too). The sync itself is crm/crm-sync.ts, run by the worker's `crm` lane.
 */
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { ConsumedEvent } from '../events/consumer.ts';

/**
 * The events that change what HubSpot holds of a lead: its arrival and contact details, quality, status and owner,
 * a staff note, a meeting booked, moved or cancelled, and the end of a live chat (its transcript).
 */
export const CRM_EVENT_TYPES: ReadonlySet<string> = new Set([
  'lead.created',
  'lead.contact_updated',
  'lead.quality_changed',
  'lead.status_changed',
  'lead.assigned',
  'lead.unassigned',
  'lead.note_added',
  'meeting.booked',
  'meeting.rescheduled',
  'meeting.cancelled',
  'handoff.ended',
]);

/** Each lead of the page with an event of {@link CRM_EVENT_TYPES}, with its last such event's id and time. */
export function crmSyncsOf(rows: readonly ConsumedEvent[]): { leadId: string; eventId: string; at: Date }[] {
  const last = new Map<string, { eventId: string; at: Date }>();
  for (const row of rows) {
    if (row.lead_id !== null && CRM_EVENT_TYPES.has(row.type)) {
      last.set(row.lead_id, { eventId: String(row.id), at: new Date(row.created_at) });
    }
  }
  return [...last].map(([leadId, event]) => ({ leadId, ...event }));
}

/**
 * Writes the `crm.sync` deliveries of a page's events, each due from its lead's last event's time (the log's
 * clock, as a lead's alerts); none for a lead already deleted or whose sync is pending.
 *
 * @returns how many were written
 */
export async function writeCrmSyncs(sql: SqlEntityManager, rows: readonly ConsumedEvent[]): Promise<number> {
  const syncs = crmSyncsOf(rows);
  if (syncs.length === 0) return 0;
  const written = await sql.execute<unknown[]>(
    `insert into "delivery" ("id", "channel", "topic", "lead_id", "urgent", "status", "attempts", "next_attempt_at",
       "created_at", "event_id")
     select gen_random_uuid(), 'crm', 'crm.sync', s."lead", false, 'pending', 0, s."at", s."at", s."event"
     from unnest(cast(? as uuid[]), cast(? as bigint[]), cast(? as timestamptz[])) as s("lead", "event", "at")
     where exists (select 1 from "lead" l where l."id" = s."lead")
       and not exists (select 1 from "delivery" d where d."lead_id" = s."lead" and d."channel" = 'crm'
         and d."status" = 'pending')
     on conflict do nothing
     returning 1`,
    [
      `{${syncs.map((s) => s.leadId).join(',')}}`,
      `{${syncs.map((s) => s.eventId).join(',')}}`,
      `{${syncs.map((s) => `"${s.at.toISOString()}"`).join(',')}}`,
    ],
  );
  return written.length;
}
