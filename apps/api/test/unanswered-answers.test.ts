/**
 * Staff act on what the assistant could not answer (decision 095): a wrong answer is recorded as unanswered with its
 * reason; a member marks a question handled or writes an answer (`staff.unanswered.markHandled`, `.writeAnswer`,
 * `.publishAnswer` and their REST adapters), each change appending its event to the log; a published answer, and
 * only a published one, is what the assistant then says to a matching question, citing its page. Strangers get 401,
 * other sites 403, bad input 400, unknown ids 404; no question's personal detail reaches a log line.
 */
import { createSessionId, type StaffAnswer, unansweredListSchema } from '@northline/schemas';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetStaffAnswers } from '../src/conversations/staff-answer-match.ts';
import { leadApp, STAFF_ORIGIN, type StaffSignIn } from './helper.ts';

let app: FastifyInstance;
let sql: pg.Client;
let logLines: string[];
let sam: StaffSignIn;
let avery: StaffSignIn;
const now = new Date('2026-12-07T15:00:00Z');

beforeAll(async () => {
  const lead = await leadApp({ CHAT_RATE_LIMIT_MAX: 1000 }, { clock: () => now });
  ({ app, sql, logLines } = lead);
  sam = await lead.signInStaff('sales', 'sam.unanswered@northline-it.example');
  avery = await lead.signInStaff('admin', 'avery.unanswered@northline-it.example');
});

beforeEach(async () => {
  logLines.length = 0;
  await sql.query('delete from staff_answer');
  await sql.query('delete from unanswered_question');
  await sql.query(`delete from domain_event where type like 'unanswered.%'`);
  // The app keeps the published answers it read for a while; the rows were deleted behind its back.
  forgetStaffAnswers(app.db.em());
});

const STARLINK = 'Do you offer Starlink backup internet for our office?';
const ANSWER =
  'We do not sell internet service, but our managed IT team sets up a second internet connection with automatic failover and watches both links around the clock.';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const chat = (message: string, sessionId = createSessionId('chat'), visitorInfo?: object) =>
  app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: { message, sessionId, ...(visitorInfo ? { visitorInfo } : {}) },
  });

const trpc = (
  procedure: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = sam.headers,
) => app.inject({ method: 'POST', url: `/trpc/staff.unanswered.${procedure}`, headers, payload });

async function listed() {
  const response = await app.inject({ url: '/api/staff/unanswered', headers: sam.headers });
  expect(response.statusCode, response.body).toBe(200);
  return unansweredListSchema.parse(response.json());
}

async function questionId(text: string): Promise<string> {
  const found = (await listed()).questions.find((question) => question.question === text);
  if (!found) throw new Error(`not recorded: ${text}`);
  return found.id;
}

async function events(type: string) {
  const { rows } = await sql.query(`select payload, actor_id from domain_event where type = $1 order by id`, [
    type,
  ]);
  return rows as { payload: Record<string, unknown>; actor_id: string | null }[];
}

/** The field paths and messages of a tRPC 400. */
const issuesOf = (response: { json: () => { error: { data: { issues: unknown } } } }) =>
  response.json().error.data.issues as { path: string; message: string }[];

