import type { HandoffStatus, LiveMessage } from '@northline/schemas';
import { describe, expect, it, vi } from 'vitest';
import {
  createTypingNotifier,
  echoedAfter,
  handoffLine,
  isAfter,
  mergeLiveMessage,
  offersTimes,
} from './live-state.ts';
import { defaultChatWidgetTexts } from './texts.ts';
import type { ConversationMessage } from './types.ts';

const texts = defaultChatWidgetTexts.live;

const status = (state: HandoffStatus['state'], extra: Partial<HandoffStatus> = {}): HandoffStatus => ({
  state,
  expectation: 'A consultant usually answers within 2 minutes.',
  live: true,
  askForContact: false,
  ...extra,
});

describe('handoffLine', () => {
  it('adds a line when a consultant joins, when the chat is handed back and when it is closed', () => {
    const waiting = status('waiting');
    const live = status('live', { consultantName: 'Sam' });
    expect(handoffLine(null, waiting, texts)).toBeNull();
    expect(handoffLine(waiting, live, texts)).toBe('Sam joined the chat');
    expect(handoffLine(live, live, texts)).toBeNull();
    expect(handoffLine(live, status('live', { consultantName: 'Ana' }), texts)).toBe('Ana joined the chat');
    expect(handoffLine(live, status('assistant'), texts)).toBe("You're back with the assistant");
    expect(handoffLine(null, status('assistant'), texts)).toBeNull();
    expect(handoffLine(live, status('closed'), texts)).toBe(texts.closed);
    expect(handoffLine(status('closed'), status('closed'), texts)).toBeNull();
  });

  it('names a consultant without a name by the fallback label', () => {
    expect(handoffLine(null, status('live'), texts)).toBe('Consultant joined the chat');
  });
});

describe('offersTimes', () => {
  const nobody = status('waiting', { live: false, askForContact: true });
  it('opens the times when the chat comes to wait while nobody can answer, from any other status', () => {
    expect(offersTimes(null, nobody)).toBe(true);
    expect(offersTimes(status('assistant'), nobody)).toBe(true);
    // The claim timed out: the promise of a consultant lapses.
    expect(offersTimes(status('waiting'), nobody)).toBe(true);
    expect(offersTimes(status('live', { consultantName: 'Sam' }), nobody)).toBe(true);
  });

  it('does not open them again while the wait for nobody goes on, nor while someone can answer', () => {
    expect(offersTimes(nobody, nobody)).toBe(false);
    expect(offersTimes(nobody, { ...nobody, askForContact: false })).toBe(false);
    expect(offersTimes(null, status('waiting'))).toBe(false);
    expect(offersTimes(nobody, status('live', { consultantName: 'Sam' }))).toBe(false);
    expect(offersTimes(nobody, status('closed', { live: false }))).toBe(false);
  });
});

describe('echoedAfter', () => {
  const at = '2026-12-08T15:40:00.000Z';
  const answer = 'While a consultant joins: Managed IT starts at $99 per user per month.';
  const asked: ConversationMessage = {
    role: 'user',
    content: 'How much?',
    timestamp: at,
    idempotencyKey: 'k-1',
  };

  it('finds the answer the live stream showed after the visitor message', () => {
    expect(
      echoedAfter([asked, { role: 'assistant', content: answer, timestamp: at, id: '41' }], 'k-1', answer),
    ).toBe(true);
  });

  it('is false without the stream copy, before the message, or for another text', () => {
    expect(echoedAfter([asked], 'k-1', answer)).toBe(false);
    expect(
      echoedAfter([{ role: 'assistant', content: answer, timestamp: at, id: '40' }, asked], 'k-1', answer),
    ).toBe(false);
    expect(
      echoedAfter([asked, { role: 'assistant', content: 'Other', timestamp: at, id: '41' }], 'k-1', answer),
    ).toBe(false);
  });
});

