/**
 * A local HTTP server for tests and benches that speaks the few HubSpot CRM endpoints the sync calls (decision
 * 097), built from HubSpot's published API reference (CRM v3 objects, batch upsert, v4 associations, owners):
 * external services are real where they can run here, not mocked in-process. It listens on 127.0.0.1 on a free
 * port, keeps its objects in memory, checks the bearer token (401 otherwise), and records every request.
 *
 * - `POST /crm/v3/objects/{contacts|companies}/batch/upsert` (`inputs[]` of `idProperty`, `id`, `properties`):
 *   creates or updates by the unique property's value, matched exactly; 200 `{ status, results[], startedAt, completedAt }`.
 * - `POST /crm/v3/objects/{deals|notes}` (`properties`, `associations`): 201 the object.
 * - `PATCH /crm/v3/objects/{type}/{id}`: 200 the object, 404 when unknown; `DELETE`: 204.
 * - `POST /crm/v3/objects/contacts/gdpr-delete` (`objectId`, optional `idProperty` `email`): deletes the contact
 *   for good and its associations, 204; an unknown id answers 404, an unknown address is added to the blocklist
 *   (204), as HubSpot's reference says. Deals and notes associated with it stay, as in HubSpot.
 * - `PUT /crm/v4/objects/{from}/{id}/associations/default/{to}/{id}`: 200 a batch answer; kept once per pair.
 * - `GET /crm/v3/owners?email=`: the owners (seeded by the test) of that e-mail.
 * - {@link FakeHubSpotServer.rateLimit}: the next calls answer 429 with `Retry-After` and HubSpot's error body
 *   (`errorType` `RATE_LIMIT`, `policyName` `TEN_SECONDLY_ROLLING` or `DAILY`); {@link FakeHubSpotServer.fail}: the
 *   next calls answer a status of the test's choice.
 *
 * @example
 *   const hubspot = await startFakeHubSpotServer({ token: 'pat-test' });
 *   // HUBSPOT_BASE_URL: hubspot.baseUrl, HUBSPOT_ACCESS_TOKEN: 'pat-test'
 *   hubspot.rateLimit(1, 2); // the next call: 429, Retry-After: 2
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A stored CRM object. */
export interface FakeObject {
  id: string;
  properties: Record<string, string>;
  createdAt: string;
  updatedAt: string;
  /** The associations it was created with: `{ to: { id }, types: [{ associationTypeId }] }[]`. */
  associations: { to: { id: string }; types: { associationCategory: string; associationTypeId: number }[] }[];
}

/** A request the server received. */
export interface RecordedHubSpotRequest {
  method: string;
  /** Path and query, e.g. `/crm/v3/owners?email=…`. */
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** The status the server answered. */
  status: number;
  /** When the request arrived (`Date.now()`, milliseconds). */
  receivedAt: number;
}

/** The object types the server stores. */
export type FakeObjectType = 'contacts' | 'companies' | 'deals' | 'notes';

/** The running server (see the module comment). */
export interface FakeHubSpotServer {
  /** `http://127.0.0.1:<port>`: HUBSPOT_BASE_URL. */
  baseUrl: string;
  /** Every request, in order. */
  requests: RecordedHubSpotRequest[];
  /** The stored objects of each type, by id. */
  objects: Record<FakeObjectType, Map<string, FakeObject>>;
  /** The associations made by `PUT …/associations/default/…`: `contacts:1->companies:2`. */
  associations: Set<string>;
  /** The ids of the contacts deleted by a GDPR delete, in order, and the addresses it blocklisted. */
  gdprDeleted: string[];
  blocklist: Set<string>;
  /** The owners `GET /crm/v3/owners` knows. */
  owners: { id: string; email: string; firstName: string; lastName: string }[];
  /** The next `count` calls answer 429 with `Retry-After: seconds` (the daily limit's body with `policy` `DAILY`). */
  rateLimit(count: number, seconds: number, policy?: 'TEN_SECONDLY_ROLLING' | 'DAILY'): void;
  /** The next `count` calls answer `status` with HubSpot's error body. */
  fail(count: number, status: number): void;
  /** Forgets the recorded requests (the objects stay). */
  clearRequests(): void;
  /** Drops the refusals still queued by {@link FakeHubSpotServer.rateLimit} and {@link FakeHubSpotServer.fail}. */
  clearRefusals(): void;
  close(): Promise<void>;
}

