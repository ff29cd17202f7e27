/**
 * The OpenAPI 3.1 document of the REST adapters (decision 014), generated from the table in
 * ./rest-routes.ts with zod's own `z.toJSONSchema` (JSON Schema draft 2020-12, the dialect OpenAPI 3.1 uses).
 * Request bodies, path and query parameters are described as the API accepts them (`io: 'input'`: fields with
 * defaults are optional); answers as the API sends them (`io: 'output'`). Its `webhooks` section describes every
 * webhook call the API makes (decision 067), one entry per event type, from the schemas of
 * @northline/schemas' `webhooks.ts`.
 */
import {
  apiErrorSchema,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_EVENTS,
  WEBHOOK_HEADERS,
  type WebhookEventType,
  webhookEnvelopeSchemas,
  webhookLeadSchema,
  webhookLeadSlaBreachedSchema,
  webhookLeadUpdatedSchema,
  webhookMeetingSchema,
} from '@northline/schemas';
import * as z from 'zod';
import { STAFF_SESSION_COOKIE } from '../staff/staff-auth.ts';
import {
  ERROR_DESCRIPTIONS,
  type NamedSchema,
  REST_ROUTES,
  type RestRoute,
  type Schema,
} from './rest-routes.ts';

/** The version of the REST contract the document describes; raise it when a path, field or status changes. */
export const REST_API_VERSION = '1.0.0';

/** A JSON Schema object as `z.toJSONSchema` writes it. */
type JsonSchema = Record<string, unknown>;

/** An OpenAPI 3.1 document (only what is generated here is typed). */
export interface OpenApiDocument {
  openapi: '3.1.1';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  /** The webhook calls the API makes, by event type (OpenAPI 3.1 §4.8.1 `webhooks`). */
  webhooks: Record<WebhookEventType, { post: OpenApiWebhookOperation }>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, Record<string, string>>;
  };
}

/** One operation of the document. */
export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  'x-trpc-procedure'?: string;
  /** The security requirements: one scheme, or `[]` for a public operation. */
  security: Record<string, string[]>[];
  parameters?: {
    name: string;
    in: 'path' | 'query' | 'header';
    required: boolean;
    description?: string;
    schema: JsonSchema;
  }[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<
    string,
    {
      description: string;
      headers?: Record<string, { description: string; schema: JsonSchema }>;
      content?: Record<string, { schema: JsonSchema }>;
    }
  >;
}

/** One webhook call: what the API POSTs to `LEAD_WEBHOOK_URL` for one event type. */
export interface OpenApiWebhookOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  /** The signature, the only proof a call is the API's (`webhookSignature`). */
  security: Record<string, string[]>[];
  /** The Standard Webhooks headers, each required. */
  parameters: { name: string; in: 'header'; required: true; description: string; schema: JsonSchema }[];
  requestBody: { required: true; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { description: string }>;
}

/** The tag of the webhook calls. */
const WEBHOOKS_TAG = {
  name: 'Webhooks',
  description:
    'The calls the API makes to `LEAD_WEBHOOK_URL` (decision 067): a JSON envelope `{ type, timestamp, data }` signed per Standard Webhooks with `LEAD_WEBHOOK_SECRET`.',
};

const TAG_DESCRIPTIONS: Record<string, string> = {
  Sessions: 'Visitor sessions: issued by the server, proved by `X-Session-Token` (decision 012).',
  Chat: 'The chat assistant (the chat widget’s calls).',
  Leads: 'Contact requests (decision 003: every lead arrives).',
  Newsletter: 'Newsletter signup, confirmation and unsubscribe (decision 006).',
  Recommendations: 'Service recommendations (the recommender components’ calls).',
  Meetings:
    'Booking the free IT assessment (decision 033): free slots, the booking, and the e-mailed reschedule/cancel link (a signed token in the path, no sign-in).',
  Content: 'Read-only content for assistants and pages.',
  Staff: 'Staff only: signed in through the staff app (cookie `nl_staff`, decision 010).',
  Reference: 'This description.',
  Probes: 'Health probes for load balancers.',
};

/** The visitor session token's header as the document spells it (HTTP header names are case-insensitive). */
export const SESSION_TOKEN_HEADER_NAME = 'X-Session-Token';

const SESSION_TOKEN_DESCRIPTION =
  "The `sessionToken` of `POST /api/sessions`, for the session the call names. Without it, or with another session's, the API answers 404.";

