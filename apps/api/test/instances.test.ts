/**
 * Several API instances on one database: a chat conversation does not belong to the instance that
 * started it, and a turn cut by an instance that died is retried on another one without storing the visitor's
 * message twice. (Instances starting together on an empty database: database.test.ts, "instances starting
 * together". The whole picture behind nginx, with a SIGKILL: `pnpm bench:cluster`.)
 *
 * Both instances use the OpenAI engine against a local fake model server, so the visitor's message is stored
 * before the reply streams (the path on which a cut leaves a message without its reply).
 */
import { randomUUID } from 'node:crypto';
import { SESSION_TOKEN_HEADER, sessionStartResponseSchema } from '@northline/schemas';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAIServer, startFakeOpenAIServer, textReply } from './chat/fake-openai-server.ts';
import { createTestDatabase, sqlClient, testApp, testEnv } from './helper.ts';
import { parseEvents } from './sse.ts';

let url: string;
let sql: pg.Client;
let model: FakeOpenAIServer;

beforeAll(async () => {
  url = await createTestDatabase();
  model = await startFakeOpenAIServer();
  sql = await sqlClient(url);
});
afterAll(async () => model.close());

/** An instance of the API on the shared database, as another process behind the load balancer would be. */
function instance(): Promise<FastifyInstance> {
  return testApp({
    env: testEnv({
      DATABASE_URL: url,
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: model.baseURL,
      // Long enough that the built-in engine never takes over from the fake model during a test.
      OPENAI_TIMEOUT_MS: 30_000,
      CHAT_RATE_LIMIT_MAX: 10_000,
      CHAT_SESSION_MESSAGES_PER_MINUTE: 10_000,
      // Instances behind one load balancer share the key of session tokens (decision 012): a session issued by one
      // is accepted by the other. The requests below carry the tokens the API issued, as the widget's do.
      SESSION_TOKEN_SECRET: 'a-session-key-shared-by-every-instance-0123',
    }),
    visitorSessions: 'manual',
    waitForDatabase: true,
  });
}

/**
 * Starts a chat session as the widget does (`POST /api/sessions` on one instance, decision 012) and says which
 * headers each of its messages carries: the session's token and the message's `Idempotency-Key`.
 *
 * @param app the instance the session starts on
 * @returns the session id, and the headers of a message with its `Idempotency-Key`
 */
async function startSession(
  app: FastifyInstance,
): Promise<{ sessionId: string; headers: (idempotencyKey: string) => Record<string, string> }> {
  const response = await app.inject({ method: 'POST', url: '/api/sessions' });
  expect(response.statusCode).toBe(201);
  const { sessionId, sessionToken } = sessionStartResponseSchema.parse(response.json());
  return {
    sessionId,
    headers: (idempotencyKey) => ({
      'content-type': 'application/json',
      'idempotency-key': idempotencyKey,
      [SESSION_TOKEN_HEADER]: sessionToken,
    }),
  };
}

async function storedMessages(sessionId: string): Promise<{ role: string; content: string }[]> {
  const { rows } = await sql.query<{ role: string; content: string }>(
    'select role, content from chat_message where session_id = $1 order by position',
    [sessionId],
  );
  return rows;
}

/** The visitor and assistant messages the model was shown in its last request. */
function lastModelConversation(): { role: string; content: string | null }[] {
  const last = model.requests.at(-1);
  if (!last) throw new Error('the model was not asked');
  return last.body.messages
    .filter((message) => message.role === 'user' || message.role === 'assistant')
    .map(({ role, content }) => ({ role, content }));
}

/**
 * Posts a message to a listening instance's stream and reads until the first `token` event, leaving the
 * stream open: a visitor watching the reply being written.
 */
async function openStream(
  base: string,
  body: object,
  headers: Record<string, string>,
): Promise<{ firstEvent: string; rest: Promise<string> }> {
  const response = await fetch(`${base}/api/chat/stream`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('\n\n')) {
    const { value, done } = await reader.read();
    if (done) throw new Error('the stream ended before its first event');
    text += decoder.decode(value, { stream: true });
  }
  const rest = (async () => {
    let more = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return more;
      more += decoder.decode(value, { stream: true });
    }
  })();
  return { firstEvent: text, rest };
}

