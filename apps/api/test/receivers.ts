/**
 * Real receivers on 127.0.0.1 for the lead notifications' channels: an SMTP server (smtp-server) and an HTTP
 * server for webhooks that verifies each call as a partner would. Each closes after its test file.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import { company } from '@northline/content';
import { type WebhookPayload, webhookPayloadSchema } from '@northline/schemas';
import type pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { afterAll, expect } from 'vitest';
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

/**
 * A real HTTP receiver on 127.0.0.1 that checks every webhook as a partner would: the signature with
 * `new Webhook(secret).verify(body, headers)` (standardwebhooks), and the body with the schema of its type
 * (`webhookPayloadSchema` of @northline/schemas). Answers 500 to the first `failures` calls, then 204 to a webhook
 * that passes both checks and 400 to one that does not; keeps what it accepted (`delivered`) and, for each it
 * refused, why (`rejected`). The file fails after its tests when any call was refused.
 *
 * @param secret the `whsec_` secret the app signs with (`LEAD_WEBHOOK_SECRET`)
 */
export async function webhookReceiver(secret: string) {
  const state = {
    failures: 0,
    calls: 0,
    delivered: [] as { body: string; headers: IncomingHttpHeaders; payload: WebhookPayload }[],
    rejected: [] as string[],
  };
  const verifier = new Webhook(secret);
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
      const body = Buffer.concat(chunks).toString('utf8');
      const checked = checkWebhook(verifier, body, request.headers);
      if (typeof checked === 'string') {
        state.rejected.push(checked);
        response.writeHead(400).end(checked);
        return;
      }
      state.delivered.push({ body, headers: request.headers, payload: checked });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(state.rejected, 'webhooks the receiver refused').toEqual([]);
  });
  return { state, url: `http://127.0.0.1:${port}/hooks/leads` };
}

/**
 * A webhook call checked as a receiver checks it: its Standard Webhooks signature, then its body against the
 * schema of its `type`, which declares every field the body has.
 *
 * @returns the payload, or why it is refused
 */
export function checkWebhook(
  verifier: Webhook,
  body: string,
  headers: IncomingHttpHeaders,
): WebhookPayload | string {
  let verified: unknown;
  try {
    verified = verifier.verify(body, {
      'webhook-id': String(headers['webhook-id']),
      'webhook-timestamp': String(headers['webhook-timestamp']),
      'webhook-signature': String(headers['webhook-signature']),
    });
  } catch (error) {
    return `signature: ${error instanceof Error ? error.message : String(error)}`;
  }
  const parsed = webhookPayloadSchema.safeParse(verified);
  if (!parsed.success) {
    return `schema: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`;
  }
  if (!isDeepStrictEqual(parsed.data, verified)) return 'schema: a field its type does not declare';
  return parsed.data;
}

/**
 * Where sales hear of leads in a test: an SMTP and a webhook receiver, the webhook's signing secret, and the
 * settings that send the alerts to them (`settings(extra)`: retries after 1 s, the e-mail digest every minute,
 * `extra` on top).
 */
export async function salesReceivers() {
  const smtp = await smtpReceiver();
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  const hook = await webhookReceiver(secret);
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
  hook.state.rejected.length = 0;
  hook.state.calls = 0;
  hook.state.failures = 0;
}
