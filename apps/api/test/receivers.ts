/**
 * Real receivers on 127.0.0.1 for the lead notifications' channels: an SMTP server (smtp-server) and an HTTP
 * server for webhooks. Each closes after its test file.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { company } from '@northline/content';
import type pg from 'pg';
import { afterAll } from 'vitest';
import { smtpSink } from '../bench/support.ts';
import type { TestSettings } from './helper.ts';

/** A real SMTP server on 127.0.0.1 that keeps every message it receives. */
export async function smtpReceiver() {
  const messages: { to: string[]; raw: string }[] = [];
  const server = await smtpSink((raw, to) => {
    messages.push({ to, raw });
  });
  afterAll(() => server.close());
  return { messages, url: server.url };
}

/** A real HTTP receiver on 127.0.0.1: answers 500 to the first `failures` calls, then 204; keeps what it got. */
export async function webhookReceiver() {
  const state = {
    failures: 0,
    calls: 0,
    delivered: [] as { body: string; headers: IncomingHttpHeaders }[],
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      state.calls += 1;
      if (state.failures > 0) {
        state.failures -= 1;
        response.writeHead(500).end('try again');
        return;
      }
      state.delivered.push({ body: Buffer.concat(chunks).toString('utf8'), headers: request.headers });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { state, url: `http://127.0.0.1:${port}/hooks/leads` };
}

/**
 * Where sales hear of leads in a test: an SMTP and a webhook receiver, the webhook's signing secret, and the
 * settings that send the alerts to them (`settings(extra)`: retries after 1 s, the e-mail digest every minute,
 * `extra` on top).
 */
export async function salesReceivers() {
  const smtp = await smtpReceiver();
  const hook = await webhookReceiver();
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  const settings = (extra: TestSettings = {}): TestSettings => ({
    SITE_URL: company.defaultSiteUrl,
    SMTP_URL: smtp.url,
    LEAD_NOTIFY_TO: ['sales@northline-it.example'],
    LEAD_WEBHOOK_URL: hook.url,
    LEAD_WEBHOOK_SECRET: secret,
    NOTIFY_RETRY_BASE_MS: 1000,
    NOTIFY_BATCH_INTERVAL_MS: 60_000,
    ...extra,
  });
  return { smtp, hook, secret, settings };
}

/**
 * A clean slate for the next test of an alerts file: deletes the contact requests, chats and notifications on
 * `sql`, and empties the receivers (no message, no delivery, no call counted, no failure to come).
 */
export async function clearAlerts(
  sql: pg.Client,
  { smtp, hook }: Awaited<ReturnType<typeof salesReceivers>>,
): Promise<void> {
  await sql.query('delete from contact_request; delete from chat_session; delete from delivery');
  smtp.messages.length = 0;
  hook.state.delivered.length = 0;
  hook.state.calls = 0;
  hook.state.failures = 0;
}
