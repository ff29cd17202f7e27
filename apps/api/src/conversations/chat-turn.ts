/**
 * A chat turn's outcome, stored in one SQL statement (decision 029): the
 * session's new state, the turn's messages, the lead-quality change, and the session's place in the lead inbox
 * with its notifications (the transactional outbox; its CTEs come from leads/lead-rows.ts, the one writer of
 * `lead` and `notification` rows), the question the reply deflected (conversations/unanswered.ts), and the
 * hand-off the turn makes with its events (decision 110). MikroORM's flush of the same rows
 * took a BEGIN, one INSERT or UPDATE per table and a COMMIT, each a round trip, each statement parsed and planned
 * anew: about 570 µs of the API's CPU and 430 µs of PostgreSQL's per chat message, more than the rest of the turn.
 * One statement is atomic on its own (a statement's data-modifying CTEs all commit or none does), prepared once
 * per connection (db/prepared.ts).
 */

import { randomUUID } from 'node:crypto';
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { HandoffReason, LeadQuality } from '@northline/schemas';
import type { DomainEvent } from '@northline/schemas/events';
import type { EngineName, FallbackReason, FiredRule, PageCitation } from '../chat/index.ts';
import type { ChatSession } from '../db/chat-session.entity.ts';
import type { LeadTopic } from '../db/delivery.entity.ts';
import { PreparedStatement } from '../db/prepared.ts';
import {
  appendEventsSql,
  audienceOf,
  eventSelectSql,
  leadEventSelectSql,
  payloadJson,
  UNORDERED_LEAD_EVENT_SQL,
} from '../events/log.ts';
import { type AttributionColumns, attributionColumns } from '../leads/lead-capture.ts';
import { type ChatLeadWrite, chatLeadCtes } from '../leads/lead-rows.ts';
import { type UnansweredWrite, unansweredCte } from './unanswered.ts';

/** One message of the turn to insert. */
export interface TurnMessage {
  position: number;
  role: 'user' | 'assistant';
  content: string;
  createdAt: Date;
  engine: EngineName | null;
  fallbackReason: FallbackReason | null;
  idempotencyKey: string | null;
  /** The pages an assistant message cited; null for none (and for visitor messages). */
  citations: PageCitation[] | null;
}

/** What {@link storeTurn} writes. */
export interface TurnWrite {
  /** The session entity, holding its state after the turn (visitor details, quality, services, employees). */
  session: ChatSession;
  /** Whether the session's row exists already: an UPDATE of it; otherwise an INSERT (a new session). */
  sessionStored: boolean;
  /** The messages to insert, in order (the visitor's, unless stored before, and the reply). */
  messages: readonly TurnMessage[];
  /** A stored visitor message sent again that takes the retry's idempotency key. */
  rekeyed?: { position: number; key: string } | undefined;
  /** The lead-quality change of the turn, when the quality changed. */
  qualityChange?:
    | { from: LeadQuality; to: LeadQuality; rules: readonly FiredRule[]; messagePosition: number; at: Date }
    | undefined;
  /**
   * The session's lead, when the session is one after the turn (lead-rows.ts `chatIsLead`): written by the CTEs
   * of lead-rows.ts `chatLeadCtes`.
   */
  lead?: ChatLeadWrite | undefined;
  /**
   * The visitor's question the reply deflected, redacted (conversations/unanswered.ts, the one writer of
   * `unanswered_question`): recorded with its count, and the session's ask of it, by the CTEs `unansweredCte` builds.
   */
  unanswered?: UnansweredWrite | undefined;
  /**
   * The hand-off the turn makes (conversations/chat.ts `handoffReasonOf`): the session moves to `waiting` with its
   * reason and time, unless a consultant was asked already (another tab's request committed first), and its events
   * (conversations/live-chat.ts `turnHandoffEvents`) follow the lead's in the turn's moment. The session is a lead
   * then (`lead` is required).
   */
  handoff?: { reason: HandoffReason; at: Date; events: readonly DomainEvent[] } | undefined;
}

/** What {@link storeTurn} found. */
export interface TurnStored {
  /** False when the session's row was gone (deleted by the retention purge or an erasure during the turn): nothing was written. */
  stored: boolean;
  /** The notification events written (or due, without channels) for the session's lead. */
  events: LeadTopic[];
}

/** The statements of {@link storeTurn}, one per shape of turn (its SQL text), named in order. */
const statements = new Map<string, PreparedStatement>();

/** One column of `chat_session` after its id: its value on the entity, and whether a turn changes it. */
type SessionColumn = readonly [
  column: string,
  value: (session: ChatSession) => unknown,
  changedByTurn: boolean,
];

