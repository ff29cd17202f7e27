/**
 * The live hand-off's staff side: the sessions waiting for or answered by a consultant, one session's detail, and
 * the consultant's claim, message, typing, release and close (packages/schemas/src/live-chat.ts is the contract).
 */
import type { EntityManager } from '@mikro-orm/core';
import type { LiveChatDetail, LiveChatSummary, LiveMessage } from '@northline/schemas';
import { DomainError } from '../errors.ts';

/** The staff member acting on a live chat. */
export interface LiveActor {
  id: string;
  name: string;
}

/**
 * The sessions waiting for a consultant (oldest request first) and those a consultant answers (newest first).
 *
 * @returns `{ waiting, active }` as {@link LiveChatSummary} lists
 */
export async function listLiveChats(
  _em: EntityManager,
): Promise<{ waiting: LiveChatSummary[]; active: LiveChatSummary[] }> {
  return { waiting: [], active: [] };
}

/**
 * Everything a consultant sees of one session.
 *
 * @throws DomainError not-found (404) for an unknown session
 */
export async function getLiveChat(_em: EntityManager, _sessionId: string): Promise<LiveChatDetail> {
  throw new DomainError('not-found', 'Chat not found');
}

/**
 * Claims a waiting session for a consultant.
 *
 * @throws DomainError not-found (404); conflict (409) when another consultant has it
 */
export async function claimLiveChat(
  _em: EntityManager,
  _sessionId: string,
  _actor: LiveActor,
): Promise<LiveChatSummary> {
  throw new DomainError('not-found', 'Chat not found');
}

/**
 * Stores and publishes a consultant's message.
 *
 * @throws DomainError not-found (404); conflict (409) when the caller does not have the chat
 */
export async function sendLiveMessage(
  _em: EntityManager,
  _input: { sessionId: string; message: string },
  _actor: LiveActor,
): Promise<LiveMessage> {
  throw new DomainError('not-found', 'Chat not found');
}

/**
 * Publishes the consultant's typing indicator to the visitor.
 *
 * @throws DomainError not-found (404); conflict (409) when the caller does not have the chat
 */
export async function setConsultantTyping(
  _em: EntityManager,
  _input: { sessionId: string; typing: boolean },
  _actor: LiveActor,
): Promise<{ ok: true }> {
  throw new DomainError('not-found', 'Chat not found');
}

/**
 * Returns a session to the assistant (`release`) or ends the conversation (`close`).
 *
 * @throws DomainError not-found (404); conflict (409) when another consultant has the chat
 */
export async function endLiveChat(
  _em: EntityManager,
  _input: { sessionId: string; note?: string | undefined },
  _actor: LiveActor,
  _how: 'release' | 'close',
): Promise<LiveChatSummary> {
  throw new DomainError('not-found', 'Chat not found');
}
