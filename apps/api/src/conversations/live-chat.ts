/**
 * The live hand-off (packages/schemas/src/live-chat.ts is the contract; docs/decisions/032-live-handoff-transport.md):
 * a session moves from the assistant to `waiting` (the visitor asked for a person, reported an emergency, or became
 * a hot lead during business hours), a consultant claims it (`live`), answers, and releases it to the assistant or
 * closes it. Every change is written with its events (events/log.ts: the hand-off's event and the streams'
 * conversation events) in one transaction.
 *
 * Logs carry ids and states only, never names, e-mails, phones or message text.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { company, liveChatMessages } from '@northline/content';
import {
  formatTorontoDateTime,
  isBusinessOpen,
  nextBusinessOpening,
} from '@northline/content/business-hours';
import type {
  HandoffReason,
  HandoffState,
  HandoffStatus,
  LeadQuality,
  LiveChatDetail,
  LiveChatSummary,
  LiveMessage,
  LiveMessageOffer,
  StaffRole,
  TranscriptRole,
} from '@northline/schemas';
import type { DomainEvent } from '@northline/schemas/events';
import { PreparedStatement } from '../db/prepared.ts';
import { ANYONE_PRESENT_SQL, presentMemberSql, presentSince } from '../db/staff-presence.ts';
import { DomainError, rateLimited, SIGNED_OUT_MESSAGE } from '../errors.ts';
import { appendEvent, appendEvents, type DomainEventWrite, newestDomainEventId } from '../events/log.ts';
import { handoffLeadCte } from '../leads/lead-rows.ts';
import { isUniqueViolation } from './chat-turn.ts';
import { type HandoffAdmission, secondsUntilMinuteFrees, URGENT_ADMISSION } from './live-limits.ts';

/**
 * The staff member acting on a live chat. An admin may act on any chat (claim one another consultant has, reply in
 * it, release or close it); an actor without a role is not an admin.
 */
export interface LiveActor {
  id: string;
  name: string;
  role?: StaffRole | undefined;
}

/** Whether an actor may act on a chat another consultant has claimed: admins only. */
const overrides = (actor: LiveActor): boolean => actor.role === 'admin';

/** The message of the 404 for a session that is not known. */
export const LIVE_CHAT_NOT_FOUND = liveChatMessages.notFound;
/** The message of the 409 for a call on a chat that is not waiting or live. */
export const LIVE_CHAT_NOT_OPEN = 'This chat is not waiting for a consultant.';
/** The message of the 409 for a reply or typing indicator on a chat the caller has not claimed. */
export const LIVE_CHAT_NOT_CLAIMED = 'Claim this chat before replying.';
/** The message of the 409 for a chat another consultant has: names who ('Sam Sales has this chat.'). */
export const claimedByMessage = (name: string) => `${name} has this chat.`;

/** The first name of a staff member's stored full name (the visitor sees only that). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/**
 * The chat session of a live chat named by its lead's id (staff name a chat by it: the session id is personal data
 * and stays out of URLs and logs).
 *
 * @throws DomainError not-found (404) {@link LIVE_CHAT_NOT_FOUND} for an id of no chat lead
 */
export async function liveSessionOf(em: EntityManager, leadId: string): Promise<string> {
  const [row] = await (em as SqlEntityManager).execute<{ session_id: string | null }[]>(
    'select "chat_session_id" as "session_id" from "lead" where "id" = ?',
    [leadId],
  );
  if (!row?.session_id) throw new DomainError('not-found', LIVE_CHAT_NOT_FOUND);
  return row.session_id;
}

/** A session's row as the hand-off reads it. */
interface SessionRow {
  id: string;
  handoff_state: HandoffState;
  handoff_reason: HandoffReason | null;
  handoff_requested_at: Date | string | null;
  claimed_by_id: string | null;
  claimed_at: Date | string | null;
  unanswered_at: Date | string | null;
  visitor_name: string | null;
  visitor_email: string | null;
  visitor_phone: string | null;
  visitor_company: string | null;
  lead_quality: LeadQuality;
  staff_name: string | null;
  lead_id: string | null;
  last_message: string | null;
  created_at: Date | string;
}

const iso = (value: Date | string | null): string | undefined =>
  value === null ? undefined : new Date(value).toISOString();

const SUMMARY_SELECT = `select s."id", s."handoff_state", s."handoff_reason", s."handoff_requested_at", s."claimed_by_id",
    s."claimed_at", s."unanswered_at", s."visitor_name", s."visitor_email", s."visitor_phone", s."visitor_company",
    s."lead_quality", s."created_at", u."name" as "staff_name", l."id" as "lead_id",
    (select m."content" from "chat_message" m where m."session_id" = s."id" and m."role" = 'user'
      order by m."position" desc limit 1) as "last_message"
  from "chat_session" s
  left join "staff_user" u on u."id" = s."claimed_by_id"
  left join "lead" l on l."chat_session_id" = s."id"`;

async function sessionRow(
  em: EntityManager,
  sessionId: string,
  lock = false,
): Promise<SessionRow | undefined> {
  const sql = em as SqlEntityManager;
  if (lock) await sql.execute('select 1 from "chat_session" where "id" = ? for update', [sessionId]);
  const [row] = await sql.execute<SessionRow[]>(`${SUMMARY_SELECT} where s."id" = ?`, [sessionId]);
  return row;
}

/** A session's {@link LiveChatSummary}. */
function summaryOf(row: SessionRow): LiveChatSummary {
  return {
    sessionId: row.id,
    state: row.handoff_state,
    ...(row.handoff_reason ? { reason: row.handoff_reason } : {}),
    requestedAt: iso(row.handoff_requested_at) ?? new Date(row.created_at).toISOString(),
    ...(row.visitor_name ? { visitorName: row.visitor_name } : {}),
    ...(row.visitor_company ? { company: row.visitor_company } : {}),
    leadQuality: row.lead_quality,
    ...(row.claimed_by_id && row.staff_name
      ? { consultant: { id: row.claimed_by_id, name: row.staff_name } }
      : {}),
    ...(row.last_message ? { lastMessage: row.last_message.slice(0, 140) } : {}),
    ...(row.lead_id ? { leadId: row.lead_id } : {}),
  };
}

/** Whether anyone can answer the chat now, and how soon they usually do ({@link readHandoffPresence}). */
export interface HandoffPresence {
  /** Whether any staff member is present (db/staff-presence.ts). */
  available: boolean;
  /** The minutes within which a consultant usually claims a waiting chat ({@link answerMinutesOf}). */
  answerMinutes: number;
}

