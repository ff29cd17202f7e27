import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { meetingBookingPage, meetingManagePage } from '@northline/content';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { bookingReference, manageToken } from '../src/scheduling/meeting-tokens.ts';
import {
  closedPort,
  createTestDatabase,
  type LeadApp,
  leadApp,
  logCapture,
  postForm,
  type StaffSignIn,
  sqlClient,
  testApp,
  testEnv,
  validLead,
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

let app: LeadApp['app'];
let sql: pg.Client;
let logLines: string[];
let siteDir: string;
let sales: StaffSignIn;

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
  const lead = await leadApp(
    { LOG_LEVEL: 'debug', SITE_DIR: siteDir, MEETING_TOKEN_SECRET: TOKEN_SECRET },
    { clock: () => clock.now },
  );
  ({ app, sql, logLines } = lead);
  sales = await lead.signInStaff('sales');
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
  it('renders the free times into the prerendered shell, days first: one day open at a time, never cached or indexed', async () => {
    const page = await app.inject({ url: `/book-assessment?start=${encodeURIComponent(MONDAY_10)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const html = page.body;
    expect(html).toContain('<header>Site header</header>');
    expect(html).toContain('<footer>Site footer</footer>');
    expect(html).toContain('<form class="mb-form" method="post" action="/api/meetings">');
    // Each day is a row of one exclusive group, named by its legend; the day of the chosen time is the open one.
    expect(html).toContain(
      '<details class="mb-date" name="mb-date"><summary><span>Thursday, November 26</span> <span class="mb-date-count">10 times</span></summary>',
    );
    expect(html).toContain(
      '<details class="mb-date" name="mb-date" open><summary><span>Monday, November 30</span>',
    );
    expect(html.match(/<details [^>]*\bopen>/g)).toHaveLength(1);
    expect(html).toContain('<legend class="mb-sr-only">Monday, November 30</legend>');
    // No `required`: a browser cannot point at a missing choice inside a closed day; the API says it.
    expect(html).toContain(`value="${MONDAY_10}" checked`);
    expect(html).not.toMatch(/type="radio"[^>]*required/);
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
    expect(html).toContain(`value="${MONDAY_11}" checked`);
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

describe('booking after a contact form sent without JavaScript (decision 042)', () => {
  /** Friday November 27, 2026: 10:00, 11:00, 14:00 and 15:00 EST. */
  const FRIDAY_10 = '2026-11-27T15:00:00.000Z';
  const FRIDAY_11 = '2026-11-27T16:00:00.000Z';
  const FRIDAY_14 = '2026-11-27T19:00:00.000Z';
  const FRIDAY_15 = '2026-11-27T20:00:00.000Z';
  const person = {
    ...validLead,
    firstName: 'Amara',
    lastName: 'Okonkwo',
    email: 'amara.okonkwo@bayview-clinic.example',
    phone: '(647) 555-0177',
    company: 'Bayview Clinic',
    website: '',
  };

  /** The `name=value` of a `Set-Cookie` header for `name`, with its attributes, or undefined. */
  const setCookie = (response: { headers: Record<string, unknown> }, name: string) =>
    [response.headers['set-cookie']].flat().find((line) => String(line).startsWith(`${name}=`)) as
      | string
      | undefined;
  const cookieValue = (line: string | undefined) => /^[^=]+=([^;]*)/.exec(line ?? '')?.[1] ?? '';
  const hidden = (html: string, name: string) =>
    new RegExp(`<input type="hidden" name="${name}" value="([^"]*)">`).exec(html)?.[1];

  /** Sends the contact form natively from `/contact?utm_source=newsletter`; answers the 303 and its reference. */
  async function sendContactForm(fields: Record<string, string> = person) {
    const sent = await postForm(app, '/api/contact', fields, {
      referer: 'http://localhost/contact?utm_source=newsletter',
    });
    expect(sent.statusCode).toBe(303);
    const line = setCookie(sent, 'nl_booking_ref');
    const { rows } = await sql.query<{ id: string; lead_id: string }>(
      `select c.id, l.id as lead_id from contact_request c join lead l on l.contact_request_id = c.id
       where c.email = $1 order by c.submitted_at desc limit 1`,
      [fields.email],
    );
    return { sent, line, reference: cookieValue(line), request: rows[0] };
  }

  it('ties the booking to the contact request: its name and e-mail filled in, its lead, its attribution', async () => {
    const { sent, line, reference, request } = await sendContactForm();
    // The thank-you page's URL is unchanged and carries nothing; the reference is a cookie of the booking page only.
    expect(sent.headers.location).toMatch(/^\/thank-you\/[a-z-]+$/);
    expect(line).toMatch(/; Path=\/book-assessment(;|$)/);
    expect(line).toMatch(/; HttpOnly(;|$)/);
    expect(line).toMatch(/; SameSite=Lax(;|$)/);
    expect(line).toMatch(/; Max-Age=86400(;|$)/);
    expect(reference.startsWith(`${request?.id}.`)).toBe(true);
    for (const secret of ['Amara', 'Okonkwo', 'bayview', '555-0177']) expect(line).not.toContain(secret);

    const page = await app.inject({ url: '/book-assessment', cookies: { nl_booking_ref: reference } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(
      '<input id="mb-name" name="name" autocomplete="name" required maxlength="100" value="Amara Okonkwo">',
    );
    expect(page.body).toContain(`value="${person.email}"`);
    expect(hidden(page.body, 'reference')).toBe(reference);

    // The visitor corrects the e-mail: the reference, not the address, names the lead.
    const booked = await form('/api/meetings', {
      start: FRIDAY_10,
      name: 'Amara Okonkwo',
      email: 'a.okonkwo@bayview-clinic.example',
      reference: hidden(page.body, 'reference') ?? '',
      attempt: hidden(page.body, 'attempt') ?? '',
      website: '',
    });
    expect(booked.statusCode).toBe(303);
    expect(booked.headers.location).toBe('/book-assessment/booked');
    // The reference was used: its cookie ends.
    expect(setCookie(booked, 'nl_booking_ref')).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);

    const { rows } = await sql.query(
      `select m.lead_id, m.visitor_email, m.landing_page, m.utm_source from meeting m where m.starts_at = $1`,
      [FRIDAY_10],
    );
    expect(rows).toEqual([
      {
        lead_id: request?.lead_id,
        visitor_email: 'a.okonkwo@bayview-clinic.example',
        landing_page: '/contact?utm_source=newsletter',
        utm_source: null,
      },
    ]);
    // No second lead: the contact request is the only one of this person, and the inbox marks it.
    const requests = await sql.query('select count(*)::int as n from contact_request where email = any($1)', [
      [person.email, 'a.okonkwo@bayview-clinic.example'],
    ]);
    expect(requests.rows[0].n).toBe(1);
    const inbox = await app.inject({
      url: `/trpc/staff.leads.list?input=${encodeURIComponent(JSON.stringify({ meetingBooked: true }))}`,
      headers: sales.headers,
    });
    const leads = inbox.json().result.data.leads as { id: string; meetingAt: string | null }[];
    expect(leads.find((lead) => lead.id === request?.lead_id)?.meetingAt).toBe(FRIDAY_10);
  });

  it('keeps the reference through a 400 and a 409 answer, and joins with the JSON call too', async () => {
    const { reference, request } = await sendContactForm({
      ...person,
      email: 'amara.second@bayview-clinic.example',
    });
    /** Books `start` as Amara at `email` with the reference; expects `status` and the page to keep the reference. */
    const refused = async (start: string, email: string, status: number) => {
      const answer = await form('/api/meetings', { start, name: 'Amara', email, reference });
      expect(answer.statusCode).toBe(status);
      expect(hidden(answer.body, 'reference')).toBe(reference);
    };
    await refused(FRIDAY_11, 'nope', 400);
    await refused(FRIDAY_10, 'amara.second@bayview-clinic.example', 409);

    const json = await app.inject({
      method: 'POST',
      url: '/api/meetings',
      payload: { start: FRIDAY_11, name: 'Amara Okonkwo', email: 'other@example.com', reference },
    });
    expect(json.statusCode).toBe(201);
    const { rows } = await sql.query('select lead_id from meeting where id = $1', [json.json().meetingId]);
    expect(rows[0].lead_id).toBe(request?.lead_id);
  });

  it('ignores a reference that is expired, forged, of another shape, or names a request filed as spam', async () => {
    const { request } = await sendContactForm({
      ...person,
      email: 'amara.third@bayview-clinic.example',
    });
    const id = request?.id ?? '';
    const expired = bookingReference(TOKEN_SECRET, id, new Date(clock.now.getTime() - 1000));
    const forged = bookingReference('another-secret-of-at-least-32-characters', id, new Date('2026-12-31'));
    const spam = await sendContactForm({
      ...person,
      email: 'amara.spam@bayview-clinic.example',
      website: 'https://spam.example',
    });
    for (const reference of [expired, forged, spam.reference, 'short']) {
      const page = await app.inject({ url: '/book-assessment', cookies: { nl_booking_ref: reference } });
      expect(page.statusCode, reference).toBe(200);
      expect(page.body, reference).not.toContain('Okonkwo');
      expect(page.body, reference).not.toContain('bayview-clinic');
      expect(hidden(page.body, 'reference'), reference).toBeUndefined();
    }

    // Posted anyway, the booking is made, as a lead of its own; the reference is dropped, never the booking.
    const logFrom = logLines.length;
    const booked = await form('/api/meetings', {
      start: FRIDAY_14,
      name: 'Amara Okonkwo',
      email: 'amara.third@bayview-clinic.example',
      reference: forged,
    });
    expect(booked.statusCode).toBe(303);
    const mangled = await form('/api/meetings', {
      start: FRIDAY_15,
      name: 'Amara Okonkwo',
      email: 'amara.third@bayview-clinic.example',
      reference: 'not a reference',
    });
    expect(mangled.statusCode).toBe(303);
    const { rows } = await sql.query(
      `select c.source, c.landing_page from meeting m join lead l on l.id = m.lead_id
       join contact_request c on c.id = l.contact_request_id where m.starts_at = any($1) order by m.starts_at`,
      [[FRIDAY_14, FRIDAY_15]],
    );
    expect(rows).toEqual([
      { source: 'meeting-booking', landing_page: '/book-assessment' },
      { source: 'meeting-booking', landing_page: '/book-assessment' },
    ]);
    const text = logLines.slice(logFrom).join('\n');
    expect(text).toContain('"referenceDropped":true');
    expect(text).not.toContain(forged);
  });
});

describe('the booking form’s spam defence (decision 042: no form token)', () => {
  it('books a post sent at once with no form token, stores nothing for a filled honeypot, and answers 429 past the limit', async () => {
    const url = await createTestDatabase();
    const limited = await testApp({
      env: testEnv({ DATABASE_URL: url, MEETING_TOKEN_SECRET: TOKEN_SECRET, RATE_LIMIT_MAX: 3 }),
      waitForDatabase: true,
      clock: () => clock.now,
    });
    const db = await sqlClient(url);
    await db.query(
      `insert into staff_user (id, email, name, role, password_hash, created_at)
       values (gen_random_uuid(), 'consultant@northline-it.example', 'Morgan Tremblay', 'sales', 'x', now())`,
    );
    await db.query(
      `insert into consultant (staff_user_id, bookable, updated_at) select id, true, now() from staff_user`,
    );
    const rows = async () => (await db.query('select count(*)::int as n from meeting')).rows[0].n as number;
    const post = (fields: Record<string, string>) => postForm(limited, '/api/meetings', fields);

    // The page carries no form token, and sets no page token cookie: nothing dates it.
    const page = await limited.inject({ url: '/book-assessment' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('formToken');
    expect(page.headers['set-cookie']).toBeUndefined();
    // Sent the moment the page arrived, without any token: booked.
    const first = await post({ ...visitor, start: MONDAY_10, website: '' });
    expect(first.statusCode).toBe(303);
    expect(await rows()).toBe(1);
    // A filled honeypot is answered like a booking; nothing is stored.
    const bot = await post({ ...visitor, start: MONDAY_11, website: 'https://spam.example' });
    expect(bot.statusCode).toBe(303);
    expect(await rows()).toBe(1);
    // The per-IP limit of every API call (the page counted too): 429, nothing stored.
    const flood = await post({ ...visitor, start: MONDAY_14, website: '' });
    expect(flood.statusCode).toBe(429);
    expect(Number(flood.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rows()).toBe(1);
  });
});

describe('a form-posted booking that fails echoes what was typed only into the form', () => {
  const typed = {
    name: 'Tomasz Wiśniewski',
    email: 'tomasz.w@kingsway-dental',
    company: 'Kingsway Dental',
    phone: '416-555-0163',
  };

  /** The page with every `value="…"` attribute taken out: what is left must hold nothing the visitor typed. */
  const withoutValues = (html: string) => html.replace(/ value="[^"]*"/g, '');

  it('refills the fields on a 400 and a 409, and puts the typed values in no message, URL or log line', async () => {
    const logFrom = logLines.length;
    const invalid = await form('/api/meetings', { ...typed, start: '2026-12-04T15:00:00.000Z' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers.location).toBeUndefined();
    expect(invalid.body).toContain(`value="${typed.email}"`);
    expect(invalid.body).toContain('value="Tomasz Wiśniewski"');
    expect(invalid.body).toContain('Please enter a valid email address');

    const taken = await form('/api/meetings', {
      ...typed,
      email: 'tomasz.w@kingsway.example',
      start: MONDAY_10,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.headers.location).toBeUndefined();
    expect(taken.body).toContain('value="tomasz.w@kingsway.example"');

    const noTime = await form('/api/meetings', { ...typed, start: 'next tuesday' });
    expect(noTime.statusCode).toBe(400);

    for (const answer of [invalid, taken, noTime]) {
      const rest = withoutValues(answer.body);
      for (const secret of ['Tomasz', 'Wiśniewski', 'kingsway', 'Kingsway', '555-0163']) {
        expect(rest).not.toContain(secret);
      }
    }
    const text = logLines.slice(logFrom).join('\n');
    for (const secret of [
      'Tomasz',
      'Wi\u015bniewski',
      'Wi\\u015bniewski',
      'kingsway',
      'Kingsway',
      '555-0163',
    ]) {
      expect(text).not.toContain(secret);
    }
    // The failures were logged (by route pattern only), so the check above read real lines.
    expect(text).toContain('/api/meetings');
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
    const text = logLines.join('\n');
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
