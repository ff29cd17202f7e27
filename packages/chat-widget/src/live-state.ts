/**
 * The live hand-off's pure rules (a person takes over the chat): the system line a change of the hand-off adds,
 * how a message of the event stream joins the conversation (each id once; the visitor's own messages, echoed by
 * the stream, are not shown twice), and the typing throttle of the visitor's indicator (at most one call a second,
 * as the API writes at most one typing event a second per side: decision 060).
 */
import type { HandoffStatus, LiveMessage } from '@northline/schemas';
import type { ChatWidgetTexts, ConversationMessage } from './types.ts';

/** The states in which a consultant is awaited or answering: the event stream is followed then. */
export function isLive(status: HandoffStatus | null | undefined): boolean {
  return status?.state === 'waiting' || status?.state === 'live';
}

/** Replaces `{name}` in a hand-off text with the consultant's first name (or the fallback label). */
export function withName(text: string, name: string | undefined, fallback: string): string {
  return text.replaceAll('{name}', name?.trim() || fallback);
}

/** Whether a hand-off status waits while nobody can answer now (`live: false`): until the next opening, or at all. */
export const waitsForNobody = (status: HandoffStatus | null | undefined): boolean =>
  status?.state === 'waiting' && !status.live;

/**
 * Whether a move of the hand-off opens the booking panel (docs/decisions/088): when the chat comes to wait while
 * nobody can answer now, the visitor is offered the next free times at once, once; a status repeated on the
 * stream, or changed while still waiting for nobody (the visitor left their details), does not open it again.
 */
export function offersTimes(previous: HandoffStatus | null, next: HandoffStatus): boolean {
  return waitsForNobody(next) && !waitsForNobody(previous);
}

/**
 * The system line a move of the hand-off adds to the conversation, or null: "Sam joined the chat" when a
 * consultant claims it, "You're back with the assistant" when it is released, the closing line when the
 * consultant closes it. Waiting adds none (the status line shows it).
 */
export function handoffLine(
  previous: HandoffStatus | null,
  next: HandoffStatus,
  texts: ChatWidgetTexts['live'],
): string | null {
  const before = previous?.state ?? 'assistant';
  if (next.state === 'live') {
    if (before === 'live' && previous?.consultantName === next.consultantName) return null;
    return withName(texts.joined, next.consultantName, texts.consultantLabel);
  }
  if (next.state === 'assistant') return before === 'waiting' || before === 'live' ? texts.released : null;
  if (next.state === 'closed') return before === 'closed' ? null : texts.closed;
  return null;
}

/**
 * What a polite live region says for a hand-off status: the system line, or the waiting status line ("Connecting
 * you with a consultant…" and the expectation while someone can answer; the expectation alone, the next opening,
 * when nobody can).
 */
export function handoffAnnouncement(
  previous: HandoffStatus | null,
  next: HandoffStatus,
  texts: ChatWidgetTexts['live'],
): string | null {
  if (next.state === 'waiting' && previous?.state !== 'waiting') {
    return (next.live ? `${texts.connecting} ${next.expectation}` : next.expectation).trim();
  }
  return handoffLine(previous, next, texts);
}

/**
 * The conversation with one message of the event stream in it, or the same array when it is already shown: a
 * message id appears once; the visitor's own message (echoed to every tab) and the assistant's reply (shown from
 * the chat reply) take the id of the same text already on screen instead of appearing twice.
 */
export function mergeLiveMessage(
  messages: readonly ConversationMessage[],
  message: LiveMessage,
): ConversationMessage[] | null {
  if (messages.some((shown) => shown.id === message.id)) return null;
  if (message.role === 'user' || message.role === 'assistant') {
    for (let index = messages.length - 1; index >= 0; index -= 1) {
      const shown = messages[index];
      if (
        shown &&
        shown.role === message.role &&
        shown.id === undefined &&
        shown.content === message.content
      ) {
        const next = [...messages];
        next[index] = { ...shown, id: message.id };
        return next;
      }
    }
  }
  const added: ConversationMessage = {
    role: message.role,
    content: message.content,
    timestamp: message.timestamp,
    id: message.id,
  };
  if (message.role === 'consultant' && message.authorName) added.authorName = message.authorName;
  return [...messages, added];
}

/**
 * Whether the live stream already showed the assistant's `response` to the visitor message sent with `key`: an
 * answer given while a consultant is awaited is published there too, and may arrive before the reply.
 */
export function echoedAfter(
  messages: readonly ConversationMessage[],
  key: string,
  response: string,
): boolean {
  const sent = messages.findIndex((message) => message.idempotencyKey === key);
  return (
    sent >= 0 &&
    messages
      .slice(sent + 1)
      .some(
        (message) => message.role === 'assistant' && message.id !== undefined && message.content === response,
      )
  );
}

/** Whether event id `id` comes after `last` (ids are decimal numbers that grow; null is before every id). */
export function isAfter(id: string, last: string | null): boolean {
  if (last === null) return true;
  try {
    return BigInt(id) > BigInt(last);
  } catch {
    return id !== last;
  }
}

/**
 * The visitor's typing indicator, throttled: one `true` when typing starts, one `false` after idle or on send, and
 * never two calls less than {@link TYPING_MIN_GAP_MS} apart (a change due sooner goes at the end of the gap, the
 * latest state only).
 */
export interface TypingNotifier {
  /** The visitor typed: sends `true` unless already typing, and restarts the idle timer. */
  input(): void;
  /** The visitor sent or left: sends `false` if `true` was sent. */
  stop(): void;
  /** Drops the idle timer and a call waiting for its gap without sending (unmount). */
  dispose(): void;
}

/** How long the visitor's typing indicator stays on after the last keystroke, in ms. */
export const TYPING_IDLE_MS = 3000;

/** The least time between two typing calls, in ms: the API writes at most one typing event a second per side. */
export const TYPING_MIN_GAP_MS = 1000;

/**
 * A {@link TypingNotifier} that calls `send(true)` when typing starts and `send(false)` after `idleMs` without
 * input or on {@link TypingNotifier.stop}; in between, keystrokes send nothing. Two calls are at least `minGapMs`
 * apart: a change due sooner waits for the gap's end, and goes only if it still differs from the last call.
 */
export function createTypingNotifier(
  send: (typing: boolean) => void,
  idleMs = TYPING_IDLE_MS,
  minGapMs = TYPING_MIN_GAP_MS,
): TypingNotifier {
  let typing = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The last state sent, and when. */
  let sent = false;
  let sentAt = Number.NEGATIVE_INFINITY;
  let gapTimer: ReturnType<typeof setTimeout> | undefined;
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const flush = () => {
    gapTimer = undefined;
    if (typing === sent) return;
    sent = typing;
    sentAt = Date.now();
    send(typing);
  };
  const report = () => {
    if (gapTimer !== undefined) return;
    const wait = sentAt + minGapMs - Date.now();
    if (wait > 0) gapTimer = setTimeout(flush, wait);
    else flush();
  };
  const stop = () => {
    clear();
    if (!typing) return;
    typing = false;
    report();
  };
  return {
    input() {
      clear();
      if (!typing) {
        typing = true;
        report();
      }
      timer = setTimeout(stop, idleMs);
    },
    stop,
    dispose() {
      clear();
      if (gapTimer !== undefined) clearTimeout(gapTimer);
      gapTimer = undefined;
    },
  };
}
