/**
 * The hand-off's rules: the phrasings that ask for a person (each as the very first message moves the chat to
 * `waiting`), what the visitor is told with a fake clock (a Saturday evening, Boxing Day 2026, a weekday morning),
 * and the claim timeout checked with a fake `now`.
 */

import { liveChatMessages } from '@northline/content';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyseMessage } from '../src/chat/intents.ts';
import {
  answerMinutesOf,
  DEFAULT_ANSWER_MINUTES,
  type HandoffPresence,
  handoffStatusOf,
  markUnansweredHandoffs,
} from '../src/conversations/live-chat.ts';
import { readDomainEvents } from '../src/events/log.ts';
import { createTestDatabase, testApp, testEnv } from './helper.ts';

const PHRASINGS = [
  'can I talk to a human',
  'speak to someone',
  'real person please',
  'connect me with an agent',
  'I want a consultant',
  'call me',
  'talk to sales',
  'is there a person there',
  'representative',
  'operator',
  'Can you call me back?',
  'transfer me to a person',
];

let app: FastifyInstance;

beforeAll(async () => {
  const url = await createTestDatabase();
  app = await testApp({
    env: testEnv({ DATABASE_URL: url, CHAT_RATE_LIMIT_MAX: 10_000 }),
    background: false,
    waitForDatabase: true,
  });
});

async function firstMessage(message: string) {
  const { sessionId } = (await app.inject({ method: 'POST', url: '/api/sessions' })).json();
  const response = await app.inject({ method: 'POST', url: '/api/chat', payload: { sessionId, message } });
  expect(response.statusCode, response.body).toBe(200);
  return { sessionId: sessionId as string, reply: response.json() };
}

describe('a request for a person', () => {
  it.each(PHRASINGS)('"%s" as the first message hands the chat to a person', async (message) => {
    expect(analyseMessage(message).humanRequest).toBe(true);
    const { reply } = await firstMessage(message);
    expect(reply.handoff).toMatchObject({ state: 'waiting', reason: 'visitor-request' });
    expect(reply.response).toBe(reply.handoff.expectation);
  });

  it.each(['we need a managed services plan', 'call me Bob', 'I want a quote for 20 people'])(
    '"%s" does not',
    async (message) => {
      expect(analyseMessage(message).humanRequest).toBe(false);
    },
  );
});

const waiting = {
  handoff_state: 'waiting' as const,
  handoff_reason: 'visitor-request' as const,
  unanswered_at: null,
  visitor_email: null,
  visitor_phone: null,
  staff_name: null,
};

/** Someone is present; the desk usually answers within 3 minutes. */
const present: HandoffPresence = { available: true, answerMinutes: 3 };
/** Nobody is present. */
const absent: HandoffPresence = { available: false, answerMinutes: 3 };

