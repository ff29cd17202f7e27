import {
  createSessionId,
  quickRecommendationRequestSchema,
  quickRecommendationResponseSchema,
  recommendationResultSchema,
} from '@northline/schemas';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppOptions } from '../src/app.ts';
import { ModelBudget, ModelBudgetError } from '../src/model-budget.ts';
import { quickRecommend } from '../src/recommendations/engine.ts';
import { RECOMMENDATION_RATE_MESSAGE } from '../src/services/recommendations.ts';
import { type FakeOpenAIServer, startFakeOpenAIServer, textReply } from './chat/fake-openai-server.ts';
import { createTestDatabase, logCapture, sqlClient, type TestSettings, testApp, testEnv } from './helper.ts';

/**
 * One model budget for every model call (OWASP Top 10 for LLM Applications, LLM10 "Unbounded Consumption";
 * decision 023): chat turns, the phrasing of stored recommendations and of quick recommendations draw on the same
 * calls per day, calls per visitor and calls in flight; beyond them the visitor gets the built-in answer. The apps
 * below ask the local fake OpenAI-compatible server (test/chat/fake-openai-server.ts), which counts the requests.
 */

describe('ModelBudget', () => {
  it('refuses beyond the day’s calls, counting no refused call, and starts afresh the next UTC day', () => {
    let now = Date.UTC(2026, 10, 26, 23, 59);
    const budget = new ModelBudget({ maxConcurrent: 1, dailyCalls: 2, now: () => now });
    budget.acquire('a')();
    const release = budget.acquire('b');
    // In flight and over the day's calls: the day's limit answers first, and the refusal counts against nothing.
    expect(() => budget.acquire('c')).toThrow(expect.objectContaining({ name: 'ModelDailyBudgetError' }));
    release();
    release(); // A second release does not free a second slot.
    expect(budget.usage).toEqual({ day: '2026-11-26', calls: 2, inFlight: 0, visitors: 2 });
    now = Date.UTC(2026, 10, 27, 0, 0);
    budget.acquire('c')();
    expect(budget.usage).toEqual({ day: '2026-11-27', calls: 1, inFlight: 0, visitors: 1 });
  });

  it('refuses a visitor over its daily calls while others go on, and a call over the calls in flight', async () => {
    const budget = new ModelBudget({ maxConcurrent: 1, dailyCalls: 100, visitorDailyCalls: 2 });
    await budget.run('a', async () => 'one');
    await budget.run('a', async () => 'two');
    let called = false;
    const refused = budget.run('a', async () => {
      called = true;
    });
    await expect(refused).rejects.toBeInstanceOf(ModelBudgetError);
    await expect(refused).rejects.toMatchObject({ name: 'ModelVisitorBudgetError', limit: 'visitor' });
    expect(called).toBe(false);
    const release = budget.acquire('b');
    expect(() => budget.acquire('c')).toThrow(expect.objectContaining({ limit: 'concurrency' }));
    release();
    await expect(budget.run('c', async () => 'three')).resolves.toBe('three');
    // The refused calls counted nowhere: a's 2, b's 1, c's 1.
    expect(budget.usage).toMatchObject({ calls: 4, inFlight: 0, visitors: 3 });
  });

  it('releases a call that fails, and keeps no more visitor keys than calls it admitted', async () => {
    const budget = new ModelBudget({ maxConcurrent: 1, dailyCalls: 3, visitorDailyCalls: 5 });
    await expect(
      budget.run('a', async () => {
        throw new Error('model down');
      }),
    ).rejects.toThrow('model down');
    expect(budget.usage.inFlight).toBe(0);
    for (const visitor of ['b', 'c', 'd', 'e', 'f']) {
      try {
        budget.acquire(visitor)();
      } catch (error) {
        expect(error).toBeInstanceOf(ModelBudgetError);
      }
    }
    expect(budget.usage).toMatchObject({ calls: 3, visitors: 3 });
  });

  it('names no visitor in its errors', () => {
    const budget = new ModelBudget({ maxConcurrent: 5, dailyCalls: 5, visitorDailyCalls: 1 });
    budget.acquire('chat-1700000000000-secretSessionId')();
    try {
      budget.acquire('chat-1700000000000-secretSessionId');
      expect.unreachable();
    } catch (error) {
      expect(String((error as Error).message)).not.toContain('secret');
      expect(JSON.stringify(error)).not.toContain('secret');
    }
  });
});

