import { randomBytes, randomInt } from 'node:crypto';
import { addDaysToDateKey } from '@northline/content/business-hours';
import {
  createSessionId,
  quickRecommendationRequestSchema,
  quickRecommendationResponseSchema,
  recommendationResultSchema,
} from '@northline/schemas';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import type { AppOptions } from '../src/app.ts';
import {
  MemoryModelBudgetStore,
  ModelBudget,
  ModelBudgetError,
  type ModelBudgetReservation,
  type ModelBudgetStore,
} from '../src/model-budget.ts';
import { PostgresModelBudgetStore, RedisModelBudgetStore } from '../src/model-budget-stores.ts';
import { quickRecommend } from '../src/recommendations/engine.ts';
import { RECOMMENDATION_RATE_MESSAGE } from '../src/recommendations/recommendations.ts';
import { type FakeOpenAIServer, startFakeOpenAIServer, textReply } from './chat/fake-openai-server.ts';
import {
  closedPort,
  createTestDatabase,
  logCapture,
  sqlClient,
  type TestSettings,
  testApp,
  testEnv,
} from './helper.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * One model budget for every model call (OWASP Top 10 for LLM Applications, LLM10 "Unbounded Consumption";
 * decision 023): chat turns, the phrasing of stored recommendations and of quick recommendations draw on the same
 * calls per day, calls per visitor and calls in flight; beyond them the visitor gets the built-in answer. The apps
 * below ask the local fake OpenAI-compatible server (test/chat/fake-openai-server.ts), which counts the requests.
 */

/** A clock the test moves: `at` is the instant it reads. */
function movableClock(iso: string): { clock: () => Date; set: (iso: string) => void } {
  let at = new Date(iso);
  return { clock: () => at, set: (next) => (at = new Date(next)) };
}

