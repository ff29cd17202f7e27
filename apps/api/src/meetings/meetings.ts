/**
 * Meeting booking (docs/decisions/033-meeting-booking.md): the free slots, the race-free and idempotent booking,
 * and what a manage link may do (read, reschedule, cancel). The availability rule is
 * meetings/meeting-availability.ts; tokens scheduling/meeting-tokens.ts. Each change appends its event
 * (`meeting.booked`, `meeting.rescheduled`, `meeting.cancelled`, with the version's SEQUENCE and start) in its
 * transaction; the alert dispatcher (delivery/alert-dispatcher.ts) plans the version's e-mails and webhook from it.
 *
 * The race guard: a booking locks the bookable consultants' rows (`for update`, in id order, so two bookings never
 * deadlock), reads their meetings again under the lock and inserts; the unique key (consultant, booked slot) of
 * `meeting` refuses a second booked meeting at one consultant's slot even if a path skipped the lock. Both hold
 * on PostgreSQL and PGlite. Every booking takes the same locks, so the booking's bounds (meetings/meeting-limits.ts)
 * are counted under them too. Personal data (name, e-mail, company, phone) is stored in `meeting` and the lead's
 * contact request only, never logged and never in an error message.
 */
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { OpeningHoursRule } from '@northline/content';
import { meetingApiMessages } from '@northline/content';
import { BUSINESS_TIME_ZONE, formatTorontoDateTime, torontoDateKey } from '@northline/content/business-hours';
import type {
  MeetingBookedResponse,
  MeetingBooking,
  MeetingManageView,
  MeetingSlotsResponse,
} from '@northline/schemas';
import type { FastifyRequest } from 'fastify';
import type { LeadChannel } from '../db/delivery.entity.ts';
import { DomainError, invalidField } from '../errors.ts';
import { appendEvent } from '../events/log.ts';
import {
  type AttributionColumns,
  type AttributionRow,
  attributionColumns,
  attributionOfRow,
  attributionParams,
  runOnce,
} from '../leads/lead-capture.ts';
import { recordBookingLead, recordMeetingBooked } from '../leads/lead-rows.ts';
import {
  manageToken,
  readBookingReference,
  readManageToken,
  tokenHash,
} from '../scheduling/meeting-tokens.ts';
import {
  availableSlots,
  type ConsultantCalendar,
  freeConsultants,
  groupByTorontoDay,
  isOnSlotGrid,
  type MeetingRules,
  type SlotDay,
} from './meeting-availability.ts';
import {
  type AddressQuota,
  BookingLimitError,
  type BookingLimits,
  checkBookingBounds,
} from './meeting-limits.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** How many slots the 409 of a taken slot offers instead. */
export const NEXT_SLOTS_OFFERED = 6;

/** What the booking needs from the app (plugins/app/meetings.ts). */
export interface MeetingSettings {
  rules: MeetingRules;
  /** The booking's bounds (MEETING_BOOKINGS_PER_IP_HOUR and _DAY, MEETING_UPCOMING_PER_EMAIL and _SESSION). */
  limits: BookingLimits;
  /** The share of bookings of a request's client address (`limits.perIpHour` and `perIpDay`). */
  quotaFor: (request: FastifyRequest) => AddressQuota;
  /** MEETING_TOKEN_SECRET: signs the manage links. */
  tokenSecret: string;
  /** SITE_URL: the origin of the links in e-mails. */
  siteUrl: string;
  /** MEETING_LOCATION: the meeting link or address the invitation names. */
  location: string;
  /** The clock (tests inject a fixed one). */
  now: () => Date;
}

/** What the meeting services read from an operation's context. */
export interface MeetingContext {
  db: { em(): EntityManager };
  meetings: MeetingSettings;
}

/** The 409 of a slot taken meanwhile, with the next free slots (REST `nextSlots`, tRPC `data.details.nextSlots`). */
export class SlotTakenError extends DomainError {
  nextSlots: SlotDay['slots'] = [];
  constructor() {
    super('conflict', meetingApiMessages.slotTaken);
    this.name = 'SlotTakenError';
  }
}

