/**
 * The outbox row is written in the lead's transaction; the worker
 * delivers it over a real SMTP server (smtp-server) and a real HTTP receiver on 127.0.0.1, with retries and
 * exponential backoff, once per channel, across a restart. Webhooks are signed per Standard Webhooks.
 */
import { createSessionId } from '@northline/schemas';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { backoffMs, MAX_BACKOFF_MS } from '../src/delivery/worker.ts';
import { loadEnv } from '../src/env.ts';
import {
  leadApp,
  migratedPgliteDir,
  planAlerts,
  type TestSettings,
  testApp,
  testEnv,
  validLead,
} from './helper.ts';
import { clearAlerts, salesReceivers } from './receivers.ts';

let url: string;
let app: FastifyInstance;
let sql: pg.Client;
let receivers: Awaited<ReturnType<typeof salesReceivers>>;
let smtp: typeof receivers.smtp;
let hook: typeof receivers.hook;
let logLines: string[];

function salesSettings(): TestSettings {
  return receivers.settings();
}

beforeAll(async () => {
  receivers = await salesReceivers();
  ({ smtp, hook } = receivers);
  ({ app, sql, url, logLines } = await leadApp(salesSettings()));
});

beforeEach(async () => {
  await clearAlerts(sql, receivers);
});

/** A lead the scoring rates hot: an emergency, a decision maker, contact details. */
const hotLead = (email: string) => ({
  ...validLead,
  email,
  message:
    'Ransomware hit us this morning, our server is down and nobody can work. I own the firm; call me now.',
  attribution: {
    landingPage: '/cybersecurity?utm_source=google',
    utmSource: 'google',
    utmCampaign: 'ransomware',
  },
});

const postLead = (payload: object) => app.inject({ method: 'POST', url: '/api/contact', payload });

async function notificationsOf(leadId: string) {
  const { rows } = await sql.query<{
    id: string;
    channel: string;
    event: string;
    status: string;
    attempts: number;
    urgent: boolean;
  }>(
    `select n.id, n.channel, n.topic as event, n.status, n.attempts, n.urgent from delivery n join lead l on l.id = n.lead_id
     where l.contact_request_id = $1 order by n.channel`,
    [leadId],
  );
  return rows;
}

