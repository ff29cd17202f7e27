import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { meetingBookingPage, meetingManagePage } from '@northline/content';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { manageToken } from '../src/services/meeting-tokens.ts';
import {
  closedPort,
  createTestDatabase,
  logCapture,
  signedInStaff,
  sqlClient,
  testApp,
  testEnv,
} from './helper.ts';

/** The fake clock: Thursday November 26, 2026, 09:00 in Toronto (EST). */
const clock = { now: new Date('2026-11-26T14:00:00Z') };
const TOKEN_SECRET = 'meeting-token-secret-for-the-page-tests-012345';
/** Monday November 30, 2026: 10:00, 11:00 and 14:00 EST. */
const MONDAY_10 = '2026-11-30T15:00:00.000Z';
const MONDAY_11 = '2026-11-30T16:00:00.000Z';
const MONDAY_14 = '2026-11-30T19:00:00.000Z';

const visitor = {
  name: 'Noor Haddad',
  email: 'noor.haddad@lakeshore-dental.example',
  company: 'Lakeshore Dental',
  phone: '416-555-0142',
};

/** A shell like the site's prerendered pages: its own head, a marked empty element the API fills. */
const shell = (title: string) =>
  `<!DOCTYPE html><html lang="en-CA"><head><title>${title}</title></head><body><header>Site header</header><main><div class="x" data-meeting-slot="page"></div></main><footer>Site footer</footer></body></html>`;

let app: Awaited<ReturnType<typeof testApp>>;
let sql: pg.Client;
let logs: ReturnType<typeof logCapture>;
let siteDir: string;

const form = (url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      referer: 'http://localhost/book-assessment',
    },
    payload: new URLSearchParams(fields).toString(),
  });
const count = async (table: string) =>
  (await sql.query(`select count(*)::int as n from "${table}"`)).rows[0].n as number;

beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'meeting-pages-'));
  for (const [dir, title] of [
    ['book-assessment', 'Book'],
    ['meetings/manage', 'Manage'],
  ] as const) {
    mkdirSync(join(siteDir, dir), { recursive: true });
    writeFileSync(join(siteDir, dir, 'index.html'), shell(title));
  }
  const url = await createTestDatabase();
  sql = await sqlClient(url);
  logs = logCapture();
  app = await testApp({
    env: testEnv({
      DATABASE_URL: url,
      LOG_LEVEL: 'debug',
      SITE_DIR: siteDir,
      MEETING_TOKEN_SECRET: TOKEN_SECRET,
    }),
    logger: { level: 'debug', stream: logs.stream },
    waitForDatabase: true,
    background: false,
    clock: () => clock.now,
  });
  const sales = await signedInStaff(app, 'sales');
  const set = await app.inject({
    method: 'POST',
    url: '/trpc/staff.meetings.setBookable',
    headers: sales.headers,
    payload: { bookable: true },
  });
  expect(set.statusCode).toBe(200);
});

afterAll(() => {
  rmSync(siteDir, { recursive: true, force: true });
});