/** A 400 with one issue on `start`: the time is not an offered slot. */
function notOffered(): DomainError {
  return invalidField('start', meetingApiMessages.notOffered);
}

const sqlOf = (em: EntityManager) => em as unknown as SqlEntityManager;
const dateOf = (value: Date | string) => (value instanceof Date ? value : new Date(value));

interface ConsultantRow {
  id: string;
  name: string;
  weekly_hours: OpeningHoursRule[] | string | null;
  last_assigned_at: Date | string | null;
}

const hoursOf = (value: ConsultantRow['weekly_hours']): OpeningHoursRule[] | null =>
  typeof value === 'string' ? (JSON.parse(value) as OpeningHoursRule[]) : value;

/**
 * The bookable consultants (every active staff member who has not opted out: booking is on by default, a member
 * without a booking profile takes the company's hours) with their days off and booked meetings that touch
 * [from, to), the buffer included.
 *
 * @param lock lock their rows for the transaction (a booking), in id order: the booking profiles of members who
 *   have none yet are created first (bookable), so every consultant the booking may take has a row to lock
 */
async function calendars(
  em: EntityManager,
  rules: MeetingRules,
  from: Date,
  to: Date,
  lock = false,
): Promise<(ConsultantCalendar & { name: string })[]> {
  const sql = sqlOf(em);
  if (lock) {
    await sql.execute(
      `insert into "consultant" ("staff_user_id", "bookable", "updated_at")
       select u."id", true, now() from "staff_user" u where u."disabled_at" is null on conflict do nothing`,
    );
  }
  const rows = await sql.execute<ConsultantRow[]>(
    lock
      ? `select c."staff_user_id" as "id", u."name", c."weekly_hours", c."last_assigned_at"
         from "consultant" c join "staff_user" u on u."id" = c."staff_user_id"
         where c."bookable" and u."disabled_at" is null order by c."staff_user_id" for update of c`
      : `select u."id", u."name", c."weekly_hours", c."last_assigned_at"
         from "staff_user" u left join "consultant" c on c."staff_user_id" = u."id"
         where coalesce(c."bookable", true) and u."disabled_at" is null order by u."id"`,
  );
  if (rows.length === 0) return [];
  const buffer = rules.bufferMinutes * MINUTE_MS;
  const meetings = await sql.execute<{ id: string; starts_at: Date | string; ends_at: Date | string }[]>(
    `select "consultant_staff_user_id" as "id", "starts_at", "ends_at" from "meeting"
     where "booked_slot" is not null and "starts_at" < ? and "ends_at" > ?`,
    [new Date(to.getTime() + buffer), new Date(from.getTime() - buffer)],
  );
  const daysOff = await sql.execute<{ id: string; day: string }[]>(
    `select "consultant_staff_user_id" as "id", "day" from "consultant_day_off" where "day" >= ? and "day" <= ?`,
    // The Toronto dates the range touches: a day off is a Toronto date (meetings/meeting-availability.ts).
    [torontoDateKey(from), torontoDateKey(to)],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    weeklyHours: hoursOf(row.weekly_hours),
    lastAssignedAt: row.last_assigned_at === null ? null : dateOf(row.last_assigned_at),
    daysOff: new Set(daysOff.filter((off) => off.id === row.id).map((off) => off.day)),
    busy: meetings
      .filter((meeting) => meeting.id === row.id)
      .map((meeting) => ({ startsAt: dateOf(meeting.starts_at), endsAt: dateOf(meeting.ends_at) })),
  }));
}

/**
 * The free slots from now, grouped by Toronto day.
 *
 * @param days how many days with free slots to list (1 to 21)
 * @returns `{ timeZone, durationMinutes, days: [{ date, label, slots: [{ start, end, label }] }] }`
 * @throws the driver's error when the database is unreachable (503)
 */
export async function listMeetingSlots(ctx: MeetingContext, days: number): Promise<MeetingSlotsResponse> {
  const { rules, now } = ctx.meetings;
  const at = now();
  const horizon = new Date(at.getTime() + (rules.maxDaysAhead + 1) * DAY_MS);
  const consultants = await calendars(ctx.db.em(), rules, at, horizon);
  return {
    timeZone: BUSINESS_TIME_ZONE,
    durationMinutes: rules.durationMinutes,
    days: groupByTorontoDay(availableSlots(at, consultants, rules), days),
  };
}