describe('the outbox', () => {
  it('plans one delivery per channel from the lead’s arrival, once its owner is decided', async () => {
    const response = await postLead(hotLead('owner@harbourlaw.example'));
    expect(response.statusCode).toBe(201);
    await planAlerts(app);
    const rows = await notificationsOf(response.json().id);
    expect(rows.map((row) => [row.channel, row.event, row.status, row.urgent])).toEqual([
      ['email', 'lead.created', 'pending', true],
      ['webhook', 'lead.created', 'pending', true],
    ]);
  });

  it('never notifies for a spam-flagged lead', async () => {
    const response = await postLead({ ...hotLead('bot@spam.example'), website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    await planAlerts(app);
    expect(await notificationsOf(response.json().id)).toEqual([]);
    expect(await app.deliveries.runDue()).toEqual({ delivered: 0, skipped: 0, retrying: 0, failed: 0 });
  });

  it('delivers by email (SMTP) and a signed webhook; a receiver that fails twice gets exactly one delivery', async () => {
    hook.state.failures = 2;
    const response = await postLead(hotLead('owner@harbourlaw.example'));
    const leadRef = response.json().id as string;
    const start = new Date();

    expect(await app.deliveries.runDue(start)).toEqual({ delivered: 1, skipped: 0, retrying: 1, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail?.to).toEqual(['sales@northline-it.example']);
    const text = (mail?.raw ?? '').replace(/=\r?\n/g, '').replace(/\r?\n /g, ' ');
    expect(text).toMatch(/Subject: Hot lead: Harbour Law LLP \(hot\)/);
    expect(text).toContain('owner@harbourlaw.example');
    expect(text).toContain('https://www.northline-it.example/staff/leads/');

    // Not due yet: the backoff holds it.
    expect(await app.deliveries.runDue(new Date(start.getTime() + 500))).toEqual({
      delivered: 0,
      skipped: 0,
      retrying: 0,
      failed: 0,
    });
    // Second attempt after 1 s fails again, third after 2 s more succeeds.
    expect(await app.deliveries.runDue(new Date(start.getTime() + 60_000))).toMatchObject({ retrying: 1 });
    expect(await app.deliveries.runDue(new Date(start.getTime() + 120_000))).toMatchObject({ delivered: 1 });
    expect(await app.deliveries.runDue(new Date(start.getTime() + 3_600_000))).toEqual({
      delivered: 0,
      skipped: 0,
      retrying: 0,
      failed: 0,
    });

    expect(hook.state.calls).toBe(3);
    expect(hook.state.delivered).toHaveLength(1);
    const [delivery] = hook.state.delivered;
    if (!delivery) throw new Error('no delivery');
    const payload = new Webhook(receivers.secret).verify(delivery.body, {
      'webhook-id': String(delivery.headers['webhook-id']),
      'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
      'webhook-signature': String(delivery.headers['webhook-signature']),
    }) as { type: string; timestamp: string; data: Record<string, unknown> };
    expect(payload.type).toBe('lead.created');
    expect(payload.data).toMatchObject({
      kind: 'contact',
      quality: 'hot',
      company: 'Harbour Law LLP',
      email: 'owner@harbourlaw.example',
      sourcePage: 'Home Page',
      utmSource: 'google',
      urgent: true,
    });
    const rows = await notificationsOf(leadRef);
    expect(rows.map((row) => [row.channel, row.status, row.attempts])).toEqual([
      ['email', 'delivered', 1],
      ['webhook', 'delivered', 3],
    ]);
    expect(delivery.headers['webhook-id']).toBe(rows[1]?.id);
    // The envelope's time is the event's (the row's creation), the same on the third attempt as on the first.
    const queued = await sql.query<{ created_at: Date }>(
      'select "created_at" from "delivery" where "id" = $1',
      [rows[1]?.id],
    );
    expect(payload.timestamp).toBe(queued.rows[0]?.created_at.toISOString());
  });

  it('delivers each notification once when two workers run at the same moment', async () => {
    const response = await postLead(hotLead('twice@harbourlaw.example'));
    const now = new Date();
    const [a, b] = await Promise.all([app.deliveries.runDue(now), app.deliveries.runDue(now)]);
    expect((a?.delivered ?? 0) + (b?.delivered ?? 0)).toBe(2);
    expect(smtp.messages).toHaveLength(1);
    expect(hook.state.delivered).toHaveLength(1);
    expect((await notificationsOf(response.json().id)).every((row) => row.status === 'delivered')).toBe(true);
  });

  it('gives up after the last attempt and keeps the row as failed', async () => {
    hook.state.failures = 1000;
    const response = await postLead(hotLead('down@harbourlaw.example'));
    let at = Date.now();
    for (let attempt = 0; attempt < 10; attempt++) {
      await app.deliveries.runDue(new Date(at));
      at += MAX_BACKOFF_MS;
    }
    const webhook = (await notificationsOf(response.json().id)).find((row) => row.channel === 'webhook');
    expect(webhook).toMatchObject({ status: 'failed', attempts: 10 });
    expect(hook.state.delivered).toHaveLength(0);
  });

  it('sends non-urgent leads as one digest email per batch', async () => {
    const calm = (email: string) => ({ ...validLead, email, message: 'Could you send me your prices?' });
    await postLead(calm('one@example.com'));
    await postLead(calm('two@example.com'));
    await planAlerts(app);
    const { rows } = await sql.query('select urgent from delivery');
    expect(rows.every((row) => row.urgent === false)).toBe(true);
    expect(await app.deliveries.runDue()).toMatchObject({ delivered: 4 });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]?.raw).toMatch(/Subject: 2 new leads/);
    expect(hook.state.delivered).toHaveLength(2);
  });

  it('notifies an emergency chat at once with one alert (its arrival is the emergency), and a chat lead once only', async () => {
    const sessionId = createSessionId('chat');
    const send = (message: string) =>
      app.inject({ method: 'POST', url: '/api/chat', payload: { message, sessionId } });
    expect((await send('Our server is down and nobody can work')).statusCode).toBe(200);
    expect((await send('It is still down, please hurry')).statusCode).toBe(200);
    await planAlerts(app);
    const { rows } = await sql.query(
      `select n.topic as event, n.channel, n.urgent from delivery n join lead l on l.id = n.lead_id
       where l.chat_session_id = $1 order by n.topic, n.channel`,
      [sessionId],
    );
    expect(rows.map((row) => [row.event, row.channel, row.urgent])).toEqual([
      ['chat.emergency', 'email', true],
      ['chat.emergency', 'webhook', true],
    ]);
  });

  it('survives a restart: a notification left pending is delivered by the next process', async () => {
    const response = await postLead(hotLead('restart@harbourlaw.example'));
    const second = await buildApp({
      env: testEnv({ DATABASE_URL: url, ...salesSettings() }),
      waitForDatabase: true,
      logger: false,
    });
    try {
      await expect
        .poll(async () => (await notificationsOf(response.json().id)).map((row) => row.status), {
          timeout: 30_000,
        })
        .toEqual(['delivered', 'delivered']);
    } finally {
      await second.close();
    }
    expect(hook.state.delivered).toHaveLength(1);
  });

  it('logs ids and status codes, never the lead’s details', async () => {
    hook.state.failures = 1;
    await postLead(hotLead('private.person@harbourlaw.example'));
    await app.deliveries.runDue();
    const text = logLines.join('\n');
    expect(text).toContain('delivery delivered');
    expect(text).toContain('http 500');
    expect(text).not.toContain('private.person@harbourlaw.example');
    expect(text).not.toContain('Harbour Law');
    expect(text).not.toContain('Ransomware');
  });
});

describe('on the embedded database (PGlite)', () => {
  it('writes and delivers the outbox the same way', async () => {
    const embedded = await testApp({
      env: testEnv({
        DATABASE_URL: undefined,
        PGLITE_DIR: migratedPgliteDir('pglite-outbox'),
        ...salesSettings(),
      }),
      background: false,
      waitForDatabase: true,
    });
    hook.state.failures = 1;
    const response = await embedded.inject({
      method: 'POST',
      url: '/api/contact',
      payload: hotLead('pglite@harbourlaw.example'),
    });
    expect(response.statusCode).toBe(201);
    const start = new Date();
    expect(await embedded.deliveries.runDue(start)).toEqual({
      delivered: 1,
      skipped: 0,
      retrying: 1,
      failed: 0,
    });
    expect(await embedded.deliveries.runDue(new Date(start.getTime() + 60_000))).toMatchObject({
      delivered: 1,
    });
    expect(hook.state.delivered).toHaveLength(1);
    expect(smtp.messages).toHaveLength(1);
    const rows = await embedded.db
      .em()
      .getConnection()
      .execute('select channel, status, attempts from delivery order by channel');
    expect(rows).toEqual([
      { channel: 'email', status: 'delivered', attempts: 1 },
      { channel: 'webhook', status: 'delivered', attempts: 2 },
    ]);
    // PGlite initialises a WASM database: 3 s idle, over 12 s on a loaded 2-core machine.
  }, 90_000);
});

describe('backoff', () => {
  it('doubles from the base and stops at an hour', () => {
    expect([1, 2, 3, 4].map((attempt) => backoffMs(attempt, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(30, 30_000)).toBe(MAX_BACKOFF_MS);
  });
});

describe('without SMTP_URL and LEAD_WEBHOOK_URL', () => {
  it('writes no notification: leads are only shown in the inbox', async () => {
    const other = await testApp({
      env: testEnv({ DATABASE_URL: url }),
      background: false,
      waitForDatabase: true,
    });
    expect(other.notifier.channels).toEqual([]);
    const response = await other.inject({ method: 'POST', url: '/api/contact', payload: validLead });
    await planAlerts(other);
    expect(await notificationsOf(response.json().id)).toEqual([]);
    const { rows } = await sql.query('select count(*)::int as n from lead where contact_request_id = $1', [
      response.json().id,
    ]);
    expect(rows[0].n).toBe(1);
  });
});

describe('the notification settings', () => {
  it('default to no channel, a 5-minute batch and 24 months of retention', () => {
    const env = loadEnv({});
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.LEAD_WEBHOOK_URL).toBeUndefined();
    expect(env.LEAD_NOTIFY_TO).toEqual([]);
    expect(env.NOTIFY_BATCH_INTERVAL_MS).toBe(300_000);
    expect(env.RETENTION_MONTHS).toBe(24);
    expect(env.SPAM_RETENTION_DAYS).toBe(30);
  });

  it('refuse a channel without what it needs, naming the setting', () => {
    expect(() => loadEnv({ SMTP_URL: 'smtp://127.0.0.1:25' })).toThrow(/LEAD_NOTIFY_TO/);
    expect(() => loadEnv({ LEAD_WEBHOOK_URL: 'https://crm.example/hook' })).toThrow(/LEAD_WEBHOOK_SECRET/);
    expect(() => loadEnv({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(() => loadEnv({ LEAD_NOTIFY_TO: 'sales@example.com, not-an-address' })).toThrow(/LEAD_NOTIFY_TO/);
    const env = loadEnv({
      SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
      LEAD_NOTIFY_TO: 'sales@example.com, owner@example.com',
      LEAD_WEBHOOK_URL: 'https://crm.example/hook',
      LEAD_WEBHOOK_SECRET: receivers.secret,
    });
    expect(env.LEAD_NOTIFY_TO).toEqual(['sales@example.com', 'owner@example.com']);
  });
});

describe('the newsletter’s confirmation email (double opt-in, CASL; decision 006)', () => {
  /** The text of a received message, quoted-printable soft breaks and `=3D` undone. */
  const textOf = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const subscribe = (email: string, extra: object = {}) =>
    app.inject({ method: 'POST', url: '/api/newsletter', payload: { email, consent: true, ...extra } });

  it('emails the address that signed up a link that confirms it, through the outbox', async () => {
    const email = `confirm.${Date.now()}@example.com`;
    expect((await subscribe(email)).statusCode).toBe(201);
    // The signup appends its request; the dispatcher writes the e-mail from it.
    await planAlerts(app);
    const { rows } = await sql.query<{ event: string; status: string }>(
      `select n.topic as event, n.status from delivery n join lead l on l.id = n.lead_id
       join newsletter_subscription s on s.id = l.newsletter_subscription_id where s.email = $1`,
      [email],
    );
    expect(rows).toEqual([{ event: 'newsletter.confirm', status: 'pending' }]);
    logLines.length = 0;

    expect((await app.deliveries.runDue()).delivered).toBe(1);
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail?.to).toEqual([email]);
    const text = textOf(mail?.raw ?? '');
    expect(text).toMatch(/Subject: Please confirm your Northline IT newsletter subscription/);
    expect(text).toMatch(/From: Northline IT <newsletter@northline-it\.example>/);
    const link =
      /https:\/\/www\.northline-it\.example(\/api\/newsletter\/confirm\?token=[A-Za-z0-9_.~-]+)/.exec(
        text,
      )?.[1];
    expect(link).toBeDefined();
    // The worker's log names the notification, never the address.
    expect(logLines.join('\n')).not.toContain(email);

    // Opening the link shows the page; its button (a POST of the same link) confirms.
    const page = await app.inject({ method: 'GET', url: link ?? '' });
    expect(page.statusCode).toBe(200);
    const confirmed = await app.inject({ method: 'POST', url: link ?? '' });
    expect(confirmed.statusCode).toBe(200);
    const { rows: status } = await sql.query('select status from newsletter_subscription where email = $1', [
      email,
    ]);
    expect(status).toEqual([{ status: 'confirmed' }]);
  });

  it('sends one email per signup however often the form is sent, and none to a suspected bot', async () => {
    const email = `twice.${Date.now()}@example.com`;
    await subscribe(email);
    await app.deliveries.runDue();
    await subscribe(email);
    await subscribe(email);
    expect((await app.deliveries.runDue()).delivered).toBe(0);
    expect(smtp.messages.map((message) => message.to)).toEqual([[email]]);

    smtp.messages.length = 0;
    const victim = `victim.${Date.now()}@example.com`;
    expect((await subscribe(victim, { website: 'https://spam.example' })).statusCode).toBe(201);
    await app.deliveries.runDue();
    expect(smtp.messages).toEqual([]);
  });

  it('sends the e-mail again to a signup that asks again once the last one failed or went out over a day ago', async () => {
    const email = `again.${Date.now()}@example.com`;
    const confirmation = `select n.status from delivery n join lead l on l.id = n.lead_id
       join newsletter_subscription s on s.id = l.newsletter_subscription_id where s.email = $1`;
    await subscribe(email);
    expect((await app.deliveries.runDue()).delivered).toBe(1);
    // Delivered 25 hours ago: its link may have expired.
    await sql.query(
      `update delivery n set delivered_at = now() - interval '25 hours' from lead l, newsletter_subscription s
        where l.id = n.lead_id and s.id = l.newsletter_subscription_id and s.email = $1`,
      [email],
    );
    await subscribe(email);
    expect((await app.deliveries.runDue()).delivered).toBe(1);
    // Given up after its last attempt: the next request sends it again.
    await sql.query(
      `update delivery n set status = 'failed', failed_at = now() from lead l, newsletter_subscription s
        where l.id = n.lead_id and s.id = l.newsletter_subscription_id and s.email = $1`,
      [email],
    );
    await subscribe(email);
    expect((await app.deliveries.runDue()).delivered).toBe(1);
    expect(smtp.messages.filter((message) => message.to[0] === email)).toHaveLength(3);
    // One row per signup, made due again each time.
    expect((await sql.query(confirmation, [email])).rows).toEqual([{ status: 'delivered' }]);
  });
});