/** The promise's minutes while too few hand-offs were claimed lately to measure it. */
export const DEFAULT_ANSWER_MINUTES = 5;
/** The fewest recent claims the promise is measured from. */
export const ANSWER_MINUTES_MIN_CLAIMS = 3;
/** The most recent claims the promise is measured from (the newest, of the last {@link ANSWER_MINUTES_DAYS} days). */
export const ANSWER_MINUTES_CLAIMS = 50;
/** How far back the claims the promise is measured from go, in days. */
export const ANSWER_MINUTES_DAYS = 30;
/** The longest promise, in minutes: a slower desk promises no more than this. */
export const ANSWER_MINUTES_MAX = 30;

/**
 * The minutes a waiting visitor is promised: the median time from a hand-off's request to its claim over the
 * newest {@link ANSWER_MINUTES_CLAIMS} claims of the last {@link ANSWER_MINUTES_DAYS} days, in whole minutes
 * rounded up, at least 1 and at most {@link ANSWER_MINUTES_MAX}; {@link DEFAULT_ANSWER_MINUTES} from fewer than
 * {@link ANSWER_MINUTES_MIN_CLAIMS} claims.
 *
 * @param medianSeconds the median claim time in seconds, null when nothing was claimed
 * @param claims how many claims the median is of
 */
export function answerMinutesOf(medianSeconds: number | null, claims: number): number {
  if (medianSeconds === null || claims < ANSWER_MINUTES_MIN_CLAIMS) return DEFAULT_ANSWER_MINUTES;
  return Math.min(ANSWER_MINUTES_MAX, Math.max(1, Math.ceil(medianSeconds / 60)));
}

/**
 * Reads, in one statement, whether anyone is present at `now` (db/staff-presence.ts) and the measured promise
 * ({@link answerMinutesOf}) from the sessions' request and claim times.
 */
export async function readHandoffPresence(em: EntityManager, now: Date): Promise<HandoffPresence> {
  const [row] = await HANDOFF_PRESENCE.run<PresenceRow>(em, [oldestClaimCounted(now), presentSince(now)]);
  return { available: row?.available === true, answerMinutes: answerMinutesOfRow(row) };
}

/**
 * The presence of a hand-off whose caller read `available` already, with its own statement (a chat turn reads it
 * with its session, conversations/chat.ts): the measured promise is read only when it is given, someone present
 * inside business hours ({@link handoffStatusOf}); otherwise {@link DEFAULT_ANSWER_MINUTES} stands in, unused.
 *
 * @param available whether anyone is present (db/staff-presence.ts `ANYONE_PRESENT_SQL`), read at about `now`
 */
export async function handoffPresenceOf(
  em: EntityManager,
  available: boolean,
  now: Date,
): Promise<HandoffPresence> {
  if (!available || !isBusinessOpen(now)) return { available, answerMinutes: DEFAULT_ANSWER_MINUTES };
  const [row] = await ANSWER_MINUTES.run<PresenceRow>(em, [oldestClaimCounted(now)]);
  return { available, answerMinutes: answerMinutesOfRow(row) };
}

/** The oldest claim the promise counts at `now`. */
const oldestClaimCounted = (now: Date) => new Date(now.getTime() - ANSWER_MINUTES_DAYS * 86_400_000);

/** A row of {@link HANDOFF_PRESENCE} or {@link ANSWER_MINUTES} (the latter without `available`). */
interface PresenceRow {
  available?: boolean;
  median_seconds: number | string | null;
  claims: number;
}

/** The promise's minutes of a {@link PresenceRow}. */
function answerMinutesOfRow(row: PresenceRow | undefined): number {
  return answerMinutesOf(
    row?.median_seconds === null || row?.median_seconds === undefined ? null : Number(row.median_seconds),
    row?.claims ?? 0,
  );
}

/**
 * The newest {@link ANSWER_MINUTES_CLAIMS} claims' times, as the CTE `"claims"` (parameter: the oldest claim
 * counted), and the median and count of them as two columns.
 */
const CLAIMS_CTE = `"claims" as (
      select extract(epoch from s."claimed_at" - s."handoff_requested_at") as "seconds" from "chat_session" s
      where s."claimed_at" is not null and s."claimed_at" >= s."handoff_requested_at" and s."claimed_at" > ?
      order by s."claimed_at" desc limit ${ANSWER_MINUTES_CLAIMS})`;
const CLAIMS_COLUMNS = `(select percentile_cont(0.5) within group (order by c."seconds") from "claims" c) as "median_seconds",
      (select count(*)::int from "claims") as "claims"`;

/**
 * {@link readHandoffPresence}'s statement, prepared once per connection (parameters: the oldest claim counted,
 * {@link presentSince}).
 */
const HANDOFF_PRESENCE = new PreparedStatement(
  'handoff_presence',
  `with ${CLAIMS_CTE} select ${ANYONE_PRESENT_SQL} as "available", ${CLAIMS_COLUMNS}`,
);

/** {@link handoffPresenceOf}'s read of the promise alone, prepared once per connection (the oldest claim counted). */
const ANSWER_MINUTES = new PreparedStatement('answer_minutes', `with ${CLAIMS_CTE} select ${CLAIMS_COLUMNS}`);

/**
 * What the visitor is told of a session's hand-off at `now` (a pure rule; the clock and the presence are the
 * caller's):
 * - `waiting` inside business hours, before the claim timed out, while someone is present: a consultant can answer
 *   (`live: true`) and usually does within the measured minutes;
 * - `waiting` inside business hours while nobody is present, or after the timeout: `live: false`, nobody can join
 *   right now, and `askForContact` (an e-mail or a phone number) when neither is known;
 * - `waiting` outside business hours: `live: false`, the next opening in Toronto time, and `askForContact` as above;
 *   an emergency names the 24/7 line whenever nobody can answer and while someone is awaited;
 * - `live`: the consultant's first name; `closed`: the conversation ended; `assistant`: the assistant answers, and
 *   `live` says whether a person could join now (business hours and someone present).
 * Business hours: `isBusinessOpen` / `nextBusinessOpening` of `@northline/content/business-hours` (company.hours
 * less Ontario statutory holidays). Presence: db/staff-presence.ts. The words are `liveChatMessages` of
 * `@northline/content`.
 */
