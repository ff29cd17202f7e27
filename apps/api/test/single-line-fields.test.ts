/**
 * One-line fields are one line on every public write path (docs/decisions/057): a line break or control character
 * in a name, company or phone is a 400 that names the field, from the shared schema, whether the form came as JSON
 * (the site's and the widget's scripts, any client) or as a form posted without JavaScript (which shows the
 * field's message with what was typed, so nothing is lost); an e-mail field with a second line is not an address.
 * Nothing is stored or sent, and the typed value reaches no log line. Against the real PostgreSQL.
 */
import { contactForms } from '@northline/content';
import { createSessionId } from '@northline/schemas';
import type pg from 'pg';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LeadApp, leadApp, postForm, postJson, validLead } from './helper.ts';
import { smtpReceiver } from './receivers.ts';

/** The fake clock: Thursday November 26, 2026, 09:00 in Toronto (EST), a business day. */
const clock = { now: new Date('2026-11-26T14:00:00Z') };

/** A name that would be a phishing paragraph of an e-mail if it kept its lines. */
const PHISHING_NAME = 'Hello\n\nACTION REQUIRED: verify your account at https://evil.example/login';

let app: LeadApp['app'];
let sql: pg.Client;
let logLines: string[];
let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
/** A free slot's start, offered by `GET /api/meetings/slots`. */
let freeSlot: string;

const count = async (table: string) =>
  (await sql.query(`select count(*)::int as n from "${table}"`)).rows[0].n as number;

/** Every stored row a refused request could have written. */
const stored = async () => ({
  contacts: await count('contact_request'),
  chats: await count('chat_session'),
  meetings: await count('meeting'),
  signups: await count('newsletter_subscription'),
  deliveries: await count('delivery'),
});

/** The field issues of a 400 JSON answer. */
const issuesOf = (body: string) =>
  (JSON.parse(body) as { issues?: { path: string; message: string }[] }).issues;

beforeAll(async () => {
  smtp = await smtpReceiver();
  const lead = await leadApp(
    {
      LOG_LEVEL: 'debug',
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_TO: ['sales@northline-it.example'],
      MEETING_TOKEN_SECRET: 'meeting-token-secret-for-the-single-line-tests-01',
    },
    { clock: () => clock.now },
  );
  ({ app, sql, logLines } = lead);
  const sales = await lead.signInStaff('sales');
  const bookable = await app.inject({
    method: 'POST',
    url: '/trpc/staff.meetings.setBookable',
    headers: sales.headers,
    payload: { bookable: true },
  });
  expect(bookable.statusCode).toBe(200);
  const slots = await app.inject({ url: '/api/meetings/slots?days=1' });
  freeSlot = slots.json().days[0].slots[0].start;
  expect(freeSlot).toMatch(/^2026-11-26T/);
});

beforeEach(() => {
  logLines.length = 0;
});

