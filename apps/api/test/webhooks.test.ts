/**
 * The webhook contract (docs/decisions/067): the one builder (src/delivery/webhook-payloads.ts) sends only
 * payloads that match their event type's schema, signed per Standard Webhooks so a tampered call fails
 * verification; the OpenAPI document's `webhooks` section lists every type the builder can send, each with a body
 * schema a real payload satisfies. The app's own calls are verified end to end by the receiver of test/receivers.ts
 * (signature and schema) in every test that has one: notifications, alerts, hand-offs, the SLA and bookings.
 */
import { randomUUID } from 'node:crypto';
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookData,
  type WebhookEventType,
  webhookEnvelopeSchemas,
  webhookPayloadSchema,
} from '@northline/schemas';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { signedWebhook, WebhookPayloadError, webhookPayload } from '../src/delivery/webhook-payloads.ts';
import { buildOpenApiDocument } from '../src/openapi/document.ts';
import { renderReferencePage } from '../src/openapi/reference-page.ts';
import { checkWebhook } from './receivers.ts';

const SECRET = `whsec_${Buffer.alloc(32, 5).toString('base64')}`;
const OTHER_SECRET = `whsec_${Buffer.alloc(32, 6).toString('base64')}`;
const LEAD_ID = randomUUID();

const lead: WebhookData<'lead.created'> = {
  leadId: LEAD_ID,
  kind: 'contact',
  quality: 'hot',
  occurredAt: '2026-11-26T14:00:00.000Z',
  sourcePage: '/contact',
  name: 'Priya Sharma',
  company: 'Harbour Law LLP',
  email: 'priya.sharma@harbourlaw.example',
  phone: '416-555-0199',
  landingPage: '/managed-it',
  utmSource: null,
  utmCampaign: null,
  possiblyAutomated: false,
  message: 'Our server is down.',
  employees: '10-49',
  reasons: ['Asked for a quote'],
  url: `https://www.northline-it.example/staff/leads/${LEAD_ID}`,
  urgent: true,
};

const meeting: WebhookData<'meeting.booked'> = {
  meetingId: randomUUID(),
  leadId: LEAD_ID,
  consultantId: randomUUID(),
  start: '2026-11-30T15:00:00.000Z',
  end: '2026-11-30T15:30:00.000Z',
  sequence: 0,
  status: 'booked',
  url: `https://www.northline-it.example/staff/leads/${LEAD_ID}`,
};

/** A real-looking `data` of each event type. */
const SAMPLES: { [T in WebhookEventType]: WebhookData<T> } = {
  'lead.created': lead,
  'lead.hot': lead,
  'lead.updated': { ...lead, changes: ['email', 'phone'] },
  'chat.emergency': { ...lead, kind: 'chat', sourcePage: 'Chat' },
  'chat.handoff_requested': { ...lead, kind: 'chat', sourcePage: 'Chat' },
  'chat.hot': { ...lead, kind: 'chat', sourcePage: 'Chat' },
  'lead.overflow': lead,
  'lead.assigned': lead,
  'lead.sla_breached': {
    ...lead,
    owner: { id: '22222222-2222-4222-8222-222222222222', name: 'Sam Sales' },
    dueAt: '2026-11-26T14:05:00.000Z',
    minutesOverdue: 3,
  },
  'meeting.booked': meeting,
  'meeting.rescheduled': {
    ...meeting,
    sequence: 1,
    start: '2026-12-07T15:00:00.000Z',
    end: '2026-12-07T15:30:00.000Z',
  },
  'meeting.cancelled': { ...meeting, sequence: 2, status: 'cancelled' },
};

const message = <T extends WebhookEventType>(type: T) => ({
  deliveryId: randomUUID(),
  type,
  occurredAt: new Date('2026-11-26T14:00:00Z'),
  data: SAMPLES[type],
});

/** The headers of a signed call as a receiver's framework hands them over. */
const asHeaders = (headers: Record<string, string>) => ({
  'webhook-id': headers['webhook-id'] ?? '',
  'webhook-timestamp': headers['webhook-timestamp'] ?? '',
  'webhook-signature': headers['webhook-signature'] ?? '',
});