export function handoffStatusOf(
  row: Pick<
    SessionRow,
    'handoff_state' | 'handoff_reason' | 'unanswered_at' | 'visitor_email' | 'visitor_phone' | 'staff_name'
  >,
  now: Date,
  presence: HandoffPresence,
): HandoffStatus {
  const state = row.handoff_state;
  const reason = row.handoff_reason ?? undefined;
  const contactKnown = Boolean(row.visitor_email || row.visitor_phone);
  const t = liveChatMessages;
  const emergencyLine = reason === 'emergency' ? ` ${t.emergency(company.phones.main.display)}` : '';
  if (state === 'live') {
    const name = firstName(row.staff_name ?? t.someConsultant);
    return {
      state,
      reason,
      consultantName: name,
      expectation: t.joined(name),
      live: true,
      askForContact: false,
    };
  }
  if (state === 'closed') {
    return {
      state,
      reason,
      expectation: t.closed,
      live: false,
      askForContact: false,
    };
  }
  const open = isBusinessOpen(now);
  if (state === 'assistant') {
    return {
      state,
      expectation: t.assistant,
      live: open && presence.available,
      askForContact: false,
    };
  }
  if (open && presence.available && !row.unanswered_at) {
    return {
      state,
      reason,
      expectation: `${t.waiting(presence.answerMinutes)}${emergencyLine}`,
      live: true,
      askForContact: false,
    };
  }
  const ask = ` ${contactKnown ? t.contactKnown : t.askForContact}`;
  if (!open) {
    const next = nextBusinessOpening(now);
    return {
      state,
      reason,
      expectation: `${t.away(formatTorontoDateTime(next))}${ask}${emergencyLine}`,
      live: false,
      nextOpening: next.toISOString(),
      askForContact: !contactKnown,
    };
  }
  return {
    state,
    reason,
    expectation: `${row.unanswered_at ? t.noneFree : t.nobodyAvailable}${ask}${emergencyLine}`,
    live: false,
    askForContact: !contactKnown,
  };
}

/** Whether a session's status depends on presence (it waits, or the assistant answers). */
const asksPresence = (state: HandoffState): boolean => state === 'waiting' || state === 'assistant';

/** Nobody present: the presence of a status that does not ask for it ({@link asksPresence}). */
const UNASKED: HandoffPresence = { available: false, answerMinutes: DEFAULT_ANSWER_MINUTES };

/** A session's {@link HandoffStatus} at `now`, reading the presence only when the status depends on it. */
async function statusAt(em: EntityManager, row: SessionRow, now: Date): Promise<HandoffStatus> {
  const presence = asksPresence(row.handoff_state) ? await readHandoffPresence(em, now) : UNASKED;
  return handoffStatusOf(row, now, presence);
}

/**
 * Appends the events of a hand-off's change in one append: those given first (the change itself, e.g.
 * `handoff.claimed`, about the session and its lead, by `actorId`), then the streams' `conversation.status` (the
 * visitor's) and `conversation.handoff` (staff's), about the session only (they carry what the streams show).
 * The visitor's status is `known` when the caller has it already, else read at `now`.
 */
async function publishState(
  em: EntityManager,
  row: SessionRow,
  now: Date,
  change: readonly DomainEvent[] = [],
  actorId: string | null = null,
  known?: HandoffStatus,
): Promise<void> {
  const status = known ?? (await statusAt(em, row, now));
  const session = { sessionId: row.id, actorId, at: now };
  const writes: DomainEventWrite[] = [
    ...change.map((event) => ({ ...session, leadId: row.lead_id, event })),
    {
      ...session,
      event: { type: 'conversation.status', version: 1, payload: { status } },
    },
    { ...session, event: { type: 'conversation.handoff', version: 1, payload: { summary: summaryOf(row) } } },
  ];
  await appendEvents(em, writes);
}

/**
 * Moves a session no consultant was asked for yet (not `waiting`, not `live`) to `waiting`, in one statement: the
 * reason and time, no consultant, and a lead when the session is none (leads/lead-rows.ts `handoffLeadCte`). The
 * update takes the session's row lock, as every writer of a session does.
 *
 * @returns the session's row after the move, and whether its lead was made now; undefined when nothing moved (no
 *   row, or a consultant was asked already)
 */
async function moveToWaiting(
  tx: EntityManager,
  request: Pick<HandoffRequest, 'sessionId' | 'reason' | 'now'>,
): Promise<(SessionRow & { lead_created: boolean }) | undefined> {
  const [row] = await (tx as SqlEntityManager).execute<(SessionRow & { lead_created: boolean })[]>(
    `with "moved" as (
        update "chat_session" set "handoff_state" = 'waiting', "handoff_reason" = ?, "handoff_requested_at" = ?,
          "claimed_by_id" = null, "claimed_at" = null, "unanswered_at" = null, "closed_at" = null
        where "id" = ? and "handoff_state" not in ('waiting', 'live') returning *),
      ${handoffLeadCte('moved')}
    select s."id", s."handoff_state", s."handoff_reason", s."handoff_requested_at", s."claimed_by_id",
      s."claimed_at", s."unanswered_at", s."visitor_name", s."visitor_email", s."visitor_phone", s."visitor_company",
      s."lead_quality", s."created_at", null as "staff_name",
      coalesce((select "id" from "handoff_lead"), (select l."id" from "lead" l where l."chat_session_id" = s."id"))
        as "lead_id",
      (select m."content" from "chat_message" m where m."session_id" = s."id" and m."role" = 'user'
        order by m."position" desc limit 1) as "last_message",
      exists (select 1 from "handoff_lead") as "lead_created"
    from "moved" s`,
    [request.reason, request.now, request.sessionId, 'en'],
  );
  return row ? { ...row, lead_created: row.lead_created === true } : undefined;
}

/** What a chat turn that hands the chat to a person knows of it (conversations/chat.ts). */
export interface TurnHandoff {
  reason: HandoffReason;
  /** The turn's time: the request's. */
  now: Date;
  /** How its alert goes (conversations/live-limits.ts; an emergency's is always urgent). */
  alert: 'urgent' | 'batched';
  /** The visitor's status the turn answers with ({@link handoffStatusOf} at `now`). */
  status: HandoffStatus;
}

/**
 * The events of the hand-off a chat turn makes, in the order they are appended: `handoff.requested` (about the
 * session's lead), the visitor's `conversation.status` and staff's `conversation.handoff`, as {@link requestHandoff}
 * appends them for a request of its own. The turn writes them in its one statement (conversations/chat-turn.ts
 * `storeTurn`), which adds the lead's id to the summary (`leadId`) since the lead may be made by the same statement.
 *
 * @param session the session after the turn: its id, creation time, quality, the visitor's name and company, and
 *   the visitor's message of the turn (the summary's `lastMessage`)
 */
