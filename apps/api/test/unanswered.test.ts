import { createSessionId, unansweredListSchema } from '@northline/schemas';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CITE_TOOL_NAME } from '../src/chat/system-prompt.ts';
import { normaliseQuestion, redactQuestion, unansweredWrite } from '../src/conversations/unanswered.ts';
import { purgeExpired } from '../src/privacy/privacy.ts';
import { type FakeOpenAIServer, startFakeOpenAIServer } from './chat/fake-openai-server.ts';
import { leadApp, type StaffSignIn } from './helper.ts';

/**
 * What the assistant could not answer: recorded with the turn (redacted, grouped, counted), listed for staff
 * (`staff.unanswered.list`, `GET /api/staff/unanswered`), deleted by the retention purge, never logged.
 */

let app: FastifyInstance;
let sql: pg.Client;
let logLines: string[];
let sales: StaffSignIn;
let signInStaff: (role: 'admin' | 'sales') => Promise<StaffSignIn>;
let server: FakeOpenAIServer;

beforeAll(async () => {
  server = await startFakeOpenAIServer();
  ({ app, sql, logLines, signInStaff } = await leadApp({
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: server.baseURL,
    OPENAI_MODEL: 'fake-model',
    CHAT_RATE_LIMIT_MAX: 1000,
  }));
  sales = await signInStaff('sales');
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await sql.query('delete from unanswered_question');
  logLines.length = 0;
});

const newSession = () => createSessionId('chat');
const chat = (payload: object) => app.inject({ method: 'POST', url: '/api/chat', payload });

/** A model answer that says, with the cite tool, whether it answered. */
const modelSays = (content: string, answered: boolean) =>
  server.enqueue({
    kind: 'reply',
    content,
    toolCalls: [
      { arguments: { leadQuality: 'cold', interestedServices: [] } },
      { name: CITE_TOOL_NAME, arguments: { sources: [], answered } },
    ],
  });

async function listed() {
  const response = await app.inject({ url: '/api/staff/unanswered', headers: sales.headers });
  expect(response.statusCode).toBe(200);
  return unansweredListSchema.parse(response.json()).questions;
}

describe('redaction', () => {
  it('replaces e-mail addresses, phone numbers, postal codes, long numbers, the stated name and company', () => {
    expect(
      redactQuestion(
        "Hi, I'm Dana Whitfield from Maple Leaf Dental Inc. and we wonder: can you fix my Xerox? Reach me at dana.w@mapledental.example or (416) 555-0199 ext. 12, +44 20 7946 0958, M5V 2T6, account 88812.",
      ),
    ).toBe(
      "Hi, I'm [name] from [company] and we wonder: can you fix my Xerox? Reach me at [email] or [phone] ext. 12, [phone], [postal code], account [number].",
    );
  });

  it('replaces the name and company the session holds, each word of the name on its own', () => {
    expect(
      redactQuestion('Jordan here. Does Quill & Co need a licence for Teams? ask jordan', {
        name: 'Jordan Price',
        company: 'Quill & Co',
      }),
    ).toBe('[name] here. Does [company] need a licence for Teams? ask [name]');
  });

  it('groups wordings by their normalised form; records nothing for a message of contact details only', () => {
    expect(normaliseQuestion("What's the WEATHER like?")).toBe(normaliseQuestion('whats the weather like'));
    expect(unansweredWrite('sam@example.com 416-555-0100', 'no-answer', {}, new Date())).toBeUndefined();
    expect(unansweredWrite('Can you fix printers?', 'no-answer', {}, new Date())?.normalised).toBe(
      'can you fix printers',
    );
  });
});

