/**
 * Decision 019: a timing signal alone never hides a lead. Only hard evidence (a filled honeypot, a forged or
 * replayed token) files a submission as spam; a submission faster than the minimum fill time is a person's lead
 * marked *possibly automated*, shown in the inbox and notified. The fill time runs from when the visitor could
 * first use the form: the page's token (the `nl_form_token` cookie) when the API served the page, else the form's
 * own. Staff mark a lead spam or not spam by hand, recorded with who and when. Against the real PostgreSQL, a
 * real SMTP server and a real webhook receiver.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openOrm } from '../src/db/orm.ts';
import { FormTokens, prejudge } from '../src/leads/lead-capture.ts';
import {
  createTestDatabase,
  formLead,
  leadApp,
  officeOpenClock,
  posting,
  type StaffSignIn,
  sqlClient,
  uniqueEmail as uniqueEmailAt,
  validLead,
} from './helper.ts';
import { smtpReceiver, webhookReceiver } from './receivers.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const MIN_FILL_MS = 800;
const tokens = new FormTokens(SECRET, MIN_FILL_MS);
const WEBHOOK_SECRET = `whsec_${randomBytes(32).toString('base64')}`;

let app: FastifyInstance;
let sql: pg.Client;
let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
let hook: Awaited<ReturnType<typeof webhookReceiver>>;
let sales: StaffSignIn;
let logLines: string[];

beforeAll(async () => {
  smtp = await smtpReceiver();
  hook = await webhookReceiver(WEBHOOK_SECRET);
  const lead = await leadApp(
    {
      FORM_TOKEN_SECRET: SECRET,
      FORM_MIN_FILL_MS: MIN_FILL_MS,
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_TO: ['sales@northline-it.example'],
      LEAD_WEBHOOK_URL: hook.url,
      LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
      NOTIFY_BATCH_INTERVAL_MS: 60_000,
    },
    // In business hours: a lead is routed at once, and its one alert names its owner.
    { clock: officeOpenClock() },
  );
  ({ app, sql, logLines } = lead);
  sales = await lead.signInStaff('sales');
});

beforeEach(async () => {
  await sql.query('delete from contact_request; delete from newsletter_subscription; delete from delivery');
  smtp.messages.length = 0;
  hook.state.delivered.length = 0;
  logLines.length = 0;
});

const uniqueEmail = (tag: string) => uniqueEmailAt(tag, 'harbourlaw.example');

const { postJson, postForm } = posting(() => app);

/** The stored contact request and its lead row, by e-mail. */
async function stored(email: string) {
  const { rows } = await sql.query<{
    spam: boolean;
    spam_reason: string | null;
    automation_signal: string | null;
    lead_spam: boolean;
    possibly_automated: boolean;
    lead_id: string;
  }>(
    `select c.spam, c.spam_reason, c.automation_signal, l.spam as lead_spam, l.possibly_automated, l.id as lead_id
     from contact_request c join lead l on l.contact_request_id = c.id where c.email = $1`,
    [email],
  );
  return rows;
}

/**
 * Delivers what is due and answers the alerts sales got (e-mails to the sales address; one lead per test) and
 * the webhook bodies that name `email`.
 */
async function alertsAbout(email: string) {
  await app.deliveries.runDue();
  return {
    emails: smtp.messages
      .filter((message) => message.to.includes('sales@northline-it.example'))
      .map((message) => message.raw),
    webhooks: hook.state.delivered
      .map((delivery) => JSON.parse(delivery.body) as { data: { email: string; possiblyAutomated: boolean } })
      .filter((payload) => payload.data.email === email),
  };
}

const lead = (email: string, extra: object = {}) => ({ ...validLead, email, ...extra });