describe('the webhook builder', () => {
  it('signs the envelope per Standard Webhooks: the delivery id, the attempt’s time, and the event’s time in the body', () => {
    const sent = message('lead.created');
    const sentAt = new Date();
    const { body, headers } = signedWebhook(sent, new Webhook(SECRET), sentAt);
    expect(headers['content-type']).toBe('application/json');
    expect(headers['webhook-id']).toBe(sent.deliveryId);
    expect(headers['webhook-timestamp']).toBe(String(Math.floor(sentAt.getTime() / 1000)));
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    const verified = new Webhook(SECRET).verify(body, asHeaders(headers));
    expect(verified).toEqual({ type: 'lead.created', timestamp: '2026-11-26T14:00:00.000Z', data: lead });
  });

  it('sends a body that fails verification when tampered with, re-dated, re-addressed or signed with another secret', () => {
    const { body, headers } = signedWebhook(message('lead.hot'), new Webhook(SECRET));
    const verifier = new Webhook(SECRET);
    expect(() =>
      verifier.verify(body.replace('"urgent":true', '"urgent":false'), asHeaders(headers)),
    ).toThrow(/signature/i);
    expect(() => verifier.verify(`${body} `, asHeaders(headers))).toThrow(/signature/i);
    expect(() => verifier.verify(body, { ...asHeaders(headers), 'webhook-id': randomUUID() })).toThrow(
      /signature/i,
    );
    const earlier = String(Number(headers['webhook-timestamp']) - 1);
    expect(() => verifier.verify(body, { ...asHeaders(headers), 'webhook-timestamp': earlier })).toThrow(
      /signature/i,
    );
    expect(() => new Webhook(OTHER_SECRET).verify(body, asHeaders(headers))).toThrow(/signature/i);
    // The test receiver refuses the tampered call, and accepts the call as sent.
    const tampered = body.replace(LEAD_ID, randomUUID());
    expect(checkWebhook(verifier, tampered, headers)).toMatch(/^signature: /);
    expect(checkWebhook(verifier, body, headers)).toMatchObject({ type: 'lead.hot' });
  });

  it('refuses data that breaks its type’s schema, naming the fields and never their values', () => {
    const wrong = {
      ...message('lead.created'),
      data: { ...lead, email: 42, quality: 'scalding' },
    } as unknown as ReturnType<typeof message<'lead.created'>>;
    let thrown: unknown;
    try {
      signedWebhook(wrong, new Webhook(SECRET));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(WebhookPayloadError);
    const error = thrown as WebhookPayloadError;
    expect(error.code).toBe('webhook payload data.quality,data.email');
    expect(`${error.message} ${error.code}`).not.toMatch(/scalding|42|priya/i);
    // A meeting's data under a lead type, and a type the API does not send, are refused too.
    expect(() => webhookPayload({ ...message('lead.created'), data: meeting } as never)).toThrow(
      WebhookPayloadError,
    );
    expect(() => webhookPayload({ ...message('meeting.booked'), type: 'meeting.reminder' } as never)).toThrow(
      WebhookPayloadError,
    );
    // `changes` names contact fields only.
    expect(() =>
      webhookPayload({
        ...message('lead.updated'),
        data: { ...SAMPLES['lead.updated'], changes: ['notes'] },
      } as never),
    ).toThrow(WebhookPayloadError);
  });

  it('sends only the fields its type’s schema declares', () => {
    const extra = {
      ...message('meeting.booked'),
      data: { ...meeting, visitorEmail: 'invitee@example.com', visitorName: 'Invitee' },
    };
    const { body } = signedWebhook(extra, new Webhook(SECRET));
    expect(body).not.toMatch(/invitee/i);
    expect(Object.keys(JSON.parse(body).data).sort()).toEqual(Object.keys(meeting).sort());
  });

  it('builds a payload of every type that parses with the union of every webhook', () => {
    for (const type of WEBHOOK_EVENT_TYPES) {
      const payload = webhookPayload(message(type));
      expect(webhookPayloadSchema.parse(payload)).toEqual(payload);
      expect(webhookEnvelopeSchemas[type].parse(payload).type).toBe(type);
    }
  });
});

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: unknown;
};

/**
 * Checks a value against the document's JSON Schema for the keywords the generated webhook schemas use (`$ref`,
 * `type`, `const`, `enum`, `anyOf`, `properties`, `required`, `items`); returns the paths that fail.
 */
