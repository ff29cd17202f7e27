/**
 * The one builder of every webhook call the API makes (docs/decisions/067): the body is the Standard Webhooks
 * envelope `{ type, timestamp, data }` parsed with the event type's schema (`webhookEnvelopeSchemas` of
 * @northline/schemas) before it is signed, so a payload that breaks its contract is an error of the sender, never
 * a call; and only the fields the schema declares leave (zod drops any other). The headers are the three of
 * Standard Webhooks, signed with standardwebhooks.
 */
import {
  type WebhookData,
  type WebhookEventType,
  type WebhookPayload,
  webhookEnvelopeSchemas,
} from '@northline/schemas';
import type { Webhook } from 'standardwebhooks';

/** One webhook to send: its delivery id, its event type, when the event occurred, and the type's `data`. */
export interface WebhookMessage<T extends WebhookEventType> {
  /** The outbox row's id: `webhook-id`, the same on every retry, so a receiver drops a repeat. */
  deliveryId: string;
  type: T;
  /** When the event occurred: the envelope's `timestamp`, the same on every retry. */
  occurredAt: Date;
  data: WebhookData<T>;
}

/** A signed webhook call: the exact JSON body that was signed, and the request headers. */
export interface SignedWebhook {
  body: string;
  headers: Record<string, string>;
}

/**
 * A payload that does not match its event type's schema: a bug of the sender. Its `code` (the outbox's
 * `last_error`) names the type and the paths of the failing fields, never their values.
 */
export class WebhookPayloadError extends Error {
  readonly code: string;

  constructor(type: string, paths: readonly string[]) {
    super(`The ${type} webhook payload does not match its schema at ${paths.join(', ')}`);
    this.name = 'WebhookPayloadError';
    this.code = `webhook payload ${paths.join(',')}`.slice(0, 60);
  }
}

/**
 * The envelope of one webhook, checked against its type's schema.
 *
 * @returns the parsed payload: only the fields the schema declares
 * @throws {WebhookPayloadError} when the data does not match the type's schema
 */
export function webhookPayload<T extends WebhookEventType>(message: WebhookMessage<T>): WebhookPayload {
  const schema: (typeof webhookEnvelopeSchemas)[WebhookEventType] | undefined =
    webhookEnvelopeSchemas[message.type];
  if (!schema) throw new WebhookPayloadError(String(message.type), ['type']);
  const parsed = schema.safeParse({
    type: message.type,
    timestamp: message.occurredAt.toISOString(),
    data: message.data,
  });
  if (!parsed.success) {
    throw new WebhookPayloadError(
      message.type,
      parsed.error.issues.map((issue) => issue.path.join('.') || '(root)'),
    );
  }
  return parsed.data;
}

/**
 * A webhook call, built and signed per the Standard Webhooks specification: the body is the JSON of
 * {@link webhookPayload}; the headers are `webhook-id` (the delivery id), `webhook-timestamp` (the attempt's
 * time, seconds) and `webhook-signature` (`v1,…` over the id, the time and the body), with
 * `content-type: application/json`. Receivers reject a `webhook-timestamp` minutes away from their own clock, so
 * it is the wall clock's, whatever clock decided the call was due.
 *
 * @param signer the webhook's signer (`new Webhook(LEAD_WEBHOOK_SECRET)`)
 * @param sentAt the attempt's time (default: now, by the wall clock)
 * @throws {WebhookPayloadError} when the data does not match the type's schema
 */
export function signedWebhook<T extends WebhookEventType>(
  message: WebhookMessage<T>,
  signer: Webhook,
  sentAt: Date = new Date(),
): SignedWebhook {
  const body = JSON.stringify(webhookPayload(message));
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'webhook-id': message.deliveryId,
      'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
      'webhook-signature': signer.sign(message.deliveryId, sentAt, body),
    },
  };
}