export function turnHandoffEvents(
  session: {
    id: string;
    createdAt: Date;
    leadQuality: LeadQuality;
    visitorName: string | null;
    visitorCompany: string | null;
    lastMessage: string;
  },
  handoff: TurnHandoff,
): [requested: DomainEvent, status: DomainEvent, summary: DomainEvent] {
  const summary = summaryOf({
    id: session.id,
    handoff_state: 'waiting',
    handoff_reason: handoff.reason,
    handoff_requested_at: handoff.now,
    claimed_by_id: null,
    claimed_at: null,
    unanswered_at: null,
    visitor_name: session.visitorName,
    visitor_email: null,
    visitor_phone: null,
    visitor_company: session.visitorCompany,
    lead_quality: session.leadQuality,
    staff_name: null,
    lead_id: null,
    last_message: session.lastMessage,
    created_at: session.createdAt,
  });
  return [
    { type: 'handoff.requested', version: 1, payload: { trigger: handoff.reason, alert: handoff.alert } },
    { type: 'conversation.status', version: 1, payload: { status: handoff.status } },
    { type: 'conversation.handoff', version: 1, payload: { summary } },
  ];
}

/** What a hand-off request needs beside the session. */
export interface HandoffRequest {
  sessionId: string;
  reason: HandoffReason;
  now: Date;
  /**
   * Counts the request against its client address and says how it is taken (conversations/live-limits.ts); asked only
   * when the request moves the session, so a repeat of a pending request is not counted. Absent: alerted at once.
   */
  admit?: (() => Promise<HandoffAdmission>) | undefined;
}

/** What {@link requestHandoff} did. */
export interface HandoffOutcome {
  /** Where the hand-off stands, as the visitor is told. */
  status: HandoffStatus;
  /** Whether the session moved to `waiting` (false: a request was pending, or a consultant has the chat). */
  moved: boolean;
}

/** The message of the 429 of a hand-off request beyond the client address's hourly limit. */
export const HANDOFF_LIMITED_MESSAGE = liveChatMessages.handoffLimited(company.phones.main.display);

/**
 * Moves a session to `waiting` in the caller's transaction (or one of its own): records the reason and time,
 * makes the session a lead when it is not one (leads/lead-rows.ts), and appends `handoff.requested`, the
 * visitor's `status` and staff's `handoff` events. The alert dispatcher (delivery/alert-dispatcher.ts) plans the
 * hand-off's alert from `handoff.requested`, whose `alert` says how it goes: at once, or with the next alert batch
 * when `admit` says the client address has asked for more than its urgent alerts this hour (decision 060).
 *
 * A session already `waiting` or `live` stays as it is: no alert, nothing counted, and the answer says where it
 * stands with `alreadyRequested` (a consultant was asked already).
 *
 * @returns the visitor's {@link HandoffStatus}, and whether the session moved
 * @throws DomainError not-found (404) when the session has no row; rate-limited (429, with `Retry-After`)
 *   {@link HANDOFF_LIMITED_MESSAGE} when `admit` refuses the request
 */
export async function requestHandoff(em: EntityManager, request: HandoffRequest): Promise<HandoffOutcome> {
  return em.transactional(async (tx) => {
    const statusOf = (row: SessionRow) => statusAt(tx, row, request.now);
    let moved = await moveToWaiting(tx, request);
    if (!moved) {
      const before = await sessionRow(tx, request.sessionId, true);
      if (!before) throw new DomainError('not-found', LIVE_CHAT_NOT_FOUND);
      if (before.handoff_state === 'waiting' || before.handoff_state === 'live') {
        return { status: { ...(await statusOf(before)), alreadyRequested: true }, moved: false };
      }
      // Released between the two statements: the row is locked now, so the move takes it.
      moved = await moveToWaiting(tx, request);
      if (!moved) throw new DomainError('not-found', LIVE_CHAT_NOT_FOUND);
    }
    // The admission is asked once the session moved (a repeat of a pending request is not counted); a refusal
    // rolls the move back.
    const admission = request.admit ? await request.admit() : URGENT_ADMISSION;
    if ('refused' in admission) throw rateLimited(HANDOFF_LIMITED_MESSAGE, admission.retryAfterSeconds);
    const { lead_created: leadCreated, ...after } = moved;
    const change: DomainEvent[] = [];
    if (leadCreated) {
      change.push({
        type: 'lead.created',
        version: 1,
        payload: {
          kind: 'chat',
          quality: after.lead_quality,
          status: 'new',
          spam: false,
          source: 'handoff',
          // The widget's button: English, until the chat's next turn notes the conversation's language.
          language: 'en',
        },
      });
    }
    change.push({
      type: 'handoff.requested',
      version: 1,
      payload: { trigger: request.reason, alert: admission.alert },
    });
    const status = await statusOf(after);
    await publishState(tx, after, request.now, change, null, status);
    return { status, moved: true };
  });
}

/**
 * The visitor's {@link HandoffStatus} of a session, or undefined for a session without a row.
 */
export async function handoffStatus(
  em: EntityManager,
  sessionId: string,
  now: Date,
): Promise<HandoffStatus | undefined> {
  const row = await sessionRow(em, sessionId);
  return row ? statusAt(em, row, now) : undefined;
}

/** The follow-up details a visitor leaves with a hand-off: an e-mail as typed, a phone number in E.164. */
export interface HandoffContact {
  email?: string | undefined;
  phone?: string | undefined;
}

/**
 * Stores the follow-up details a visitor leaves with a hand-off (`chat.handoff` `{ email?, phone? }`) on the
 * session in one transaction: each only where the session has none (a stored detail stays), the lead's
 * `lead.contact_updated` (the fields, never their values) when the session is a lead already, and, while the
 * session waits, the visitor's `status` (its `askForContact` now false) and staff's `handoff` events, so every tab
 * and the staff app show the change. Nothing is written when nothing changed.
 *
 * @returns the contact fields stored now (empty when none changed, or the session has no row)
 */
export async function leaveHandoffContact(
  em: EntityManager,
  sessionId: string,
  contact: HandoffContact,
  now: Date,
): Promise<('email' | 'phone')[]> {
  if (!contact.email && !contact.phone) return [];
  return em.transactional(async (tx) => {
    const before = await sessionRow(tx, sessionId, true);
    if (!before) return [];
    const fields: ('email' | 'phone')[] = [];
    if (contact.email && !before.visitor_email) fields.push('email');
    if (contact.phone && !before.visitor_phone) fields.push('phone');
    if (fields.length === 0) return [];
    await (tx as SqlEntityManager).execute(
      `update "chat_session" set "visitor_email" = coalesce("visitor_email", ?),
        "visitor_phone" = coalesce("visitor_phone", ?) where "id" = ?`,
      [contact.email ?? null, contact.phone ?? null, sessionId],
    );
    const after = await sessionRow(tx, sessionId);
    if (!after) return [];
    const change: DomainEvent[] = after.lead_id
      ? [{ type: 'lead.contact_updated', version: 1, payload: { fields: [...fields].sort() } }]
      : [];
    if (after.handoff_state === 'waiting') await publishState(tx, after, now, change);
    else if (after.lead_id && change[0])
      await appendEvent(tx, { event: change[0], leadId: after.lead_id, sessionId, at: now });
    return fields;
  });
}

