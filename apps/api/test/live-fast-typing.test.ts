/**
 * A visitor typing fast to a consultant, on the real PostgreSQL with two API instances (the visitor on A, the
 * consultant on B) and both streams over real HTTP: every message the API takes reaches the staff stream, the
 * consultant's view (`staff.live.get`) and the visitor's own stream once, in the order sent, while the consultant
 * replies and contact forms arrive on the same instance at the same moments; a staff stream resumed with
 * Last-Event-ID replays the rest once; messages sent at the same moment (two tabs, the consultant's reply) are each
 * stored, none refused and none lost in silence; and the event hub delivers an ordered event that an unordered
 * append's larger id overtook while it committed (the cause of a message missing from both streams), as does a
 * resumed stream's replay; on PGlite the hub finds its horizon and delivers too.
 */
import { SESSION_TOKEN_HEADER } from '@northline/schemas';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Database } from '../src/db/database.ts';
import { appendEvent, appendEventsSql, DomainEventHub, domainEventStream } from '../src/events/log.ts';
import { FormTokens } from '../src/leads/lead-capture.ts';
import {
  baseOf,
  createTestDatabase,
  formLead,
  listeningApp,
  migratedPgliteDir,
  officeOpenClock,
  postJson,
  type StaffSignIn,
  signedInStaff,
  sqlClient,
  startChat,
  testEnv,
} from './helper.ts';

const SECRET = 'a-session-key-shared-by-every-instance-0123';
const FORM_SECRET = 'a-form-token-key-shared-by-every-instance-01';
const formTokens = new FormTokens(FORM_SECRET);

let url: string;
let sql: pg.Client;
let a: FastifyInstance;
let b: FastifyInstance;

/** An API instance on the test database, listening on a free port, its clock in business hours. */
async function instance(): Promise<FastifyInstance> {
  return listeningApp({
    env: testEnv({
      DATABASE_URL: url,
      CHAT_RATE_LIMIT_MAX: 10_000,
      RATE_LIMIT_MAX: 100_000,
      SESSION_TOKEN_SECRET: SECRET,
      FORM_TOKEN_SECRET: FORM_SECRET,
    }),
    clock: officeOpenClock(),
  });
}

beforeAll(async () => {
  url = await createTestDatabase();
  sql = await sqlClient(url);
  a = await instance();
  b = await instance();
});
afterAll(async () => sql.end());

/** One event of an SSE stream: its id, its name (`message` when it has none) and its JSON data. */
interface StreamEvent {
  id?: string;
  name: string;
  data: unknown;
}

/** An SSE stream read over real HTTP: the events so far. */
interface OpenStream {
  status: number;
  events: StreamEvent[];
  close(): void;
}

async function openStream(target: string, headers: Record<string, string>): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(target, { headers, signal: controller.signal });
  const stream: OpenStream = { status: response.status, events: [], close: () => controller.abort() };
  if (!response.ok || !response.body) return stream;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event: StreamEvent = { name: 'message', data: undefined };
        for (const line of block.split('\n')) {
          if (line.startsWith('id: ')) event.id = line.slice(4);
          else if (line.startsWith('event: ')) event.name = line.slice(7);
          else if (line.startsWith('data: ') && line.length > 6) event.data = JSON.parse(line.slice(6));
        }
        if (event.data !== undefined) stream.events.push(event);
      }
    }
  })().catch(() => undefined);
  return stream;
}

/** The staff stream of a signed-in member on an instance, resumed after `lastEventId` when given. */
const staffStream = (app: FastifyInstance, staff: StaffSignIn, lastEventId?: string) =>
  openStream(
    `${baseOf(app)}/trpc/staff.live.events?input=${encodeURIComponent(JSON.stringify(lastEventId ? { lastEventId } : {}))}`,
    { cookie: staff.headers.cookie ?? '' },
  );

type Message = { id: string; role: string; content: string };

/**
 * The contents of `role`'s messages of a session that a stream's `message` events carried, in arrival order (the
 * staff stream names the event in its data's `type`, the visitor's in the SSE event name).
 */
