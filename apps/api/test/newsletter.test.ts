import { blogPage, newsletterApiMessages, newsletterConsentPages } from '@northline/content';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type pg from 'pg';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leadApp } from './helper.ts';

/**
 * The newsletter signup and the consent you can prove (CASL): double opt-in through
 * a signed link, a consent history that is appended to, a working one-click unsubscribe, and concurrent signups of
 * one address answered 201 with one row.
 */

let app: FastifyInstance;
let sql: pg.Client;
let logLines: string[];

/** A documentation address (RFC 5737) as the visitor's IP, so the tests can look for it in the logs. */
const VISITOR_IP = '203.0.113.7';
const SECRET = 'newsletter-test-secret-of-32-characters!';

beforeAll(async () => {
  ({ app, sql, logLines } = await leadApp({ NEWSLETTER_TOKEN_SECRET: SECRET }));
});

beforeEach(async () => {
  await sql.query('delete from newsletter_subscription');
});

const inject = (options: InjectOptions) => app.inject({ remoteAddress: VISITOR_IP, ...options });

const subscribe = (payload: unknown, headers: Record<string, string> = {}) =>
  inject({ method: 'POST', url: '/api/newsletter', payload: payload as object, headers });

/** The path and query of a link (the app under test answers any host). */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

async function subscription(id: string) {
  const { rows } = await sql.query<{ status: string; consented_at: Date; consent_text: string }>(
    'select status, consented_at, consent_text from newsletter_subscription where id = $1',
    [id],
  );
  return rows[0];
}

async function events(id: string) {
  const { rows } = await sql.query<{
    event: string;
    at: Date;
    source_page: string | null;
    ip_hash: string | null;
    consent_text: string;
  }>(
    'select event, at, source_page, ip_hash, consent_text from newsletter_consent_event where subscription_id = $1 order by at, event',
    [id],
  );
  return rows;
}

describe('POST /api/newsletter', () => {
  it('stores the email with the consent text and time (CASL express consent)', async () => {
    const before = Date.now();
    const response = await subscribe({ email: 'Owner@Bakery.example', consent: true });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(newsletterApiMessages.success);
    const { rows } = await sql.query('select email, consent_text, consented_at from newsletter_subscription');
    expect(rows).toHaveLength(1);
    expect(rows[0].email).toBe('owner@bakery.example');
    expect(rows[0].consent_text).toBe(blogPage.newsletter.consentLabel);
    expect(new Date(rows[0].consented_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps one row when the same email subscribes twice', async () => {
    await subscribe({ email: 'owner@bakery.example', consent: true });
    expect((await subscribe({ email: 'OWNER@bakery.example', consent: true })).statusCode).toBe(201);
    const { rows } = await sql.query('select count(*)::int as count from newsletter_subscription');
    expect(rows).toEqual([{ count: 1 }]);
  });

  it.each([
    [{ email: 'not-an-email', consent: true }, 'email', 'Please enter a valid email address'],
    [
      { email: 'owner@bakery.example', consent: false },
      'consent',
      'Please confirm you agree to receive our newsletter',
    ],
    [{ email: 'owner@bakery.example' }, 'consent', 'Please confirm you agree to receive our newsletter'],
  ])('rejects %j with 400 and the field message, storing nothing', async (payload, path, message) => {
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path, message });
    const { rows } = await sql.query('select count(*)::int as count from newsletter_subscription');
    expect(rows).toEqual([{ count: 0 }]);
  });
});