/**
 * The sessions waiting for a consultant (oldest request first) and those a consultant answers (newest request
 * first). Each waiting chat says who it is offered to (`offeredTo`): the members present at `now` by the one
 * presence fact ({@link presentMemberSql}, db/staff-presence.ts), by name, in one read for the whole list; empty
 * when nobody is (the visitor is then told nobody can join now, {@link handoffStatusOf}).
 *
 * @param now the app's clock, the one presence is read against
 * @returns `{ waiting, active }` as {@link LiveChatSummary} lists
 */
export async function listLiveChats(
  em: EntityManager,
  now: Date,
): Promise<{ waiting: LiveChatSummary[]; active: LiveChatSummary[] }> {
  const sql = em as SqlEntityManager;
  const waiting = await sql.execute<SessionRow[]>(
    `${SUMMARY_SELECT} where s."handoff_state" = 'waiting' order by s."handoff_requested_at" asc`,
  );
  const active = await sql.execute<SessionRow[]>(
    `${SUMMARY_SELECT} where s."handoff_state" = 'live' order by s."handoff_requested_at" desc`,
  );
  const offeredTo =
    waiting.length === 0
      ? []
      : await sql.execute<{ id: string; name: string }[]>(
          `select u."id", u."name" from "staff_user" u where ${presentMemberSql('u')} order by u."name", u."id"`,
          [presentSince(now)],
        );
  return {
    waiting: waiting.map((row) => ({
      ...summaryOf(row),
      offeredTo: offeredTo.map(({ id, name }) => ({ id, name })),
    })),
    active: active.map(summaryOf),
  };
}

/** A stored message as the live views show it. */
interface MessageRow {
  id: string;
  role: TranscriptRole;
  content: string;
  created_at: Date | string;
  author_name: string | null;
}

function liveMessageOf(row: MessageRow): LiveMessage {
  return {
    id: row.id,
    role: row.role,
    ...(row.role === 'consultant' && row.author_name ? { authorName: firstName(row.author_name) } : {}),
    content: row.content,
    timestamp: new Date(row.created_at).toISOString(),
  };
}

/**
 * Everything a consultant sees of one session: summary, whole transcript (consultants' messages with their first
 * names), visitor details, services, quality reasons, attribution, the recommendation, and the newest event id
 * (read before the rest, so the stream resumes without a gap).
 *
 * @throws DomainError not-found (404) for an unknown session
 */
export async function getLiveChat(em: EntityManager, sessionId: string): Promise<LiveChatDetail> {
  const sql = em as SqlEntityManager;
  const lastEventId = await newestDomainEventId(em);
  const row = await sessionRow(em, sessionId);
  if (!row) throw new DomainError('not-found', LIVE_CHAT_NOT_FOUND);
  const [facts] = await sql.execute<{ interested_services: string[] | string }[]>(
    'select "interested_services" from "chat_session" where "id" = ?',
    [sessionId],
  );
  const changes = await sql.execute<
    { to_quality: LeadQuality; fired_rules: { description: string }[] | string; changed_at: Date | string }[]
  >(
    `select "payload"->>'to' as "to_quality", coalesce("payload"->'rules', '[]') as "fired_rules",
        "created_at" as "changed_at"
      from "domain_event" where "session_id" = ? and "type" = 'lead.quality_changed'
      order by "created_at", cast("payload"->>'messagePosition' as int), "id"`,
    [sessionId],
  );
  const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  const messages = await sql.execute<MessageRow[]>(
    `select m."id", m."role", m."content", m."created_at", u."name" as "author_name" from "chat_message" m
      left join "staff_user" u on u."id" = m."author_id" where m."session_id" = ? order by m."position"`,
    [sessionId],
  );
  const [attribution] = await sql.execute<Record<string, string | null>[]>(
    `select "landing_page" as "landingPage", "referrer_host" as "referrerHost", "utm_source" as "utmSource", "utm_medium" as "utmMedium",
      "utm_campaign" as "utmCampaign", "utm_term" as "utmTerm", "utm_content" as "utmContent", "gclid"
      from "chat_session" where "id" = ?`,
    [sessionId],
  );
  const visitor: LiveChatDetail['visitor'] = {};
  if (row.visitor_name) visitor.name = row.visitor_name;
  if (row.visitor_email) visitor.email = row.visitor_email;
  if (row.visitor_phone) visitor.phone = row.visitor_phone;
  if (row.visitor_company) visitor.company = row.visitor_company;
  return {
    summary: summaryOf(row),
    messages: messages.map(liveMessageOf),
    visitor,
    interestedServices: facts ? json(facts.interested_services) : [],
    qualityReasons: changes.map((change) => ({
      quality: change.to_quality,
      rules: json(change.fired_rules).map((rule) => rule.description),
      at: new Date(change.changed_at).toISOString(),
    })),
    attribution: attribution ?? {},
    lastEventId: lastEventId === '0' ? null : lastEventId,
  };
}

/**
 * Claims a waiting session for a consultant with one conditional update (`where handoff_state = 'waiting'`), so
 * of two claims at once exactly one wins; the visitor's `status` names the consultant's first name. An admin may
 * also take over a live chat another consultant has (the visitor is told the admin's first name).
 *
 * The claim first takes a share lock on the actor's account row, active only: a member being disabled (whose
 * transaction holds that row locked to return their chats to the queue, staff/staff-auth.ts) is refused, and a
 * claim that got there first is returned to the queue with the rest.
 *
 * @returns the session's summary (state `live`); the same when the caller already has it
 * @throws DomainError not-found (404) for an unknown session; conflict (409) naming who has it, or
 *   {@link LIVE_CHAT_NOT_OPEN} when it is not waiting; unauthenticated (401) for a disabled actor
 */