/** The next free slots after a refusal, flat. */
async function nextSlots(ctx: MeetingContext): Promise<SlotDay['slots']> {
  const listed = await listMeetingSlots(ctx, 3);
  return listed.days.flatMap((day) => day.slots).slice(0, NEXT_SLOTS_OFFERED);
}

/** Which of the booking's links to an existing lead check out (see {@link bookMeeting}). */
export interface LeadLinks {
  /** The chat session, only when the request holds its token and it is active. */
  sessionId?: string | undefined;
  /** The contact request of a booking reference whose signature and expiry checked out (docs/decisions/042). */
  referencedContactRequestId?: string | undefined;
  contactRequestId?: string | undefined;
}

/** A contact request a booking reference names, with its lead: who sent it and the lead's attribution. */
export interface ReferencedContact {
  leadId: string;
  /** First and last name, as one name. */
  name: string;
  email: string;
  attribution: AttributionColumns;
}

/**
 * The contact request a booking reference names and its lead, unless it was filed as spam (a person wrongly
 * filed so books as a new lead, which sales see).
 *
 * @param contactRequestId the id from {@link readBookingReference}, already checked
 * @returns undefined when there is no such request or lead any more (deleted, purged) or it is spam
 */
async function referencedContactRequest(
  em: EntityManager,
  contactRequestId: string,
): Promise<ReferencedContact | undefined> {
  const [row] = await sqlOf(em).execute<
    (AttributionRow & { lead_id: string; first_name: string; last_name: string; email: string })[]
  >(
    `select l."id" as "lead_id", c."first_name", c."last_name", c."email", c."landing_page", c."referrer_host",
       c."utm_source", c."utm_medium", c."utm_campaign", c."utm_term", c."utm_content", c."gclid"
     from "lead" l join "contact_request" c on c."id" = l."contact_request_id" where c."id" = ? and not c."spam"`,
    [contactRequestId],
  );
  if (!row) return undefined;
  return {
    leadId: row.lead_id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    attribution: attributionOfRow(row),
  };
}

/**
 * Who a booking reference names, for the booking page to fill in its name and e-mail (docs/decisions/042): the
 * contact request its browser sent, when the reference is signed, unexpired and names a request that is not spam.
 *
 * @param reference the reference as the browser sent it
 * @returns `{ name, email }`, or undefined for a reference that does not check out
 * @throws the driver's error when the database is unreachable (503)
 */
export async function bookingReferenceContact(
  ctx: MeetingContext,
  reference: string,
): Promise<{ name: string; email: string } | undefined> {
  const contactRequestId = readBookingReference(ctx.meetings.tokenSecret, reference, ctx.meetings.now());
  if (!contactRequestId) return undefined;
  const contact = await referencedContactRequest(ctx.db.em(), contactRequestId);
  return contact ? { name: contact.name, email: contact.email } : undefined;
}

/**
 * The existing lead a booking joins: the chat's; else the referenced contact request's, whose attribution the
 * meeting keeps; else the contact request's with the same e-mail.
 */
async function existingLead(
  em: EntityManager,
  links: LeadLinks,
  email: string,
): Promise<{ id: string; attribution?: AttributionColumns } | undefined> {
  const sql = sqlOf(em);
  if (links.sessionId) {
    const [row] = await sql.execute<{ id: string }[]>('select "id" from "lead" where "chat_session_id" = ?', [
      links.sessionId,
    ]);
    if (row) return { id: row.id };
  }
  if (links.referencedContactRequestId) {
    const contact = await referencedContactRequest(em, links.referencedContactRequestId);
    if (contact) return { id: contact.leadId, attribution: contact.attribution };
  }
  if (links.contactRequestId) {
    const [row] = await sql.execute<{ id: string }[]>(
      `select l."id" from "lead" l join "contact_request" c on c."id" = l."contact_request_id"
       where c."id" = ? and lower(c."email") = lower(?)`,
      [links.contactRequestId, email],
    );
    if (row) return { id: row.id };
  }
  return undefined;
}