describe('double opt-in (CASL)', () => {
  it('stores a signup as pending with a requested event: time, Referer page, IP hash, consent text', async () => {
    const response = await subscribe(
      { email: 'owner@bakery.example', consent: true },
      { referer: 'https://www.northline-it.example/blog?utm_source=x#newsletter' },
    );
    expect(response.statusCode).toBe(201);
    expect(Object.keys(response.json()).sort()).toEqual(['id', 'message']);
    expect(response.body).not.toContain('token');
    const { id } = response.json();
    expect((await subscription(id))?.status).toBe('pending');
    const history = await events(id);
    expect(history).toEqual([
      {
        event: 'requested',
        at: expect.any(Date),
        source_page: '/blog',
        ip_hash: app.newsletterConsent.hashIp(VISITOR_IP),
        consent_text: blogPage.newsletter.consentLabel,
      },
    ]);
    expect(history[0]?.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(history)).not.toContain(VISITOR_IP);
  });

  it("takes the attribution's landing page, without its query, when there is no Referer", async () => {
    const response = await subscribe({
      email: 'owner@bakery.example',
      consent: true,
      attribution: { landingPage: '/toronto?utm_source=google&email=owner@bakery.example' },
    });
    expect((await events(response.json().id)).map((event) => event.source_page)).toEqual(['/toronto']);
  });

  /** Presses the confirmation page's button: posts its token as the form field. */
  const confirmWith = (token: string) =>
    inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(token)}`,
    });

  it('shows a page with a confirm button on GET, without confirming (mail scanners open links)', async () => {
    const { id } = (await subscribe({ email: 'owner@bakery.example', consent: true })).json();
    const url = app.newsletterConsent.confirmationUrl(id);
    expect(url.startsWith('https://www.northline-it.example/api/newsletter/confirm?token=')).toBe(true);
    expect(url).not.toContain('bakery');
    for (let visit = 0; visit < 3; visit++) {
      const page = await inject({ method: 'GET', url: pathOf(url) });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain(`<h1>${newsletterConsentPages.confirm.title}</h1>`);
      expect(page.body).toContain('<form method="post" action="/api/newsletter/confirm">');
      expect(page.body).toContain(`<input type="hidden" name="token" value="${tokenOf(url)}">`);
      expect(page.body).toContain(`<button type="submit">${newsletterConsentPages.confirm.button}</button>`);
    }
    expect((await subscription(id))?.status).toBe('pending');
    expect((await events(id)).map((event) => event.event)).toEqual(['requested']);
  });

  it("confirms when the page's button posts the token, once, and keeps both events", async () => {
    const { id } = (await subscribe({ email: 'owner@bakery.example', consent: true })).json();
    const token = tokenOf(app.newsletterConsent.confirmationUrl(id));
    const confirmed = await confirmWith(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['content-type']).toContain('text/html');
    expect(confirmed.headers['cache-control']).toBe('no-store');
    expect(confirmed.body).toContain(`<h1>${newsletterConsentPages.confirmed.title}</h1>`);
    expect(confirmed.body).toContain('<html lang="en-CA">');
    expect((await subscription(id))?.status).toBe('confirmed');
    const again = await confirmWith(token);
    expect(again.statusCode).toBe(200);
    const history = await events(id);
    expect(history.map((event) => [event.event, event.source_page])).toEqual([
      ['requested', null],
      ['confirmed', '/api/newsletter/confirm'],
    ]);
    expect(history[1]?.ip_hash).toBe(app.newsletterConsent.hashIp(VISITOR_IP));
    expect(history[1]?.consent_text).toBe(blogPage.newsletter.consentLabel);
  });

  it.each([
    [
      'a forged signature',
      (id: string) => `${app.newsletterConsent.token('confirm', id).slice(0, -4)}AAAA`,
      400,
    ],
    [
      'a link older than 7 days',
      (id: string) => app.newsletterConsent.token('confirm', id, Date.now() - 8 * 24 * 60 * 60 * 1000),
      400,
    ],
    ['an unsubscribe token', (id: string) => app.newsletterConsent.token('unsubscribe', id), 400],
    // Signed by us, so its page shows; the subscription it names does not exist, which only the POST finds.
    [
      'another subscription',
      () => app.newsletterConsent.token('confirm', '00000000-0000-4000-8000-000000000000'),
      200,
    ],
    ['garbage', () => 'not-a-token', 400],
    ['nothing', () => '', 400],
  ])('refuses %s with a 400 page and changes nothing', async (_name, token, pageStatus) => {
    const { id } = (await subscribe({ email: 'owner@bakery.example', consent: true })).json();
    const page = await inject({
      method: 'GET',
      url: `/api/newsletter/confirm?token=${encodeURIComponent(token(id))}`,
    });
    expect(page.statusCode).toBe(pageStatus);
    const response = await confirmWith(token(id));
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(`<h1>${newsletterConsentPages.invalid.title}</h1>`);
    expect(response.body).toContain('href="/blog#newsletter"');
    expect((await subscription(id))?.status).toBe('pending');
    expect((await events(id)).map((event) => event.event)).toEqual(['requested']);
  });

  it('answers ten parallel signups of one address with 201 and one row', async () => {
    const email = 'race@bakery.example';
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => subscribe({ email, consent: true })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    const ids = new Set(responses.map((response) => response.json().id));
    expect(ids.size).toBe(1);
    const { rows } = await sql.query('select id, status from newsletter_subscription where email = $1', [
      email,
    ]);
    expect(rows).toEqual([{ id: [...ids][0], status: 'pending' }]);
    expect((await events(rows[0].id)).map((event) => event.event)).toEqual(Array(10).fill('requested'));
  });
});

describe('unsubscribe (CASL, RFC 8058)', () => {
  async function confirmedSubscription() {
    const { id } = (await subscribe({ email: 'owner@bakery.example', consent: true })).json();
    await inject({ method: 'POST', url: pathOf(app.newsletterConsent.confirmationUrl(id)) });
    expect((await subscription(id))?.status).toBe('confirmed');
    return id as string;
  }

  it('shows a one-click form on GET, without unsubscribing', async () => {
    const id = await confirmedSubscription();
    const url = app.newsletterConsent.unsubscribeUrl(id);
    const page = await inject({ method: 'GET', url: pathOf(url) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<h1>${newsletterConsentPages.unsubscribe.title}</h1>`);
    expect(page.body).toContain('<form method="post" action="/api/newsletter/unsubscribe">');
    expect(page.body).toContain(`<input type="hidden" name="token" value="${tokenOf(url)}">`);
    expect(page.body).toContain(
      `<button type="submit">${newsletterConsentPages.unsubscribe.button}</button>`,
    );
    expect((await subscription(id))?.status).toBe('confirmed');
  });

  it("unsubscribes when the page's form is posted, once, and keeps the history", async () => {
    const id = await confirmedSubscription();
    const token = tokenOf(app.newsletterConsent.unsubscribeUrl(id));
    const post = () =>
      inject({
        method: 'POST',
        url: '/api/newsletter/unsubscribe',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${encodeURIComponent(token)}`,
      });
    const done = await post();
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(`<h1>${newsletterConsentPages.unsubscribed.title}</h1>`);
    expect((await subscription(id))?.status).toBe('unsubscribed');
    expect((await post()).statusCode).toBe(200);
    const history = await events(id);
    expect(history.map((event) => [event.event, event.source_page])).toEqual([
      ['requested', null],
      ['confirmed', '/api/newsletter/confirm'],
      ['unsubscribed', '/api/newsletter/unsubscribe'],
    ]);
    expect(history[2]?.consent_text).toBe(newsletterConsentPages.unsubscribe.text);
  });

  it.each([
    ['application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'],
    [
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
    ],
  ])('unsubscribes with the one-click POST of a mail client (%s)', async (type, payload) => {
    const id = await confirmedSubscription();
    const response = await inject({
      method: 'POST',
      url: pathOf(app.newsletterConsent.unsubscribeUrl(id)),
      headers: { 'content-type': type },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect((await subscription(id))?.status).toBe('unsubscribed');
  });

  it('refuses a forged or confirmation token, changing nothing', async () => {
    const id = await confirmedSubscription();
    for (const token of [
      app.newsletterConsent.token('confirm', id),
      `${app.newsletterConsent.token('unsubscribe', id).slice(0, -4)}AAAA`,
    ]) {
      const query = `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
      expect((await inject({ method: 'GET', url: query })).statusCode).toBe(400);
      expect((await inject({ method: 'POST', url: query })).statusCode).toBe(400);
    }
    expect((await subscription(id))?.status).toBe('confirmed');
  });

  it('makes a signup after unsubscribing pending again, appending to the history', async () => {
    const id = await confirmedSubscription();
    await inject({ method: 'POST', url: pathOf(app.newsletterConsent.unsubscribeUrl(id)) });
    const again = await subscribe({ email: 'owner@bakery.example', consent: true });
    expect(again.json().id).toBe(id);
    expect((await subscription(id))?.status).toBe('pending');
    expect((await events(id)).map((event) => event.event)).toEqual([
      'requested',
      'confirmed',
      'unsubscribed',
      'requested',
    ]);
  });
});

describe('what the consent paths log (PIPEDA)', () => {
  it('logs ids and outcomes, never the email, the IP or a link token', async () => {
    const from = logLines.length;
    const email = 'private.person@bakery.example';
    const { id } = (await subscribe({ email, consent: true })).json();
    const confirm = app.newsletterConsent.confirmationUrl(id);
    const leave = app.newsletterConsent.unsubscribeUrl(id);
    await inject({ method: 'GET', url: pathOf(confirm) });
    await inject({ method: 'POST', url: pathOf(confirm) });
    await inject({ method: 'GET', url: pathOf(leave) });
    await inject({ method: 'POST', url: pathOf(leave) });
    await inject({ method: 'GET', url: '/api/newsletter/confirm?token=forged' });
    await inject({ method: 'POST', url: '/api/newsletter/confirm?token=forged' });
    const written = logLines.slice(from).join('\n');
    expect(written).toContain(id);
    expect(written).toContain('"outcome":"confirmed"');
    expect(written).toContain('"outcome":"unsubscribed"');
    for (const secret of [email, 'private.person', VISITOR_IP, tokenOf(confirm), tokenOf(leave), 'forged']) {
      expect(written).not.toContain(secret);
    }
  });
});
