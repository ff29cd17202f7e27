/**
 * A lead's activity history (`staff.leads.activity`; decision 043): one chronological list, drawn from the rows
 * that already record each thing as it happens, of
 * - the lead's arrival (a contact request, a newsletter signup) or its chat's start, and when a chat became a lead;
 * - staff notes (desk/lead-notes.ts), status changes (the lead's `lead.status_changed` events), owners (its
 *   `lead.assigned` and `lead.unassigned` events, by the event's actor: none for the automatic assignment);
 * - the chat's quality changes (the session's `lead.quality_changed` events) and hand-off events (the staff
 *   `handoff` events of `domain_event`: requested, claimed, released, closed), never its messages (the transcript
 *   shows those);
 * - notifications (a lead's `delivery` rows of e-mail and webhook: topic, channel, outcome and times, never the
 *   message; its HubSpot syncs are the detail's `crm` state, not notifications);
 * - meetings booked, rescheduled and cancelled (the meeting's `meeting.*` events, with the meeting's current state).
 *
 * Entries are gathered source by source, entries of the same instant in the order of cause and effect (an
 * arrival, then what the platform did with it, then staff's work, then the notifications it queued), and answered
 * newest first with the staff app's filter (`timelineOf` of @northline/schemas: the order and the filter are kept
 * apart from the queries that gather the entries). Only ids, names of staff, states and times are read from those rows, never a visitor's details: the entries carry none, except the notes'
 * text, which staff wrote.
 */

import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type {
  HandoffReason,
  HandoffState,
  LeadActivity,
  LeadActivityEntry,
  LeadActivityFilter,
  LeadAssignmentReason,
  LeadChatEntry,
  LeadKind,
  LeadMeetingEntry,
  LeadNotificationEntry,
  LeadQuality,
  LeadStatus,
} from '@northline/schemas';
import { timelineOf } from '@northline/schemas';
import { DomainError } from '../errors.ts';
import { UNKNOWN_LEAD_MESSAGE } from './lead-detail.ts';
import { leadNotes } from './lead-notes.ts';

type Sql = SqlEntityManager;
type When = Date | string;

const iso = (value: When): string => new Date(value).toISOString();

/** The lead, and the chat it came from or that its contact request followed. */
async function leadRow(sql: Sql, id: string) {
  const [row] = await sql.execute<
    {
      id: string;
      kind: LeadKind;
      occurred_at: When;
      session_id: string | null;
      session_created_at: When | null;
    }[]
  >(
    `select l."id", l."kind", l."occurred_at", s."id" as "session_id", s."created_at" as "session_created_at"
      from "lead" l left join "contact_request" c on c."id" = l."contact_request_id"
      left join "chat_session" s on s."id" = coalesce(l."chat_session_id", c."chat_session_id")
      where l."id" = ?`,
    [id],
  );
  return row;
}

async function statusEntries(sql: Sql, leadId: string): Promise<LeadActivityEntry[]> {
  const rows = await sql.execute<
    {
      from_status: LeadStatus;
      to_status: LeadStatus;
      changed_at: When;
      by_id: string | null;
      by_name: string | null;
    }[]
  >(
    `select e."payload"->>'from' as "from_status", e."payload"->>'to' as "to_status", e."created_at" as "changed_at",
        e."actor_id" as "by_id", u."name" as "by_name"
      from "domain_event" e left join "staff_user" u on u."id" = e."actor_id"
      where e."lead_id" = ? and e."type" = 'lead.status_changed' order by e."created_at", e."id"`,
    [leadId],
  );
  return rows.map((row) => ({
    kind: 'status',
    at: iso(row.changed_at),
    actor: { type: 'staff', id: row.by_id, name: row.by_name },
    from: row.from_status,
    to: row.to_status,
  }));
}