function streamed(stream: OpenStream, sessionId: string, role = 'user'): string[] {
  return stream.events
    .map((event) => ({ event, data: event.data as { type?: string; sessionId?: string; message?: Message } }))
    .filter(
      ({ event, data }) =>
        (data.type ?? event.name) === 'message' && (data.sessionId ?? sessionId) === sessionId,
    )
    .flatMap(({ data }) => (data.message?.role === role ? [data.message.content] : []));
}

/** A visitor message as the widget sends it: its own idempotency key, on instance A. */
const say = (sessionId: string, message: string, key: string) =>
  a.inject({
    method: 'POST',
    url: '/api/chat',
    headers: { 'idempotency-key': key },
    payload: { sessionId, message },
  });

const trpc = (app: FastifyInstance, path: string, staff: StaffSignIn, input: object) =>
  path.endsWith('get')
    ? app.inject({
        method: 'GET',
        url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
        headers: staff.headers,
      })
    : app.inject({ method: 'POST', url: `/trpc/${path}`, headers: staff.headers, payload: input });

/** The transcript the consultant's view shows (`staff.live.get`): every message's role and text, in order. */
async function consultantView(staff: StaffSignIn, leadId: string): Promise<Message[]> {
  const response = await trpc(b, 'staff.live.get', staff, { leadId });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().result.data.messages as Message[]).map(({ id, role, content }) => ({
    id,
    role,
    content,
  }));
}

/** A chat the consultant holds: asked for by its first message on A, claimed on B. */
async function claimedChat(staff: StaffSignIn) {
  const sessionRes = await a.inject({ method: 'POST', url: '/api/sessions' });
  const sessionId = sessionRes.json().sessionId as string;
  const asked = await say(sessionId, 'can I talk to a human', `ask-${sessionId}`);
  expect(asked.json().handoff.state).toBe('waiting');
  const { rows } = await sql.query<{ id: string }>('select id from lead where chat_session_id = $1', [
    sessionId,
  ]);
  const leadId = rows[0]?.id as string;
  const claimed = await trpc(b, 'staff.live.claim', staff, { leadId });
  expect(claimed.statusCode, claimed.body).toBe(200);
  return { sessionId, leadId };
}

/** Contact forms sent on instance A while `running()` holds: appends of the event log beside the chat's. */
async function contactFormsWhile(running: () => boolean): Promise<number> {
  let sent = 0;
  while (running()) {
    const email = `load.${Date.now()}.${sent}@harbour-law.example`;
    const response = await postJson(
      a,
      '/api/contact',
      formLead(email, { formToken: formTokens.issue(Date.now() - 60_000) }),
    );
    expect(response.statusCode, response.body).toBe(201);
    sent += 1;
  }
  return sent;
}

