/**
 * Decisions 003 and 019: forms posted without JavaScript, the invisible spam defence (honeypot, minimum fill
 * time from a signed token, replayed tokens), first-touch attribution, and `Idempotency-Key`, against the real
 * PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FormTokens } from '../src/leads/lead-capture.ts';
import { formLead, leadApp, posting, uniqueEmail, validLead } from './helper.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const MIN_FILL_MS = 2000;
const tokens = new FormTokens(SECRET, MIN_FILL_MS);
/** A token issued long enough ago for a person to have filled the form. */
const humanToken = () => tokens.issue(Date.now() - 5000);

let app: FastifyInstance;
let sql: pg.Client;
let logLines: string[];

beforeAll(async () => {
  ({ app, sql, logLines } = await leadApp({ FORM_TOKEN_SECRET: SECRET, FORM_MIN_FILL_MS: MIN_FILL_MS }));
});

beforeEach(async () => {
  await sql.query('delete from contact_request');
  await sql.query('delete from newsletter_subscription');
  await sql.query('delete from idempotency_record');
  logLines.length = 0;
});

const { postJson, postForm } = posting(() => app);

async function leadRows(email: string) {
  const { rows } = await sql.query<Record<string, unknown>>(
    'select * from contact_request where email = $1 order by submitted_at',
    [email],
  );
  return rows;
}

describe('GET /api/form-token', () => {
  it('answers a signed, time-stamped token that is never cached', async () => {
    const response = await app.inject('/api/form-token');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { token } = response.json<{ token: string }>();
    expect(tokens.check(token).valid).toBe(true);
    expect(new FormTokens('another-secret-of-at-least-32-characters').check(token)).toEqual({
      valid: false,
      reason: 'bad-signature',
    });
  });
});