export async function claimLiveChat(
  em: EntityManager,
  sessionId: string,
  actor: LiveActor,
  now: Date = new Date(),
): Promise<LiveChatSummary> {
  return em.transactional(async (tx) => {
    const sql = tx as SqlEntityManager;
    const active = await sql.execute<{ id: string }[]>(
      'select "id" from "staff_user" where "id" = ? and "disabled_at" is null for share',
      [actor.id],
    );
    if (active.length === 0) throw new DomainError('unauthenticated', SIGNED_OUT_MESSAGE);
    const claimed = await sql.execute<{ id: string }[]>(
      `update "chat_session" set "handoff_state" = 'live', "claimed_by_id" = ?, "claimed_at" = ?
        where "id" = ? and ("handoff_state" = 'waiting'
          or (?::boolean and "handoff_state" = 'live' and "claimed_by_id" is distinct from ?))
        returning "id"`,
      [actor.id, now, sessionId, overrides(actor), actor.id],
    );
    const row = await sessionRow(tx, sessionId);
    if (!row) throw new DomainError('not-found', LIVE_CHAT_NOT_FOUND);
    if (claimed.length === 0) {
      if (row.handoff_state === 'live' && row.claimed_by_id === actor.id) return summaryOf(row);
      if (row.handoff_state === 'live')
        throw new DomainError('conflict', claimedByMessage(row.staff_name ?? 'Another consultant'));
      throw new DomainError('conflict', LIVE_CHAT_NOT_OPEN);
    }
    await publishState(
      tx,
      row,
      now,
      [{ type: 'handoff.claimed', version: 1, payload: { staffUserId: actor.id } }],
      actor.id,
    );
    return summaryOf(row);
  });
}

/**
 * Locks the session for a consultant's call and refuses one the caller has not claimed: one statement (the row
 * locked, its state, who has it and their name), the hot path of every reply and typing indicator.
 */
async function claimedRow(tx: EntityManager, sessionId: string, actor: LiveActor): Promise<void> {
  const [row] = await (tx as SqlEntityManager).execute<
    Pick<SessionRow, 'handoff_state' | 'claimed_by_id' | 'staff_name'>[]
  >(
    `select s."handoff_state", s."claimed_by_id", u."name" as "staff_name" from "chat_session" s
      left join "staff_user" u on u."id" = s."claimed_by_id" where s."id" = ? for update of s`,
    [sessionId],
  );
  if (!row) throw new DomainError('not-found', LIVE_CHAT_NOT_FOUND);
  if (row.handoff_state !== 'live') throw new DomainError('conflict', LIVE_CHAT_NOT_CLAIMED);
  if (row.claimed_by_id !== actor.id && !overrides(actor))
    throw new DomainError('conflict', claimedByMessage(row.staff_name ?? 'Another consultant'));
}

/**
 * Stores a message of the session at the next position, touches the session (`updated_at`, `ended_at` cleared)
 * in the same statement, and publishes it (`message`, to both sides); in the caller's transaction. A visitor
 * message is marked `to_person`: it counts in the live chat's limit, never in the assistant's.
 */
export async function storeLiveMessage(
  tx: EntityManager,
  message: {
    sessionId: string;
    role: TranscriptRole;
    content: string;
    authorId: string | null;
    now: Date;
    idempotencyKey?: string | null | undefined;
    /** What a consultant's message offers beside its text: published with it, not stored in the row. */
    offer?: LiveMessageOffer | undefined;
  },
): Promise<LiveMessage> {
  const sql = tx as SqlEntityManager;
  const [row] = await sql.execute<MessageRow[]>(
    `with "m" as (insert into "chat_message" ("id", "session_id", "position", "role", "content", "created_at", "author_id",
          "idempotency_key", "to_person")
        select gen_random_uuid(), ?, coalesce(max("position"), -1) + 1, ?, ?, ?, ?, ?, ? from "chat_message"
        where "session_id" = ?
        returning *),
      "s" as (update "chat_session" set "updated_at" = ?, "ended_at" = null
        where "id" in (select "session_id" from "m"))
      select m."id", m."role", m."content", m."created_at", u."name" as "author_name"
      from "m" m left join "staff_user" u on u."id" = m."author_id"`,
    [
      message.sessionId,
      message.role,
      message.content,
      message.now,
      message.authorId,
      message.idempotencyKey ?? null,
      message.role === 'user',
      message.sessionId,
      message.now,
    ],
  );
  if (!row) throw new DomainError('not-found', LIVE_CHAT_NOT_FOUND);
  const live: LiveMessage = message.offer
    ? { ...liveMessageOf(row), offer: message.offer }
    : liveMessageOf(row);
  await appendEvent(tx, {
    event: { type: 'conversation.message', version: 1, payload: { message: live } },
    sessionId: message.sessionId,
    actorId: message.authorId,
    at: message.now,
  });
  return live;
}

/**
 * A booking made in a chat a consultant answers or is awaited in (meetings/meetings.ts `LiveChatBookingNote`,
 * docs/decisions/086 and 088): when the session is `live` or `waiting`, its confirmation joins the conversation as an
 * `assistant` message, stored and published to both sides in the booking's transaction (under the session's lock),
 * so the consultant who claims a waiting chat reads that the visitor booked; the state stays as it is. Nothing for
 * a session the assistant answers or that is closed (the widget shows its own confirmation then).
 */
export async function noteBookingInLiveChat(
  tx: EntityManager,
  sessionId: string,
  text: string,
  now: Date,
): Promise<void> {
  const [row] = await (tx as SqlEntityManager).execute<{ handoff_state: HandoffState | null }[]>(
    `select "handoff_state" from "chat_session" where "id" = ? for update`,
    [sessionId],
  );
  if (row?.handoff_state !== 'live' && row?.handoff_state !== 'waiting') return;
  await storeLiveMessage(tx, { sessionId, role: 'assistant', content: text, authorId: null, now });
}

/**
 * The staff member answering chat `sessionId` live (its `claimed_by_id` while `handoff_state` is `live`), or null
 * when nobody does (meetings/meetings.ts `LiveChatConsultant`: a booking made in the chat goes to them when free).
 */
export async function liveConsultantOf(tx: EntityManager, sessionId: string): Promise<string | null> {
  const [row] = await (tx as SqlEntityManager).execute<{ id: string | null }[]>(
    `select "claimed_by_id" as "id" from "chat_session" where "id" = ? and "handoff_state" = 'live'`,
    [sessionId],
  );
  return row?.id ?? null;
}

/** The message of the 429 of a consultant's message beyond the live chat's limit (`perMinute` a minute). */
export const consultantRateMessage = (perMinute: number) =>
  `Not sent: this chat takes at most ${perMinute} of your messages a minute. Wait a few seconds and send it again.`;

/**
 * Stores and publishes a consultant's message (role `consultant`, with its author), to the visitor and staff, at
 * most `perMinute` of the chat's consultant messages a minute (counted under the session's lock, so two
 * instances cannot both take the last place). `offer` goes with the published message (`conversation.message`).
 *
 * @throws DomainError not-found (404); conflict (409) when the caller has not claimed the chat, or when a message
 *   of the session was stored at the same time (retry); rate-limited (429, with `Retry-After`)
 *   {@link consultantRateMessage} beyond `perMinute`
 */