describe('a visitor typing fast to a consultant', () => {
  it('every message reaches the staff stream, the consultant’s view and the visitor’s stream once, in order, under load', async () => {
    const sam = await signedInStaff(b, 'sales');
    const { sessionId, leadId } = await claimedChat(sam);
    const staff = await staffStream(b, sam);
    expect(staff.status).toBe(200);
    const visitor = await openStream(`${baseOf(a)}/api/chat/${sessionId}/events`, {
      [SESSION_TOKEN_HEADER]: a.sessionTokens.tokenFor(sessionId),
    });
    expect(visitor.status).toBe(200);

    // Twelve messages, each sent as soon as the one before it landed (the widget's order), while the consultant
    // replies and contact forms arrive: every append of the log races the visitor's.
    const lines = Array.from({ length: 12 }, (_, index) => `fast line ${index + 1}`);
    let typing = true;
    const load = contactFormsWhile(() => typing);
    const replies = (async () => {
      const sent: string[] = [];
      for (let index = 0; typing; index += 1) {
        const reply = `reply ${index + 1}`;
        const response = await trpc(b, 'staff.live.send', sam, { leadId, message: reply });
        expect(response.statusCode, response.body).toBe(200);
        sent.push(reply);
      }
      return sent;
    })();
    for (const [index, line] of lines.entries()) {
      const response = await say(sessionId, line, `line-${sessionId}-${index}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().response).toBe('');
    }
    typing = false;
    const [forms, sentReplies] = await Promise.all([load, replies]);
    expect(forms).toBeGreaterThan(0);
    expect(sentReplies.length).toBeGreaterThan(0);

    await vi.waitFor(() => expect(streamed(staff, sessionId)).toHaveLength(lines.length), 10_000);
    await vi.waitFor(() => expect(streamed(visitor, sessionId)).toHaveLength(lines.length), 10_000);
    for (const stream of [staff, visitor]) {
      await vi.waitFor(
        () => expect(streamed(stream, sessionId, 'consultant')).toHaveLength(sentReplies.length),
        10_000,
      );
    }
    expect(streamed(staff, sessionId)).toEqual(lines);
    expect(streamed(visitor, sessionId)).toEqual(lines);
    expect(streamed(staff, sessionId, 'consultant')).toEqual(sentReplies);
    expect(streamed(visitor, sessionId, 'consultant')).toEqual(sentReplies);
    // The staff stream's ids only grow: a client that resumes after one misses nothing.
    const ids = staff.events.map((event) => BigInt(event.id ?? '0'));
    expect(ids.every((id, index) => index === 0 || id > (ids[index - 1] as bigint))).toBe(true);

    const view = await consultantView(sam, leadId);
    expect(view.filter((message) => message.role === 'user').map((message) => message.content)).toEqual([
      'can I talk to a human',
      ...lines,
    ]);
    expect(view.filter((message) => message.role === 'consultant').map((m) => m.content)).toEqual(
      sentReplies,
    );

    // Resumed after the sixth line's event, the staff stream replays the other six once, in order.
    const sixth = staff.events.find(
      (event) => (event.data as { message?: Message }).message?.content === lines[5],
    );
    expect(sixth?.id).toBeDefined();
    const resumed = await staffStream(b, sam, sixth?.id);
    await vi.waitFor(() => expect(streamed(resumed, sessionId)).toHaveLength(6), 10_000);
    expect(streamed(resumed, sessionId)).toEqual(lines.slice(6));
    staff.close();
    visitor.close();
    resumed.close();
  });

  it('messages sent at the same moment from two tabs and the consultant are each stored and published, none refused', async () => {
    const sam = await signedInStaff(b, 'sales');
    const { sessionId, leadId } = await claimedChat(sam);
    const staff = await staffStream(b, sam);
    const lines = Array.from({ length: 6 }, (_, index) => `same moment ${index + 1}`);
    const answers = await Promise.all([
      ...lines.map((line, index) => say(sessionId, line, `tab-${sessionId}-${index}`)),
      trpc(b, 'staff.live.send', sam, { leadId, message: 'a reply at the same moment' }),
    ]);
    expect(
      answers.map((answer) => `${answer.statusCode} ${answer.statusCode === 200 ? '' : answer.body}`),
    ).toEqual(Array(answers.length).fill('200 '));
    await vi.waitFor(() => expect(streamed(staff, sessionId)).toHaveLength(lines.length), 10_000);
    expect([...streamed(staff, sessionId)].sort()).toEqual([...lines].sort());
    const view = await consultantView(sam, leadId);
    const shown = view.filter((message) => message.role === 'user').map((message) => message.content);
    expect([...shown].sort()).toEqual([...lines, 'can I talk to a human'].sort());
    // The view's order is the stream's.
    expect(shown.slice(1)).toEqual(streamed(staff, sessionId));
    staff.close();
  });
});

/**
 * One append of a `conversation.typing` row, ordered (the lock, notified) or not, as one statement: to the staff,
 * or, given a session's id, to that session's visitor alone (a stream no other test's work reaches).
 */
const appendSql = (ordered: boolean, sessionId?: string) => {
  const audience = sessionId === undefined ? 'staff' : 'visitor';
  const session = sessionId === undefined ? 'null' : `'${sessionId}'`;
  const { ctes, notified } = appendEventsSql(
    `select 1 as "n", cast('conversation.typing' as varchar) as "type", 1 as "version",
      '{"who":"visitor","typing":false}'::jsonb as "payload", cast('${audience}' as varchar) as "audience",
      cast(${session} as varchar) as "session_id", cast(null as uuid) as "lead_id", cast(null as uuid) as "meeting_id",
      cast(null as uuid) as "actor_id", cast(null as timestamptz) as "created_at"`,
    'event',
    ordered,
  );
  return `with ${ctes.join(', ')} select r."id"::text as "id", ${notified} as "notified" from "event_row" r`;
};

describe('the event hub under unordered appends', () => {
  it('delivers an ordered event whose commit a larger unordered id overtook, and that unordered one after it', async () => {
    const hub = a.liveEvents;
    const delivered: string[] = [];
    const unsubscribe = hub.subscribe((row) => delivered.push(row.id));
    const slow = await sqlClient(url);
    try {
      // An ordered append holds its id uncommitted while an unordered one (the contact form's) takes a larger id
      // and commits at once.
      await slow.query('begin');
      const ordered = (await slow.query<{ id: string }>(appendSql(true))).rows[0]?.id as string;
      const unordered = (await sql.query<{ id: string }>(appendSql(false))).rows[0]?.id as string;
      expect(BigInt(unordered)).toBeGreaterThan(BigInt(ordered));
      // The hub reads meanwhile (as any other instance's notification makes it read).
      hub.poke();
      await hub.settled();
      expect(delivered).not.toContain(unordered);
      await slow.query('commit');
      await vi.waitFor(() => expect(delivered).toContain(ordered), 5000);
      // The next notified append brings the unordered row too, after the ordered one.
      const next = (await sql.query<{ id: string }>(appendSql(true))).rows[0]?.id as string;
      await vi.waitFor(() => expect(delivered).toContain(next), 5000);
      expect(delivered.filter((id) => [ordered, unordered, next].includes(id))).toEqual([
        ordered,
        unordered,
        next,
      ]);
    } finally {
      unsubscribe();
      await slow.end();
    }
  });
});

describe('a resumed stream under unordered appends', () => {
  it('replays up to where the hub delivered, then takes the overtaken ordered event from the hub, in order', async () => {
    const hub = a.liveEvents;
    const delivered: string[] = [];
    const unsubscribe = hub.subscribe((row) => delivered.push(row.id));
    const slow = await sqlClient(url);
    const controller = new AbortController();
    // The stream follows one visitor's session, so events the app appends meanwhile for others never enter it.
    const { sessionId } = await startChat(a, 'What are your hours?');
    try {
      const before = (await sql.query<{ id: string }>(appendSql(true, sessionId))).rows[0]?.id as string;
      await vi.waitFor(() => expect(delivered).toContain(before), 5000);
      await slow.query('begin');
      const ordered = (await slow.query<{ id: string }>(appendSql(true, sessionId))).rows[0]?.id as string;
      const unordered = (await sql.query<{ id: string }>(appendSql(false, sessionId))).rows[0]?.id as string;
      expect(BigInt(unordered)).toBeGreaterThan(BigInt(ordered));

      // A client resumes after the event just before `before`: the replay reads the table now.
      const stream = domainEventStream(hub, () => a.db.em(), {
        afterId: (BigInt(before) - 1n).toString(),
        filter: { audience: 'visitor', sessionId },
        signal: controller.signal,
      });
      expect((await stream.next()).value?.id).toBe(before);
      const second = stream.next();
      await slow.query('commit');
      expect((await second).value?.id).toBe(ordered);
      // The unordered row follows with the next notified append.
      const next = (await sql.query<{ id: string }>(appendSql(true, sessionId))).rows[0]?.id as string;
      expect((await stream.next()).value?.id).toBe(unordered);
      expect((await stream.next()).value?.id).toBe(next);
    } finally {
      controller.abort();
      unsubscribe();
      await slow.end();
    }
  });
});

describe('the event hub on PGlite', () => {
  it('finds its horizon, listens and delivers an append (one process, its own listen)', async () => {
    const db = new Database(
      { kind: 'pglite', dir: migratedPgliteDir('hub-pglite') },
      pino({ level: 'silent' }),
    );
    await db.start({ waitForDatabase: true });
    const hub = new DomainEventHub(db, pino({ level: 'silent' }));
    try {
      await hub.start();
      expect(hub.listening).toBe(true);
      expect(hub.deliveredThrough).toBe('0');
      const delivered: string[] = [];
      hub.subscribe((row) => delivered.push(row.id));
      const id = await appendEvent(db.em(), {
        event: { type: 'conversation.typing', version: 1, payload: { who: 'visitor', typing: true } },
      });
      await vi.waitFor(() => expect(delivered).toEqual([id]), 5000);
    } finally {
      await hub.stop();
      await db.close();
    }
  });
});