const request = quickRecommendationRequestSchema.parse({
  industry: 'legal',
  companySize: '11-50',
  challenges: ['security-threats'],
});
/** A rewording the phraser's guard accepts (no new number, price or promise). */
const PHRASED = 'Your firm handles confidential files; here is where we would start.';
const phrasingReply = () => textReply(JSON.stringify({ customMessage: PHRASED }));
const engineMessage = quickRecommend(request).recommendation.customMessage;

let server: FakeOpenAIServer;
let url: string;
let sql: pg.Client;

beforeAll(async () => {
  server = await startFakeOpenAIServer();
  url = await createTestDatabase();
  sql = await sqlClient(url);
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  server.setDefault(phrasingReply());
});

/** An app asking the fake model, with these limits (the rest at their defaults). */
function modelApp(limits: TestSettings, logger?: AppOptions['logger']): Promise<FastifyInstance> {
  return testApp({
    env: testEnv({
      DATABASE_URL: url,
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: server.baseURL,
      ...limits,
    }),
    waitForDatabase: true,
    ...(logger === undefined ? {} : { logger }),
  });
}

const quick = (app: FastifyInstance, remoteAddress = '192.0.2.10') =>
  app.inject({ method: 'POST', url: '/api/quick-recommendations', payload: request, remoteAddress });

/** A session with a stored profile, ready for `POST /api/recommendations`. */
async function profiledSession(app: FastifyInstance): Promise<string> {
  const sessionId = createSessionId('test-session');
  const saved = await app.inject({
    method: 'POST',
    url: '/api/visitor-profile',
    payload: { sessionId, industry: 'legal', companySize: '11-50', currentChallenges: ['security-threats'] },
  });
  expect(saved.statusCode).toBe(200);
  return sessionId;
}

const forceUpdate = (app: FastifyInstance, sessionId: string) =>
  app.inject({ method: 'POST', url: '/api/recommendations', payload: { sessionId, forceUpdate: true } });

const chat = (app: FastifyInstance, sessionId: string, message: string) =>
  app.inject({ method: 'POST', url: '/api/chat', payload: { sessionId, message } });

async function replyEngines(sessionId: string): Promise<(string | null)[]> {
  const { rows } = await sql.query<{ engine: string | null }>(
    "select engine from chat_message where session_id = $1 and role = 'assistant' order by position",
    [sessionId],
  );
  return rows.map((row) => row.engine);
}

describe('the daily model budget (MODEL_DAILY_TURNS) covers every model call', () => {
  it('with a budget of 3, five quick recommendations make exactly 3 model requests and all five answer in full', async () => {
    const app = await modelApp({ MODEL_DAILY_TURNS: 3 });
    const messages: string[] = [];
    for (let call = 0; call < 5; call += 1) {
      const response = await quick(app);
      expect(response.statusCode).toBe(200);
      const { recommendation } = quickRecommendationResponseSchema.parse(response.json());
      expect(recommendation.recommendedServices).toEqual(
        quickRecommend(request).recommendation.recommendedServices,
      );
      messages.push(recommendation.customMessage);
    }
    expect(server.requests).toHaveLength(3);
    expect(messages).toEqual([PHRASED, PHRASED, PHRASED, engineMessage, engineMessage]);
  });

  it('is one budget: chat turns, forced recommendation updates and quick recommendations draw on it together', async () => {
    const app = await modelApp({ MODEL_DAILY_TURNS: 2 });
    const chatSession = createSessionId('chat');
    server.enqueue(textReply('From the model.'));
    expect((await chat(app, chatSession, 'Hello, we need IT help')).json().response).toBe('From the model.');
    const profiled = await profiledSession(app);
    const generated = await forceUpdate(app, profiled);
    expect(generated.statusCode).toBe(201);
    expect(recommendationResultSchema.parse(generated.json()).recommendation.customMessage).toBe(PHRASED);
    expect(server.requests).toHaveLength(2);

    // The day's two calls are spent: every path answers in full without the model.
    const quickAnswer = await quick(app);
    expect(quickAnswer.statusCode).toBe(200);
    expect(quickAnswer.json().recommendation.customMessage).toBe(engineMessage);
    const again = await forceUpdate(app, profiled);
    expect(again.statusCode).toBe(201);
    expect(again.json().recommendation.customMessage).not.toBe(PHRASED);
    const second = await chat(app, chatSession, 'We have 20 staff');
    expect(second.statusCode).toBe(200);
    expect(second.json().response.length).toBeGreaterThan(0);
    expect(await replyEngines(chatSession)).toEqual(['openai', 'builtin']);
    expect(server.requests).toHaveLength(2);
    const { rows } = await sql.query<{ phrased: boolean }>(
      'select phrased from recommendation where session_id = $1 order by generated_at',
      [profiled],
    );
    expect(rows).toEqual([{ phrased: true }, { phrased: false }]);
  });
});