/** A camelCase property's snake_case column (MikroORM's default naming). */
const columnOf = (property: string) => property.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The session's columns a turn writes. A stored session's attribution and origin stay those of its first turn;
 * the attribution columns are the ones `attributionColumns` (lead-capture.ts) fills.
 */
const SESSION_COLUMNS: readonly SessionColumn[] = [
  ['created_at', (session) => session.createdAt, false],
  ['updated_at', (session) => session.updatedAt, true],
  ['ended_at', (session) => session.endedAt ?? null, true],
  ['visitor_name', (session) => session.visitorName ?? null, true],
  ['visitor_email', (session) => session.visitorEmail ?? null, true],
  ['visitor_company', (session) => session.visitorCompany ?? null, true],
  ['visitor_phone', (session) => session.visitorPhone ?? null, true],
  ['employees', (session) => session.employees ?? null, true],
  ['lead_quality', (session) => session.leadQuality, true],
  ['interested_services', (session) => JSON.stringify(session.interestedServices), true],
  ['embed_origin', (session) => session.embedOrigin ?? null, false],
  ...Object.keys(attributionColumns(undefined)).map(
    (property): SessionColumn => [
      columnOf(property),
      (session) => session[property as keyof AttributionColumns] ?? null,
      false,
    ],
  ),
];

/** A column's placeholder with the cast its type needs (`values` lists and jsonb take no type from their column). */
const CASTS: Record<string, string> = { interested_services: 'jsonb', employees: 'int' };
const cast = (column: string) => (CASTS[column] ? `cast(? as ${CASTS[column]})` : '?');

/**
 * Stores a chat turn's outcome in one statement (see the module's comment).
 *
 * @returns whether the session's row was there to write to, and the lead's notification events written
 * @throws UniqueConstraintViolationException or the driver's unique violation (23505) when a concurrent turn of
 *   the same session took the position or the idempotency key (the caller answers 409); the driver's error when
 *   the database is unreachable (503 at the boundaries); an Error for a `handoff` without a `lead` (a caller's
 *   mistake: a session handed to a person is a lead)
 */
