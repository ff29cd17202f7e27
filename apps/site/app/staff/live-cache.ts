/**
 * How the staff stream's events change what the query cache holds: pure functions over the answers of
 * `staff.live.list` and `staff.live.get`, so an event updates a view without asking the API again.
 */
import type { LiveChatDetail, LiveChatSummary, LiveMessage } from '@northline/schemas';

/** The answer of `staff.live.list`: the chats waiting for a consultant and those a consultant has. */
export interface LiveChatLists {
  waiting: LiveChatSummary[];
  active: LiveChatSummary[];
}

/** Longest last-message preview a summary holds, as the API cuts it. */
export const LAST_MESSAGE_PREVIEW = 140;

const byRequestedAt = (a: LiveChatSummary, b: LiveChatSummary) =>
  new Date(a.requestedAt).getTime() - new Date(b.requestedAt).getTime();

/** The waiting chats oldest first: the one waiting longest is answered first. */
export function oldestFirst(chats: readonly LiveChatSummary[]): LiveChatSummary[] {
  return [...chats].sort(byRequestedAt);
}

/**
 * The lists with a session's new summary in its place: waiting (oldest first) or active by its state, and out of
 * both once it is back with the assistant or closed.
 */
export function placeSummary(lists: LiveChatLists, summary: LiveChatSummary): LiveChatLists {
  const others = (chats: LiveChatSummary[]) => chats.filter((chat) => chat.sessionId !== summary.sessionId);
  const waiting = others(lists.waiting);
  const active = others(lists.active);
  if (summary.state === 'waiting') return { waiting: oldestFirst([...waiting, summary]), active };
  if (summary.state === 'live') return { waiting, active: [...active, summary] };
  return { waiting, active };
}

/** Whether the lists hold the session as waiting. */
export function isWaiting(lists: LiveChatLists | undefined, sessionId: string): boolean {
  return lists?.waiting.some((chat) => chat.sessionId === sessionId) ?? false;
}

/** The lists with a session's last-message preview replaced (the lists unchanged when they lack the session). */
export function withLastMessage(lists: LiveChatLists, sessionId: string, content: string): LiveChatLists {
  const preview = content.slice(0, LAST_MESSAGE_PREVIEW);
  const update = (chats: LiveChatSummary[]) =>
    chats.map((chat) => (chat.sessionId === sessionId ? { ...chat, lastMessage: preview } : chat));
  return { waiting: update(lists.waiting), active: update(lists.active) };
}

/**
 * A transcript with a message added at its place in time, once: a message whose id is already there (the stream
 * repeating one after a reconnect, or the answer of one's own send arriving before its event) changes nothing.
 */
export function addMessage(messages: readonly LiveMessage[], message: LiveMessage): LiveMessage[] {
  if (messages.some((existing) => existing.id === message.id)) return messages as LiveMessage[];
  const at = new Date(message.timestamp).getTime();
  const index = messages.findIndex((existing) => new Date(existing.timestamp).getTime() > at);
  if (index < 0) return [...messages, message];
  return [...messages.slice(0, index), message, ...messages.slice(index)];
}

/** A session's detail with a message added once (see {@link addMessage}). */
export function detailWithMessage(detail: LiveChatDetail, message: LiveMessage): LiveChatDetail {
  const messages = addMessage(detail.messages, message);
  return messages === detail.messages ? detail : { ...detail, messages };
}