describe('recording', () => {
  it('records a deflected question once per wording group, counting, newest wording kept', async () => {
    modelSays('I stick to business IT. What IT challenges does your business face?', false);
    modelSays('I stick to business IT. What IT challenges does your business face?', false);
    await chat({ message: "What's the weather like tomorrow?", sessionId: newSession() });
    await chat({ message: 'whats the weather like TOMORROW', sessionId: newSession() });
    const questions = await listed();
    expect(questions).toHaveLength(1);
    expect(questions[0]).toMatchObject({
      question: 'whats the weather like TOMORROW',
      reason: 'out-of-scope',
      count: 2,
    });
  });

  it('records which chat asked it, once per chat with its count, for privacy requests (decision 062)', async () => {
    const first = newSession();
    const second = newSession();
    for (const sessionId of [first, first, second]) {
      modelSays('I stick to business IT. What IT challenges does your business face?', false);
      await chat({ message: 'Can you recommend a good pizza place?', sessionId });
    }
    const { rows } = await sql.query(
      `select k.session_id, k.times_asked, q.times_asked as total from unanswered_question_ask k
        join unanswered_question q on q.id = k.question_id order by k.times_asked desc`,
    );
    expect(rows).toEqual([
      { session_id: first, times_asked: 2, total: 3 },
      { session_id: second, times_asked: 1, total: 3 },
    ]);
  });

  it('records the built-in answer that deflects, when the model fails', async () => {
    server.enqueue({ kind: 'error', status: 500 });
    await chat({ message: 'Tell me a joke about penguins', sessionId: newSession() });
    expect((await listed()).map((question) => [question.question, question.reason])).toEqual([
      ['Tell me a joke about penguins', 'out-of-scope'],
    ]);
  });

  it('records nothing for an answered question', async () => {
    modelSays('Managed IT starts at $99 per user per month. How many staff do you have?', true);
    await chat({ message: 'How much is managed IT per user?', sessionId: newSession() });
    expect(await listed()).toEqual([]);
  });

  it('keeps no contact detail and no session in the question’s row, and none in any log line', async () => {
    const sessionId = newSession();
    modelSays('A consultant will confirm that. Anything else?', false);
    const message =
      'My name is Dana Whitfield, we are at Maple Leaf Dental. Do you support Amiga computers? dana.w@mapledental.example, 416-555-0199';
    const response = await chat({
      message,
      sessionId,
      visitorInfo: { name: 'Dana Whitfield', company: 'Maple Leaf Dental' },
    });
    expect(response.statusCode).toBe(200);
    const { rows } = await sql.query('select * from unanswered_question');
    expect(rows).toHaveLength(1);
    const row = JSON.stringify(rows[0]);
    for (const detail of ['Dana', 'Whitfield', 'Maple', 'mapledental', '555-0199', sessionId]) {
      expect(row).not.toContain(detail);
    }
    expect(rows[0]).toMatchObject({
      question: 'My name is [name], we are at [company]. Do you support Amiga computers? [email], [phone]',
      reason: 'no-answer',
      times_asked: 1,
    });
    const logged = logLines.join('\n');
    expect(logged).toContain('"unanswered":"no-answer"');
    for (const detail of ['Amiga', 'Dana', 'Maple', 'mapledental', '555-0199', sessionId]) {
      expect(logged).not.toContain(detail);
    }
  });
});

describe('the staff list', () => {
  it('lists the most asked first, on REST and tRPC alike', async () => {
    for (const [message, times] of [
      ['Do you sell office chairs?', 1],
      ['Can you fix our espresso machine?', 3],
    ] as const) {
      for (let time = 0; time < times; time += 1) {
        modelSays('A consultant will confirm that. Anything else?', false);
        await chat({ message, sessionId: newSession() });
      }
    }
    const rest = await listed();
    expect(rest.map((question) => [question.question, question.count])).toEqual([
      ['Can you fix our espresso machine?', 3],
      ['Do you sell office chairs?', 1],
    ]);
    const trpc = await app.inject({ url: '/trpc/staff.unanswered.list', headers: sales.headers });
    expect(trpc.statusCode).toBe(200);
    expect(unansweredListSchema.parse(trpc.json().result.data).questions).toEqual(rest);
  });

  it('is for signed-in staff only: 401 without a session on both transports', async () => {
    expect((await app.inject({ url: '/api/staff/unanswered' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/trpc/staff.unanswered.list' })).statusCode).toBe(401);
    const admin = await signInStaff('admin');
    expect((await app.inject({ url: '/api/staff/unanswered', headers: admin.headers })).statusCode).toBe(200);
  });
});

describe('retention', () => {
  it('the nightly purge deletes a question not asked for the retention period and keeps a recent one', async () => {
    for (const message of ['Do you repair fax machines?', 'Can you host our Minecraft server?']) {
      modelSays('A consultant will confirm that. Anything else?', false);
      await chat({ message, sessionId: newSession() });
    }
    await sql.query(
      `update unanswered_question set last_asked_at = now() - interval '25 months', first_asked_at = now() - interval '26 months'
        where question = 'Do you repair fax machines?'`,
    );
    const counts = await purgeExpired(app.db.em(), app.retention);
    expect(counts).toMatchObject({ unanswered_question: 1 });
    expect((await listed()).map((question) => question.question)).toEqual([
      'Can you host our Minecraft server?',
    ]);
  });
});