describe('what the visitor is told (fake clock)', () => {
  it('a Saturday evening: nobody now, back Monday 8:00 Toronto time, asked for contact details', () => {
    const status = handoffStatusOf(waiting, new Date('2026-11-28T19:30:00-05:00'), present);
    expect(status).toMatchObject({
      live: false,
      askForContact: true,
      nextOpening: '2026-11-30T13:00:00.000Z',
    });
    expect(status.expectation).toContain('Monday, November 30 at 8:00 a.m. (Toronto time)');
  });

  it('Boxing Day 2026 (a Saturday): back Tuesday December 29, after the substitute Monday', () => {
    const status = handoffStatusOf(
      { ...waiting, visitor_email: 'known@example.com' },
      new Date('2026-12-26T10:00:00-05:00'),
      present,
    );
    expect(status).toMatchObject({
      live: false,
      askForContact: false,
      nextOpening: '2026-12-29T13:00:00.000Z',
    });
    expect(status.expectation).toContain('Tuesday, December 29');
  });

  it('an emergency outside hours names the 24/7 line', () => {
    const status = handoffStatusOf(
      { ...waiting, handoff_reason: 'emergency' },
      new Date('2026-11-28T23:00:00-05:00'),
      absent,
    );
    expect(status.expectation).toContain('24/7');
  });

  it('a weekday morning with someone present: the measured promise; after the timeout: nobody could join', () => {
    const open = new Date('2026-12-01T10:00:00-05:00');
    const now = handoffStatusOf(waiting, open, present);
    expect(now).toMatchObject({ live: true, askForContact: false });
    expect(now.expectation).toBe(liveChatMessages.waiting(3));
    expect(now.expectation).toContain('within 3 minutes');
    const late = handoffStatusOf({ ...waiting, unanswered_at: open }, open, present);
    expect(late).toMatchObject({ live: false, askForContact: true });
    expect(late.expectation).toBe(`${liveChatMessages.noneFree} ${liveChatMessages.askForContact}`);
  });

  it('a weekday morning with nobody present: told at once that nobody can join, asked for an e-mail or phone', () => {
    const open = new Date('2026-12-01T10:00:00-05:00');
    const status = handoffStatusOf(waiting, open, absent);
    expect(status).toMatchObject({ live: false, askForContact: true });
    expect(status.nextOpening).toBeUndefined();
    expect(status.expectation).toBe(`${liveChatMessages.nobodyAvailable} ${liveChatMessages.askForContact}`);
    expect(status.expectation).toMatch(/e-mail or phone/);
    expect(status.expectation).not.toMatch(/usually answers/);
    // A known phone number is used instead of asking again.
    const known = handoffStatusOf({ ...waiting, visitor_phone: '+14165550100' }, open, absent);
    expect(known).toMatchObject({ live: false, askForContact: false });
    expect(known.expectation).toBe(`${liveChatMessages.nobodyAvailable} ${liveChatMessages.contactKnown}`);
    // The assistant's state says no person could join now either.
    expect(handoffStatusOf({ ...waiting, handoff_state: 'assistant' }, open, absent).live).toBe(false);
    expect(handoffStatusOf({ ...waiting, handoff_state: 'assistant' }, open, present).live).toBe(true);
  });
});

describe('the promise is measured', () => {
  it('the median claim time in whole minutes rounded up, at least 1, at most 30; the default from fewer than 3 claims', () => {
    expect(answerMinutesOf(null, 0)).toBe(DEFAULT_ANSWER_MINUTES);
    expect(answerMinutesOf(30, 2)).toBe(DEFAULT_ANSWER_MINUTES);
    expect(answerMinutesOf(0, 3)).toBe(1);
    expect(answerMinutesOf(61, 3)).toBe(2);
    expect(answerMinutesOf(120, 10)).toBe(2);
    expect(answerMinutesOf(7200, 10)).toBe(30);
    expect(liveChatMessages.waiting(1)).toContain('within 1 minute.');
  });
});

describe('the claim timeout', () => {
  it('marks a request unclaimed after HANDOFF_CLAIM_TIMEOUT_MS once, and tells the visitor', async () => {
    const { sessionId } = await firstMessage('operator');
    const em = app.db.em();
    const [row] = await app.db
      .statements()
      .getConnection()
      .execute<{ at: Date }[]>('select "handoff_requested_at" as "at" from "chat_session" where "id" = ?', [
        sessionId,
      ]);
    const requestedAt = new Date(row?.at ?? 0);
    const unansweredAt = async () => {
      const [marked] = await app.db
        .statements()
        .getConnection()
        .execute<{ at: Date | null }[]>('select "unanswered_at" as "at" from "chat_session" where "id" = ?', [
          sessionId,
        ]);
      return marked?.at ?? null;
    };
    await markUnansweredHandoffs(em, new Date(requestedAt.getTime() + 119_000), 120_000);
    expect(await unansweredAt()).toBeNull();
    const later = new Date(requestedAt.getTime() + 121_000);
    expect(await markUnansweredHandoffs(app.db.em(), later, 120_000)).toBeGreaterThanOrEqual(1);
    expect(new Date((await unansweredAt()) ?? 0).getTime()).toBe(later.getTime());
    expect(await markUnansweredHandoffs(app.db.em(), later, 120_000)).toBe(0);
    const events = await readDomainEvents(app.db.em(), '0', { audience: 'visitor', sessionId });
    const last = events.at(-1);
    expect(last?.type).toBe('conversation.status');
    expect(last?.payload).toMatchObject({ status: { state: 'waiting', live: false, askForContact: true } });
  });
});