function schemaFailures(
  value: unknown,
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  path = '$',
): string[] {
  if (schema.$ref) {
    const target = components[schema.$ref.replace('#/components/schemas/', '')];
    return target ? schemaFailures(value, target, components, path) : [`${path}: unknown ${schema.$ref}`];
  }
  if (schema.anyOf) {
    return schema.anyOf.some((option) => schemaFailures(value, option, components, path).length === 0)
      ? []
      : [`${path}: no option of anyOf`];
  }
  if ('const' in schema && value !== schema.const) return [`${path}: not ${String(schema.const)}`];
  if (schema.enum && !schema.enum.includes(value)) return [`${path}: not one of ${schema.enum.join(', ')}`];
  const typeOf = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  const types = schema.type === undefined ? [] : [schema.type].flat();
  const matches =
    types.length === 0 ||
    types.includes(typeOf) ||
    (types.includes('integer') && typeof value === 'number' && Number.isInteger(value));
  if (!matches) return [`${path}: ${typeOf}, not ${types.join(' or ')}`];
  if (typeOf === 'array' && schema.items) {
    return (value as unknown[]).flatMap((item, index) =>
      schemaFailures(item, schema.items as JsonSchema, components, `${path}[${index}]`),
    );
  }
  if (typeOf === 'object') {
    const object = value as Record<string, unknown>;
    return [
      ...(schema.required ?? []).filter((key) => !(key in object)).map((key) => `${path}.${key}: missing`),
      ...Object.keys(object)
        .filter((key) => !schema.properties?.[key])
        .map((key) => `${path}.${key}: undocumented`),
      ...Object.entries(object).flatMap(([key, item]) =>
        schema.properties?.[key]
          ? schemaFailures(item, schema.properties[key], components, `${path}.${key}`)
          : [],
      ),
    ];
  }
  return [];
}

describe('the OpenAPI document’s webhooks', () => {
  const document = buildOpenApiDocument();
  const components = document.components.schemas as Record<string, JsonSchema>;
  const unionTypes = webhookPayloadSchema.def.options.map((option) => option.shape.type.def.values[0]);

  it('lists exactly the types the builder can send, each a signed POST of its envelope', () => {
    expect([...unionTypes].sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    expect(Object.keys(document.webhooks).sort()).toEqual([...unionTypes].sort());
    for (const type of unionTypes) {
      const { post } = document.webhooks[type as WebhookEventType];
      expect(post.parameters.map((parameter) => [parameter.name, parameter.in, parameter.required])).toEqual([
        ['webhook-id', 'header', true],
        ['webhook-timestamp', 'header', true],
        ['webhook-signature', 'header', true],
      ]);
      expect(post.security).toEqual([{ webhookSignature: [] }]);
      expect(document.components.securitySchemes.webhookSignature).toMatchObject({ in: 'header' });
    }
  });

  it('describes each type’s body so that a payload the builder sends satisfies it, and a wrong one does not', () => {
    for (const type of unionTypes as WebhookEventType[]) {
      const schema = document.webhooks[type].post.requestBody.content['application/json']
        .schema as JsonSchema;
      const payload = webhookPayload(message(type));
      expect(schemaFailures(payload, schema, components), type).toEqual([]);
      expect(schemaFailures({ ...payload, type: 'lead.other' }, schema, components)).toEqual([
        `$.type: not ${type}`,
      ]);
      expect(schemaFailures({ ...payload, data: {} }, schema, components).length).toBeGreaterThan(0);
    }
    // Receivers ignore fields they do not know: no schema forbids a field a type gains later.
    expect(JSON.stringify(document.webhooks)).not.toContain('additionalProperties');
    for (const name of [
      'WebhookLead',
      'WebhookLeadUpdated',
      'WebhookLeadSlaBreached',
      'WebhookMeeting',
      'LeadCreatedWebhook',
    ]) {
      expect(components[name]?.additionalProperties, name).toBeUndefined();
    }
  });

  it('shows every webhook on the reference page, with its headers and body schema', () => {
    const page = renderReferencePage(document);
    for (const type of WEBHOOK_EVENT_TYPES) {
      const { operationId } = document.webhooks[type].post;
      const section = page.slice(page.indexOf(`<section id="${operationId}">`));
      expect(section, type).toContain(`<code>${type}</code>`);
      expect(section.slice(0, section.indexOf('</section>'))).toMatch(
        /webhook-signature[\s\S]*#schema-\w+Webhook/,
      );
    }
  });
});
