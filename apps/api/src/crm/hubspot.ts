/**
 * The few HubSpot CRM calls the sync makes, through HubSpot's official Node client (`@hubspot/api-client`), and
 * the one shape their failures take ({@link HubSpotError}). Which endpoints and why: decision 097.
 *
 * - The client's own retries are off (`numberOfApiCallRetries` 0): the delivery worker retries a failed sync with
 *   its backoff, and a 429 at the time HubSpot's `Retry-After` names.
 * - The client's limiter stays on (at most 6 calls at once, one every 111 ms: under the private apps' 100 calls per
 *   10 seconds).
 * - A privacy deletion's erasure (decision 101) deletes the contact for good (GDPR delete) and archives its deals
 *   and notes, which a contact's GDPR delete leaves in place.
 * - An error never carries HubSpot's answer: the client's exception quotes the body and the headers, which can
 *   hold the e-mail address a call was about, so it is replaced by the status code and the wait HubSpot asked for.
 */
import { Client } from '@hubspot/api-client';

/**
 * The client limiter's pace (decision 097): at most {@link HUBSPOT_MAX_CONCURRENT} calls at once, and one call
 * starts every {@link HUBSPOT_MIN_CALL_INTERVAL_MS} (9 a second, 90 per 10 seconds): under HubSpot's published
 * limit for private apps, 100 calls per 10 seconds (190 on Professional and Enterprise), whatever else runs.
 */
export const HUBSPOT_MIN_CALL_INTERVAL_MS = 1000 / 9;

/** See {@link HUBSPOT_MIN_CALL_INTERVAL_MS}. */
export const HUBSPOT_MAX_CONCURRENT = 6;

/** HubSpot's standard association types the sync uses (HubSpot-defined, v4 associations). */
export const ASSOCIATION_TYPE = {
  /** A deal to its contact. */
  dealToContact: 3,
  /** A deal to its company. */
  dealToCompany: 5,
  /** A note to its contact. */
  noteToContact: 202,
} as const;

/**
 * A HubSpot call that failed: `code` is `hubspot <status>` (`hubspot 429`, `hubspot 400`) or the network's code
 * (`ECONNREFUSED`); `retryAfterMs` the wait a 429 asked for (its `Retry-After` seconds; until the next midnight UTC
 * for the daily limit, `policyName` `DAILY`). The message names the status only.
 */
export class HubSpotError extends Error {
  readonly code: string;
  readonly status: number | undefined;
  readonly retryAfterMs: number | undefined;

  constructor(code: string, status?: number, retryAfterMs?: number) {
    super(`HubSpot call failed: ${code}`);
    this.name = 'HubSpotError';
    this.code = code;
    this.status = status;
    this.retryAfterMs = retryAfterMs;
  }
}

/** Milliseconds from `now` to the next midnight UTC (HubSpot's daily limit resets then for the sync's purposes). */
function untilNextUtcMidnight(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return next - now.getTime();
}

/**
 * The {@link HubSpotError} of whatever the client threw: its `ApiException` (`code` the HTTP status, `headers`,
 * `body`) or a network failure (fetch's `TypeError` with the socket's code as its `cause`).
 */
export function hubSpotErrorOf(error: unknown, now: Date = new Date()): HubSpotError {
  if (error instanceof HubSpotError) return error;
  if (error && typeof error === 'object') {
    const { code, headers, body, cause } = error as {
      code?: unknown;
      headers?: Record<string, string>;
      body?: { policyName?: unknown };
      cause?: { code?: unknown };
    };
    if (typeof code === 'number') {
      let retryAfterMs: number | undefined;
      if (code === 429) {
        const seconds = Number(headers?.['retry-after'] ?? headers?.['Retry-After']);
        retryAfterMs =
          body?.policyName === 'DAILY'
            ? untilNextUtcMidnight(now)
            : Number.isFinite(seconds) && seconds >= 0
              ? seconds * 1000
              : 10_000;
      }
      return new HubSpotError(`hubspot ${code}`, code, retryAfterMs);
    }
    if (typeof code === 'string') return new HubSpotError(code.slice(0, 60));
    if (cause && typeof cause.code === 'string') return new HubSpotError(cause.code.slice(0, 60));
  }
  return new HubSpotError('hubspot unreachable');
}

/** A created or updated HubSpot object: its id. */
export interface HubSpotObject {
  id: string;
}

