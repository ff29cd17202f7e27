/**
 * The hand-off's rules: the phrasings that ask for a person (each as the very first message moves the chat to
 * `waiting`), what the visitor is told with a fake clock (a Saturday evening, Boxing Day 2026, a weekday morning),
 * and the claim timeout checked with a fake `now`.
 */
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyseMessage } from '../src/chat/intents.ts';
import { handoffStatusOf, markUnansweredHandoffs } from '../src/conversations/live-chat.ts';
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

describe('what the visitor is told (fake clock)', () => {
  it('a Saturday evening: nobody now, back Monday 8:00 Toronto time, asked for contact details', () => {
    const status = handoffStatusOf(waiting, new Date('2026-11-28T19:30:00-05:00'));
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
    );
    expect(status.expectation).toContain('24/7');
  });

  it('a weekday morning: a consultant can answer now; after the timeout: not', () => {
    const open = new Date('2026-12-01T10:00:00-05:00');
    expect(handoffStatusOf(waiting, open)).toMatchObject({ live: true, askForContact: false });
    expect(handoffStatusOf({ ...waiting, unanswered_at: open }, open)).toMatchObject({
      live: false,
      askForContact: true,
    });
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
