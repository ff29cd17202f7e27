/**
 * A lead's timeline (decision 043): staff notes, appended and never overwritten, and the activity history that
 * puts them in one chronological list with the lead's status changes, owners, quality changes, notifications,
 * chat events and meetings, newest first, with a filter (decision 068). Shared by the API's
 * `staff.leads.addNote` / `staff.leads.activity` and the staff app.
 */
import * as z from 'zod/mini';
import type { HandoffReason } from './live-chat.ts';
import type { LeadQuality } from './options.ts';
import {
  LEAD_NOTE_EMPTY,
  LEAD_NOTE_MAX,
  type LeadAssignmentReason,
  type LeadKind,
  type LeadStatus,
} from './staff.ts';
import { requiredText } from './text.ts';

/**
 * A note appended to a lead (`staff.leads.addNote`): the lead's id and the note's text, trimmed, 1 to
 * {@link LEAD_NOTE_MAX} characters.
 */
export const leadNoteAddSchema = z.object({
  id: z.uuid('Unknown lead'),
  body: requiredText(LEAD_NOTE_EMPTY, 'Note', LEAD_NOTE_MAX),
});
/** See {@link leadNoteAddSchema}. */
export type LeadNoteAdd = z.infer<typeof leadNoteAddSchema>;

/**
 * Who did what an activity entry reports: a staff member (`name` null when the account was deleted), the
 * platform on its own (`system`: automatic assignment, scoring, the outbox), or the visitor (a chat, a booking).
 */
export type LeadActivityActor =
  | { type: 'staff'; id: string | null; name: string | null }
  | { type: 'system' }
  | { type: 'visitor' };

/** What every activity entry carries: its kind, when (ISO 8601 instant) and who. */
interface ActivityBase {
  /** ISO 8601 instant. */
  at: string;
  actor: LeadActivityActor;
}

/** A staff note, as written. `earlier` marks the note a lead held before the timeline (author and time unknown). */
export interface LeadNoteEntry extends ActivityBase {
  kind: 'note';
  id: string;
  body: string;
  earlier: boolean;
}

/** The lead arrived: a contact request or a newsletter signup (a chat's start is a `chat` entry). */
export interface LeadReceivedEntry extends ActivityBase {
  kind: 'received';
  source: Exclude<LeadKind, 'chat'>;
}

/** A change of the lead's status. */
export interface LeadStatusEntry extends ActivityBase {
  kind: 'status';
  from: LeadStatus;
  to: LeadStatus;
}

/** A change of the lead's owner (decision 041); `from`/`to` null is unassigned, a name null a deleted account. */
export interface LeadAssignmentEntry extends ActivityBase {
  kind: 'assignment';
  from: { id: string; name: string } | null;
  to: { id: string; name: string } | null;
  reason: LeadAssignmentReason;
}

/** A change of the chat's lead quality by the scoring rules. */
export interface LeadQualityEntry extends ActivityBase {
  kind: 'quality';
  from: LeadQuality;
  to: LeadQuality;
  points: number;
}

/**
 * A notification of the lead (the outbox): its event and channel, queued at `at`, and how it went; never the
 * message itself.
 */
export interface LeadNotificationEntry extends ActivityBase {
  kind: 'notification';
  event: string;
  channel: 'email' | 'webhook';
  status: 'pending' | 'sending' | 'delivered' | 'failed';
  attempts: number;
  /** ISO 8601 instants of delivery, or of the last attempt once given up; null otherwise. */
  deliveredAt: string | null;
  failedAt: string | null;
}

/** What happened in the lead's chat (not its messages: the transcript shows those). */
export type LeadChatEvent =
  | 'started'
  | 'became-lead'
  | 'handoff-requested'
  | 'claimed'
  | 'released'
  | 'closed';

/** An event of the lead's chat; `reason` for a hand-off request. */
export interface LeadChatEntry extends ActivityBase {
  kind: 'chat';
  event: LeadChatEvent;
  reason?: HandoffReason | undefined;
}

/**
 * A meeting of the lead booked, rescheduled or cancelled (by the visitor). `start` and `status` are the meeting's
 * current ones (an earlier version's start is not kept).
 */
export interface LeadMeetingEntry extends ActivityBase {
  kind: 'meeting';
  event: 'booked' | 'rescheduled' | 'cancelled';
  meetingId: string;
  start: string;
  status: 'booked' | 'cancelled';
  consultantName: string;
}

/** One entry of a lead's activity history. */
export type LeadActivityEntry =
  | LeadNoteEntry
  | LeadReceivedEntry
  | LeadStatusEntry
  | LeadAssignmentEntry
  | LeadQualityEntry
  | LeadNotificationEntry
  | LeadChatEntry
  | LeadMeetingEntry;

/** A lead's activity history (`staff.leads.activity`), newest first. */
export interface LeadActivity {
  id: string;
  entries: LeadActivityEntry[];
}

/**
 * The timeline's filters (decision 068): every entry, staff notes, messages (what passed between the prospect and
 * us: their form, their chat's events, their meetings), or system events (status and owner changes, quality
 * changes, alerts and e-mails sent).
 */
export const LEAD_ACTIVITY_FILTERS = ['all', 'notes', 'messages', 'system'] as const;

/** One of {@link LEAD_ACTIVITY_FILTERS}. */
export type LeadActivityFilter = (typeof LEAD_ACTIVITY_FILTERS)[number];

/** The input of `staff.leads.activity`: the lead's id and, optionally, a filter (`all` when left out). */
export const leadActivityInputSchema = z.object({
  id: z.uuid('Unknown lead'),
  filter: z.optional(z.enum(LEAD_ACTIVITY_FILTERS)),
});
/** See {@link leadActivityInputSchema}. */
export type LeadActivityInput = z.infer<typeof leadActivityInputSchema>;

/** Which filter shows an entry besides `all` (see {@link LEAD_ACTIVITY_FILTERS}). */
export function activityCategory(entry: LeadActivityEntry): Exclude<LeadActivityFilter, 'all'> {
  switch (entry.kind) {
    case 'note':
      return 'notes';
    case 'received':
    case 'chat':
    case 'meeting':
      return 'messages';
    case 'status':
    case 'assignment':
    case 'quality':
    case 'notification':
      return 'system';
  }
}

/**
 * A lead's timeline as staff read it: newest first by `at`, the entries of one instant in the reverse of their
 * cause-and-effect order (the effect above its cause), then only those of `filter`.
 *
 * @param entries the entries in any order of time, entries of one instant in cause-and-effect order (the sort is
 *   stable, so that order is kept)
 * @param filter which entries to keep (`all`: every one)
 * @returns a new array; `entries` is not changed
 */
export function timelineOf(
  entries: readonly LeadActivityEntry[],
  filter: LeadActivityFilter = 'all',
): LeadActivityEntry[] {
  const oldestFirst = [...entries].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return filterActivity(oldestFirst.reverse(), filter);
}

/**
 * The entries of one filter, in their order.
 *
 * @param entries a timeline (any order)
 * @param filter which entries to keep (`all`: every one)
 */
export function filterActivity(
  entries: readonly LeadActivityEntry[],
  filter: LeadActivityFilter,
): LeadActivityEntry[] {
  return filter === 'all' ? [...entries] : entries.filter((entry) => activityCategory(entry) === filter);
}