describe('the booking page without JavaScript', () => {
  it('renders the free times into the prerendered shell: one fieldset per Toronto day, never cached or indexed', async () => {
    const page = await app.inject({ url: `/book-assessment?start=${encodeURIComponent(MONDAY_10)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const html = page.body;
    expect(html).toContain('<header>Site header</header>');
    expect(html).toContain('<footer>Site footer</footer>');
    expect(html).toContain('<form class="mb-form" method="post" action="/api/meetings">');
    expect(html).toContain('<legend>Thursday, November 26</legend>');
    expect(html).toContain('<legend>Monday, November 30</legend>');
    expect(html).toContain(`value="${MONDAY_10}" required checked`);
    expect(html).toContain('name="email"');
    // 4 business hours of notice: Thursday starts at 1:00 p.m.
    expect(html).not.toContain('value="2026-11-26T17:30:00.000Z"');
    expect(html).toContain('value="2026-11-26T18:00:00.000Z"');
  });

  it('books with a form post: 303 to the confirmation page, nothing personal in the URL', async () => {
    const before = await count('meeting');
    const response = await form('/api/meetings', { ...visitor, start: MONDAY_10, website: '' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/book-assessment/booked');
    expect(await count('meeting')).toBe(before + 1);
    const { rows } = await sql.query(
      `select c.source, c.landing_page, c.company from meeting m join lead l on l.id = m.lead_id
       join contact_request c on c.id = l.contact_request_id where m.starts_at = $1`,
      [MONDAY_10],
    );
    expect(rows[0]).toMatchObject({ source: 'meeting-booking', landing_page: '/book-assessment' });
  });

  it('answers invalid fields with 400: the messages, the typed values, the form again; nothing stored', async () => {
    const before = [await count('meeting'), await count('contact_request')];
    const response = await form('/api/meetings', {
      start: MONDAY_11,
      name: '',
      email: 'not-an-address',
      company: 'Lakeshore <Dental>',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toContain(meetingBookingPage.invalidTitle);
    expect(html).toContain('<a href="#mb-name">Your name</a>: Name is required');
    expect(html).toContain('Please enter a valid email address');
    expect(html).toContain('value="not-an-address"');
    expect(html).toContain('value="Lakeshore &#60;Dental&#62;"');
    expect(html).toContain(`value="${MONDAY_11}" required checked`);
    expect([await count('meeting'), await count('contact_request')]).toEqual(before);

    const noTime = await form('/api/meetings', { name: visitor.name, email: visitor.email });
    expect(noTime.statusCode).toBe(400);
    expect(noTime.body).toContain('Please choose one of the offered times.');
    const offGrid = await form('/api/meetings', { ...visitor, start: '2026-11-29T15:00:00.000Z' });
    expect(offGrid.statusCode).toBe(400);
    expect([await count('meeting'), await count('contact_request')]).toEqual(before);
  });

  it('answers a time taken meanwhile with 409 and the next free times as a fresh form; nothing stored', async () => {
    const before = [await count('meeting'), await count('contact_request')];
    const response = await form('/api/meetings', {
      ...visitor,
      email: 'second@example.com',
      start: MONDAY_10,
    });
    expect(response.statusCode).toBe(409);
    const html = response.body;
    expect(html).toContain(meetingBookingPage.takenTitle);
    expect(html).not.toContain(`value="${MONDAY_10}"`);
    expect(html).toContain(`value="${MONDAY_14}"`);
    expect(html).toContain('value="second@example.com"');
    expect([await count('meeting'), await count('contact_request')]).toEqual(before);
  });

  it('books once when the same form is posted twice (its attempt is the idempotency key)', async () => {
    const page = await app.inject({ url: '/book-assessment' });
    const attempt = /name="attempt" value="([0-9a-f-]{36})"/.exec(page.body)?.[1] ?? '';
    expect(attempt).not.toBe('');
    const before = await count('meeting');
    const fields = { ...visitor, email: 'twice@example.com', start: '2026-12-02T15:00:00.000Z', attempt };
    const first = await form('/api/meetings', fields);
    const second = await form('/api/meetings', fields);
    expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
    expect(await count('meeting')).toBe(before + 1);
    // The same form sent again with another time books that time too: it is what was posted.
    const edited = await form('/api/meetings', { ...fields, start: '2026-12-02T17:00:00.000Z' });
    expect(edited.statusCode).toBe(303);
    expect(await count('meeting')).toBe(before + 2);
    // Sent from the 400 or 409 answer (whose address is the API's path), the landing page is still the form's.
    const { rows } = await sql.query(
      `select c.landing_page from meeting m join lead l on l.id = m.lead_id
       join contact_request c on c.id = l.contact_request_id where m.starts_at = $1`,
      ['2026-12-02T17:00:00.000Z'],
    );
    expect(rows[0].landing_page).toBe('/book-assessment');
    const fromAnswer = await app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        referer: 'http://localhost/api/meetings',
      },
      payload: new URLSearchParams({
        ...visitor,
        email: 'again@example.com',
        start: '2026-12-03T15:00:00.000Z',
      }).toString(),
    });
    expect(fromAnswer.statusCode).toBe(303);
    const { rows: again } = await sql.query(
      `select c.landing_page from meeting m join lead l on l.id = m.lead_id
       join contact_request c on c.id = l.contact_request_id where m.starts_at = $1`,
      ['2026-12-03T15:00:00.000Z'],
    );
    expect(again[0].landing_page).toBe('/book-assessment');
  });

  it('answers a filled honeypot like a booking and stores nothing', async () => {
    const before = [await count('meeting'), await count('contact_request')];
    const response = await form('/api/meetings', {
      ...visitor,
      start: MONDAY_14,
      website: 'https://spam.example',
    });
    expect(response.statusCode).toBe(303);
    expect([await count('meeting'), await count('contact_request')]).toEqual(before);
  });

  it('still answers JSON as before', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/meetings',
      payload: { ...visitor, start: '2026-12-01T15:00:00.000Z' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().consultantName).toBeTruthy();
  });
});

describe('the manage page', () => {
  let token: string;

  beforeAll(async () => {
    const { rows } = await sql.query(`select id, sequence from meeting where starts_at = $1`, [MONDAY_10]);
    token = manageToken(TOKEN_SECRET, rows[0].id, rows[0].sequence);
  });

  it('shows the meeting in Toronto time with the consultant, the reschedule form and the cancel step', async () => {
    const page = await app.inject({ url: `/meetings/manage/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    const html = page.body;
    expect(html).toContain('<header>Site header</header>');
    expect(html).toContain('Monday, November 30, 2026 at 10:00 a.m.');
    expect(html).toContain(`action="/api/meetings/manage/${token}/reschedule"`);
    expect(html).toContain(`href="/meetings/manage/${token}?step=cancel"`);
    // The meeting's own time is not offered as another time; nothing personal is shown.
    expect(html).not.toContain(`value="${MONDAY_10}"`);
    expect(html).not.toContain(visitor.email);
    expect(html).not.toContain(visitor.name);
    const confirm = await app.inject({ url: `/meetings/manage/${token}?step=cancel` });
    expect(confirm.body).toContain(meetingManagePage.cancelConfirmTitle);
    expect(confirm.body).toContain(`action="/api/meetings/manage/${token}/cancel"`);
  });

  it('reschedules with a form post: 303 to the new link, the old one answers 409', async () => {
    const noTime = await form(`/api/meetings/manage/${token}/reschedule`, {});
    expect(noTime.statusCode).toBe(400);
    expect(noTime.body).toContain('Please choose one of the offered times.');
    const moved = await form(`/api/meetings/manage/${token}/reschedule`, { start: MONDAY_14 });
    expect(moved.statusCode).toBe(303);
    const location = moved.headers.location as string;
    expect(location).toMatch(/^\/meetings\/manage\/[0-9a-f-]{36}\.1\.[A-Za-z0-9_-]+\?changed=rescheduled$/);
    const page = await app.inject({ url: location });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(meetingManagePage.rescheduled);
    expect(page.body).toContain('Monday, November 30, 2026 at 2:00 p.m.');
    const old = await app.inject({ url: `/meetings/manage/${token}` });
    expect(old.statusCode).toBe(409);
    expect(old.body).toContain(meetingManagePage.linkOutdatedTitle);
    expect(old.body).toContain('This link was replaced by a newer one.');
    token = location.split('/').pop()?.split('?')[0] ?? '';
  });

  it('cancels with a form post: 303 to the link, which then shows the cancelled meeting; a repeat is 409', async () => {
    const cancelled = await form(`/api/meetings/manage/${token}/cancel`, {});
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`/meetings/manage/${token}`);
    const page = await app.inject({ url: `/meetings/manage/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(meetingManagePage.cancelledTitle);
    expect(page.body).not.toContain('/reschedule"');
    const again = await form(`/api/meetings/manage/${token}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This meeting is already cancelled.');
    // JSON with an empty body still cancels through the same route.
    const { rows } = await sql.query(`select id, sequence from meeting where starts_at = $1`, [
      '2026-12-01T15:00:00.000Z',
    ]);
    const json = await app.inject({
      method: 'POST',
      url: `/api/meetings/manage/${manageToken(TOKEN_SECRET, rows[0].id, rows[0].sequence)}/cancel`,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(json.statusCode).toBe(200);
    expect(json.json().status).toBe('cancelled');
  });

  it('answers a forged or unknown link with a 404 page', async () => {
    const forged = `${token.slice(0, -4)}AAAA`;
    for (const url of [
      `/meetings/manage/${forged}`,
      '/meetings/manage/not-a-token',
      '/meetings/manage/a%20b',
    ]) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(404);
      expect(page.body).toContain(meetingManagePage.linkInvalidTitle);
    }
    const post = await form(`/api/meetings/manage/${forged}/reschedule`, { start: MONDAY_11 });
    expect(post.statusCode).toBe(404);
  });

  it('logs neither the link’s token nor what the visitor typed, at debug', () => {
    const text = logs.lines.join('\n');
    for (const secret of [
      visitor.email,
      'Noor',
      'Lakeshore',
      '416-555-0142',
      'not-an-address',
      'second@example.com',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/[0-9a-f-]{36}\.\d+\.[A-Za-z0-9_-]{20,}/);
    expect(text).toContain('/meetings/manage/:token');
    expect(text).toContain('meeting booking dropped');
  });
});

describe('the booking pages while the database is unreachable', () => {
  it('answer 503 pages with the phone, never a 500', async () => {
    const port = await closedPort();
    const down = await buildApp({
      env: testEnv({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/nothing`, SITE_DIR: siteDir }),
      logger: { level: 'warn', stream: logCapture().stream },
    });
    try {
      const page = await down.inject({ url: '/book-assessment' });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain(meetingBookingPage.unavailableTitle);
      expect(page.body).toContain('href="tel:');
      const post = await down.inject({
        method: 'POST',
        url: '/api/meetings',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...visitor, start: MONDAY_11 }).toString(),
      });
      expect(post.statusCode).toBe(503);
      expect(post.body).toContain(meetingBookingPage.unavailableTitle);
      expect(post.body).not.toContain(visitor.email);
      const manage = await down.inject({
        url: `/meetings/manage/${manageToken(TOKEN_SECRET, '00000000-0000-4000-8000-000000000000', 0)}`,
      });
      expect(manage.statusCode).toBe(503);
      expect(manage.body).toContain(meetingManagePage.unavailableTitle);
    } finally {
      await down.close();
    }
  });
});