async function assignmentEntries(sql: Sql, leadId: string): Promise<LeadActivityEntry[]> {
  const rows = await sql.execute<
    {
      at: When;
      reason: LeadAssignmentReason;
      from_id: string | null;
      from_name: string | null;
      to_id: string | null;
      to_name: string | null;
      by_id: string | null;
      by_name: string | null;
    }[]
  >(
    `select e."created_at" as "at", coalesce(e."payload"->>'reason', 'reassigned') as "reason",
        e."payload"->>'previousOwnerId' as "from_id", f."name" as "from_name", e."payload"->>'ownerId' as "to_id",
        t."name" as "to_name", e."actor_id" as "by_id", b."name" as "by_name"
      from "domain_event" e left join "staff_user" f on f."id"::text = e."payload"->>'previousOwnerId'
      left join "staff_user" t on t."id"::text = e."payload"->>'ownerId' left join "staff_user" b on b."id" = e."actor_id"
      where e."lead_id" = ? and e."type" in ('lead.assigned', 'lead.unassigned') order by e."created_at", e."id"`,
    [leadId],
  );
  const member = (id: string | null, name: string | null) => (id && name ? { id, name } : null);
  return rows.map((row) => ({
    kind: 'assignment',
    at: iso(row.at),
    // Automatic assignment records no one (decision 041); a reassignment by an account since deleted has no name.
    actor:
      row.reason === 'reassigned' ? { type: 'staff', id: row.by_id, name: row.by_name } : { type: 'system' },
    from: member(row.from_id, row.from_name),
    to: member(row.to_id, row.to_name),
    reason: row.reason,
  }));
}

async function notificationEntries(sql: Sql, leadId: string): Promise<LeadNotificationEntry[]> {
  const rows = await sql.execute<
    {
      event: string;
      channel: LeadNotificationEntry['channel'];
      status: LeadNotificationEntry['status'];
      attempts: number;
      created_at: When;
      delivered_at: When | null;
      failed_at: When | null;
    }[]
  >(
    `select "topic" as "event", "channel", "status", "attempts", "created_at", "delivered_at", "failed_at"
      from "delivery" where "lead_id" = ? and "channel" <> 'crm' order by "created_at", "id"`,
    [leadId],
  );
  return rows.map((row) => ({
    kind: 'notification',
    at: iso(row.created_at),
    actor: { type: 'system' },
    event: row.event,
    channel: row.channel,
    status: row.status,
    attempts: row.attempts,
    deliveredAt: row.delivered_at ? iso(row.delivered_at) : null,
    failedAt: row.failed_at ? iso(row.failed_at) : null,
  }));
}

async function qualityEntries(sql: Sql, sessionId: string): Promise<LeadActivityEntry[]> {
  const rows = await sql.execute<
    { from_quality: LeadQuality; to_quality: LeadQuality; points: number; changed_at: When }[]
  >(
    `select "payload"->>'from' as "from_quality", "payload"->>'to' as "to_quality",
        coalesce(cast("payload"->>'points' as int), 0) as "points", "created_at" as "changed_at"
      from "domain_event" where "session_id" = ? and "type" = 'lead.quality_changed'
      order by "created_at", cast("payload"->>'messagePosition' as int), "id"`,
    [sessionId],
  );
  return rows.map((row) => ({
    kind: 'quality',
    at: iso(row.changed_at),
    actor: { type: 'system' },
    from: row.from_quality,
    to: row.to_quality,
    points: row.points,
  }));
}

/**
 * The hand-off's changes of state, from the session's staff `handoff` events (each carries the state after the
 * change and who has the chat): a new state is one entry; a repeat of the same state (the unanswered mark) is none.
 */
async function handoffEntries(sql: Sql, sessionId: string): Promise<LeadChatEntry[]> {
  const rows = await sql.execute<
    {
      state: HandoffState;
      reason: HandoffReason | null;
      consultant_id: string | null;
      consultant_name: string | null;
      created_at: When;
    }[]
  >(
    `select e."payload"->'summary'->>'state' as "state", e."payload"->'summary'->>'reason' as "reason",
        e."payload"->'summary'->'consultant'->>'id' as "consultant_id", u."name" as "consultant_name", e."created_at"
      from "domain_event" e left join "staff_user" u on u."id"::text = e."payload"->'summary'->'consultant'->>'id'
      where e."session_id" = ? and e."type" = 'conversation.handoff' order by e."id"`,
    [sessionId],
  );
  const entries: LeadChatEntry[] = [];
  let previous: (typeof rows)[number] | undefined;
  for (const row of rows) {
    if (previous?.state === row.state) continue;
    const at = iso(row.created_at);
    // Releasing or closing a claimed chat is its consultant's act; an unclaimed one's is not recorded.
    const byConsultant = (from: (typeof rows)[number] | undefined) =>
      from?.state === 'live'
        ? { type: 'staff' as const, id: from.consultant_id, name: from.consultant_name }
        : { type: 'staff' as const, id: null, name: null };
    if (row.state === 'waiting') {
      entries.push({
        kind: 'chat',
        at,
        // A hot chat is handed to a person by the platform; the visitor asked for nothing.
        actor: row.reason === 'hot-lead' ? { type: 'system' } : { type: 'visitor' },
        event: 'handoff-requested',
        ...(row.reason ? { reason: row.reason } : {}),
      });
    } else if (row.state === 'live') {
      entries.push({
        kind: 'chat',
        at,
        actor: { type: 'staff', id: row.consultant_id, name: row.consultant_name },
        event: 'claimed',
      });
    } else if (row.state === 'assistant') {
      entries.push({ kind: 'chat', at, actor: byConsultant(previous), event: 'released' });
    } else if (row.state === 'closed') {
      entries.push({ kind: 'chat', at, actor: byConsultant(previous), event: 'closed' });
    }
    previous = row;
  }
  return entries;
}