/** JSON Schema of a zod schema without its `$schema` key (the document states the dialect once). */
function jsonSchema(schema: Schema, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema as z.core.$ZodType, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** Collects the named schemas into `components.schemas`, each converted for the direction it is used in. */
class Components {
  readonly schemas: Record<string, JsonSchema> = {};
  private readonly seen = new Map<string, { schema: Schema; io: 'input' | 'output' }>();

  /**
   * A `$ref` to the schema's component, adding it on first use. A schema used both as a body and as an answer
   * gets a second component, `<name>Input`, when the two readings differ (defaults make fields optional).
   * A name given to two different schemas is a bug in the table.
   */
  ref({ name, schema }: NamedSchema, io: 'input' | 'output'): JsonSchema {
    const known = this.seen.get(name);
    if (known && known.schema !== schema) throw new Error(`Two schemas are named ${name} in the route table`);
    let key = name;
    if (!known) {
      this.seen.set(name, { schema, io });
      this.schemas[name] = jsonSchema(schema, io);
    } else if (known.io !== io) {
      const converted = jsonSchema(schema, io);
      if (JSON.stringify(converted) !== JSON.stringify(this.schemas[name])) {
        key = io === 'input' ? `${name}Input` : `${name}Output`;
        this.schemas[key] ??= converted;
      }
    }
    return { $ref: `#/components/schemas/${key}` };
  }
}

/** The components of the webhooks' `data`, shared by the event types that carry the same one. */
const WEBHOOK_DATA_NAMES = new Map<unknown, string>([
  [webhookLeadSchema, 'WebhookLead'],
  [webhookLeadUpdatedSchema, 'WebhookLeadUpdated'],
  [webhookLeadSlaBreachedSchema, 'WebhookLeadSlaBreached'],
  [webhookMeetingSchema, 'WebhookMeeting'],
]);

/** `lead.sla_breached` → `LeadSlaBreached`: the event type as a schema name. */
function pascalCaseOf(type: string): string {
  return type
    .split(/[._]/)
    .map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`)
    .join('');
}

/**
 * The webhook call of one event type: a POST of its envelope (`<Type>Webhook`, whose `data` refers to the shared
 * data component) with the three Standard Webhooks headers. Described as a receiver reads it (`io: 'input'`): no
 * `additionalProperties: false`, since a type may gain optional fields (decision 067).
 */
function webhookOf(type: WebhookEventType, components: Components): OpenApiWebhookOperation {
  const { data, summary } = WEBHOOK_EVENTS[type];
  const dataName = WEBHOOK_DATA_NAMES.get(data);
  if (!dataName) throw new Error(`The data schema of ${type} has no component name`);
  const envelopeName = `${pascalCaseOf(type)}Webhook`;
  const envelope = jsonSchema(webhookEnvelopeSchemas[type], 'input') as {
    properties: Record<string, JsonSchema>;
  };
  envelope.properties.data = components.ref({ name: dataName, schema: data }, 'input');
  components.schemas[envelopeName] = envelope;
  return {
    operationId: `webhook${pascalCaseOf(type)}`,
    tags: [WEBHOOKS_TAG.name],
    summary,
    description: `The API POSTs this to \`LEAD_WEBHOOK_URL\` when the event occurs; a delivery that is not answered 2xx is retried with backoff under the same \`webhook-id\`. Verify the signature before reading the body (e.g. \`new Webhook(secret).verify(body, headers)\` of the standardwebhooks package), and ignore fields you do not know.`,
    security: [{ webhookSignature: [] }],
    parameters: Object.entries(WEBHOOK_HEADERS).map(([name, description]) => ({
      name,
      in: 'header' as const,
      required: true as const,
      description,
      schema: name === 'webhook-timestamp' ? { type: 'string', pattern: '^[0-9]+$' } : { type: 'string' },
    })),
    requestBody: {
      required: true,
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${envelopeName}` } } },
    },
    responses: {
      '2XX': { description: 'Received; the delivery is done.' },
      default: { description: 'Not received: the delivery is retried with backoff, then given up.' },
    },
  };
}

/** Query parameters from an object schema: one per property, required as the schema says. */
function queryParameters(query: NamedSchema): NonNullable<OpenApiOperation['parameters']> {
  const object = jsonSchema(query.schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(object.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query' as const,
    required: object.required?.includes(name) ?? false,
    schema,
  }));
}

/** The operation of one table entry. */
function operationOf(route: RestRoute, components: Components): OpenApiOperation {
  const operation: OpenApiOperation = {
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    ...(route.procedure ? { 'x-trpc-procedure': route.procedure } : {}),
    // Every operation states its authentication; `[]` says a public one needs none (OpenAPI 3.1 §4.8.10).
    security: route.auth ? [{ [route.auth === 'staff' ? 'staffSession' : 'visitorSession']: [] }] : [],
    responses: {},
  };

  const parameters: NonNullable<OpenApiOperation['parameters']> = [];
  // The visitor token is also a header parameter, so a client generated from the document (openapi-typescript)
  // requires it in the call's typed headers; the security scheme alone does not reach generated types.
  if (route.auth === 'visitor') {
    parameters.push({
      name: SESSION_TOKEN_HEADER_NAME,
      in: 'header',
      required: true,
      description: SESSION_TOKEN_DESCRIPTION,
      schema: { type: 'string', minLength: 1 },
    });
  }
  for (const [name, schema] of Object.entries(route.pathParams ?? {})) {
    parameters.push({ name, in: 'path', required: true, schema: jsonSchema(schema, 'input') });
  }
  if (route.query) parameters.push(...queryParameters(route.query));
  if (route.idempotent) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'A key of your choice (e.g. a UUID) per logical call: a retry with the same key and body is answered with the first answer instead of being done twice.',
      schema: { type: 'string', maxLength: 200 },
    });
  }
  if (parameters.length > 0) operation.parameters = parameters;

  if (route.body) {
    const schema = components.ref(route.body, 'input');
    const content: Record<string, { schema: JsonSchema }> = { 'application/json': { schema } };
    if (route.body.form) content['application/x-www-form-urlencoded'] = { schema };
    operation.requestBody = { required: !route.body.optional, content };
  }

  for (const [status, response] of Object.entries(route.responses)) {
    const entry: OpenApiOperation['responses'][string] = { description: response.description };
    if (response.headers) {
      entry.headers = Object.fromEntries(
        Object.entries(response.headers).map(([name, description]) => [
          name,
          { description, schema: { type: 'string' } },
        ]),
      );
    }
    const contentType = response.contentType ?? (response.schema ? 'application/json' : undefined);
    if (contentType) {
      entry.content = {
        [contentType]: {
          schema: response.schema ? components.ref(response.schema, 'output') : { type: 'string' },
        },
      };
    }
    operation.responses[status] = entry;
  }
  for (const status of route.errors ?? []) {
    if (operation.responses[status]) continue;
    operation.responses[status] = {
      description: ERROR_DESCRIPTIONS[status] ?? 'Error',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    };
  }
  return operation;
}

/**
 * Builds the document of the given routes (default: every REST route of the API).
 *
 * @param routes the route table (tests pass a smaller one)
 * @returns an OpenAPI 3.1 document: paths, operations, the webhook calls, and every named schema under
 *   `components.schemas`
 */
export function buildOpenApiDocument(routes: readonly RestRoute[] = REST_ROUTES): OpenApiDocument {
  const components = new Components();
  // Every error answer of the API refers to it.
  components.ref({ name: 'ApiError', schema: apiErrorSchema }, 'output');
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    paths[route.path] ??= {};
    (paths[route.path] as Record<string, OpenApiOperation>)[route.method] = operationOf(route, components);
  }
  // Tags in the order of TAG_DESCRIPTIONS (the reference page's order), then any other.
  const used = new Set(routes.map((route) => route.tag));
  const tags = [...new Set([...Object.keys(TAG_DESCRIPTIONS), ...used])]
    .filter((name) => used.has(name))
    .map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name }));
  const webhooks = Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => [type, { post: webhookOf(type, components) }]),
  ) as OpenApiDocument['webhooks'];
  return {
    openapi: '3.1.1',
    info: {
      title: 'Northline IT API',
      version: REST_API_VERSION,
      description:
        'The REST adapters of the Northline IT lead platform. Every call answers JSON errors as `{ error, issues? }` (`issues`: `[{ path, message }]` on 400). Visitor sessions: `POST /api/sessions` issues `{ sessionId, sessionToken }`; send the token as `X-Session-Token` on every call that names the session. Calls from another site’s pages (the sessions, chat and recommendation calls only, without cookies) need that origin in the API’s `CORS_ORIGINS`. Each `/api` path is rate-limited per client address (429 with `Retry-After`).',
    },
    servers: [{ url: '/', description: 'The API’s own origin (the site’s origin in production)' }],
    tags: [...tags, WEBHOOKS_TAG],
    paths,
    webhooks,
    components: {
      schemas: components.schemas,
      securitySchemes: {
        visitorSession: {
          type: 'apiKey',
          in: 'header',
          name: SESSION_TOKEN_HEADER_NAME,
          description: SESSION_TOKEN_DESCRIPTION,
        },
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: STAFF_SESSION_COOKIE,
          description:
            'The staff session cookie set by signing in to the staff app (`/staff`); HttpOnly, SameSite=Lax. Without it: 401.',
        },
        webhookSignature: {
          type: 'apiKey',
          in: 'header',
          name: 'webhook-signature',
          description:
            'The webhook calls’ Standard Webhooks signature: HMAC-SHA256 with the shared `LEAD_WEBHOOK_SECRET` over `{webhook-id}.{webhook-timestamp}.{body}`. Refuse a call whose signature does not verify.',
        },
      },
    },
  };
}