/**
 * Appends a meeting's change (`meeting.rescheduled`, `meeting.cancelled`) with its new SEQUENCE and the version's
 * start, about the meeting and its lead, in the caller's transaction (the one that writes the change).
 */
async function appendMeetingEvent(
  tx: EntityManager,
  type: 'meeting.rescheduled' | 'meeting.cancelled',
  version: { meetingId: string; sequence: number; startsAt: Date },
  now: Date,
): Promise<void> {
  const { meetingId, sequence } = version;
  const [row] = await sqlOf(tx).execute<{ lead_id: string }[]>(
    'select "lead_id" from "meeting" where "id" = ?',
    [meetingId],
  );
  await appendEvent(tx, {
    event: { type, version: 1, payload: { meetingId, sequence, startsAt: version.startsAt.toISOString() } },
    leadId: row?.lead_id ?? null,
    meetingId,
    at: now,
  });
}

/**
 * Posts a booking's confirmation into the live conversation it came from, in the booking's transaction, when a
 * consultant is answering that chat (the chat stays live): conversations/live-chat.ts `noteBookingInLiveChat`,
 * handed in by the app's wiring (docs/decisions/077-ports-between-features.md). Nothing for a chat the assistant
 * answers: the widget shows its own confirmation there.
 *
 * @param text the confirmation sentence, as the booking's answer has it
 */
export type LiveChatBookingNote = (
  tx: EntityManager,
  sessionId: string,
  text: string,
  now: Date,
) => Promise<void>;

/**
 * The staff member answering chat `sessionId` live (who claimed it), or null when nobody does: conversations/
 * live-chat.ts `liveConsultantOf`, handed in by the app's wiring (docs/decisions/077-ports-between-features.md), so
 * the chat's state is read through the conversation module.
 */
export type LiveChatConsultant = (tx: EntityManager, sessionId: string) => Promise<string | null>;

/** What {@link bookMeeting} needs beyond the booking. */
export interface BookingDeps {
  idempotencyKey: string | undefined;
  links: LeadLinks;
  /** The live conversation's note of the booking ({@link LiveChatBookingNote}). */
  liveChatNote: LiveChatBookingNote;
  /** Who answers the chat live ({@link LiveChatConsultant}): the booking is theirs when they are free then. */
  liveChatConsultant: LiveChatConsultant;
  /** The lead notifications' channels (the new lead's `lead.created`). */
  leadChannels: readonly LeadChannel[];
  /** The client address's share of bookings (meetings/meeting-limits.ts), spent when the booking is made. */
  quota: AddressQuota;
}

/**
 * Books a free IT assessment, race-free and once per `Idempotency-Key` (leads/lead-capture.ts `runOnce`): the
 * start must be an offered slot; the booking must stay within its bounds (meetings/meeting-limits.ts: the client
 * address, the visitor session, the e-mail address), checked under the consultants' locks; the booking goes to
 * the consultant answering the chat it is booked from when they are free then, else to the free consultant the round
 * robin names; it joins the existing lead of the chat or contact request (a
 * referenced one's attribution is the meeting's), or makes a new contact lead (leads/lead-rows.ts, quality hot:
 * a booked assessment), and appends `meeting.booked`, from which the invitations, reminders and webhook are planned;
 * the lead moves to `meeting_booked` (leads/lead-rows.ts `recordMeetingBooked`: not back from a later status, not
 * over a status staff chose); booked from a chat a consultant answers, the confirmation joins that conversation
 * (`deps.liveChatNote`).
 * A refusal stores and appends nothing; a replay answers the stored result without counting against a bound.
 *
 * @returns `{ result: { meetingId, start, end, consultantName, message }, replayed }`
 * @throws DomainError 'invalid' (400, issue on `start`) when the start is not an offered slot;
 *   {@link BookingLimitError} (429 for the address or the session, 409 for the e-mail address) past a bound;
 *   {@link SlotTakenError} (409, with the next free slots) when no consultant is free any more; DomainError
 *   'unprocessable' (422) for a key reused with another body; the driver's error when the database is unreachable
 */