describe('a contact form posted without JavaScript', () => {
  it('stores the lead and answers 303 to the form’s thank-you page, with nothing personal in the URL', async () => {
    const email = uniqueEmail('native');
    const response = await postForm('/api/contact', formLead(email), {
      cookie: `nl_form_token=${humanToken()}`,
      referer: 'http://127.0.0.1/toronto',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/thank-you/toronto');
    const [row] = await leadRows(email);
    expect(row).toMatchObject({
      first_name: 'Priya',
      source: 'Toronto Location Page',
      message: null,
      landing_page: '/toronto',
      spam: false,
      spam_reason: null,
    });
  });

  it('judges the token the page set as a cookie: a post right after the page loaded is marked, not filed as spam', async () => {
    const email = uniqueEmail('fast');
    const response = await postForm('/api/contact', formLead(email), {
      cookie: `nl_form_token=${tokens.issue()}`,
    });
    expect(response.statusCode).toBe(303);
    expect((await leadRows(email))[0]).toMatchObject({
      spam: false,
      spam_reason: null,
      automation_signal: 'too-fast',
    });
  });

  it('answers invalid input with a 400 page of that page’s own messages, storing nothing and echoing nothing', async () => {
    const email = 'not-an-email';
    const response = await postForm('/api/contact', {
      firstName: '   ',
      lastName: 'Sharma',
      email,
      phone: '416-555',
      company: 'Harbour Law LLP',
      employees: '6-10',
      source: 'Legal IT Services',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    // Schema B's messages (§5), in the form's field order, after their labels.
    expect(html).toContain('First name is required');
    expect(html).toContain('Invalid email address');
    expect(html).toContain('Phone number must be at least 10 digits');
    expect(html.indexOf('First name is required')).toBeLessThan(html.indexOf('Invalid email address'));
    expect(html).toContain('href="/legal-it-services#contact"');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain('416-555');
    expect(html).not.toContain(email);
    const { rows } = await sql.query('select count(*)::int as count from contact_request');
    expect(rows[0]?.count).toBe(0);
  });

  it('keeps personal data out of the log on every native path', async () => {
    const email = uniqueEmail('quiet');
    await postForm('/api/contact', formLead(email));
    await postForm('/api/contact', { ...formLead(email), firstName: ' ' });
    const logs = logLines.join('');
    expect(logs).toContain('lead stored');
    for (const personal of [email, '(416) 555-0199', 'Sharma', 'Harbour Law LLP']) {
      expect(logs).not.toContain(personal);
    }
  });
});

describe('the newsletter posted without JavaScript', () => {
  it('subscribes with the ticked consent and answers 303 to /thank-you/newsletter', async () => {
    const email = uniqueEmail('news');
    const response = await postForm('/api/newsletter', { email, consent: 'true', website: '' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/thank-you/newsletter');
    const { rows } = await sql.query('select spam from newsletter_subscription where email = $1', [email]);
    expect(rows).toEqual([{ spam: false }]);
  });

  it('without consent answers the 400 page with the consent message', async () => {
    const response = await postForm('/api/newsletter', { email: uniqueEmail('noconsent') });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Please confirm you agree to receive our newsletter');
    expect(response.body).toContain('href="/blog#newsletter"');
  });
});

describe('spam protection without a CAPTCHA (OWASP ASVS V2.4)', () => {
  const lead = (email: string, extra: object = {}) => ({ ...validLead, email, ...extra });

  it('gives a filled honeypot the answer a person gets, and stores the lead flagged', async () => {
    const person = await postJson('/api/contact', lead(uniqueEmail('person'), { formToken: humanToken() }));
    const email = uniqueEmail('bot');
    const bot = await postJson('/api/contact', lead(email, { website: 'http://spam.example' }));
    expect(bot.statusCode).toBe(person.statusCode);
    expect(Object.keys(bot.json()).sort()).toEqual(Object.keys(person.json()).sort());
    expect(bot.json().message).toBe(person.json().message);
    expect((await leadRows(email))[0]).toMatchObject({ spam: true, spam_reason: 'honeypot' });
  });

  it('marks a submission sent sooner than the minimum fill time after its token possibly automated, not spam', async () => {
    const email = uniqueEmail('quick');
    const response = await postJson(
      '/api/contact',
      lead(email, { formToken: tokens.issue(Date.now() - 500) }),
    );
    expect(response.statusCode).toBe(201);
    expect((await leadRows(email))[0]).toMatchObject({
      spam: false,
      spam_reason: null,
      automation_signal: 'too-fast',
    });
  });

  it('accepts a token older than the minimum fill time as a person’s', async () => {
    const email = uniqueEmail('human');
    await postJson('/api/contact', lead(email, { formToken: humanToken() }));
    expect((await leadRows(email))[0]).toMatchObject({ spam: false, spam_reason: null });
  });

  it('flags a replayed token: the second submission carrying it', async () => {
    const token = humanToken();
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await postJson('/api/contact', lead(first, { formToken: token }));
    await postJson('/api/contact', lead(second, { formToken: token }));
    expect((await leadRows(first))[0]).toMatchObject({ spam: false });
    expect((await leadRows(second))[0]).toMatchObject({ spam: true, spam_reason: 'replayed-token' });
  });

  it('flags a forged or malformed token', async () => {
    const forged = humanToken().replace(/.$/, (char) => (char === 'A' ? 'B' : 'A'));
    for (const [tag, formToken] of [
      ['forged', forged],
      ['garbage', 'not-a-token'],
    ] as const) {
      const email = uniqueEmail(tag);
      expect((await postJson('/api/contact', lead(email, { formToken }))).statusCode).toBe(201);
      expect((await leadRows(email))[0]).toMatchObject({ spam: true, spam_reason: 'bad-token' });
    }
  });

  it('flags a newsletter bot without touching an existing subscription', async () => {
    const email = uniqueEmail('subscriber');
    await postJson('/api/newsletter', { email, consent: true, formToken: humanToken() });
    const before = await sql.query('select consented_at from newsletter_subscription where email = $1', [
      email,
    ]);
    const bot = await postJson('/api/newsletter', { email, consent: true, website: 'x' });
    expect(bot.statusCode).toBe(201);
    const after = await sql.query('select consented_at, spam from newsletter_subscription where email = $1', [
      email,
    ]);
    expect(after.rows).toEqual([{ consented_at: before.rows[0]?.consented_at, spam: false }]);
  });
});

describe('attribution (first touch)', () => {
  it('stores landing page, referrer host, UTM parameters, gclid and the chat session with the lead', async () => {
    const email = uniqueEmail('utm');
    const attribution = {
      landingPage: '/?utm_source=newsletter&utm_medium=email',
      referrerHost: 'www.google.com',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'fall-2026',
      utmTerm: 'managed it toronto',
      utmContent: 'hero',
      gclid: 'Cj0KCQ-test',
    };
    // A chat of this month: the link is kept only while the chat has not expired (30 days idle).
    const chatSessionId = `chat-${Date.now()}-k3j9x0qa2b`;
    const response = await postJson('/api/contact', {
      ...validLead,
      email,
      attribution,
      chatSessionId,
    });
    expect(response.statusCode).toBe(201);
    expect((await leadRows(email))[0]).toMatchObject({
      landing_page: attribution.landingPage,
      referrer_host: 'www.google.com',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'fall-2026',
      utm_term: 'managed it toronto',
      utm_content: 'hero',
      gclid: 'Cj0KCQ-test',
      chat_session_id: chatSessionId,
    });
  });

  it('stores the chat’s attribution with the session its first message starts', async () => {
    const sessionId = `chat-${Date.now()}-attrib01`;
    const response = await postJson('/api/chat', {
      message: 'We need help with our backups',
      sessionId,
      attribution: { landingPage: '/cloud-solutions?utm_source=linkedin', utmSource: 'linkedin' },
    });
    expect(response.statusCode).toBe(200);
    const { rows } = await sql.query('select landing_page, utm_source from chat_session where id = $1', [
      sessionId,
    ]);
    expect(rows).toEqual([{ landing_page: '/cloud-solutions?utm_source=linkedin', utm_source: 'linkedin' }]);
  });
});

describe('Idempotency-Key (IETF draft)', () => {
  it('stores one lead for the same key twice and answers the same', async () => {
    const email = uniqueEmail('retry');
    const headers = { 'idempotency-key': `key-${email}` };
    const first = await postJson('/api/contact', { ...validLead, email }, headers);
    const second = await postJson('/api/contact', { ...validLead, email }, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await leadRows(email)).toHaveLength(1);
  });

  it('stores one lead when the same request arrives several times at once', async () => {
    const email = uniqueEmail('burst');
    const headers = { 'idempotency-key': `key-${email}` };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postJson('/api/contact', { ...validLead, email }, headers)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(await leadRows(email)).toHaveLength(1);
  });

  it('refuses the same key with another body with 422, storing nothing more', async () => {
    const email = uniqueEmail('reuse');
    const headers = { 'idempotency-key': `key-${email}` };
    await postJson('/api/contact', { ...validLead, email }, headers);
    const other = await postJson('/api/contact', { ...validLead, email, company: 'Another Co' }, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toMatch(/Idempotency-Key/);
    expect(await leadRows(email)).toHaveLength(1);
  });

  it('refuses a malformed key with 400 naming the header', async () => {
    const response = await postJson('/api/contact', validLead, { 'idempotency-key': 'has spaces in it' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'Idempotency-Key', message: 'Idempotency-Key must be 1 to 255 printable characters' },
    ]);
  });

  it('makes a newsletter signup idempotent too', async () => {
    const email = uniqueEmail('newsretry');
    const headers = { 'idempotency-key': `key-${email}` };
    const first = await postJson('/api/newsletter', { email, consent: true }, headers);
    const second = await postJson('/api/newsletter', { email, consent: true }, headers);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
  });

  it('stores a retried chat message once and answers it with the stored reply', async () => {
    const sessionId = `chat-${Date.now()}-retry0001`;
    const headers = { 'idempotency-key': `msg-${sessionId}-1` };
    const body = { message: 'Our email keeps going down, can you help?', sessionId };
    const first = await postJson('/api/chat', body, headers);
    const second = await postJson('/api/chat', body, headers);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const { rows } = await sql.query(
      'select role from chat_message where session_id = $1 order by position',
      [sessionId],
    );
    expect(rows.map((row) => row.role)).toEqual(['user', 'assistant']);
    const other = await postJson('/api/chat', { ...body, message: 'Something else' }, headers);
    expect(other.statusCode).toBe(422);
  });
});