describe('a conversation across instances', () => {
  it('continues on the other instance: each turn is answered from the transcript stored by either', async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    const { sessionId, headers } = await startSession(a);
    const turns: [FastifyInstance, string, string][] = [
      [a, 'We are a 25-person accounting firm in Mississauga.', 'Thanks. What is slowing your team down?'],
      [b, 'Our backups are a mess and email is slow.', 'Backups first, then. Do you use Microsoft 365?'],
      [a, 'Yes, Microsoft 365 Business Standard.', 'Good: that makes both simpler.'],
    ];
    for (const [app, message, reply] of turns) {
      model.enqueue(textReply(reply));
      const response = await app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: headers(randomUUID()),
        payload: { sessionId, message },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().sessionId).toBe(sessionId);
    }
    const expected = turns.flatMap(([, message, reply]) => [
      { role: 'user', content: message },
      { role: 'assistant', content: reply },
    ]);
    expect(await storedMessages(sessionId)).toEqual(expected);
    // The third turn, on a, was answered with the turn b stored in its history.
    expect(lastModelConversation()).toEqual(expected.slice(0, 5));
  });
});

describe('a stream cut by an instance that dies', () => {
  /**
   * Starts a turn on a listening instance `a`, kills `a` while the model is writing the reply (its connections
   * cut, then closed, as a SIGKILL leaves them), and checks what the visitor and the database are left with.
   */
  async function cutTurn(message: string) {
    const [a, b] = await Promise.all([instance(), instance()]);
    const base = await a.listen({ port: 0, host: '127.0.0.1' });
    const session = await startSession(a);
    const key = randomUUID();
    model.enqueue({
      kind: 'reply',
      content: 'Let me look at your backups and',
      chunkSize: 8,
      hangAfterChunks: 3,
    });
    const stream = await openStream(base, { sessionId: session.sessionId, message }, session.headers(key));
    expect(parseEvents(stream.firstEvent)[0]?.event).toBe('token');

    a.server.closeAllConnections();
    // What the widget sees: the stream breaks without a `done` event; sendChatMessage throws and the widget shows
    // its failure notice (packages/chat-widget use-chat.ts).
    await expect(stream.rest).rejects.toThrow();
    await a.close();
    // The visitor's message was stored before the model wrote; the cut reply was not.
    expect(await storedMessages(session.sessionId)).toEqual([{ role: 'user', content: message }]);
    return { b, session, key };
  }

  it('is retried on the other instance with the same Idempotency-Key: the message is stored once', async () => {
    const message = 'Can you take over our backups next month?';
    const { b, session, key } = await cutTurn(message);
    model.enqueue(textReply('Yes. We start with a restore test of what you have.'));
    const retry = await b.inject({
      method: 'POST',
      url: '/api/chat/stream',
      headers: session.headers(key),
      payload: { sessionId: session.sessionId, message },
    });
    expect(retry.statusCode).toBe(200);
    expect(parseEvents(retry.body).at(-1)).toMatchObject({
      event: 'done',
      data: { response: 'Yes. We start with a restore test of what you have.' },
    });
    expect(await storedMessages(session.sessionId)).toEqual([
      { role: 'user', content: message },
      { role: 'assistant', content: 'Yes. We start with a restore test of what you have.' },
    ]);
    // The model saw the message once, not a history holding it plus the message again.
    expect(lastModelConversation()).toEqual([{ role: 'user', content: message }]);
  });

  it('is stored once when the visitor sends the same text again (the widget gives each send a new key)', async () => {
    const message = 'Do you support clinics in Brampton?';
    const { b, session } = await cutTurn(message);
    model.enqueue(textReply('We do: several clinics in Peel are clients.'));
    const resent = await b.inject({
      method: 'POST',
      url: '/api/chat',
      headers: session.headers(randomUUID()),
      payload: { sessionId: session.sessionId, message },
    });
    expect(resent.statusCode).toBe(200);
    expect(await storedMessages(session.sessionId)).toEqual([
      { role: 'user', content: message },
      { role: 'assistant', content: 'We do: several clinics in Peel are clients.' },
    ]);
    // Once answered, the same text is a new message again.
    model.enqueue(textReply('Yes, as I said: several clinics in Peel.'));
    const again = await b.inject({
      method: 'POST',
      url: '/api/chat',
      headers: session.headers(randomUUID()),
      payload: { sessionId: session.sessionId, message },
    });
    expect(again.statusCode).toBe(200);
    expect((await storedMessages(session.sessionId)).map((row) => row.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
  });
});