export async function sendLiveMessage(
  em: EntityManager,
  input: { sessionId: string; message: string; offer?: LiveMessageOffer | undefined },
  actor: LiveActor,
  now: Date = new Date(),
  perMinute: number = Number.POSITIVE_INFINITY,
): Promise<LiveMessage> {
  try {
    return await em.transactional(async (tx) => {
      await claimedRow(tx, input.sessionId, actor);
      const recent = await (tx as SqlEntityManager).execute<{ created_at: Date | string }[]>(
        `select "created_at" from "chat_message" where "session_id" = ? and "role" = 'consultant'
          and "created_at" > ? and "created_at" <= ?`,
        [input.sessionId, new Date(now.getTime() - 60_000), now],
      );
      if (recent.length >= perMinute) {
        const times = recent.map((row) => new Date(row.created_at));
        throw rateLimited(consultantRateMessage(perMinute), secondsUntilMinuteFrees(times, now));
      }
      return storeLiveMessage(tx, {
        sessionId: input.sessionId,
        role: 'consultant',
        content: input.message,
        authorId: actor.id,
        now,
        offer: input.offer,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError('conflict', 'Another message was stored at the same time. Please send it again.');
    throw error;
  }
}

/** The least time between two typing events of one side of a chat, in milliseconds: one a second. */
export const TYPING_EVENT_GAP_MS = 1000;

/** The column holding when each side's last typing event was written. */
const TYPING_COLUMNS = { visitor: 'visitor_typing_at', consultant: 'consultant_typing_at' } as const;

/**
 * Takes the session's place for one typing event of `side` at `now`: one conditional update, so of calls less
 * than {@link TYPING_EVENT_GAP_MS} apart on any instance only the first writes an event (a clock set back since
 * the last event writes again).
 *
 * @returns whether the event may be written
 */
async function takeTypingTurn(
  tx: EntityManager,
  sessionId: string,
  side: keyof typeof TYPING_COLUMNS,
  now: Date,
): Promise<boolean> {
  const column = TYPING_COLUMNS[side];
  const taken = await (tx as SqlEntityManager).execute<{ id: string }[]>(
    `update "chat_session" set "${column}" = ? where "id" = ?
      and ("${column}" is null or "${column}" <= ? or "${column}" > ?) returning "id"`,
    [now, sessionId, new Date(now.getTime() - TYPING_EVENT_GAP_MS), now],
  );
  return taken.length > 0;
}

/**
 * Publishes the consultant's typing indicator to the visitor (with the consultant's first name), at most one event
 * a second per chat ({@link TYPING_EVENT_GAP_MS}); a call sooner answers the same and writes nothing.
 *
 * @throws DomainError not-found (404); conflict (409) when the caller does not have the chat
 */
export async function setConsultantTyping(
  em: EntityManager,
  input: { sessionId: string; typing: boolean },
  actor: LiveActor,
  now: Date = new Date(),
): Promise<{ ok: true }> {
  await em.transactional(async (tx) => {
    await claimedRow(tx, input.sessionId, actor);
    if (!(await takeTypingTurn(tx, input.sessionId, 'consultant', now))) return;
    await appendEvent(tx, {
      event: {
        type: 'conversation.typing',
        version: 1,
        payload: { typing: input.typing, name: firstName(actor.name) },
      },
      sessionId: input.sessionId,
      actorId: actor.id,
    });
  });
  return { ok: true };
}

/**
 * Returns a session to the assistant (`release`) or ends the conversation (`close`). Either needs the session
 * `waiting` (anyone) or `live` (its consultant, or an admin).
 *
 * @throws DomainError not-found (404); conflict (409) when another consultant has the chat or it is neither
 *   waiting nor live
 */
export async function endLiveChat(
  em: EntityManager,
  input: { sessionId: string; note?: string | undefined },
  actor: LiveActor,
  how: 'release' | 'close',
  now: Date = new Date(),
): Promise<LiveChatSummary> {
  return em.transactional(async (tx) => {
    const sql = tx as SqlEntityManager;
    const row = await sessionRow(tx, input.sessionId, true);
    if (!row) throw new DomainError('not-found', LIVE_CHAT_NOT_FOUND);
    if (row.handoff_state !== 'waiting' && row.handoff_state !== 'live')
      throw new DomainError('conflict', LIVE_CHAT_NOT_OPEN);
    if (row.handoff_state === 'live' && row.claimed_by_id !== actor.id && !overrides(actor))
      throw new DomainError('conflict', claimedByMessage(row.staff_name ?? 'Another consultant'));
    if (how === 'release') {
      await sql.execute(
        `update "chat_session" set "handoff_state" = 'assistant', "claimed_by_id" = null, "claimed_at" = null
          where "id" = ?`,
        [input.sessionId],
      );
    } else {
      await sql.execute(
        `update "chat_session" set "handoff_state" = 'closed', "closed_at" = ? where "id" = ?`,
        [now, input.sessionId],
      );
    }
    const after = await sessionRow(tx, input.sessionId);
    if (!after) throw new DomainError('not-found', LIVE_CHAT_NOT_FOUND);
    await publishState(
      tx,
      after,
      now,
      [
        {
          type: 'handoff.ended',
          version: 1,
          payload: { how: how === 'release' ? 'released' : 'closed', staffUserId: actor.id },
        },
      ],
      actor.id,
    );
    return summaryOf(after);
  });
}

/**
 * Returns every chat a staff member has claimed (`live`) to the waiting queue, in the caller's transaction (the one
 * that disables the member, staff/staff-auth.ts): unclaimed, its request dated `now` (the claim timeout starts
 * again, and the queue shows it waiting since then), with the visitor's `status` and staff's `handoff` events a
 * release publishes. Chats they closed keep their consultant.
 *
 * @returns how many chats went back to the queue
 */
export async function returnClaimedChats(tx: EntityManager, staffUserId: string, now: Date): Promise<number> {
  const returned = await (tx as SqlEntityManager).execute<{ id: string }[]>(
    `update "chat_session" set "handoff_state" = 'waiting', "claimed_by_id" = null, "claimed_at" = null,
      "handoff_requested_at" = ?, "unanswered_at" = null
      where "claimed_by_id" = ? and "handoff_state" = 'live' returning "id"`,
    [now, staffUserId],
  );
  for (const { id } of returned) {
    const row = await sessionRow(tx, id);
    if (row) {
      await publishState(tx, row, now, [
        { type: 'handoff.ended', version: 1, payload: { how: 'returned', staffUserId: null } },
      ]);
    }
  }
  return returned.length;
}

/**
 * Publishes the visitor's typing indicator to staff (only while the session is waiting or live; otherwise
 * nothing is stored), at most one event a second per chat ({@link TYPING_EVENT_GAP_MS}); a call sooner stores
 * nothing.
 */
export async function setVisitorTyping(
  em: EntityManager,
  sessionId: string,
  typing: boolean,
  now: Date = new Date(),
): Promise<void> {
  await em.transactional(async (tx) => {
    const row = await sessionRow(tx, sessionId);
    if (!row || (row.handoff_state !== 'waiting' && row.handoff_state !== 'live')) return;
    if (!(await takeTypingTurn(tx, sessionId, 'visitor', now))) return;
    await appendEvent(tx, {
      event: { type: 'conversation.typing', version: 1, payload: { who: 'visitor', typing } },
      sessionId,
    });
  });
}

/** Records the last event the visitor's widget showed (never moves back). */
export async function markVisitorSeen(
  em: EntityManager,
  sessionId: string,
  lastEventId: string,
): Promise<void> {
  await (em as SqlEntityManager).execute(
    `update "chat_session" set "visitor_seen_event_id" = greatest(coalesce("visitor_seen_event_id", 0), ?::bigint)
      where "id" = ?`,
    [lastEventId, sessionId],
  );
}

/**
 * One background check over chat sessions, in one transaction: `statement` marks the due sessions and returns
 * their `"id"`; its two parameters are `now` and the instant `ageMs` before it. `each` then acts on every marked
 * session in the same transaction and says whether to count it.
 *
 * @returns how many marked sessions `each` counted
 */
async function sweepSessions(
  em: EntityManager,
  statement: string,
  now: Date,
  ageMs: number,
  each: (tx: EntityManager, sessionId: string) => Promise<boolean>,
): Promise<number> {
  return em.transactional(async (tx) => {
    const marked = await (tx as SqlEntityManager).execute<{ id: string }[]>(statement, [
      now,
      new Date(now.getTime() - ageMs),
    ]);
    let counted = 0;
    for (const { id } of marked) if (await each(tx, id)) counted += 1;
    return counted;
  });
}

/**
 * The background check of unclaimed hand-offs: every session `waiting` since more than `timeoutMs` before `now`
 * and not yet marked gets `unanswered_at`, and the visitor a `status` with `live: false` (the next opening, and
 * whether to leave contact details). Sales was alerted when the request was made (`chat.handoff_requested`).
 *
 * @returns the number of sessions marked
 */
export async function markUnansweredHandoffs(
  em: EntityManager,
  now: Date,
  timeoutMs: number,
): Promise<number> {
  return sweepSessions(
    em,
    `update "chat_session" set "unanswered_at" = ? where "handoff_state" = 'waiting' and "unanswered_at" is null
      and "handoff_requested_at" <= ? returning "id"`,
    now,
    timeoutMs,
    async (tx, id) => {
      const row = await sessionRow(tx, id);
      if (row) await publishState(tx, row, now, [{ type: 'handoff.unanswered', version: 1, payload: {} }]);
      return true;
    },
  );
}

/**
 * The background check of consultant replies the visitor has not seen: every session with an e-mail address whose
 * consultant `message` event is newer than the last event the visitor reported seen and older than `unseenMs`
 * before `now` gets the `chat.unseen_reply` e-mail asked for (`handoff.reply_unseen`), once per session
 * (`unseen_reply_emailed_at`).
 *
 * @returns the number of sessions whose e-mail was asked for
 */
export async function queueUnseenReplyEmails(
  em: EntityManager,
  now: Date,
  unseenMs: number,
): Promise<number> {
  return sweepSessions(
    em,
    `update "chat_session" s set "unseen_reply_emailed_at" = ? where s."unseen_reply_emailed_at" is null
      and s."visitor_email" is not null and exists (select 1 from "domain_event" e where e."session_id" = s."id"
        and e."type" = 'conversation.message' and e."payload"->'message'->>'role' = 'consultant'
        and e."id" > coalesce(s."visitor_seen_event_id", 0) and e."created_at" <= ?)
      returning s."id"`,
    now,
    unseenMs,
    (tx, id) => requestVisitorEmail(tx, id, 'handoff.reply_unseen', now),
  );
}

/**
 * Asks for an e-mail to a chat visitor in the caller's transaction: appends `type` about the session and its lead,
 * once per lead, from which the alert dispatcher writes the e-mail (delivery/event-emails.ts: `chat.transcript`
 * or `chat.unseen_reply`, built when it is sent from the session's address).
 *
 * @returns whether it was asked for now (false: the session is no lead, or its lead asked once already)
 */
async function requestVisitorEmail(
  tx: EntityManager,
  sessionId: string,
  type: 'handoff.transcript_requested' | 'handoff.reply_unseen',
  now: Date,
): Promise<boolean> {
  const [lead] = await (tx as SqlEntityManager).execute<{ id: string; asked: boolean }[]>(
    `select l."id", exists (select 1 from "domain_event" e where e."lead_id" = l."id" and e."type" = ?) as "asked"
     from "lead" l where l."chat_session_id" = ?`,
    [type, sessionId],
  );
  if (!lead || lead.asked) return false;
  await appendEvent(tx, { event: { type, version: 1, payload: {} }, sessionId, leadId: lead.id, at: now });
  return true;
}

/** The message of the 409 for a transcript asked for before the consultant closed the chat. */
export const TRANSCRIPT_NOT_CLOSED = liveChatMessages.transcriptNotClosed;
/** The message of the 400 issue when no e-mail address is known. */
export const TRANSCRIPT_NO_EMAIL = liveChatMessages.transcriptNoEmail;

/**
 * Asks for the transcript of a closed live chat by e-mail to the visitor (`handoff.transcript_requested`, once
 * per session), storing the address given when none is stored.
 *
 * @returns whether the session has an address (false: the caller asks for one)
 * @throws DomainError not-found (404); conflict (409) {@link TRANSCRIPT_NOT_CLOSED} before the chat is closed
 */
export async function queueTranscriptEmail(
  em: EntityManager,
  sessionId: string,
  email: string | undefined,
  now: Date,
): Promise<boolean> {
  return em.transactional(async (tx) => {
    const sql = tx as SqlEntityManager;
    const row = await sessionRow(tx, sessionId, true);
    if (!row) throw new DomainError('not-found', LIVE_CHAT_NOT_FOUND);
    if (row.handoff_state !== 'closed') throw new DomainError('conflict', TRANSCRIPT_NOT_CLOSED);
    if (email) {
      await sql.execute(
        'update "chat_session" set "visitor_email" = coalesce("visitor_email", ?) where "id" = ?',
        [email, sessionId],
      );
    }
    if (!row.visitor_email && !email) return false;
    await requestVisitorEmail(tx, sessionId, 'handoff.transcript_requested', now);
    return true;
  });
}
