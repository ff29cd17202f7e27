/**
 * The CRM's deliveries planned from the event log (docs/decisions/097-the-crm-sync-reads-the-event-log.md): the
 * alert dispatcher (delivery/alert-dispatcher.ts) reads the log in order and, in the transaction that moves its
 * position, writes one `crm.sync` delivery on the `crm` channel for each lead with an event of
 * {@link CRM_EVENT_TYPES}, unless that lead's sync is still pending (the pending one reads the lead as it is when it
 * runs, so it carries the new events too). The sync itself is crm/crm-sync.ts, run by the worker's `crm` lane.
 *
 * A privacy deletion's `crm.erasure_requested` (decision 101) becomes one `crm.erase` delivery holding the HubSpot
 * ids in its `payload` (the person's `crm_record` rows are gone by then), due {@link CRM_ERASURE_DELAY_MS} after the
 * deletion; crm/crm-erasure.ts sends it. It is written whether or not the sync is on now: it waits for the lane.
 */
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { CrmErasurePayload } from '../db/delivery.entity.ts';
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
  'crm.sync_requested',
]);

/**
 * How long after a privacy deletion its HubSpot erasure is due: the delivery worker's lease (five minutes,
 * NOTIFY's `leaseMs` default), so a sync of the person's lead that was under way when the deletion committed has
 * ended, or lost its lease, before the erasure deletes what it wrote.
 */
export const CRM_ERASURE_DELAY_MS = 5 * 60 * 1000;

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

/** The erasures a page holds: each `crm.erasure_requested` with at least one HubSpot id, its event and time. */
export function crmErasuresOf(
  rows: readonly ConsumedEvent[],
): { eventId: string; at: Date; payload: CrmErasurePayload }[] {
  return rows.flatMap((row) => {
    if (row.type !== 'crm.erasure_requested') return [];
    const payload = row.payload as Partial<CrmErasurePayload>;
    const ids = (list: unknown) => (Array.isArray(list) ? list.map(String) : []);
    const erasure = { contacts: ids(payload.contacts), deals: ids(payload.deals), notes: ids(payload.notes) };
    if (erasure.contacts.length + erasure.deals.length + erasure.notes.length === 0) return [];
    return [{ eventId: String(row.id), at: new Date(row.created_at), payload: erasure }];
  });
}

/**
 * Writes the `crm.erase` delivery of each `crm.erasure_requested` of a page (no lead: the lead is gone), its HubSpot
 * ids in `payload`, due {@link CRM_ERASURE_DELAY_MS} after the event; once per event (the unique event and channel).
 *
 * @returns how many were written
 */
export async function writeCrmErasures(
  sql: SqlEntityManager,
  rows: readonly ConsumedEvent[],
): Promise<number> {
  const erasures = crmErasuresOf(rows);
  let written = 0;
  for (const erasure of erasures) {
    const due = new Date(erasure.at.getTime() + CRM_ERASURE_DELAY_MS);
    const inserted = await sql.execute<unknown[]>(
      `insert into "delivery" ("id", "channel", "topic", "urgent", "status", "attempts", "next_attempt_at",
         "created_at", "event_id", "payload")
       values (gen_random_uuid(), 'crm', 'crm.erase', false, 'pending', 0, ?, ?, cast(? as bigint), cast(? as jsonb))
       on conflict do nothing
       returning 1`,
      [due, erasure.at, erasure.eventId, JSON.stringify(erasure.payload)],
    );
    written += inserted.length;
  }
  return written;
}
