/**
 * The team's saved replies (`staff.savedReplies.*`): any signed-in member, admin or sales, adds one (a title on one
 * line and a body, each bounded) and deletes one; the list is shared and sorted by title; the team keeps at most
 * SAVED_REPLIES_MAX, also when two members add at once; bad input is a 400 naming each field; strangers get 401
 * and 403; no reply text reaches a log line.
 */
import { SAVED_REPLIES_MAX, SAVED_REPLY_BODY_MAX, SAVED_REPLY_TITLE_MAX } from '@northline/schemas';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leadApp, STAFF_ORIGIN, type StaffSignIn } from './helper.ts';

let app: FastifyInstance;
let sql: pg.Client;
let logLines: string[];
let sam: StaffSignIn;
let avery: StaffSignIn;
let now = new Date('2026-12-07T15:00:00Z');

beforeAll(async () => {
  const lead = await leadApp({}, { clock: () => now });
  ({ app, sql, logLines } = lead);
  sam = await lead.signInStaff('sales', 'sam.replies@northline-it.example');
  avery = await lead.signInStaff('admin', 'avery.replies@northline-it.example');
});

beforeEach(async () => {
  logLines.length = 0;
  await sql.query('delete from saved_reply');
});

function mutate(
  path: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = sam.headers,
) {
  return app.inject({ method: 'POST', url: `/trpc/staff.savedReplies.${path}`, headers, payload });
}

function list(headers: Record<string, string> = sam.headers) {
  return app.inject({ url: '/trpc/staff.savedReplies.list', headers });
}

interface Reply {
  id: string;
  title: string;
  body: string;
  authorName: string | null;
  createdAt: string;
}

async function replies(): Promise<Reply[]> {
  const response = await list();
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.data.replies as Reply[];
}

/** The field paths and messages of a 400. */
function issuesOf(response: { json: () => { error: { data: { issues: unknown } } } }) {
  return response.json().error.data.issues as { path: string; message: string }[];
}

describe('saved replies', () => {
  it('are added by sales and admins alike, trimmed, with author and time, and shared by title', async () => {
    const added = await mutate('add', {
      title: '  Pricing per user ',
      body: '  Managed IT is $99 per user a month.\nNo setup fee.  ',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().result.data).toMatchObject({
      title: 'Pricing per user',
      body: 'Managed IT is $99 per user a month.\nNo setup fee.',
      authorName: 'Sam Sales',
      createdAt: now.toISOString(),
    });
    now = new Date(now.getTime() + 60_000);
    const byAdmin = await mutate(
      'add',
      { title: 'after hours', body: 'Our 24/7 desk answers in 15 minutes.' },
      avery.headers,
    );
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    await mutate('add', { title: 'Book a call', body: 'Pick a time that suits you.' });

    // One list for the team, A to Z whatever the case: the admin sees Sam's and Sam sees the admin's.
    const listed = await replies();
    expect(listed.map((reply) => reply.title)).toEqual(['after hours', 'Book a call', 'Pricing per user']);
    expect(listed[0]?.authorName).toBe('Avery Admin');
    const asAdmin = await list(avery.headers);
    expect(asAdmin.json().result.data).toMatchObject({ max: SAVED_REPLIES_MAX });
    expect(asAdmin.json().result.data.replies).toHaveLength(3);
  });

  it('refuse bad input with 400 naming each field, and store nothing', async () => {
    const blank = await mutate('add', { title: '   ', body: '' });
    expect(blank.statusCode).toBe(400);
    expect(issuesOf(blank)).toEqual([
      { path: 'title', message: 'Give the reply a title' },
      { path: 'body', message: 'Write the reply' },
    ]);
    const long = await mutate('add', {
      title: 't'.repeat(SAVED_REPLY_TITLE_MAX + 1),
      body: 'b'.repeat(SAVED_REPLY_BODY_MAX + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(issuesOf(long)).toEqual([
      { path: 'title', message: `Title must be at most ${SAVED_REPLY_TITLE_MAX} characters` },
      { path: 'body', message: `Reply must be at most ${SAVED_REPLY_BODY_MAX} characters` },
    ]);
    const twoLines = await mutate('add', { title: 'One\nTwo', body: 'Fine' });
    expect(twoLines.statusCode).toBe(400);
    expect(issuesOf(twoLines).map((issue) => issue.path)).toEqual(['title']);
    expect((await mutate('add', { title: 'Nul', body: 'nul \u0000' })).statusCode).toBe(400);
    // The longest of each is taken.
    const longest = await mutate('add', {
      title: 't'.repeat(SAVED_REPLY_TITLE_MAX),
      body: 'b'.repeat(SAVED_REPLY_BODY_MAX),
    });
    expect(longest.statusCode, longest.body).toBe(200);
    expect(await replies()).toHaveLength(1);
  });

  it(`stop at ${SAVED_REPLIES_MAX} for the team, also when two members add the last one at once`, async () => {
    await sql.query(
      `insert into saved_reply (id, title, body, created_at)
        select gen_random_uuid(), 'Reply ' || n, 'Body ' || n, now() from generate_series(1, $1::int) n`,
      [SAVED_REPLIES_MAX - 1],
    );
    const [first, second] = await Promise.all([
      mutate('add', { title: 'Last one', body: 'From Sam' }),
      mutate('add', { title: 'Last one too', body: 'From Avery' }, avery.headers),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    const refused = first?.statusCode === 409 ? first : second;
    expect(refused?.body).toContain(`The team keeps ${SAVED_REPLIES_MAX} saved replies at most`);
    const { rows } = await sql.query('select count(*)::int as n from saved_reply');
    expect(rows[0].n).toBe(SAVED_REPLIES_MAX);

    // Deleting one makes room for one.
    const oldest = (await replies())[0] as Reply;
    expect((await mutate('delete', { id: oldest.id })).statusCode).toBe(200);
    expect((await mutate('add', { title: 'Room again', body: 'Yes' })).statusCode).toBe(200);
  });

  it('are deleted by any member; an unknown id is 404, a malformed one 400', async () => {
    const added = await mutate('add', { title: 'Temporary', body: 'Soon gone' });
    const { id } = added.json().result.data as Reply;
    const deleted = await mutate('delete', { id }, avery.headers);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await replies()).toEqual([]);
    const again = await mutate('delete', { id });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('This saved reply does not exist, or it was deleted.');
    expect((await mutate('delete', { id: 'not-a-uuid' })).statusCode).toBe(400);
  });

  it('refuse strangers with 401 and other sites with 403', async () => {
    const signedOut = { origin: STAFF_ORIGIN };
    expect((await list(signedOut)).statusCode).toBe(401);
    expect((await mutate('add', { title: 'T', body: 'B' }, signedOut)).statusCode).toBe(401);
    const crossSite = { cookie: sam.headers.cookie ?? '', origin: 'https://evil.example' };
    expect((await mutate('add', { title: 'T', body: 'B' }, crossSite)).statusCode).toBe(403);
    const added = await mutate('add', { title: 'Kept', body: 'Kept' });
    const { id } = added.json().result.data as Reply;
    expect((await mutate('delete', { id }, crossSite)).statusCode).toBe(403);
    expect((await replies()).map((reply) => reply.title)).toEqual(['Kept']);
  });

  it('log ids only, never the title or the text', async () => {
    const added = await mutate('add', { title: 'Secret title words', body: 'Secret body words' });
    const { id } = added.json().result.data as Reply;
    await mutate('delete', { id });
    const logged = logLines.join('\n');
    expect(logged).toContain(id);
    expect(logged).not.toContain('Secret');
  });
});