export async function bookMeeting(
  ctx: MeetingContext,
  input: MeetingBooking,
  deps: BookingDeps,
): Promise<{ result: MeetingBookedResponse; replayed: boolean }> {
  const settings = ctx.meetings;
  const { rules } = settings;
  const now = settings.now();
  const starts = new Date(input.start);
  if (!isOnSlotGrid(now, starts, rules)) throw notOffered();
  const ends = new Date(starts.getTime() + rules.durationMinutes * MINUTE_MS);
  try {
    const outcome = await runOnce(ctx.db.em(), 'meetings.book', deps.idempotencyKey, input, async (tx) => {
      // An address past its share is refused before it waits for the locks every booking takes.
      const blocked = await deps.quota.blockedFor();
      if (blocked !== undefined) {
        throw new BookingLimitError('address', meetingApiMessages.addressLimited, blocked);
      }
      const consultants = await calendars(tx, rules, starts, ends, true);
      // Under the locks: no other booking counts or books meanwhile.
      await checkBookingBounds(
        tx,
        settings.limits,
        { quota: deps.quota, email: input.email, sessionId: deps.links.sessionId },
        now,
      );
      const free = freeConsultants({ starts, ends }, consultants, rules);
      // Booked in a chat a consultant answers, the meeting is theirs when they are free then; else the round robin's.
      const answering = deps.links.sessionId ? await deps.liveChatConsultant(tx, deps.links.sessionId) : null;
      const chosen = free.find((consultant) => consultant.id === answering) ?? free[0];
      if (!chosen) throw new SlotTakenError();
      const sql = sqlOf(tx);
      const joined = await existingLead(tx, deps.links, input.email);
      let leadId = joined?.id;
      leadId ??= await recordBookingLead(tx, { ...input, sessionId: deps.links.sessionId ?? null }, now);
      const meetingId = randomUUID();
      const token = manageToken(settings.tokenSecret, meetingId, 0);
      const attribution = joined?.attribution ?? attributionColumns(input.attribution);
      await sql.execute(
        `insert into "meeting" ("id", "consultant_staff_user_id", "lead_id", "starts_at", "ends_at", "booked_slot", "status",
           "visitor_name", "visitor_email", "company", "phone", "landing_page", "referrer_host", "utm_source", "utm_medium",
           "utm_campaign", "utm_term", "utm_content", "gclid", "ical_uid", "sequence", "manage_token_hash", "created_at", "updated_at")
         values (?, ?, ?, ?, ?, ?, 'booked', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)`,
        [
          meetingId,
          chosen.id,
          leadId,
          starts,
          ends,
          starts,
          input.name,
          input.email,
          input.company || null,
          input.phone || null,
          ...attributionParams(attribution),
          `${meetingId}@meetings.northline-it`,
          tokenHash(token),
          now,
          now,
        ],
      );
      await sql.execute('update "consultant" set "last_assigned_at" = ? where "staff_user_id" = ?', [
        now,
        chosen.id,
      ]);
      await appendEvent(tx, {
        event: {
          type: 'meeting.booked',
          version: 1,
          payload: { meetingId, sequence: 0, startsAt: starts.toISOString() },
        },
        leadId,
        meetingId,
        at: now,
      });
      // The status follows the journey: the lead now has a meeting, unless staff chose its status.
      await recordMeetingBooked(tx, leadId, chosen.id, now);
      const message = meetingApiMessages.booked(formatTorontoDateTime(starts, { year: true }));
      // Booked from a chat a consultant answers: the confirmation joins that conversation, for both sides.
      if (deps.links.sessionId) await deps.liveChatNote(tx, deps.links.sessionId, message, now);
      // Counted before the commit, while the locks keep the next booking of this address waiting.
      await deps.quota.spend();
      return {
        meetingId,
        start: starts.toISOString(),
        end: ends.toISOString(),
        consultantName: chosen.name,
        message,
      } satisfies MeetingBookedResponse;
    });
    return outcome;
  } catch (error) {
    if (isUniqueViolation(error)) throw await withNextSlots(ctx, new SlotTakenError());
    if (error instanceof SlotTakenError) throw await withNextSlots(ctx, error);
    throw error;
  }
}

