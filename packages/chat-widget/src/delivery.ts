/**
 * What becomes of a visitor message the API did not take (pure rules of use-chat.ts): it stays in the conversation
 * marked as not delivered, keeps its idempotency key so sending it again never stores it twice, and says why when
 * the API refused it in words of its own (a limit's 429).
 */
import { ChatRequestError } from './client.ts';
import type { ConversationMessage } from './types.ts';

/** Most characters of a message a retry button's name and the live region quote. */
const QUOTED_MAX = 40;

/** The first words of a message (at most 40 characters, cut at a word), to name it in a button or an announcement. */
export function firstWords(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= QUOTED_MAX) return flat;
  const cut = flat.slice(0, QUOTED_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > QUOTED_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The conversation with the visitor message of `key` changed: `delivered` drops its key and mark, `failed` marks it
 * not delivered (with the API's reason, if any), `retrying` marks it being sent again. Other messages stay as they
 * are; the same array when no message has the key.
 */
export function withDelivery(
  messages: readonly ConversationMessage[],
  key: string,
  change: { state: 'delivered' } | { state: 'failed'; failure?: string | undefined } | { state: 'retrying' },
): ConversationMessage[] {
  const index = messages.findIndex((message) => message.role === 'user' && message.idempotencyKey === key);
  const message = messages[index];
  if (!message) return messages as ConversationMessage[];
  const { idempotencyKey: _key, delivery: _delivery, failure: _failure, ...rest } = message;
  const next = [...messages];
  if (change.state === 'delivered') next[index] = rest;
  else if (change.state === 'retrying') next[index] = { ...rest, idempotencyKey: key, delivery: 'retrying' };
  else
    next[index] = {
      ...rest,
      idempotencyKey: key,
      delivery: 'failed',
      ...(change.failure ? { failure: change.failure } : {}),
    };
  return next;
}

/**
 * The API's reason for refusing a message when it gave one a visitor can act on: the text of a 429 (a limit, with
 * how long to wait). Other failures (a network error, a 5xx) have none: the mark and the retry say enough.
 */
export function refusalReason(error: unknown): string | undefined {
  return error instanceof ChatRequestError && error.status === 429 && error.reason ? error.reason : undefined;
}

/**
 * A restored conversation: a visitor message whose send had not settled when the page went away (on its way, being
 * sent again, or waiting behind another to a person: it still has its key) is not delivered, with its retry under
 * the same key, which stores it once whether or not it had arrived; one the live stream echoed (it has the stream's
 * id) did arrive, and drops its key.
 */
export function restoredDelivery(messages: readonly ConversationMessage[]): ConversationMessage[] {
  return messages.map((message) => {
    if (message.role !== 'user' || message.idempotencyKey === undefined || message.delivery === 'failed')
      return message;
    if (message.id !== undefined) {
      const { idempotencyKey: _key, delivery: _delivery, failure: _failure, ...arrived } = message;
      return arrived;
    }
    return { ...message, delivery: 'failed' as const };
  });
}