describe('ModelBudget', () => {
  it('refuses beyond the day’s calls, counting no refused call, and starts afresh at midnight in Toronto', async () => {
    const time = movableClock('2026-11-26T18:59:00-05:00');
    const budget = new ModelBudget({
      maxConcurrent: 2,
      dailyCalls: 2,
      store: new MemoryModelBudgetStore(),
      clock: time.clock,
    });
    (await budget.acquire('a'))();
    const release = await budget.acquire('b');
    await expect(budget.acquire('c')).rejects.toMatchObject({
      name: 'ModelDailyBudgetError',
      limit: 'daily',
    });
    release();
    release(); // A second release does not free a second slot.
    expect(await budget.usage()).toEqual({ day: '2026-11-26', calls: 2, inFlight: 0 });
    // Midnight UTC is 7 p.m. in Toronto: the same day.
    time.set('2026-11-26T19:00:00-05:00');
    await expect(budget.acquire('c')).rejects.toMatchObject({ limit: 'daily' });
    time.set('2026-11-26T23:59:59-05:00');
    await expect(budget.acquire('c')).rejects.toMatchObject({ limit: 'daily' });
    time.set('2026-11-27T00:00:00-05:00');
    (await budget.acquire('c'))();
    expect(await budget.usage()).toEqual({ day: '2026-11-27', calls: 1, inFlight: 0 });
  });

  it('refuses a visitor over its daily calls while others go on, and a call over the calls in flight', async () => {
    const budget = new ModelBudget({
      maxConcurrent: 1,
      dailyCalls: 100,
      visitorDailyCalls: 2,
      store: new MemoryModelBudgetStore(),
    });
    await budget.run('a', async () => 'one');
    await budget.run('a', async () => 'two');
    let called = false;
    const refused = budget.run('a', async () => {
      called = true;
    });
    await expect(refused).rejects.toBeInstanceOf(ModelBudgetError);
    await expect(refused).rejects.toMatchObject({ name: 'ModelVisitorBudgetError', limit: 'visitor' });
    expect(called).toBe(false);
    const release = await budget.acquire('b');
    await expect(budget.acquire('c')).rejects.toMatchObject({ limit: 'concurrency' });
    release();
    await expect(budget.run('c', async () => 'three')).resolves.toBe('three');
    // The refused calls counted nowhere: a's 2, b's 1, c's 1.
    expect(await budget.usage()).toMatchObject({ calls: 4, inFlight: 0 });
  });

  it('releases a call that fails', async () => {
    const budget = new ModelBudget({ maxConcurrent: 1, dailyCalls: 3, store: new MemoryModelBudgetStore() });
    await expect(
      budget.run('a', async () => {
        throw new Error('model down');
      }),
    ).rejects.toThrow('model down');
    expect((await budget.usage()).inFlight).toBe(0);
    await expect(budget.run('b', async () => 'next')).resolves.toBe('next');
  });

  it('gives the store only a digest of the visitor and names no visitor in its errors', async () => {
    const store = new MemoryModelBudgetStore();
    const seen: string[] = [];
    const budget = new ModelBudget({
      maxConcurrent: 5,
      dailyCalls: 5,
      visitorDailyCalls: 1,
      store: {
        reserve: (reservation) => {
          seen.push(JSON.stringify(reservation));
          return store.reserve(reservation);
        },
        callsOn: (day) => store.callsOn(day),
      },
    });
    (await budget.acquire('chat-1700000000000-secretSessionId'))();
    const refusal = await budget
      .acquire('chat-1700000000000-secretSessionId')
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({ limit: 'visitor' });
    expect(String((refusal as Error).message)).not.toContain('secret');
    expect(JSON.stringify(refusal)).not.toContain('secret');
    expect(seen).toHaveLength(2);
    for (const reservation of seen) expect(reservation).not.toContain('secret');
  });

  it('refuses the call when the store cannot count it (fail closed), frees its place and logs only the error class', async () => {
    const warnings: string[] = [];
    let storeUp = false;
    const store = new MemoryModelBudgetStore();
    const budget = new ModelBudget({
      maxConcurrent: 1,
      dailyCalls: 5,
      visitorDailyCalls: 5,
      store: {
        reserve: async (reservation) => {
          if (!storeUp) throw new Error('connect ECONNREFUSED 203.0.113.9:6379 for address:203.0.113.9');
          return store.reserve(reservation);
        },
        callsOn: (day) => store.callsOn(day),
      },
      log: { warn: (fields, message) => warnings.push(JSON.stringify({ fields, message })) },
    });
    let called = false;
    const refused = budget.run('address:203.0.113.9', async () => {
      called = true;
    });
    await expect(refused).rejects.toMatchObject({
      name: 'ModelBudgetUnavailableError',
      limit: 'unavailable',
    });
    expect(called).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('"errorName":"Error"');
    expect(warnings[0]).not.toContain('203.0.113.9');
    // The refused call held no place in flight: with the store back, the one place is free.
    storeUp = true;
    await expect(budget.run('address:203.0.113.9', async () => 'answered')).resolves.toBe('answered');
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

beforeEach(async () => {
  server.requests.length = 0;
  server.setDefault(phrasingReply());
  // The apps of this file share one database, and with it the day's counts: each test starts from none.
  const { rows } = await sql.query<{ table: string | null }>(
    "select to_regclass('model_budget')::text as table",
  );
  if (rows[0]?.table) await sql.query('delete from model_budget');
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

  it('counts an IPv6 client by its /64: a fresh address of the same /64 is the same visitor', async () => {
    const messages = [];
    for (const address of ['2001:db8:40:1::1', '2001:db8:40:1:ffff::2', '2001:DB8:40:1:0:0:0:3']) {
      messages.push((await quick(app, address)).json().recommendation.customMessage);
    }
    expect(messages).toEqual([PHRASED, PHRASED, engineMessage]);
    expect((await quick(app, '2001:db8:40:2::1')).json().recommendation.customMessage).toBe(PHRASED);
    expect((await quick(app, '::ffff:198.51.100.9')).json().recommendation.customMessage).toBe(PHRASED);
    expect((await quick(app, '198.51.100.9')).json().recommendation.customMessage).toBe(PHRASED);
    expect((await quick(app, '198.51.100.9')).json().recommendation.customMessage).toBe(engineMessage);
    for (const line of lines) expect(line).not.toContain('2001:db8:40');
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

/** The first of this run's days: a random year far ahead, so Redis keys of other runs on the same server never meet them. */
const FIRST_DAY = `${2100 + randomInt(0, 800)}-01-01`;
let daysTaken = 0;

/** A Toronto day no other test of this run uses. */
function freshDay(): string {
  daysTaken += 1;
  // A week apart: a test that moves its clock on to the next day meets no other test's day.
  return addDaysToDateKey(FIRST_DAY, daysTaken * 7);
}

describe.each([
  { store: 'PostgreSQL', redis: false },
  { store: 'Redis', redis: true },
])('the day’s model budget in $store is shared by every instance and outlives a restart', ({ redis }) => {
  let day: string;
  let time: ReturnType<typeof movableClock>;
  let redisClient: Redis | undefined;

  beforeEach(() => {
    day = freshDay();
    time = movableClock(`${day}T12:00:00-05:00`);
  });

  afterAll(async () => {
    redisClient?.disconnect();
  });

  /** An instance on the file's database (and, for Redis, the test Redis) with the test's clock, closed after the test. */
  async function instance(limits: TestSettings): Promise<FastifyInstance> {
    const app = await testApp({
      env: testEnv({
        DATABASE_URL: url,
        OPENAI_API_KEY: 'test-key',
        OPENAI_BASE_URL: server.baseURL,
        ...(redis ? { REDIS_URL } : {}),
        ...limits,
      }),
      clock: time.clock,
      waitForDatabase: true,
    });
    onTestFinished(() => app.close());
    return app;
  }

  /** A day's keys in Redis (the test's day by default), removed after the test (none in the PostgreSQL case). */
  async function redisKeys(ofDay = day): Promise<string[]> {
    if (!redis) return [];
    redisClient ??= new Redis(REDIS_URL);
    const keys = await redisClient.keys(`northline-model:budget:{${ofDay}}:*`);
    onTestFinished(async () => {
      if (keys.length > 0) await redisClient?.del(...keys);
    });
    return keys;
  }

  const phrased = async (response: Promise<{ json: () => { recommendation: { customMessage: string } } }>) =>
    (await response).json().recommendation.customMessage === PHRASED;

  it('two instances draw on one day: with 3 calls a day, 5 quick recommendations across both make 3 model requests', async () => {
    const a = await instance({ MODEL_DAILY_TURNS: 3 });
    const b = await instance({ MODEL_DAILY_TURNS: 3 });
    const answers = [];
    for (const app of [a, b, a, b, a]) answers.push(await phrased(quick(app, '192.0.2.44')));
    expect(answers).toEqual([true, true, true, false, false]);
    expect(server.requests).toHaveLength(3);
    const keys = await redisKeys();
    const { rows } = await sql.query<{ key: string; used: number }>(
      'select key, used from model_budget where day = $1 order by key',
      [day],
    );
    if (redis) {
      // Counted in Redis only: the day's total and one visitor, as a digest of its address.
      expect(rows).toEqual([]);
      expect(keys).toHaveLength(2);
      for (const key of keys) expect(key).not.toContain('192.0.2.44');
    } else {
      expect(rows.map((row) => row.used)).toEqual([3, 3]);
      expect(rows.map((row) => row.key)).toEqual(['calls', expect.stringMatching(/^[0-9a-f]{64}$/)]);
    }
  });

  it('a visitor’s calls are counted across instances too', async () => {
    const a = await instance({ MODEL_VISITOR_DAILY_CALLS: 2 });
    const b = await instance({ MODEL_VISITOR_DAILY_CALLS: 2 });
    const answers = [];
    for (const app of [a, b, a, b]) answers.push(await phrased(quick(app, '198.51.100.70')));
    expect(answers).toEqual([true, true, false, false]);
    expect(await phrased(quick(b, '198.51.100.71'))).toBe(true);
    await redisKeys();
  });

  it('a restarted instance keeps the day’s spent budget, and the day rolls over at midnight in Toronto', async () => {
    const first = await instance({ MODEL_DAILY_TURNS: 2 });
    expect(await phrased(quick(first))).toBe(true);
    expect(await phrased(quick(first))).toBe(true);
    await first.close();
    const restarted = await instance({ MODEL_DAILY_TURNS: 2 });
    expect(await phrased(quick(restarted))).toBe(false);
    time.set(`${day}T23:59:59-05:00`);
    expect(await phrased(quick(restarted))).toBe(false);
    time.set(`${addDaysToDateKey(day, 1)}T00:00:00-05:00`);
    expect(await phrased(quick(restarted))).toBe(true);
    expect(server.requests).toHaveLength(3);
    await redisKeys();
    await redisKeys(addDaysToDateKey(day, 1));
  });

  it('two instances racing for the last calls admit exactly the day’s calls', async () => {
    const a = await instance({ MODEL_DAILY_TURNS: 4 });
    const b = await instance({ MODEL_DAILY_TURNS: 4 });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => phrased(quick(index % 2 ? a : b, `203.0.113.${100 + index}`))),
    );
    expect(answers.filter(Boolean)).toHaveLength(4);
    expect(server.requests).toHaveLength(4);
    await redisKeys();
  });
});

describe('a model budget store that cannot be reached', () => {
  it('refuses every model call (fail closed) and answers in full without the model, never a 5xx', async () => {
    const { lines, stream } = logCapture();
    const app = await testApp({
      env: testEnv({
        DATABASE_URL: url,
        OPENAI_API_KEY: 'test-key',
        OPENAI_BASE_URL: server.baseURL,
        REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
      }),
      waitForDatabase: true,
      logger: { level: 'debug', stream },
    });
    const response = await quick(app, '203.0.113.77');
    expect(response.statusCode).toBe(200);
    expect(response.json().recommendation.customMessage).toBe(engineMessage);
    const sessionId = createSessionId('chat');
    const turn = await chat(app, sessionId, 'Hello, we need IT help');
    expect(turn.statusCode).toBe(200);
    expect(await replyEngines(sessionId)).toEqual(['builtin']);
    expect(server.requests).toHaveLength(0);
    expect(lines.some((line) => line.includes('ModelBudgetUnavailableError'))).toBe(true);
    for (const line of lines) {
      expect(line).not.toContain('203.0.113.77');
      expect(line).not.toContain(sessionId);
    }
  });
});

describe.each([
  { store: 'PostgreSQL', redis: false },
  { store: 'Redis', redis: true },
])('the $store store checks and counts in one step', ({ redis }) => {
  let stores: [ModelBudgetStore, ModelBudgetStore];
  const prefix = `northline-model-test:${randomBytes(6).toString('hex')}:`;

  beforeAll(async () => {
    if (redis) {
      const clients = [new Redis(REDIS_URL), new Redis(REDIS_URL)];
      afterAll(async () => {
        const keys = await clients[0]?.keys(`${prefix}*`);
        if (keys?.length) await clients[0]?.del(...keys);
        for (const client of clients) client.disconnect();
      });
      stores = [
        new RedisModelBudgetStore(clients[0] as Redis, { prefix }),
        new RedisModelBudgetStore(clients[1] as Redis, { prefix }),
      ];
    } else {
      // Two apps: two connection pools, as two instances have.
      const [a, b] = await Promise.all(
        [0, 1].map(() => testApp({ env: testEnv({ DATABASE_URL: url }), waitForDatabase: true })),
      );
      stores = [
        new PostgresModelBudgetStore(() => (a as FastifyInstance).db.em()),
        new PostgresModelBudgetStore(() => (b as FastifyInstance).db.em()),
      ];
    }
  });

  const reserve = (index: number, reservation: Omit<ModelBudgetReservation, 'dayLeftMs'>) =>
    (stores[index % 2] as ModelBudgetStore).reserve({ ...reservation, dayLeftMs: 60_000 });

  it('admits exactly the day’s calls when 40 reservations race from two instances', async () => {
    const day = freshDay();
    const verdicts = await Promise.all(
      Array.from({ length: 40 }, (_, index) => reserve(index, { day, dailyCalls: 10 })),
    );
    expect(verdicts.filter((verdict) => verdict === 'admitted')).toHaveLength(10);
    expect(verdicts.filter((verdict) => verdict === 'daily')).toHaveLength(30);
    expect(await stores[0].callsOn(day)).toBe(10);
  });

  it('admits exactly a visitor’s calls when 20 reservations race, and a refused one leaves the day’s count alone', async () => {
    const day = freshDay();
    const visitor = { digest: 'a'.repeat(64), dailyCalls: 3 };
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, (_, index) => reserve(index, { day, dailyCalls: 100, visitor })),
    );
    expect(verdicts.filter((verdict) => verdict === 'admitted')).toHaveLength(3);
    expect(verdicts.filter((verdict) => verdict === 'visitor')).toHaveLength(17);
    expect(await stores[1].callsOn(day)).toBe(3);
    expect(
      await reserve(0, { day, dailyCalls: 100, visitor: { digest: 'b'.repeat(64), dailyCalls: 3 } }),
    ).toBe('admitted');
  });
});