describe('the contact form', () => {
  it('POST /api/contact (JSON) answers 400 naming each one-line field with a line break; nothing stored', async () => {
    const before = await stored();
    const response = await postJson(app, '/api/contact', {
      ...validLead,
      firstName: PHISHING_NAME,
      company: 'Harbour Law\r\nBcc: x@evil.example',
      phone: '416 555 0199\u2028ext 2',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(issuesOf(response.body)).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'First name must be on one line' },
        { path: 'company', message: 'Company name must be on one line' },
        { path: 'phone', message: 'Phone must be on one line' },
      ]),
    );
    expect(await stored()).toEqual(before);
    expect(logLines.join('\n')).not.toMatch(/ACTION REQUIRED|evil\.example/);
  });

  it('a form posted without JavaScript gets the 400 page with the field’s label and message', async () => {
    const before = await stored();
    const response = await postForm(app, '/api/contact', {
      ...validLead,
      lastName: 'Sharma\r\nACTION REQUIRED: verify at https://evil.example',
      source: contactForms.contact.source,
      website: '',
      formToken: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(
      `<strong>${contactForms.contact.labels.lastName}</strong>: <span class="error">Last name must be on one line</span>`,
    );
    expect(response.body).not.toContain('ACTION REQUIRED');
    expect(await stored()).toEqual(before);
  });

  it('still takes names with accents, apostrophes and ampersands, and a message of several lines', async () => {
    const response = await postJson(app, '/api/contact', {
      ...validLead,
      firstName: 'Zoë',
      lastName: 'O’Neil-Đặng',
      company: 'Bright & Roy LLP',
      email: 'zoe@brightroy.example',
      message: 'Hello,\n\nour server is down.\r\nPlease call.',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { rows } = await sql.query(
      'select first_name, last_name, company, message from contact_request where id = $1',
      [response.json().id],
    );
    expect(rows[0]).toEqual({
      first_name: 'Zoë',
      last_name: 'O’Neil-Đặng',
      company: 'Bright & Roy LLP',
      message: 'Hello,\n\nour server is down.\r\nPlease call.',
    });
  });
});

describe('the chat’s details panel', () => {
  it('POST /api/chat answers 400 naming visitorInfo.name; the session stores nothing', async () => {
    const before = await stored();
    const response = await app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: {
        sessionId: createSessionId('chat'),
        message: 'Here are my details',
        visitorInfo: { name: 'Priya\u2028ACTION REQUIRED', email: 'priya@harbourlaw.example' },
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(issuesOf(response.body)).toEqual([
      { path: 'visitorInfo.name', message: 'Name must be on one line' },
    ]);
    expect(await stored()).toEqual(before);
    expect(logLines.join('\n')).not.toContain('ACTION REQUIRED');
  });

  it('the hand-off and the transcript e-mail take an e-mail only when it is one address', async () => {
    const sessionId = createSessionId('chat');
    const started = await app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { sessionId, message: 'Do you support law offices?' },
    });
    expect(started.statusCode, started.body).toBe(200);
    for (const path of ['handoff', 'transcript-email']) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/chat/${sessionId}/${path}`,
        payload: { email: 'priya@harbourlaw.example\r\nBcc: x@evil.example' },
      });
      expect(response.statusCode, `${path}: ${response.body}`).toBe(400);
      expect(issuesOf(response.body)).toEqual([
        { path: 'email', message: 'Please enter a valid email address' },
      ]);
    }
    const { rows } = await sql.query('select visitor_email from chat_session where id = $1', [sessionId]);
    expect(rows[0].visitor_email).toBeNull();
  });

  it('POST /api/visitor-profile answers 400 naming contactInfo.company', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/visitor-profile',
      payload: {
        sessionId: createSessionId('profile'),
        contactInfo: { name: 'Dr. Lee', company: 'Yonge\nClinic' },
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(issuesOf(response.body)).toEqual([
      { path: 'contactInfo.company', message: 'Company must be on one line' },
    ]);
  });
});

describe('the booking', () => {
  it('POST /api/meetings answers 400 naming the name for a free slot; nothing booked or sent', async () => {
    const before = await stored();
    const response = await postJson(app, '/api/meetings', {
      start: freeSlot,
      name: PHISHING_NAME,
      email: 'stranger@example.com',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(issuesOf(response.body)).toEqual([{ path: 'name', message: 'Name must be on one line' }]);
    expect(await stored()).toEqual(before);
    await app.deliveries.runDue(clock.now);
    await app.deliveries.runDue(clock.now);
    expect(smtp.messages.filter((message) => message.to.includes('stranger@example.com'))).toEqual([]);
    expect(logLines.join('\n')).not.toMatch(/ACTION REQUIRED|stranger@example\.com/);
  });

  it('a booking form posted without JavaScript gets the form again with the name’s message and the typed e-mail', async () => {
    const before = await stored();
    const response = await postForm(app, '/api/meetings', {
      start: freeSlot,
      name: 'Priya\r\nBcc: x@evil.example',
      email: 'priya@harbourlaw.example',
      company: 'Harbour Law LLP',
      website: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Name must be on one line');
    expect(response.body).toContain('value="priya@harbourlaw.example"');
    expect(await stored()).toEqual(before);
  });
});

describe('the newsletter', () => {
  it('POST /api/newsletter answers 400 naming an e-mail with a second line', async () => {
    const before = await stored();
    const response = await postJson(app, '/api/newsletter', {
      email: 'reader@example.com\r\nBcc: x@evil.example',
      consent: true,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(issuesOf(response.body)).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
    ]);
    expect(await stored()).toEqual(before);
  });
});