/** Starts the server on 127.0.0.1; calls must carry `Authorization: Bearer <token>`. */
export async function startFakeHubSpotServer(options: { token: string }): Promise<FakeHubSpotServer> {
  const objects: FakeHubSpotServer['objects'] = {
    contacts: new Map(),
    companies: new Map(),
    deals: new Map(),
    notes: new Map(),
  };
  const associations = new Set<string>();
  const gdprDeleted: string[] = [];
  const blocklist = new Set<string>();
  const owners: FakeHubSpotServer['owners'] = [];
  const requests: RecordedHubSpotRequest[] = [];
  const refusals: { status: number; retryAfter?: number; policy?: string }[] = [];
  let nextId = 1000;

  const send = (
    response: ServerResponse,
    status: number,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    response.writeHead(
      status,
      body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    );
    response.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const error = (status: number, message: string, extra: Record<string, unknown> = {}) => ({
    status: 'error',
    message,
    correlationId: '00000000-0000-4000-8000-000000000000',
    category: status === 429 ? 'RATE_LIMITS' : status === 404 ? 'OBJECT_NOT_FOUND' : 'VALIDATION_ERROR',
    ...extra,
  });
  const now = () => new Date().toISOString();
  const stored = (object: FakeObject) => ({
    id: object.id,
    properties: { ...object.properties, hs_object_id: object.id },
    createdAt: object.createdAt,
    updatedAt: object.updatedAt,
    archived: false,
  });
  const create = (
    type: FakeObjectType,
    properties: Record<string, string>,
    links: FakeObject['associations'] = [],
  ) => {
    const object: FakeObject = {
      id: String(nextId++),
      properties: { ...properties },
      createdAt: now(),
      updatedAt: now(),
      associations: links,
    };
    objects[type].set(object.id, object);
    return object;
  };

  const route = (method: string, url: URL, body: unknown): { status: number; body?: unknown } => {
    const parts = url.pathname.split('/').filter(Boolean);
    // /crm/v3/objects/{type}/batch/upsert
    if (method === 'POST' && parts[2] === 'objects' && parts[4] === 'batch' && parts[5] === 'upsert') {
      const type = parts[3] as FakeObjectType;
      if (type !== 'contacts' && type !== 'companies') return { status: 404, body: error(404, 'unknown') };
      const inputs = (
        body as { inputs?: { idProperty?: string; id: string; properties: Record<string, string> }[] }
      ).inputs;
      if (!Array.isArray(inputs) || inputs.length === 0)
        return { status: 400, body: error(400, 'inputs required') };
      const startedAt = now();
      const results = inputs.map((input) => {
        const key = input.idProperty ?? 'hs_object_id';
        // HubSpot matches the unique property's value exactly.
        const value = String(input.id);
        const existing = [...objects[type].values()].find(
          (o) => (key === 'hs_object_id' ? o.id : o.properties[key]) === value,
        );
        if (existing) {
          Object.assign(existing.properties, input.properties);
          existing.updatedAt = now();
          return { ...stored(existing), new: false };
        }
        return { ...stored(create(type, { ...input.properties, [key]: input.id })), new: true };
      });
      return { status: 200, body: { status: 'COMPLETE', results, startedAt, completedAt: now() } };
    }
    // /crm/v3/objects/contacts/gdpr-delete
    if (
      method === 'POST' &&
      parts[2] === 'objects' &&
      parts[3] === 'contacts' &&
      parts[4] === 'gdpr-delete'
    ) {
      const { objectId, idProperty } = (body ?? {}) as { objectId?: unknown; idProperty?: unknown };
      if (typeof objectId !== 'string' || objectId === '')
        return { status: 400, body: error(400, 'objectId required') };
      const contact =
        idProperty === 'email'
          ? [...objects.contacts.values()].find((o) => o.properties.email === objectId)
          : objects.contacts.get(objectId);
      if (!contact) {
        if (idProperty === 'email') {
          blocklist.add(objectId);
          return { status: 204 };
        }
        return { status: 404, body: error(404, 'Object not found') };
      }
      objects.contacts.delete(contact.id);
      gdprDeleted.push(contact.id);
      for (const link of [...associations]) {
        if (link.startsWith(`contacts:${contact.id}->`)) associations.delete(link);
      }
      return { status: 204 };
    }
    // /crm/v3/objects/{type}[/{id}]
    if (parts[1] === 'v3' && parts[2] === 'objects' && parts.length <= 5) {
      const type = parts[3] as FakeObjectType;
      if (!objects[type]) return { status: 404, body: error(404, 'unknown object type') };
      if (method === 'POST' && parts.length === 4) {
        const { properties, associations: links } = body as {
          properties?: Record<string, string>;
          associations?: FakeObject['associations'];
        };
        if (!properties || typeof properties !== 'object')
          return { status: 400, body: error(400, 'properties') };
        for (const link of links ?? []) {
          const known = [...Object.values(objects)].some((map) => map.has(String(link.to?.id)));
          if (!known) return { status: 400, body: error(400, 'association target not found') };
        }
        return { status: 201, body: stored(create(type, properties, links ?? [])) };
      }
      const object = parts[4] ? objects[type].get(parts[4]) : undefined;
      if (!object) return { status: 404, body: error(404, 'Object not found') };
      if (method === 'PATCH') {
        Object.assign(object.properties, (body as { properties?: Record<string, string> }).properties ?? {});
        object.updatedAt = now();
        return { status: 200, body: stored(object) };
      }
      if (method === 'DELETE') {
        objects[type].delete(object.id);
        return { status: 204 };
      }
      if (method === 'GET') return { status: 200, body: stored(object) };
    }
    // /crm/v4/objects/{from}/{id}/associations/default/{to}/{id}
    if (method === 'PUT' && parts[1] === 'v4' && parts[5] === 'associations' && parts[6] === 'default') {
      const [from, fromId, to, toId] = [parts[3], parts[4], parts[7], parts[8]].map((part) => part ?? '') as [
        string,
        string,
        string,
        string,
      ];
      const fromMap = objects[from as FakeObjectType];
      const toMap = objects[to as FakeObjectType];
      if (!fromMap?.has(fromId) || !toMap?.has(toId))
        return { status: 404, body: error(404, 'Object not found') };
      associations.add(`${from}:${fromId}->${to}:${toId}`);
      const startedAt = now();
      return {
        status: 200,
        body: {
          status: 'COMPLETE',
          results: [
            {
              from: { id: fromId },
              to: { id: toId },
              associationSpec: { associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 1 },
            },
          ],
          startedAt,
          completedAt: now(),
        },
      };
    }
    // /crm/v3/owners/
    if (method === 'GET' && parts[1] === 'v3' && parts[2] === 'owners' && parts.length === 3) {
      const email = url.searchParams.get('email')?.toLowerCase();
      const results = owners
        .filter((owner) => !email || owner.email.toLowerCase() === email)
        .map((owner) => ({
          ...owner,
          userId: Number(owner.id),
          createdAt: now(),
          updatedAt: now(),
          archived: false,
        }));
      return { status: 200, body: { results } };
    }
    return { status: 404, body: error(404, 'no such endpoint') };
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      const record: RecordedHubSpotRequest = {
        method: request.method ?? 'GET',
        path: request.url ?? '/',
        headers: request.headers,
        body,
        status: 0,
        receivedAt: Date.now(),
      };
      requests.push(record);
      const answer = (status: number, payload?: unknown, headers?: Record<string, string>) => {
        record.status = status;
        send(response, status, payload, headers);
      };
      if (request.headers.authorization !== `Bearer ${options.token}`) {
        answer(401, error(401, 'Authentication credentials not found.'));
        return;
      }
      const refusal = refusals.shift();
      if (refusal?.status === 429) {
        answer(
          429,
          error(
            429,
            `You have reached your ${(refusal.policy ?? 'TEN_SECONDLY_ROLLING').toLowerCase()} limit.`,
            {
              errorType: 'RATE_LIMIT',
              policyName: refusal.policy ?? 'TEN_SECONDLY_ROLLING',
            },
          ),
          { 'retry-after': String(refusal.retryAfter ?? 10) },
        );
        return;
      }
      if (refusal) {
        answer(refusal.status, error(refusal.status, 'refused by the test'));
        return;
      }
      const result = route(record.method, new URL(record.path, 'http://127.0.0.1'), body);
      answer(result.status, result.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    objects,
    associations,
    gdprDeleted,
    blocklist,
    owners,
    rateLimit(count, seconds, policy) {
      for (let i = 0; i < count; i += 1)
        refusals.push({ status: 429, retryAfter: seconds, ...(policy ? { policy } : {}) });
    },
    fail(count, status) {
      for (let i = 0; i < count; i += 1) refusals.push({ status });
    },
    clearRequests() {
      requests.length = 0;
    },
    clearRefusals() {
      refusals.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