describe('the per-visitor model budget (MODEL_VISITOR_DAILY_CALLS)', () => {
  let app: FastifyInstance;
  const { lines, stream } = logCapture();
  beforeAll(async () => {
    app = await modelApp({ MODEL_VISITOR_DAILY_CALLS: 2 }, { level: 'debug', stream });
  });

  it('caps the model calls of one recommendation session, leaving other sessions theirs', async () => {
    const sessionId = await profiledSession(app);
    const answers = [];
    for (let call = 0; call < 3; call += 1) answers.push(await forceUpdate(app, sessionId));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(answers.map((answer) => answer.json().recommendation.customMessage === PHRASED)).toEqual([
      true,
      true,
      false,
    ]);
    expect(server.requests).toHaveLength(2);
    const other = await forceUpdate(app, await profiledSession(app));
    expect(other.json().recommendation.customMessage).toBe(PHRASED);
    expect(server.requests).toHaveLength(3);
    for (const line of lines) expect(line).not.toContain(sessionId);
  });

  it('caps the model turns of one chat session: its third turn is the built-in engine’s', async () => {
    const sessionId = createSessionId('chat');
    server.setDefault(textReply('From the model.'));
    for (const message of ['Hello', 'We are a law firm', 'We have 20 staff']) {
      expect((await chat(app, sessionId, message)).statusCode).toBe(200);
    }
    expect(await replyEngines(sessionId)).toEqual(['openai', 'openai', 'builtin']);
    expect(server.requests).toHaveLength(2);
    const { rows } = await sql.query<{ fallback_reason: string | null }>(
      "select fallback_reason from chat_message where session_id = $1 and role = 'assistant' order by position",
      [sessionId],
    );
    expect(rows.at(-1)).toEqual({ fallback_reason: 'error' });
    expect(lines.some((line) => line.includes('ModelVisitorBudgetError'))).toBe(true);
    for (const line of lines) expect(line).not.toContain(sessionId);
  });

  it('counts quick recommendations (no session) per client address, and logs no address', async () => {
    const messages = [];
    for (let call = 0; call < 3; call += 1) {
      const response = await quick(app, '203.0.113.5');
      expect(response.statusCode).toBe(200);
      messages.push(response.json().recommendation.customMessage);
    }
    expect(messages).toEqual([PHRASED, PHRASED, engineMessage]);
    expect((await quick(app, '203.0.113.6')).json().recommendation.customMessage).toBe(PHRASED);
    expect(server.requests).toHaveLength(3);
    for (const line of lines) expect(line).not.toContain('203.0.113.');
  });
});