describe('prejudge: what each signal does to a submission', () => {
  const now = Date.UTC(2026, 10, 26, 15, 0, 0);
  it('files only hard evidence as spam, and marks a fast submission possibly automated', () => {
    const young = tokens.issue(now - 200);
    const old = tokens.issue(now - 5000);
    expect(prejudge(tokens, { honeypot: 'http://spam.example', formToken: old }, now).verdict).toEqual({
      spam: true,
      reason: 'honeypot',
      automationSignal: null,
    });
    expect(prejudge(tokens, { formToken: 'not-a-token' }, now).verdict).toMatchObject({
      reason: 'bad-token',
    });
    expect(prejudge(tokens, { formToken: young }, now).verdict).toEqual({
      spam: false,
      reason: null,
      automationSignal: 'too-fast',
    });
    expect(prejudge(tokens, { formToken: old }, now).verdict).toEqual({
      spam: false,
      reason: null,
      automationSignal: null,
    });
    expect(prejudge(tokens, {}, now).verdict).toEqual({ spam: false, reason: null, automationSignal: null });
  });

  it('measures the fill time from the older token: the page dates the form, the form’s token is the one used', () => {
    const page = tokens.issue(now - 3000);
    const own = tokens.issue(now - 100);
    const judged = prejudge(tokens, { formToken: own, pageToken: page }, now);
    expect(judged.verdict.automationSignal).toBeNull();
    expect(judged.nonce).toBe(own.split('.')[1]);
    // Without a form token the page's is the one used (a post without JavaScript).
    expect(prejudge(tokens, { pageToken: page }, now).nonce).toBe(page.split('.')[1]);
    // A forged page token never counts against the visitor, nor for them.
    const forgedPage = page.replace(/.$/, (char) => (char === 'A' ? 'B' : 'A'));
    expect(prejudge(tokens, { formToken: own, pageToken: forgedPage }, now).verdict).toEqual({
      spam: false,
      reason: null,
      automationSignal: 'too-fast',
    });
  });
});

describe('a fast submission is a person’s lead, marked possibly automated', () => {
  it('with JavaScript: stored visible, shown in the inbox, alerted by e-mail and webhook with the mark', async () => {
    const email = uniqueEmail('script');
    const response = await postJson(
      '/api/contact',
      lead(email, { formToken: tokens.issue(Date.now() - 150) }),
    );
    expect(response.statusCode).toBe(201);
    expect(await stored(email)).toEqual([
      expect.objectContaining({
        spam: false,
        spam_reason: null,
        automation_signal: 'too-fast',
        lead_spam: false,
        possibly_automated: true,
      }),
    ]);

    const inbox = await app.inject({
      url: `/trpc/staff.leads.list?input=${encodeURIComponent(JSON.stringify({ search: email }))}`,
      headers: sales.headers,
    });
    expect(inbox.json().result.data.leads).toEqual([
      expect.objectContaining({ email, spam: false, possiblyAutomated: true }),
    ]);

    const alerts = await alertsAbout(email);
    expect(alerts.emails).toHaveLength(1);
    expect(alerts.emails[0]).toContain('Possibly automated');
    expect(alerts.emails[0]).toMatch(/Subject: .*\[possibly automated\]/);
    expect(alerts.webhooks).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ possiblyAutomated: true }) }),
    ]);
  });

  it('without JavaScript: the page’s cookie dates the form; a post 200 ms after the page is marked, not hidden', async () => {
    const email = uniqueEmail('native-fast');
    const response = await postForm('/api/contact', formLead(email), {
      cookie: `nl_form_token=${tokens.issue(Date.now() - 200)}`,
    });
    expect(response.statusCode).toBe(303);
    expect(await stored(email)).toEqual([
      expect.objectContaining({ spam: false, automation_signal: 'too-fast', possibly_automated: true }),
    ]);
    expect((await alertsAbout(email)).emails).toHaveLength(1);
  });

  it('an autofill a second after the page: the page’s token dates it, though the form took its own at submit', async () => {
    const email = uniqueEmail('autofill');
    const response = await postJson(
      '/api/contact',
      lead(email, { formToken: tokens.issue(Date.now() - 20) }),
      {
        cookie: `nl_form_token=${tokens.issue(Date.now() - 1000)}`,
      },
    );
    expect(response.statusCode).toBe(201);
    expect(await stored(email)).toEqual([
      expect.objectContaining({ spam: false, automation_signal: null, possibly_automated: false }),
    ]);
    const alerts = await alertsAbout(email);
    expect(alerts.emails).toHaveLength(1);
    expect(alerts.emails[0]).not.toContain('Possibly automated');
    expect(alerts.webhooks).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ possiblyAutomated: false }) }),
    ]);
  });

  it('a stored lead renews the page’s token, so a second form on the same page is not taken for a replay', async () => {
    const page = tokens.issue(Date.now() - 5000);
    const first = uniqueEmail('first-form');
    const answer = await postJson('/api/contact', lead(first), { cookie: `nl_form_token=${page}` });
    const renewed = answer.cookies.find((cookie) => cookie.name === 'nl_form_token');
    expect(renewed?.value).toBeDefined();
    expect(renewed?.value).not.toBe(page);
    expect(renewed).toMatchObject({ path: '/api', httpOnly: true, sameSite: 'Lax' });
    // The same page's cookie again is a replay (hard evidence); the renewed one is not.
    const replay = uniqueEmail('replay');
    await postJson('/api/contact', lead(replay), { cookie: `nl_form_token=${page}` });
    expect(await stored(replay)).toEqual([
      expect.objectContaining({ spam: true, spam_reason: 'replayed-token' }),
    ]);
    const newsletter = uniqueEmail('second-form');
    await postJson(
      '/api/newsletter',
      { email: newsletter, consent: true },
      { cookie: `nl_form_token=${renewed?.value}` },
    );
    const { rows } = await sql.query(
      'select spam, automation_signal from newsletter_subscription where email = $1',
      [newsletter],
    );
    // Issued a moment ago: marked, never filed as spam.
    expect(rows).toEqual([{ spam: false, automation_signal: 'too-fast' }]);
  });

  it('a lead posted without a page token (a CDN’s page, a partner, an API client) gets no cookie: nothing to renew', async () => {
    const email = uniqueEmail('no-page-token');
    const answer = await postJson('/api/contact', lead(email), {});
    expect(answer.statusCode).toBe(201);
    expect(answer.cookies.map((cookie) => cookie.name)).not.toContain('nl_form_token');
    expect(await stored(email)).toHaveLength(1);
  });

  it('a fast newsletter signup is a person’s: confirmation e-mail queued and sent, marked in the inbox', async () => {
    const email = uniqueEmail('newsletter-fast');
    const response = await postJson('/api/newsletter', {
      email,
      consent: true,
      formToken: tokens.issue(Date.now() - 100),
    });
    expect(response.statusCode).toBe(201);
    const { rows } = await sql.query(
      `select n.spam, n.automation_signal, l.possibly_automated, l.spam as lead_spam
       from newsletter_subscription n join lead l on l.newsletter_subscription_id = n.id where n.email = $1`,
      [email],
    );
    expect(rows).toEqual([
      { spam: false, automation_signal: 'too-fast', possibly_automated: true, lead_spam: false },
    ]);
    await app.deliveries.runDue();
    expect(smtp.messages.filter((message) => message.to.includes(email))).toHaveLength(1);
  });
});

