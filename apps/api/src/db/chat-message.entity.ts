import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import type { TranscriptRole } from '@northline/schemas';
import type { EngineName, FallbackReason, PageCitation } from '../chat/index.ts';
import { ChatSession } from './chat-session.entity.ts';
import { StaffUser } from './staff-user.entity.ts';

/**
 * One message of a chat session (specification §3 "Chat message": role, content, timestamp). `position` numbers
 * a session's messages from 0 in order; the unique (session, position) pair makes two concurrent turns of one
 * session collide instead of interleaving. Assistant messages record which engine wrote them and why the
 * built-in engine answered instead of the model. Table `chat_message` (migration
 * `Migration20261122000000_chat`); deleted with its session. Message text is personal information: never logged.
 */
export const ChatMessageSchema = defineEntity({
  name: 'ChatMessage',
  tableName: 'chat_message',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    session: p.manyToOne(ChatSession).deleteRule('cascade'),
    position: p.integer(),
    /** `user`, `assistant`, or `consultant` (a staff member's reply in a live hand-off). */
    role: p.string().$type<TranscriptRole>().length(10),
    /** The consultant who wrote a `consultant` message (null otherwise, or when the account was deleted). */
    author: p.manyToOne(StaffUser).nullable().deleteRule('set null'),
    content: p.text(),
    /** When the message was received (visitor) or written (assistant). */
    createdAt: p.datetime(),
    /** Assistant messages: 'builtin' or 'openai'; null for the visitor's. */
    engine: p.string().$type<EngineName>().length(20).nullable(),
    /**
     * Assistant messages written by the built-in engine instead of the model: 'timeout', 'error', or
     * 'unverified-claim' (the model stated a price, discount or guarantee the catalogue does not back).
     */
    fallbackReason: p.string().$type<FallbackReason>().length(20).nullable(),
    /**
     * Visitor messages: the request's `Idempotency-Key`, unique within the session, so a retried
     * message is stored once; null when the client sent none.
     */
    idempotencyKey: p.string().length(255).nullable(),
    /**
     * Assistant messages: the pages the answer cited (path and title; the URL is made from the site's URL when it
     * is sent), so a resumed chat shows them; null when it cited none.
     */
    citations: p.json<PageCitation[]>().nullable(),
    /**
     * Visitor messages stored while a person held or awaited the chat (the assistant did not answer them): they
     * count in the live-chat limit (LIVE_MESSAGES_PER_MINUTE), never in the assistant's (migration
     * `Migration20261204110000_live_message_bounds`).
     */
    toPerson: p.boolean().default(false),
  },
  uniques: [{ properties: ['session', 'position'] }, { properties: ['session', 'idempotencyKey'] }],
});

/** A stored chat message (see {@link ChatMessageSchema}). */
export class ChatMessage extends ChatMessageSchema.class {}
ChatMessageSchema.setClass(ChatMessage);