describe('the model concurrency cap (MODEL_MAX_CONCURRENCY) covers every model call', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await modelApp({ MODEL_MAX_CONCURRENCY: 2 });
  });

  /** Resolves once `count` of `calls` have settled. */
  function settled(calls: Promise<unknown>[], count: number): Promise<void> {
    let done = 0;
    return new Promise((resolve) => {
      for (const call of calls) {
        void call.finally(() => {
          done += 1;
          if (done === count) resolve();
        });
      }
    });
  }

  it('with the model holding its answers, five concurrent quick recommendations put 2 in flight at the model and answer all five', async () => {
    server.setDefault({
      kind: 'held',
      reply: { kind: 'reply', content: JSON.stringify({ customMessage: PHRASED }) },
    });
    server.resetMaxInFlight();
    const calls = Array.from({ length: 5 }, (_, index) => quick(app, `198.51.100.${index + 1}`));
    // Three calls find both slots taken and answer at once with the engine's texts while two wait on the model.
    await Promise.all([settled(calls, 3), server.whenHeld(2)]);
    expect(server.inFlight).toBe(2);
    expect(server.releaseHeld()).toBe(2);
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const messages = answers.map((answer) => answer.json().recommendation.customMessage);
    expect(messages.filter((message) => message === PHRASED)).toHaveLength(2);
    expect(messages.filter((message) => message === engineMessage)).toHaveLength(3);
    expect(server.maxInFlight).toBe(2);
    expect(server.requests).toHaveLength(2);
  });

  it('counts chat turns and phrasing in one cap: with two chat turns at the model, a quick recommendation does without', async () => {
    server.setDefault({ kind: 'held', reply: { kind: 'reply', content: 'From the model.' } });
    const turns = [createSessionId('chat'), createSessionId('chat')].map((sessionId) =>
      chat(app, sessionId, 'Hello, we need IT help'),
    );
    await server.whenHeld(2);
    const answer = await quick(app);
    expect(answer.json().recommendation.customMessage).toBe(engineMessage);
    expect(server.requests).toHaveLength(2);
    server.releaseHeld();
    const replies = await Promise.all(turns);
    expect(replies.map((reply) => reply.json().response)).toEqual(['From the model.', 'From the model.']);
  });
});

describe('forced recommendation updates per session (RECOMMENDATIONS_PER_HOUR)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({
      env: testEnv({ DATABASE_URL: url, RECOMMENDATIONS_PER_HOUR: 3 }),
      waitForDatabase: true,
    });
  });

  const storedRows = async (sessionId: string) => {
    const { rows } = await sql.query<{ count: string }>(
      'select count(*) from recommendation where session_id = $1',
      [sessionId],
    );
    return Number(rows[0]?.count);
  };

  it('answers 429 beyond the hour’s updates, stores nothing more, and keeps the latest recommendation readable', async () => {
    const sessionId = await profiledSession(app);
    for (let call = 0; call < 3; call += 1) expect((await forceUpdate(app, sessionId)).statusCode).toBe(201);
    const refused = await forceUpdate(app, sessionId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: RECOMMENDATION_RATE_MESSAGE });
    expect(await storedRows(sessionId)).toBe(3);
    expect((await app.inject({ method: 'GET', url: `/api/recommendations/${sessionId}` })).statusCode).toBe(
      200,
    );
    // Without forceUpdate the stored one is answered, as always.
    const stored = await app.inject({ method: 'POST', url: '/api/recommendations', payload: { sessionId } });
    expect(stored.statusCode).toBe(200);

    // An hour on, the session may update again: the window slides over the stored rows.
    await sql.query(
      "update recommendation set generated_at = generated_at - interval '61 minutes' where session_id = $1",
      [sessionId],
    );
    expect((await forceUpdate(app, sessionId)).statusCode).toBe(201);
    expect(await storedRows(sessionId)).toBe(4);
  });

  it('stores at most the hour’s updates when a session sends many at once', async () => {
    const sessionId = await profiledSession(app);
    const answers = await Promise.all(Array.from({ length: 8 }, () => forceUpdate(app, sessionId)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    expect(await storedRows(sessionId)).toBe(3);
  });

  it('limits each session on its own', async () => {
    const first = await profiledSession(app);
    const second = await profiledSession(app);
    for (let call = 0; call < 3; call += 1) await forceUpdate(app, first);
    expect((await forceUpdate(app, first)).statusCode).toBe(429);
    expect((await forceUpdate(app, second)).statusCode).toBe(201);
  });
});