async function writeAnswer(id: string, headers = sam.headers, body = ANSWER) {
  const response = await trpc(
    'writeAnswer',
    { questionId: id, question: STARLINK, body, page: 'managed-it-services' },
    headers,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.data as StaffAnswer;
}

describe('a wrong answer is recorded as unanswered', () => {
  it('records a backup-internet question answered with data backup as a service mismatch, and a backup question answered by backup not at all', async () => {
    expect((await chat(STARLINK)).json().response).toContain('back up');
    expect((await chat('Do you back up our files?')).statusCode).toBe(200);
    const { questions } = await listed();
    expect(questions.map((question) => [question.question, question.reason, question.status])).toEqual([
      [STARLINK, 'service-mismatch', 'open'],
    ]);
  });

  it('keeps no contact detail in the row and none of the question in any log line', async () => {
    const sessionId = createSessionId('chat');
    const message = 'My name is Dana Whitfield from Maple Leaf Dental. Do you offer backup internet?';
    expect((await chat(message, sessionId)).statusCode).toBe(200);
    const { rows } = await sql.query('select question, reason from unanswered_question');
    expect(rows).toEqual([
      {
        question: 'My name is [name] from [company]. Do you offer backup internet?',
        reason: 'service-mismatch',
      },
    ]);
    const logged = logLines.join('\n');
    expect(logged).toContain('"unanswered":"service-mismatch"');
    for (const detail of ['Dana', 'Whitfield', 'Maple', 'backup internet', sessionId]) {
      expect(logged).not.toContain(detail);
    }
  });
});

describe('mark handled', () => {
  it('takes the question off the open list, keeps counting it, and appends one event by the member', async () => {
    await chat(STARLINK);
    const id = await questionId(STARLINK);
    const rest = await app.inject({
      method: 'POST',
      url: `/api/staff/unanswered/${id}/handled`,
      headers: sam.headers,
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toEqual({ id, handledAt: now.toISOString() });
    const again = await trpc('markHandled', { id }, avery.headers);
    expect(again.json().result.data).toEqual({ id, handledAt: now.toISOString() });
    await chat(STARLINK);
    const [question] = (await listed()).questions;
    expect(question).toMatchObject({ id, status: 'handled', handledAt: now.toISOString(), count: 2 });
    expect(await events('unanswered.handled')).toEqual([{ payload: { questionId: id }, actor_id: sam.id }]);
    expect(logLines.join('\n')).not.toContain('Starlink');
  });

  it('answers 400 for a bad id, 404 for an unknown one, 401 to strangers and 403 to other sites', async () => {
    await chat(STARLINK);
    const id = await questionId(STARLINK);
    expect((await trpc('markHandled', { id: 'nope' })).statusCode).toBe(400);
    expect(issuesOf(await trpc('markHandled', { id: 'nope' }))[0]?.message).toBe('Unknown question');
    expect((await trpc('markHandled', { id: UNKNOWN_ID })).statusCode).toBe(404);
    const restUnknown = await app.inject({
      method: 'POST',
      url: `/api/staff/unanswered/${UNKNOWN_ID}/handled`,
      headers: sam.headers,
    });
    expect(restUnknown.statusCode).toBe(404);
    expect((await trpc('markHandled', { id }, { origin: STAFF_ORIGIN })).statusCode).toBe(401);
    const crossSite = { cookie: sam.headers.cookie ?? '', origin: 'https://evil.example' };
    expect((await trpc('markHandled', { id }, crossSite)).statusCode).toBe(403);
    expect((await listed()).questions[0]?.status).toBe('open');
    expect(await events('unanswered.handled')).toEqual([]);
  });
});

describe('write an answer', () => {
  it('stores a draft with its page and writer, and appends one event', async () => {
    await chat(STARLINK);
    const id = await questionId(STARLINK);
    const answer = await writeAnswer(id);
    expect(answer).toMatchObject({
      questionId: id,
      question: STARLINK,
      body: ANSWER,
      page: { key: 'managed-it-services', path: '/managed-it-services' },
      status: 'draft',
      writtenBy: 'Sam Sales',
      publishedBy: null,
    });
    expect((await listed()).answers).toEqual([answer]);
    expect((await listed()).questions[0]?.status).toBe('open');
    expect(await events('unanswered.answer_written')).toEqual([
      { payload: { answerId: answer.id, questionId: id, page: 'managed-it-services' }, actor_id: sam.id },
    ]);
    expect(logLines.join('\n')).not.toContain('failover');
  });

  it('answers 400 naming the field for an empty answer, an unknown page, a figure the catalogue does not state', async () => {
    await chat(STARLINK);
    const id = await questionId(STARLINK);
    const base = { questionId: id, question: STARLINK, body: ANSWER, page: 'managed-it-services' };
    const empty = await trpc('writeAnswer', { ...base, body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(issuesOf(empty)).toEqual([expect.objectContaining({ path: 'body', message: 'Write the answer' })]);
    const page = await trpc('writeAnswer', { ...base, page: 'ai-recommendation-test' });
    expect(page.statusCode).toBe(400);
    expect(issuesOf(page)).toEqual([expect.objectContaining({ path: 'page' })]);
    const price = await trpc('writeAnswer', { ...base, body: 'A backup internet link costs $49 per month.' });
    expect(price.statusCode).toBe(400);
    expect(issuesOf(price)).toEqual([expect.objectContaining({ path: 'body' })]);
    const rest = await app.inject({
      method: 'POST',
      url: '/api/staff/unanswered/answers',
      headers: sam.headers,
      payload: { ...base, question: 'two\nlines' },
    });
    expect(rest.statusCode).toBe(400);
    expect(rest.json().issues).toEqual([expect.objectContaining({ path: 'question' })]);
    expect((await trpc('writeAnswer', { ...base, questionId: UNKNOWN_ID })).statusCode).toBe(404);
    expect((await trpc('writeAnswer', base, { origin: STAFF_ORIGIN })).statusCode).toBe(401);
    const crossSite = { cookie: sam.headers.cookie ?? '', origin: 'https://evil.example' };
    expect((await trpc('writeAnswer', base, crossSite)).statusCode).toBe(403);
    expect((await listed()).answers).toEqual([]);
  });
});

describe('publish an answer', () => {
  it('is another member’s review: 409 for the writer, 404 for an unknown answer, 400 for a bad id, 401, 403', async () => {
    await chat(STARLINK);
    const answer = await writeAnswer(await questionId(STARLINK));
    const own = await trpc('publishAnswer', { id: answer.id });
    expect(own.statusCode).toBe(409);
    expect((await trpc('publishAnswer', { id: UNKNOWN_ID }, avery.headers)).statusCode).toBe(404);
    expect((await trpc('publishAnswer', { id: 'nope' }, avery.headers)).statusCode).toBe(400);
    expect((await trpc('publishAnswer', { id: answer.id }, { origin: STAFF_ORIGIN })).statusCode).toBe(401);
    const crossSite = { cookie: avery.headers.cookie ?? '', origin: 'https://evil.example' };
    expect((await trpc('publishAnswer', { id: answer.id }, crossSite)).statusCode).toBe(403);
    expect((await listed()).answers[0]?.status).toBe('draft');
    expect(await events('unanswered.answer_published')).toEqual([]);
  });

  it('is used by the assistant only once published, citing its page; the question is handled', async () => {
    await chat(STARLINK);
    const id = await questionId(STARLINK);
    const answer = await writeAnswer(id);
    // A draft is never said, however fresh the app's read of the answers.
    forgetStaffAnswers(app.db.em());
    const draft = (await chat('Can you set up Starlink as backup internet for our office?')).json();
    expect(draft.response).not.toContain('failover');
    const published = await app.inject({
      method: 'POST',
      url: `/api/staff/unanswered/answers/${answer.id}/publish`,
      headers: avery.headers,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({
      status: 'published',
      publishedBy: 'Avery Admin',
      writtenBy: 'Sam Sales',
    });
    expect((await listed()).questions.find((question) => question.id === id)?.status).toBe('handled');
    expect(await events('unanswered.answer_published')).toEqual([
      { payload: { answerId: answer.id, questionId: id, writtenBy: sam.id }, actor_id: avery.id },
    ]);
    expect((await events('unanswered.handled')).map((event) => event.actor_id)).toEqual([avery.id]);

    const before = (await listed()).questions.map((question) => [question.question, question.count]);
    const sessionId = createSessionId('chat');
    const reply = (
      await chat('Can you set up Starlink as backup internet for our office?', sessionId)
    ).json();
    expect(reply.response).toBe(ANSWER);
    expect(reply.citations).toEqual([expect.objectContaining({ path: '/managed-it-services' })]);
    // Answered now: nothing more is recorded.
    expect((await listed()).questions.map((question) => [question.question, question.count])).toEqual(before);
    // Another question keeps the engine's reply.
    expect((await chat('How much is backup?')).json().response).not.toBe(ANSWER);
    // The stored transcript holds the answer with its citation.
    const { rows } = await sql.query(
      `select m.content, m.citations from chat_message m where m.session_id = $1 and m.role = 'assistant'`,
      [sessionId],
    );
    expect(rows).toEqual([
      { content: ANSWER, citations: [expect.objectContaining({ path: '/managed-it-services' })] },
    ]);
  });

  it('sends the answer as plain text, never markup of ours, and keeps the question’s details out of the logs', async () => {
    await chat(STARLINK);
    const id = await questionId(STARLINK);
    const markup = `${ANSWER} <b>Ask us</b> & see.`;
    const answer = await writeAnswer(id, sam.headers, markup);
    expect((await trpc('publishAnswer', { id: answer.id }, avery.headers)).statusCode).toBe(200);
    logLines.length = 0;
    const reply = await chat('Jordan here, jordan@quill.example: do you offer Starlink backup internet?');
    expect(reply.headers['content-type']).toContain('application/json');
    expect(reply.json().response).toBe(markup);
    const logged = logLines.join('\n');
    for (const detail of ['Jordan', 'quill', 'Starlink']) expect(logged).not.toContain(detail);
  });
});