describe('mergeLiveMessage', () => {
  const consultant: LiveMessage = {
    id: 'm-1',
    role: 'consultant',
    authorName: 'Sam',
    content: 'Hi, Sam here.',
    timestamp: '2026-11-26T10:00:00.000Z',
  };

  it('appends a new message once and ignores its id the second time', () => {
    const once = mergeLiveMessage([], consultant);
    expect(once).toEqual([
      {
        role: 'consultant',
        authorName: 'Sam',
        content: 'Hi, Sam here.',
        id: 'm-1',
        timestamp: consultant.timestamp,
      },
    ]);
    expect(mergeLiveMessage(once ?? [], consultant)).toBeNull();
  });

  it("gives the visitor's own message on screen the echoed id instead of showing it twice", () => {
    const shown: ConversationMessage[] = [
      { role: 'user', content: 'Hello?', timestamp: 't' },
      { role: 'user', content: 'Anyone?', timestamp: 't' },
    ];
    const merged = mergeLiveMessage(shown, { id: 'm-2', role: 'user', content: 'Anyone?', timestamp: 't' });
    expect(merged).toHaveLength(2);
    expect(merged?.[1]).toMatchObject({ content: 'Anyone?', id: 'm-2' });
    // A message typed in another tab is new here.
    const other = mergeLiveMessage(merged ?? [], {
      id: 'm-3',
      role: 'user',
      content: 'From tab 2',
      timestamp: 't',
    });
    expect(other?.map((message) => message.content)).toEqual(['Hello?', 'Anyone?', 'From tab 2']);
  });
});

describe('isAfter', () => {
  it('compares event ids as numbers', () => {
    expect(isAfter('10', '9')).toBe(true);
    expect(isAfter('9', '10')).toBe(false);
    expect(isAfter('5', '5')).toBe(false);
    expect(isAfter('1', null)).toBe(true);
  });
});

describe('createTypingNotifier (the visitor typing indicator, throttled)', () => {
  it('sends true once when typing starts, false after 3 s without input, and false at once on stop', () => {
    vi.useFakeTimers();
    const sent: boolean[] = [];
    const notifier = createTypingNotifier((typing) => sent.push(typing));
    notifier.input();
    notifier.input();
    vi.advanceTimersByTime(2000);
    notifier.input();
    // Every keystroke restarts the idle time: 2.9 s after the last one nothing more is sent.
    vi.advanceTimersByTime(2900);
    expect(sent).toEqual([true]);
    vi.advanceTimersByTime(100);
    expect(sent).toEqual([true, false]);

    // Typing again at once goes out a second after the last call; a stop at once after it sends nothing.
    notifier.input();
    expect(sent).toEqual([true, false]);
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([true, false, true]);
    vi.advanceTimersByTime(1000);
    notifier.stop();
    expect(sent).toEqual([true, false, true, false]);
    // Stopped: neither the old timer nor another stop sends anything.
    vi.advanceTimersByTime(5000);
    notifier.stop();
    expect(sent).toEqual([true, false, true, false]);
  });

  it('never calls twice within a second: a change due sooner waits, and only the latest state goes', () => {
    vi.useFakeTimers();
    const calls: { typing: boolean; at: number }[] = [];
    const notifier = createTypingNotifier((typing) => calls.push({ typing, at: Date.now() }));
    // A visitor typing and sending 100 times in two seconds.
    for (let i = 0; i < 100; i++) {
      notifier.input();
      if (i % 2 === 1) notifier.stop();
      vi.advanceTimersByTime(20);
    }
    vi.advanceTimersByTime(5000);
    const gaps = calls.slice(1).map((call, index) => call.at - (calls[index]?.at ?? 0));
    expect(calls.length).toBeLessThanOrEqual(4);
    expect(gaps.every((gap) => gap >= 1000)).toBe(true);
    // It ends where the visitor ended: not typing.
    expect(calls.at(-1)?.typing).toBe(false);
    // A stop and a start inside one gap cancel out: nothing more is sent.
    const before = calls.length;
    notifier.input();
    notifier.stop();
    notifier.input();
    vi.advanceTimersByTime(100);
    expect(calls.length).toBe(before + 1);
    notifier.stop();
    notifier.input();
    vi.advanceTimersByTime(1000);
    expect(calls.length).toBe(before + 1);
  });

  it('sends nothing after dispose, not even a change waiting for its gap', () => {
    vi.useFakeTimers();
    const sent: boolean[] = [];
    const notifier = createTypingNotifier((typing) => sent.push(typing), 1000);
    notifier.input();
    notifier.stop();
    notifier.dispose();
    vi.advanceTimersByTime(2000);
    expect(sent).toEqual([true]);
  });
});
