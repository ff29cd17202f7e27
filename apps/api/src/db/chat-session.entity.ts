import { defineEntity, p } from '@mikro-orm/core';
import {
  type HandoffReason,
  type HandoffState,
  type LeadQuality,
  SESSION_ID_MAX_LENGTH,
  VISITOR_INFO_MAX,
} from '@northline/schemas';
import { attributionProperties } from './lead-capture.properties.ts';
import { StaffUser } from './staff-user.entity.ts';

/**
 * One chat conversation (specification §3 "Chat session", "Visitor info"; §4 chat widget). Its id is
 * the client-generated session id (`createSessionId`, e.g. `chat-1736600000000-k3j9x0qa2b`): unguessable, so it
 * is the only key to the transcript and the visitor details. Table `chat_session`, created by migration
 * `Migration20261122000000_chat`. Visitor details are personal information (PIPEDA): stored here only, never
 * logged.
 */
export const ChatSessionSchema = defineEntity({
  name: 'ChatSession',
  tableName: 'chat_session',
  properties: {
    id: p.string().length(SESSION_ID_MAX_LENGTH).primary(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** When the last message was stored. */
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
    /** When the widget ended the session (`POST /api/chat/{sessionId}/end`); null while open. */
    endedAt: p.datetime().nullable(),
    /** Visitor info (§3): what the visitor typed or the contact panel and demo page sent; null when unknown. */
    visitorName: p.string().length(VISITOR_INFO_MAX.name).nullable(),
    visitorEmail: p.string().length(VISITOR_INFO_MAX.email).nullable(),
    visitorCompany: p.string().length(VISITOR_INFO_MAX.company).nullable(),
    visitorPhone: p.string().length(VISITOR_INFO_MAX.phone).nullable(),
    /** Employees the visitor stated in the conversation (visitor info has no field for it). */
    employees: p.integer().nullable(),
    /** 'cold', 'warm' or 'hot' (§4); never goes down within a session. */
    leadQuality: p
      .string()
      .$type<LeadQuality>()
      .length(10)
      .onCreate(() => 'cold'),
    /** Services of interest so far, as display labels (§2 'Interested in:' tag strip). */
    interestedServices: p.json<string[]>().onCreate(() => []),
    /**
     * The origin of the page the widget was embedded on when the session started: a partner's
     * origin from CORS_ORIGINS or the site's own; null when the request named another origin or none.
     */
    embedOrigin: p.string().length(255).nullable(),
    /** First-touch attribution sent with the session's first message. */
    ...attributionProperties,
    /**
     * Who answers the session (the live hand-off, migration `Migration20261126120000_live_handoff`): `assistant`,
     * `waiting` for a consultant, `live` with one, or `closed` by one.
     */
    handoffState: p.string().$type<HandoffState>().length(10).default('assistant').index(),
    /** Why a person was asked for; null while the assistant answers and before any request. */
    handoffReason: p.string().$type<HandoffReason>().length(20).nullable(),
    /** When the current (or last) hand-off was requested. */
    handoffRequestedAt: p.datetime().nullable(),
    /** The consultant who claimed the chat (null when unclaimed, or the account was deleted). */
    claimedBy: p.manyToOne(StaffUser).nullable().deleteRule('set null'),
    claimedAt: p.datetime().nullable(),
    /** When the request was found unclaimed after HANDOFF_CLAIM_TIMEOUT_MS (the visitor was told; sales alerted). */
    unansweredAt: p.datetime().nullable(),
    /** When a consultant closed the conversation. */
    closedAt: p.datetime().nullable(),
    /** The id of the last live event the visitor's widget showed (`POST /api/chat/{sessionId}/seen`). */
    visitorSeenEventId: p.bigint('string').nullable(),
    /**
     * SHA-256 (hex) of the random token of the link back to the conversation in the unseen-reply e-mail: the
     * link carries the token, never the session id.
     */
    resumeTokenHash: p.string().length(64).nullable().unique(),
    /** When the visitor was e-mailed a consultant reply they had not seen (once per session). */
    unseenReplyEmailedAt: p.datetime().nullable(),
    /**
     * When the visitor's and the consultant's last typing events were written: each side writes at most one a
     * second (conversations/live-chat.ts, migration `Migration20261204110000_live_message_bounds`).
     */
    visitorTypingAt: p.datetime().nullable(),
    consultantTypingAt: p.datetime().nullable(),
  },
  indexes: [
    {
      // The chat's promise measures the newest claims (conversations/live-chat.ts `readHandoffPresence`; decision
      // 082); most sessions are never claimed.
      name: 'chat_session_claimed_at_index',
      expression: `create index "chat_session_claimed_at_index" on "chat_session" ("claimed_at") where "claimed_at" is not null`,
    },
  ],
});

/** A stored chat session (see {@link ChatSessionSchema}). */
export class ChatSession extends ChatSessionSchema.class {}
ChatSessionSchema.setClass(ChatSession);