/** Whether the database refused a row for a unique key (SQLSTATE 23505): the race guard fired. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, name } = current as { code?: unknown; name?: unknown };
    if (code === '23505' || name === 'UniqueConstraintViolationException') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

async function withNextSlots(ctx: MeetingContext, error: SlotTakenError): Promise<SlotTakenError> {
  error.nextSlots = await nextSlots(ctx);
  error.details = { nextSlots: error.nextSlots };
  return error;
}

/** A meeting as a manage link reads it. */
interface ManagedMeeting {
  id: string;
  consultantId: string;
  consultantName: string;
  startsAt: Date;
  endsAt: Date;
  status: 'booked' | 'cancelled';
  sequence: number;
}

/**
 * The meeting a manage link names, checked: signature, the meeting exists, the token is its current one (a
 * reschedule replaces it), and the meeting has not ended.
 *
 * @param forChange a reschedule or cancellation: the meeting must still be booked
 * @throws DomainError 'not-found' (404) for a forged or unknown link; 'conflict' (409) for a replaced link, an
 *   ended meeting, or (forChange) a cancelled one
 */
async function managedMeeting(
  em: EntityManager,
  settings: MeetingSettings,
  token: string,
  forChange: boolean,
  lock = false,
): Promise<ManagedMeeting> {
  const named = readManageToken(settings.tokenSecret, token);
  if (!named) throw new DomainError('not-found', meetingApiMessages.linkInvalid);
  const [row] = await sqlOf(em).execute<
    {
      id: string;
      consultant_id: string;
      consultant_name: string;
      starts_at: Date | string;
      ends_at: Date | string;
      status: 'booked' | 'cancelled';
      sequence: number;
      manage_token_hash: string;
    }[]
  >(
    `select m."id", m."consultant_staff_user_id" as "consultant_id", u."name" as "consultant_name", m."starts_at",
       m."ends_at", m."status", m."sequence", m."manage_token_hash"
     from "meeting" m join "staff_user" u on u."id" = m."consultant_staff_user_id" where m."id" = ?${lock ? ' for update of m' : ''}`,
    [named.meetingId],
  );
  if (!row) throw new DomainError('not-found', meetingApiMessages.linkInvalid);
  if (forChange && row.status === 'cancelled')
    throw new DomainError('conflict', meetingApiMessages.alreadyCancelled);
  if (row.manage_token_hash !== tokenHash(token) && row.status === 'booked') {
    throw new DomainError('conflict', meetingApiMessages.linkReplaced);
  }
  const endsAt = dateOf(row.ends_at);
  if (settings.now().getTime() >= endsAt.getTime())
    throw new DomainError('conflict', meetingApiMessages.linkExpired);
  return {
    id: row.id,
    consultantId: row.consultant_id,
    consultantName: row.consultant_name,
    startsAt: dateOf(row.starts_at),
    endsAt,
    status: row.status,
    sequence: row.sequence,
  };
}

/** What a manage link shows of a meeting. */
function viewOf(meeting: ManagedMeeting, token?: string): MeetingManageView {
  return {
    meetingId: meeting.id,
    status: meeting.status,
    start: meeting.startsAt.toISOString(),
    end: meeting.endsAt.toISOString(),
    label: formatTorontoDateTime(meeting.startsAt, { year: true }),
    consultantName: meeting.consultantName,
    ...(token ? { token } : {}),
  };
}

/**
 * What a manage link shows: the meeting's time, status and consultant's name (nothing personal beyond what the
 * link's holder typed in).
 *
 * @throws DomainError 404 forged or unknown link; 409 replaced link or ended meeting
 */
export async function readManagedMeeting(ctx: MeetingContext, token: string): Promise<MeetingManageView> {
  return viewOf(await managedMeeting(ctx.db.em(), ctx.meetings, token, false));
}

/**
 * Moves a booked meeting to another offered slot, keeping its UID and consultant when they are free then, else
 * giving it to the free consultant the round robin names; raises SEQUENCE, issues a new manage link (the old one
 * stops working) and appends `meeting.rescheduled` (the updated invitations, METHOD:REQUEST, and the webhook follow).
 *
 * @returns the meeting's new view with the new link's `token`
 * @throws DomainError 'invalid' (400, `start`) for a time that is not offered; {@link SlotTakenError} (409) when
 *   nobody is free then; DomainError 404/409 for the link (see {@link readManagedMeeting}), 409 when cancelled
 */
