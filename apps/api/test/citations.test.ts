import { randomBytes } from 'node:crypto';
import { chatReplySchema, chatResumeSchema, createSessionId } from '@northline/schemas';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { citationOf } from '../src/chat/citations.ts';
import { contentIndex } from '../src/chat/retrieval.ts';
import { CITE_TOOL_NAME } from '../src/chat/system-prompt.ts';
import { resumeTokenHash } from '../src/conversations/chat-visitor-email.ts';
import { type FakeOpenAIServer, startFakeOpenAIServer } from './chat/fake-openai-server.ts';
import { createTestDatabase, leadApp, logCapture, testApp, testEnv } from './helper.ts';
import { parseEvents } from './sse.ts';

/**
 * Answers that cite our pages, through the app: the reply's `citations` (path, title, absolute URL on SITE_URL) on
 * `POST /api/chat`, the stream's `done` event and `chat.send`; stored with the message, so a replayed reply and a
 * resumed chat carry them; the model's unsupported citations dropped before anything is stored or sent.
 */

const SITE_URL = 'https://www.northline-cite-test.example';
let app: FastifyInstance;
let sql: pg.Client;

beforeAll(async () => {
  ({ app, sql } = await leadApp({ SITE_URL }));
});

const newSession = () => createSessionId('chat');
const chat = (payload: object, url = '/api/chat', headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });
const managedIt = { ...citationOf('managed-it-services'), url: `${SITE_URL}/managed-it-services` };

describe('a factual answer of the built-in engine', () => {
  it('carries the page it comes from, with its absolute URL on SITE_URL', async () => {
    const response = await chat({ message: 'How much is managed IT per user?', sessionId: newSession() });
    expect(response.statusCode).toBe(200);
    const reply = chatReplySchema.parse(response.json());
    expect(reply.citations).toEqual([managedIt]);
  });

  it('carries none when it states no catalogue fact', async () => {
    const response = await chat({ message: 'Hello there', sessionId: newSession() });
    expect(response.json()).not.toHaveProperty('citations');
  });

  it('streams them in the done event', async () => {
    const response = await chat(
      { message: 'How much is managed IT per user?', sessionId: newSession() },
      '/api/chat/stream',
    );
    const done = parseEvents(response.body).at(-1);
    expect(done?.event).toBe('done');
    expect(chatReplySchema.parse(done?.data).citations).toEqual([managedIt]);
  });

  it('answers them on tRPC chat.send', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/chat.send',
      payload: { message: 'What is your response time in Markham?', sessionId: newSession() },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.data.citations).toEqual([
      { ...citationOf('markham'), url: `${SITE_URL}/markham` },
    ]);
  });

  it('stores them with the message: a retried message replays them, a resumed chat shows them', async () => {
    const sessionId = newSession();
    const key = 'cite-retry-1';
    const first = await chat({ message: 'How much is managed IT per user?', sessionId }, '/api/chat', {
      'idempotency-key': key,
    });
    const { rows } = await sql.query<{ role: string; citations: unknown }>(
      'select role, citations from chat_message where session_id = $1 order by position',
      [sessionId],
    );
    expect(rows).toEqual([
      { role: 'user', citations: null },
      { role: 'assistant', citations: [citationOf('managed-it-services')] },
    ]);
    const replayed = await chat({ message: 'How much is managed IT per user?', sessionId }, '/api/chat', {
      'idempotency-key': key,
    });
    expect(replayed.json()).toEqual(first.json());

    const token = randomBytes(32).toString('base64url');
    await sql.query('update chat_session set resume_token_hash = $1 where id = $2', [
      resumeTokenHash(token),
      sessionId,
    ]);
    const resumed = await app.inject({ method: 'POST', url: '/api/chat/resume', payload: { token } });
    expect(resumed.statusCode).toBe(200);
    const messages = chatResumeSchema.parse(resumed.json()).messages;
    expect(messages.map((message) => message.citations)).toEqual([undefined, [managedIt]]);
  });
});

describe('with the model', () => {
  let server: FakeOpenAIServer;
  let model: FastifyInstance;
  const log = logCapture();

  beforeAll(async () => {
    server = await startFakeOpenAIServer();
    model = await testApp({
      env: testEnv({
        DATABASE_URL: await createTestDatabase(),
        SITE_URL,
        OPENAI_API_KEY: 'test-key',
        OPENAI_BASE_URL: server.baseURL,
        OPENAI_MODEL: 'fake-model',
      }),
      background: false,
      waitForDatabase: true,
      logger: { level: 'debug', stream: log.stream },
    });
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    server.requests.length = 0;
    log.lines.length = 0;
  });

  it('drops an unsupported citation before the visitor sees it or it is stored', async () => {
    const message = 'How fast can a technician get to our office in Toronto?';
    const given = contentIndex().search(message);
    const torontoId = given.find((passage) => passage.path === '/toronto')?.id;
    expect(torontoId).toBeDefined();
    server.enqueue({
      kind: 'reply',
      content: 'In Toronto a technician starts on your request within 15 minutes. Where is your office?',
      toolCalls: [
        { arguments: { leadQuality: 'cold', interestedServices: [] } },
        {
          name: CITE_TOOL_NAME,
          arguments: { sources: [torontoId, 'pricing:secret-discounts', '/privacy-policy'], answered: true },
        },
      ],
    });
    const sessionId = newSession();
    const response = await model.inject({
      method: 'POST',
      url: '/api/chat/stream',
      payload: { message, sessionId },
    });
    const done = chatReplySchema.parse(parseEvents(response.body).at(-1)?.data);
    expect(done.citations).toEqual([{ ...citationOf('toronto'), url: `${SITE_URL}/toronto` }]);
    expect(response.body).not.toContain('secret-discounts');
    expect(response.body).not.toContain('privacy-policy');
    const stored = await model.db
      .em()
      .getConnection()
      .execute('select citations from chat_message where role = ? and session_id = ?', [
        'assistant',
        sessionId,
      ]);
    expect(stored).toEqual([{ citations: [citationOf('toronto')] }]);
    const line = log.lines.find((entry) => entry.includes('chat reply stored')) ?? '';
    expect(JSON.parse(line)).toMatchObject({ citations: 1, droppedCitations: 2 });
    expect(log.lines.join('\n')).not.toContain('secret-discounts');
  });
});