/**
 * Meetings booked, rescheduled and cancelled, from the log: each version's event (`meeting.booked`,
 * `meeting.rescheduled`, `meeting.cancelled`) at its time, with the meeting's current start, status and consultant
 * (the entries say where the meeting stands now).
 */
async function meetingEntries(sql: Sql, leadId: string): Promise<LeadMeetingEntry[]> {
  const rows = await sql.execute<
    {
      id: string;
      type: string;
      at: When;
      starts_at: When;
      status: 'booked' | 'cancelled';
      consultant_name: string;
    }[]
  >(
    `select m."id", e."type", e."created_at" as "at", m."starts_at", m."status", u."name" as "consultant_name"
      from "domain_event" e join "meeting" m on m."id" = e."meeting_id"
        join "staff_user" u on u."id" = m."consultant_staff_user_id"
      where m."lead_id" = ? and e."type" in ('meeting.booked', 'meeting.rescheduled', 'meeting.cancelled')
      order by e."id"`,
    [leadId],
  );
  return rows.map((row) => ({
    kind: 'meeting' as const,
    actor: { type: 'visitor' as const },
    meetingId: row.id,
    start: iso(row.starts_at),
    status: row.status,
    consultantName: row.consultant_name,
    at: iso(row.at),
    event:
      row.type === 'meeting.cancelled'
        ? 'cancelled'
        : row.type === 'meeting.rescheduled'
          ? 'rescheduled'
          : 'booked',
  }));
}

/**
 * One lead's activity history, newest first, with only the entries of `filter` (see the module comment for what it
 * holds; the order and the filter are `timelineOf` of @northline/schemas, apart from how the entries are read).
 *
 * @param id the lead's id (UUID)
 * @param filter `all` (default), `notes`, `messages` or `system` (`LEAD_ACTIVITY_FILTERS`)
 * @returns `{ id, entries }`; each entry has `kind`, `at` (ISO 8601), `actor` and its own fields
 * @throws DomainError 'not-found' (404) for an unknown lead
 */
export async function leadActivity(
  em: EntityManager,
  id: string,
  filter: LeadActivityFilter = 'all',
): Promise<LeadActivity> {
  const sql = em as Sql;
  const lead = await leadRow(sql, id);
  if (!lead) throw new DomainError('not-found', UNKNOWN_LEAD_MESSAGE);
  const sessionId = lead.session_id;
  const [statuses, assignments, notes, notifications, meetings, qualities, handoffs] = await Promise.all([
    statusEntries(sql, id),
    assignmentEntries(sql, id),
    leadNotes(em, id),
    notificationEntries(sql, id),
    meetingEntries(sql, id),
    sessionId ? qualityEntries(sql, sessionId) : [],
    sessionId ? handoffEntries(sql, sessionId) : [],
  ]);

  const arrival: LeadActivityEntry[] = [];
  if (lead.kind !== 'chat') {
    arrival.push({
      kind: 'received',
      at: iso(lead.occurred_at),
      actor: { type: 'visitor' },
      source: lead.kind,
    });
  }
  if (sessionId && lead.session_created_at) {
    arrival.push({
      kind: 'chat',
      at: iso(lead.session_created_at),
      actor: { type: 'visitor' },
      event: 'started',
    });
  }
  if (lead.kind === 'chat') {
    // A chat becomes a lead in the transaction that queues its first alert; its first assignment follows the commit.
    const first = [
      ...notifications.map((entry) => entry.at),
      ...assignments.map((entry) => entry.at),
    ].sort()[0];
    if (first) arrival.push({ kind: 'chat', at: first, actor: { type: 'system' }, event: 'became-lead' });
  }

  // Concatenated in the order of cause and effect; timelineOf's sort is stable, so entries of one instant keep it.
  const entries = [
    ...arrival,
    ...qualities,
    ...handoffs,
    ...assignments,
    ...statuses,
    ...meetings,
    ...notes,
    ...notifications,
  ];
  return { id, entries: timelineOf(entries, filter) };
}