export async function storeTurn(em: EntityManager, turn: TurnWrite): Promise<TurnStored> {
  const params: unknown[] = [];
  const p = (value: unknown, sql = '?') => {
    params.push(value);
    return sql;
  };
  const { session, handoff } = turn;
  if (handoff && !turn.lead) throw new Error('a turn that hands off makes the session a lead');
  const ctes: string[] = [];
  if (turn.sessionStored) {
    const sets = SESSION_COLUMNS.flatMap(([column, value, changedByTurn]) =>
      changedByTurn ? [`"${column}" = ${p(value(session), cast(column))}`] : [],
    );
    // The hand-off's columns move a session no consultant was asked for; one another request moved meanwhile (its
    // row version is the one the update sees) keeps its hand-off, and the turn appends none.
    const moves = `"handoff_state" not in ('waiting', 'live')`;
    if (handoff) {
      sets.push(
        ...HANDOFF_COLUMNS.map(
          ([column, value]) =>
            `"${column}" = case when ${moves} then ${p(value(handoff), cast(column))} else "${column}" end`,
        ),
      );
    }
    const set = sets.join(', ');
    const id = p(session.id);
    const requested = handoff
      ? `"handoff_requested_at" = ${p(handoff.at, 'cast(? as timestamptz)')} and "handoff_reason" = ${p(handoff.reason, 'cast(? as varchar)')} and "claimed_by_id" is null`
      : 'false';
    ctes.push(
      `"session" as (update "chat_session" set ${set} where "id" = ${id}
        returning "id", "handoff_state" = 'waiting' and ${requested} as "handed_off")`,
    );
  } else {
    const columns = [
      ...SESSION_COLUMNS,
      ...(handoff ? HANDOFF_COLUMNS.map(([column]) => [column] as const) : []),
    ];
    const placeholders = [
      p(session.id),
      ...SESSION_COLUMNS.map(([column, value]) => p(value(session), cast(column))),
      ...(handoff ? HANDOFF_COLUMNS.map(([column, value]) => p(value(handoff), cast(column))) : []),
    ];
    ctes.push(
      `"session" as (insert into "chat_session" ("id", ${columns.map(([column]) => `"${column}"`).join(', ')})
        values (${placeholders.join(', ')}) returning "id", ${handoff ? 'true' : 'false'} as "handed_off")`,
    );
  }
  if (turn.rekeyed) {
    ctes.push(`"rekeyed" as (update "chat_message" set "idempotency_key" = ${p(turn.rekeyed.key)}
      where "session_id" in (select "id" from "session") and "position" = ${p(turn.rekeyed.position, 'cast(? as int)')} returning 1)`);
  }
  if (turn.messages.length > 0) {
    const rows = turn.messages.map(
      (message) =>
        `(${p(randomUUID(), 'cast(? as uuid)')}, ${p(message.position, 'cast(? as int)')}, ${p(message.role, 'cast(? as varchar)')},
          ${p(message.content, 'cast(? as text)')}, ${p(message.createdAt, 'cast(? as timestamptz)')},
          ${p(message.engine, 'cast(? as varchar)')}, ${p(message.fallbackReason, 'cast(? as varchar)')},
          ${p(message.idempotencyKey, 'cast(? as varchar)')},
          ${p(message.citations && message.citations.length > 0 ? JSON.stringify(message.citations) : null, 'cast(? as jsonb)')})`,
    );
    ctes.push(`"messages" as (
      insert into "chat_message" ("id", "session_id", "position", "role", "content", "created_at", "engine",
        "fallback_reason", "idempotency_key", "citations")
      select m."id", s."id", m."position", m."role", m."content", m."created_at", m."engine", m."fallback_reason",
        m."idempotency_key", m."citations"
      from "session" s cross join (values ${rows.join(', ')})
        as m("id", "position", "role", "content", "created_at", "engine", "fallback_reason", "idempotency_key",
          "citations")
      returning 1)`);
  }
  const lead = turn.lead;
  if (lead) ctes.push(...chatLeadCtes(p, session.createdAt, lead));
  const eventRows = [
    ...(lead ? leadEventsSql(p, turn, lead) : []),
    ...qualityEventSql(p, turn),
    ...(handoff ? handoffEventsSql(p, handoff) : []),
  ];
  let notified = '0';
  if (eventRows.length > 0) {
    // A session that is no lead appends its quality change unordered and unnotified: no stream shows it and the
    // readers that keep a position read by moment. A turn that only makes the lead does so too
    // (UNORDERED_LEAD_EVENT_SQL): the desk's decision follows, notified; a hand-off or a lead's later change keeps
    // the order.
    const appended = appendEventsSql(
      eventRows.join(' union all '),
      'lead_event',
      lead ? { unlessOnly: UNORDERED_LEAD_EVENT_SQL } : false,
    );
    ctes.push(...appended.ctes);
    notified = appended.notified;
  }
  if (turn.unanswered) ctes.push(unansweredCte(p, turn.unanswered));
  const events = lead ? `(select coalesce(array_agg("event"), '{}') from "events")` : `'{}'::text[]`;
  const text = `with ${ctes.join(',\n')}
    select (select count(*) from "session") > 0 as "stored", ${events} as "events", ${notified} as "events_notified"`;
  // Keyed by the text as built: its whitespace is folded once per shape, not once per turn.
  let statement = statements.get(text);
  if (!statement) {
    statement = new PreparedStatement(`chat_turn_${statements.size + 1}`, text.replace(/\s+/g, ' '));
    statements.set(text, statement);
  }
  const [row] = await statement.run<{ stored: boolean; events: LeadTopic[] | string }>(em, params);
  return { stored: Boolean(row?.stored), events: eventsOf(row?.events) };
}

/** The hand-off's columns of `chat_session` a turn that hands off writes, and their values. */
const HANDOFF_COLUMNS: readonly (readonly [
  column: string,
  value: (handoff: NonNullable<TurnWrite['handoff']>) => unknown,
])[] = [
  ['handoff_state', () => 'waiting'],
  ['handoff_reason', (handoff) => handoff.reason],
  ['handoff_requested_at', (handoff) => handoff.at],
  ['claimed_by_id', () => null],
  ['claimed_at', () => null],
  ['unanswered_at', () => null],
  ['closed_at', () => null],
];

/**
 * The selects of a turn's hand-off events (events/log.ts `appendEventsSql`), after the lead's: each about the
 * session, `handoff.requested` also about its lead, `conversation.handoff`'s summary with the lead's id; none when
 * the session was moved by another request first (the `"session"` CTE's `"handed_off"`).
 *
 * @param p adds a parameter and returns its placeholder, in the text's order
 */
function handoffEventsSql(
  p: (value: unknown, sql: string) => string,
  handoff: NonNullable<TurnWrite['handoff']>,
): string[] {
  return handoff.events.map((event, index) => {
    const payload = p(payloadJson(event), 'cast(? as jsonb)');
    return eventSelectSql(
      HANDOFF_EVENT_N + index,
      event.type,
      {
        lead: event.type === 'handoff.requested' ? '(select "id" from "the_lead")' : 'null',
        session: 's."id"',
        audience: audienceOf(event),
        payload:
          event.type === 'conversation.handoff'
            ? `jsonb_set(${payload}, '{summary,leadId}', to_jsonb(cast((select "id" from "the_lead") as text)))`
            : payload,
        at: p(handoff.at, 'cast(? as timestamptz)'),
      },
      'from "session" s where s."handed_off"',
    );
  });
}

