/**
 * The HubSpot calls of the CRM sync (crm/hubspot.ts) through `@hubspot/api-client` against the local HubSpot
 * server: the paths and bodies the client sends, upserts that create nothing twice, and failures reduced to a
 * status code and HubSpot's wait, never its answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHubSpotCrm, type HubSpotCrm, HubSpotError } from '../../src/crm/hubspot.ts';
import { type FakeHubSpotServer, startFakeHubSpotServer } from './fake-hubspot-server.ts';

const TOKEN = 'pat-na1-test-token-0000';
let hubspot: FakeHubSpotServer;
let crm: HubSpotCrm;

beforeAll(async () => {
  hubspot = await startFakeHubSpotServer({ token: TOKEN });
  crm = createHubSpotCrm({ accessToken: TOKEN, baseUrl: hubspot.baseUrl });
});
afterAll(() => hubspot.close());

describe('the HubSpot calls', () => {
  it('upsert a contact by its lower-cased e-mail with the bearer token, once however often', async () => {
    const first = await crm.upsertContact('ada@example.com', { firstname: 'Ada' });
    const second = await crm.upsertContact('ADA@example.com', { lastname: 'Lovelace' });
    expect(second.id).toBe(first.id);
    expect(hubspot.objects.contacts.size).toBe(1);
    const request = hubspot.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/crm/v3/objects/contacts/batch/upsert');
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.body).toEqual({
      inputs: [
        {
          idProperty: 'email',
          id: 'ada@example.com',
          properties: { lastname: 'Lovelace', email: 'ada@example.com' },
        },
      ],
    });
  });

  it('associate, create a deal and a note, and find an owner by e-mail', async () => {
    const contact = await crm.upsertContact('grace@example.com', {});
    const company = await crm.upsertCompany('navy.example', { name: 'Navy' });
    await crm.associateContactWithCompany(contact.id, company.id);
    expect(hubspot.associations.has(`contacts:${contact.id}->companies:${company.id}`)).toBe(true);
    const deal = await crm.createDeal(
      { dealname: 'x', dealstage: 'appointmentscheduled' },
      contact.id,
      company.id,
    );
    expect(
      hubspot.objects.deals.get(deal.id)?.associations.map((a) => a.types[0]?.associationTypeId),
    ).toEqual([3, 5]);
    await crm.updateDeal(deal.id, { dealstage: 'closedlost' });
    expect(hubspot.objects.deals.get(deal.id)?.properties.dealstage).toBe('closedlost');
    const note = await crm.createNote(
      { hs_note_body: 'hi', hs_timestamp: new Date().toISOString() },
      contact.id,
    );
    expect(hubspot.objects.notes.get(note.id)?.associations[0]?.types[0]?.associationTypeId).toBe(202);
    hubspot.owners.push({ id: '77', email: 'sam@northline.example', firstName: 'Sam', lastName: 'Lee' });
    expect(await crm.ownerIdOf('sam@northline.example')).toBe('77');
    expect(await crm.ownerIdOf('nobody@northline.example')).toBeNull();
    expect(hubspot.requests.at(-1)?.path).toMatch(/^\/crm\/v3\/owners\/?\?email=nobody%40northline\.example/);
  });

  it("turn a 429 into HubSpot's wait, and the daily limit into a wait until midnight UTC", async () => {
    hubspot.rateLimit(1, 7);
    const error = await crm.upsertContact('ada@example.com', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HubSpotError);
    expect(error).toMatchObject({ code: 'hubspot 429', status: 429, retryAfterMs: 7000 });
    hubspot.rateLimit(1, 1, 'DAILY');
    const daily = (await crm.upsertContact('ada@example.com', {}).catch((e: unknown) => e)) as HubSpotError;
    expect(daily.retryAfterMs).toBeGreaterThan(1000);
    expect(daily.retryAfterMs).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
  });

  it("never carry HubSpot's answer or the address in the error", async () => {
    hubspot.fail(1, 400);
    const error = (await crm
      .upsertContact('secret.person@example.com', {})
      .catch((e: unknown) => e)) as HubSpotError;
    expect(error.code).toBe('hubspot 400');
    expect(`${error.message} ${JSON.stringify(error)} ${error.stack}`).not.toMatch(
      /secret\.person|refused by the test|Bearer/,
    );
  });

  it('name the network failure by its code', async () => {
    const closed = await startFakeHubSpotServer({ token: TOKEN });
    await closed.close();
    const offline = createHubSpotCrm({ accessToken: TOKEN, baseUrl: closed.baseUrl });
    const error = (await offline.ownerIdOf('a@example.com').catch((e: unknown) => e)) as HubSpotError;
    expect(error.code).toBe('ECONNREFUSED');
  });
});