/** The calls of the sync (crm/crm-sync.ts); every method throws {@link HubSpotError}. */
export interface HubSpotCrm {
  /**
   * Creates or updates the contact of `email`, lower-cased (`POST /crm/v3/objects/contacts/batch/upsert`, `idProperty`
   * email).
   */
  upsertContact(email: string, properties: Record<string, string>): Promise<HubSpotObject>;
  /**
   * Creates or updates the company of `domain`, lower-cased (`POST /crm/v3/objects/companies/batch/upsert`,
   * `idProperty` domain).
   */
  upsertCompany(domain: string, properties: Record<string, string>): Promise<HubSpotObject>;
  /** Associates a contact with a company by their default type (`PUT /crm/v4/objects/contacts/{id}/associations/default/companies/{id}`). */
  associateContactWithCompany(contactId: string, companyId: string): Promise<void>;
  /** Creates a deal associated with the contact, and the company when given (`POST /crm/v3/objects/deals`). */
  createDeal(
    properties: Record<string, string>,
    contactId: string,
    companyId: string | null,
  ): Promise<HubSpotObject>;
  /** Updates a deal's properties (`PATCH /crm/v3/objects/deals/{id}`). */
  updateDeal(dealId: string, properties: Record<string, string>): Promise<void>;
  /** Creates a note on the contact (`POST /crm/v3/objects/notes`). */
  createNote(properties: Record<string, string>, contactId: string): Promise<HubSpotObject>;
  /** Updates a note's properties (`PATCH /crm/v3/objects/notes/{id}`). */
  updateNote(noteId: string, properties: Record<string, string>): Promise<void>;
  /** The id of the HubSpot owner (a user) of `email`, or null (`GET /crm/v3/owners?email=`). */
  ownerIdOf(email: string): Promise<string | null>;
  /**
   * Permanently deletes a contact, GDPR-compliant (`POST /crm/v3/objects/contacts/gdpr-delete`, `objectId` the
   * contact's id; decision 101). A contact HubSpot no longer has (404) counts as deleted.
   */
  eraseContact(contactId: string): Promise<void>;
  /** Deletes (archives) a deal (`DELETE /crm/v3/objects/deals/{id}`); one already gone (404) counts as deleted. */
  archiveDeal(dealId: string): Promise<void>;
  /** Deletes (archives) a note (`DELETE /crm/v3/objects/notes/{id}`); one already gone (404) counts as deleted. */
  archiveNote(noteId: string): Promise<void>;
}

/** Where and how the client reaches HubSpot (HUBSPOT_ACCESS_TOKEN, HUBSPOT_BASE_URL). */
export interface HubSpotSettings {
  /** The private app's access token (a secret: never logged). */
  accessToken: string;
  /** The API's origin, `https://api.hubapi.com` unless a test's local server. */
  baseUrl: string;
}

/** Runs a call of the client, turning whatever it throws into a {@link HubSpotError}. */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw hubSpotErrorOf(error);
  }
}

/** Runs a deletion: HubSpot's 404 (the object is gone already) is its success, so a repeat is harmless. */
async function deletion(work: () => Promise<unknown>): Promise<void> {
  try {
    await call(work);
  } catch (error) {
    if (error instanceof HubSpotError && error.status === 404) return;
    throw error;
  }
}

/** The sync's calls through `@hubspot/api-client` (see the module comment). */
export function createHubSpotCrm(settings: HubSpotSettings): HubSpotCrm {
  const client = new Client({
    accessToken: settings.accessToken,
    basePath: settings.baseUrl.replace(/\/$/, ''),
    numberOfApiCallRetries: 0,
    limiterOptions: {
      minTime: HUBSPOT_MIN_CALL_INTERVAL_MS,
      maxConcurrent: HUBSPOT_MAX_CONCURRENT,
      id: 'northline-hubspot-limiter',
    },
  });
  const association = (typeId: number) => [
    { associationCategory: 'HUBSPOT_DEFINED' as never, associationTypeId: typeId },
  ];
  const upsert = async (
    api: typeof client.crm.contacts.batchApi | typeof client.crm.companies.batchApi,
    idProperty: string,
    id: string,
    properties: Record<string, string>,
  ): Promise<HubSpotObject> => {
    const answer = await call(() => api.upsert({ inputs: [{ idProperty, id, properties }] }));
    const first = answer.results[0];
    if (!first) throw new HubSpotError('hubspot empty upsert');
    return { id: first.id };
  };
  return {
    // HubSpot matches an upsert's key exactly: the address and the domain go lower-cased.
    upsertContact: (email, properties) => {
      const key = email.trim().toLowerCase();
      return upsert(client.crm.contacts.batchApi, 'email', key, { ...properties, email: key });
    },
    upsertCompany: (domain, properties) => {
      const key = domain.trim().toLowerCase();
      return upsert(client.crm.companies.batchApi, 'domain', key, { ...properties, domain: key });
    },
    async associateContactWithCompany(contactId, companyId) {
      await call(() =>
        client.crm.associations.v4.basicApi.createDefault('contacts', contactId, 'companies', companyId),
      );
    },
    async createDeal(properties, contactId, companyId) {
      const associations = [{ to: { id: contactId }, types: association(ASSOCIATION_TYPE.dealToContact) }];
      if (companyId) {
        associations.push({ to: { id: companyId }, types: association(ASSOCIATION_TYPE.dealToCompany) });
      }
      const created = await call(() => client.crm.deals.basicApi.create({ properties, associations }));
      return { id: created.id };
    },
    async updateDeal(dealId, properties) {
      await call(() => client.crm.deals.basicApi.update(dealId, { properties }));
    },
    async createNote(properties, contactId) {
      const created = await call(() =>
        client.crm.objects.notes.basicApi.create({
          properties,
          associations: [{ to: { id: contactId }, types: association(ASSOCIATION_TYPE.noteToContact) }],
        }),
      );
      return { id: created.id };
    },
    async updateNote(noteId, properties) {
      await call(() => client.crm.objects.notes.basicApi.update(noteId, { properties }));
    },
    async ownerIdOf(email) {
      const page = await call(() => client.crm.owners.ownersApi.getPage(email, undefined, 1, false));
      const owner = page.results.find((o) => o.email?.toLowerCase() === email.toLowerCase());
      return owner ? owner.id : null;
    },
    eraseContact: (contactId) => deletion(() => client.crm.contacts.basicApi.purge({ objectId: contactId })),
    archiveDeal: (dealId) => deletion(() => client.crm.deals.basicApi.archive(dealId)),
    archiveNote: (noteId) => deletion(() => client.crm.objects.notes.basicApi.archive(noteId)),
  };
}