export async function rescheduleMeeting(
  ctx: MeetingContext,
  token: string,
  start: string,
): Promise<MeetingManageView> {
  const settings = ctx.meetings;
  const { rules } = settings;
  const now = settings.now();
  const starts = new Date(start);
  if (!isOnSlotGrid(now, starts, rules)) throw notOffered();
  const ends = new Date(starts.getTime() + rules.durationMinutes * MINUTE_MS);
  try {
    const view = await ctx.db.em().transactional(async (tx) => {
      const consultants = await calendars(tx, rules, starts, ends, true);
      const meeting = await managedMeeting(tx, settings, token, true, true);
      // The meeting's own current time does not block its move.
      const own = consultants.map((consultant) => ({
        ...consultant,
        busy: consultant.busy.filter(
          (busy) =>
            !(
              consultant.id === meeting.consultantId && busy.startsAt.getTime() === meeting.startsAt.getTime()
            ),
        ),
      }));
      const free = freeConsultants({ starts, ends }, own, rules);
      const chosen = free.find((consultant) => consultant.id === meeting.consultantId) ?? free[0];
      if (!chosen) throw new SlotTakenError();
      const sequence = meeting.sequence + 1;
      const fresh = manageToken(settings.tokenSecret, meeting.id, sequence);
      await sqlOf(tx).execute(
        `update "meeting" set "consultant_staff_user_id" = ?, "starts_at" = ?, "ends_at" = ?, "booked_slot" = ?,
           "sequence" = ?, "manage_token_hash" = ?, "updated_at" = ? where "id" = ?`,
        [chosen.id, starts, ends, starts, sequence, tokenHash(fresh), now, meeting.id],
      );
      if (chosen.id !== meeting.consultantId) {
        // The former consultant's calendar drops the event; the new one's gets the update.
        await sqlOf(tx).execute('update "consultant" set "last_assigned_at" = ? where "staff_user_id" = ?', [
          now,
          chosen.id,
        ]);
      }
      await appendMeetingEvent(
        tx,
        'meeting.rescheduled',
        { meetingId: meeting.id, sequence, startsAt: starts },
        now,
      );
      return viewOf(
        {
          ...meeting,
          consultantId: chosen.id,
          consultantName: chosen.name,
          startsAt: starts,
          endsAt: ends,
          sequence,
        },
        fresh,
      );
    });
    return view;
  } catch (error) {
    if (isUniqueViolation(error)) throw await withNextSlots(ctx, new SlotTakenError());
    if (error instanceof SlotTakenError) throw await withNextSlots(ctx, error);
    throw error;
  }
}

/**
 * Cancels a booked meeting: status cancelled, its slot freed, SEQUENCE raised; appends `meeting.cancelled` (the
 * cancellations, METHOD:CANCEL, and the webhook follow). The link then answers 409 'already cancelled' to a repeat.
 *
 * @returns the meeting's view, status `cancelled`
 * @throws DomainError 404/409 for the link (see {@link readManagedMeeting}); 409 when already cancelled
 */
export async function cancelMeeting(ctx: MeetingContext, token: string): Promise<MeetingManageView> {
  const settings = ctx.meetings;
  const now = settings.now();
  const view = await ctx.db.em().transactional(async (tx) => {
    const meeting = await managedMeeting(tx, settings, token, true, true);
    const sequence = meeting.sequence + 1;
    await sqlOf(tx).execute(
      `update "meeting" set "status" = 'cancelled', "booked_slot" = null, "sequence" = ?, "updated_at" = ? where "id" = ?`,
      [sequence, now, meeting.id],
    );
    await appendMeetingEvent(
      tx,
      'meeting.cancelled',
      { meetingId: meeting.id, sequence, startsAt: meeting.startsAt },
      now,
    );
    return viewOf({ ...meeting, status: 'cancelled', sequence });
  });
  return view;
}