/** The place of a turn's first hand-off event among its events: after the lead's ({@link leadEventsSql}, 1 to 4). */
const HANDOFF_EVENT_N = 5;

/**
 * The select of the lead's domain events of a turn (events/log.ts `appendEventsSql`), reading the `"new_lead"` and
 * `"old_lead"` CTEs of lead-rows.ts `chatLeadCtes`: `lead.created` when the turn made the session a lead (with the
 * session's quality and language after the turn); for a lead that existed, `lead.language_noted` when the turn
 * changed its language and `lead.contact_updated` naming the contact fields the visitor gave (the quality's event:
 * {@link qualityEventSql}).
 *
 * @param p adds a parameter and returns its placeholder, in the text's order
 */
function leadEventsSql(
  p: (value: unknown, sql: string) => string,
  turn: TurnWrite,
  lead: ChatLeadWrite,
): string[] {
  const at = () => p(lead.now, 'cast(? as timestamptz)');
  const rows = [
    leadEventSelectSql(
      1,
      'lead.created',
      {
        lead: 'l."id"',
        payload: p(
          payloadJson({
            type: 'lead.created',
            version: 1,
            payload: {
              kind: 'chat',
              quality: turn.session.leadQuality,
              status: 'new',
              spam: false,
              source: lead.source,
              language: lead.language,
            },
          }),
          'cast(? as jsonb)',
        ),
        at: at(),
      },
      'from "new_lead" l',
    ),
  ];
  rows.push(
    leadEventSelectSql(
      4,
      'lead.language_noted',
      {
        lead: 'l."id"',
        payload: p(
          payloadJson({ type: 'lead.language_noted', version: 1, payload: { language: lead.language } }),
          'cast(? as jsonb)',
        ),
        at: at(),
      },
      'from "language_noted" l',
    ),
  );
  const fields = [...new Set(lead.contactChanges)].sort();
  if (fields.length > 0) {
    rows.push(
      leadEventSelectSql(
        3,
        'lead.contact_updated',
        {
          lead: 'l."id"',
          payload: p(
            payloadJson({
              type: 'lead.contact_updated',
              version: 1,
              payload: { fields },
            }),
            'cast(? as jsonb)',
          ),
          at: at(),
        },
        'from "old_lead" l',
      ),
    );
  }
  return rows;
}

/**
 * The select of the turn's `lead.quality_changed` event (events/log.ts `appendEventsSql`), when the quality moved:
 * with the session, the points, the fired rules and the visitor message's position, and with the lead's id when
 * the session was a lead before the turn (the `"old_lead"` CTE of lead-rows.ts `chatLeadCtes`). A session that is
 * no lead, or becomes one in this turn (its `lead.created` names the quality), has the event without a lead: it
 * reaches neither the lead's alerts nor the staff stream.
 *
 * @param p adds a parameter and returns its placeholder, in the text's order
 */
function qualityEventSql(p: (value: unknown, sql: string) => string, turn: TurnWrite): string[] {
  const change = turn.qualityChange;
  if (!change) return [];
  const payload = payloadJson({
    type: 'lead.quality_changed',
    version: 1,
    payload: {
      from: change.from,
      to: change.to,
      points: change.rules.reduce((sum, rule) => sum + rule.points, 0),
      rules: change.rules.map(({ id, description, points }) => ({ id, description, points })),
      messagePosition: change.messagePosition,
    },
  });
  return [
    leadEventSelectSql(
      2,
      'lead.quality_changed',
      {
        lead: turn.lead ? '(select "id" from "old_lead")' : 'null',
        session: 's."id"',
        payload: p(payload, 'cast(? as jsonb)'),
        at: p(change.at, 'cast(? as timestamptz)'),
      },
      'from "session" s',
    ),
  ];
}

/** The events column as an array: `pg` parses `text[]`; PGlite through MikroORM may give its text form `{a,b}`. */
function eventsOf(value: LeadTopic[] | string | undefined): LeadTopic[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string' || value === '{}' || value === '') return [];
  return value.replace(/^\{|\}$/g, '').split(',') as LeadTopic[];
}

/** Whether an error is a unique violation, from MikroORM (PGlite path) or from `pg` (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof UniqueConstraintViolationException ||
    (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505')
  );
}