describe('hard evidence still files spam, and nothing is alerted', () => {
  it('a filled honeypot', async () => {
    const email = uniqueEmail('honeypot');
    await postJson(
      '/api/contact',
      lead(email, { website: 'http://spam.example', formToken: tokens.issue(Date.now() - 5000) }),
    );
    expect(await stored(email)).toEqual([
      expect.objectContaining({
        spam: true,
        spam_reason: 'honeypot',
        lead_spam: true,
        possibly_automated: false,
      }),
    ]);
    expect(await alertsAbout(email)).toEqual({ emails: [], webhooks: [] });
  });

  it('logs the verdict as fixed words, never the visitor’s details (debug level too)', async () => {
    const email = uniqueEmail('logged');
    await postJson('/api/contact', lead(email, { formToken: tokens.issue(Date.now() - 100) }));
    const text = logLines.join('\n');
    expect(text).toContain('"automationSignal":"too-fast"');
    expect(text).not.toContain(email);
    expect(text).not.toContain(validLead.phone);
    expect(text).not.toContain('Harbour Law');
  });
});

describe('staff mark a lead spam or not spam by hand', () => {
  const mutate = (path: string, payload: object, headers = sales.headers) =>
    app.inject({ method: 'POST', url: `/trpc/${path}`, headers, payload });
  const detail = async (id: string) =>
    (
      await app.inject({
        url: `/trpc/staff.leads.get?input=${encodeURIComponent(JSON.stringify({ id }))}`,
        headers: sales.headers,
      })
    ).json().result.data;

  it('records who and when, hides and shows the lead, and keeps the retention purge in step', async () => {
    const email = uniqueEmail('marked');
    await postJson('/api/contact', lead(email, { formToken: tokens.issue(Date.now() - 100) }));
    const [row] = await stored(email);
    const id = row?.lead_id ?? '';
    expect(await detail(id)).toMatchObject({
      possiblyAutomated: true,
      automationSignal: 'too-fast',
      spamMarkedBy: null,
    });

    const spam = await mutate('staff.leads.setSpam', { id, spam: true });
    expect(spam.statusCode).toBe(200);
    expect(spam.json().result.data).toMatchObject({ id, spam: true, spamMarkedBy: 'Sam Sales' });
    expect(await stored(email)).toEqual([
      expect.objectContaining({ spam: true, spam_reason: 'marked-by-staff', lead_spam: true }),
    ]);
    const hidden = await app.inject({
      url: `/trpc/staff.leads.list?input=${encodeURIComponent(JSON.stringify({ search: email }))}`,
      headers: sales.headers,
    });
    expect(hidden.json().result.data.leads).toEqual([]);

    const notSpam = await mutate('staff.leads.setSpam', { id, spam: false });
    expect(notSpam.json().result.data).toMatchObject({ spam: false, spamMarkedBy: 'Sam Sales' });
    const after = await detail(id);
    expect(after).toMatchObject({ spam: false, spamReason: null, spamMarkedBy: 'Sam Sales' });
    expect(Date.parse(after.spamMarkedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await stored(email)).toEqual([
      expect.objectContaining({ spam: false, spam_reason: null, lead_spam: false }),
    ]);
  });

  it('answers 404 for an unknown lead, 400 without a verdict, 401 signed out, 403 from another site', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await mutate('staff.leads.setSpam', { id: unknown, spam: true })).statusCode).toBe(404);
    expect((await mutate('staff.leads.setSpam', { id: unknown })).statusCode).toBe(400);
    expect(
      (
        await mutate(
          'staff.leads.setSpam',
          { id: unknown, spam: true },
          { origin: sales.headers.origin ?? '' },
        )
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await mutate(
          'staff.leads.setSpam',
          { id: unknown, spam: true },
          { ...sales.headers, origin: 'https://evil.example' },
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('the migration', () => {
  it('makes rows filed as spam only for being too fast visible, marked possibly automated; hard spam stays', async () => {
    const url = await createTestDatabase({ schema: 'empty' });
    const orm = await openOrm({ kind: 'postgresql', url });
    const db = await sqlClient(url);
    try {
      await orm.migrator.up({ to: 'Migration20261125000000_embed_origin' });
      const insert = async (id: string, leadId: string, reason: string) => {
        await db.query(
          `insert into contact_request (id, first_name, last_name, email, phone, company, employees, submitted_at, spam, spam_reason)
           values ($1, 'Priya', 'Sharma', $2, '4165550199', 'Harbour Law LLP', '11-50', now(), true, $3)`,
          [id, `${reason}@harbourlaw.example`, reason],
        );
        await db.query(
          `insert into lead (id, kind, contact_request_id, occurred_at, spam, status) values ($1, 'contact', $2, now(), true, 'new')`,
          [leadId, id],
        );
      };
      await insert(
        '7d1f0c1e-2f7a-4b38-9a55-2f1e0f9f2c11',
        '7d1f0c1e-2f7a-4b38-9a55-2f1e0f9f2c12',
        'too-fast',
      );
      await insert(
        '7d1f0c1e-2f7a-4b38-9a55-2f1e0f9f2c21',
        '7d1f0c1e-2f7a-4b38-9a55-2f1e0f9f2c22',
        'honeypot',
      );
      await orm.migrator.up();
      const { rows } = await db.query(
        `select c.spam_reason, c.spam, c.automation_signal, l.spam as lead_spam, l.possibly_automated
         from contact_request c join lead l on l.contact_request_id = c.id order by c.email desc`,
      );
      expect(rows).toEqual([
        {
          spam_reason: null,
          spam: false,
          automation_signal: 'too-fast',
          lead_spam: false,
          possibly_automated: true,
        },
        {
          spam_reason: 'honeypot',
          spam: true,
          automation_signal: null,
          lead_spam: true,
          possibly_automated: false,
        },
      ]);
    } finally {
      await db.end();
      await orm.close();
    }
  });
});
