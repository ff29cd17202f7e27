/**
 * What an alert says about a lead (docs/decisions/068-alerts-say-the-problem.md), rendered by the functions the
 * delivery worker calls: a chat's alert quotes the visitor's problem statement and, below it, their latest
 * message; an automatic hand-off of a hot chat is titled "Hot chat"; an escalation names the lead's owner and how
 * late its first response is, counted to the send time. Facts read from the real PostgreSQL as the worker reads
 * them; each webhook verified and parsed as a receiver does (test/alert-content.test.ts sends them for real).
 */
import { createSessionId, webhookEnvelopeSchemas } from '@northline/schemas';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type Delivery,
  type LeadFacts,
  leadAlertEmail,
  readLeadFacts,
  signedLeadWebhook,
} from '../src/delivery/notification-messages.ts';
import { escalateBreachedLeads } from '../src/desk/lead-sla.ts';
import { leadApp, type StaffSignIn, validLead } from './helper.ts';
import { clearAlerts, salesReceivers } from './receivers.ts';

const SITE = 'https://www.northline-it.example';
const SECRET = `whsec_${Buffer.from('alert-facts-secret-for-tests-only').toString('base64')}`;

let app: FastifyInstance;
let sql: pg.Client;
let receivers: Awaited<ReturnType<typeof salesReceivers>>;
let signInStaff: (role: 'admin' | 'sales', email?: string) => Promise<StaffSignIn>;

beforeAll(async () => {
  receivers = await salesReceivers();
  // A Saturday evening: the office is closed.
  ({ app, sql, signInStaff } = await leadApp(
    receivers.settings({ CLOCK_START: '2030-11-30T19:30:00-05:00' }),
  ));
});

beforeEach(async () => {
  await clearAlerts(sql, receivers);
});

afterAll(async () => {
  await app.close();
  await sql.end();
});

/** A chat's lead id after its visitor's messages. */
async function chatLead(messages: readonly string[]): Promise<string> {
  const sessionId = createSessionId('chat');
  for (const message of messages) {
    const response = await app.inject({ method: 'POST', url: '/api/chat', payload: { message, sessionId } });
    expect(response.statusCode, response.body).toBe(200);
  }
  await app.desk.idle();
  const { rows } = await sql.query<{ id: string }>('select id from lead where chat_session_id = $1', [
    sessionId,
  ]);
  const id = rows[0]?.id;
  if (!id) throw new Error('the chat made no lead');
  return id;
}

/** The facts of one lead, as the worker reads them. */
async function factsOf(leadId: string): Promise<LeadFacts> {
  const facts = (await readLeadFacts(app.db.em(), [leadId])).get(leadId);
  if (!facts) throw new Error('no facts');
  return facts;
}

const delivery = (event: Delivery['event']): Delivery => ({
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  event,
  urgent: true,
});

/** The webhook's `data`, verified as a receiver verifies it. */
function webhookData(signed: { body: string; headers: Record<string, string> }): Record<string, unknown> {
  const verified = new Webhook(SECRET).verify(signed.body, signed.headers) as {
    data: Record<string, unknown>;
  };
  return verified.data;
}

describe('a chat alert', () => {
  it('quotes the problem statement, then the latest message, not the latest alone', async () => {
    const leadId = await chatLead([
      'Hi there',
      'Our server is down and nobody can work',
      'My email is dana.lee@harbourlaw.example',
    ]);
    const facts = await factsOf(leadId);
    expect(facts.message).toBe('Our server is down and nobody can work');
    expect(facts.latestMessage).toBe('My email is dana.lee@harbourlaw.example');

    const { text } = leadAlertEmail(
      [{ delivery: delivery('chat.emergency'), lead: facts }],
      SITE,
      new Date(),
    );
    const lines = text.split('\n');
    const problem = lines.indexOf('Problem (their first message about it):');
    expect(problem).toBeGreaterThan(0);
    expect(lines[problem + 1]).toBe('> Our server is down and nobody can work');
    expect(lines[problem + 2]).toBe('Latest message:');
    expect(lines[problem + 3]).toBe('> My email is dana.lee@harbourlaw.example');
    expect(lines).not.toContain('Message:');
    expect(lines).not.toContain('> Hi there');

    const data = webhookData(
      signedLeadWebhook(delivery('chat.emergency'), facts, SITE, new Date(), new Webhook(SECRET), new Date()),
    );
    expect(data).toMatchObject({
      message: 'Our server is down and nobody can work',
      latestMessage: 'My email is dana.lee@harbourlaw.example',
    });
  });

  it('shows one quote when the problem statement is the latest message', async () => {
    const facts = await factsOf(await chatLead(['Hello', 'Our server is down and nobody can work']));
    expect(facts).toMatchObject({ message: 'Our server is down and nobody can work', latestMessage: null });
    const { text } = leadAlertEmail(
      [{ delivery: delivery('chat.emergency'), lead: facts }],
      SITE,
      new Date(),
    );
    expect(text).not.toContain('Latest message:');
    expect(text.match(/> Our server is down/g)).toHaveLength(1);
  });

  it('keeps a contact form’s message under "Message", with no latest message', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/contact', payload: validLead });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };
    const { rows } = await sql.query<{ id: string }>('select id from lead where contact_request_id = $1', [
      id,
    ]);
    const facts = await factsOf(rows[0]?.id ?? '');
    expect(facts.message).toBe(validLead.message);
    expect(facts.latestMessage).toBeNull();
    const { text } = leadAlertEmail([{ delivery: delivery('lead.created'), lead: facts }], SITE, new Date());
    expect(text).toContain('Message:\n> ');
    expect(text).not.toContain('Problem (');
  });
});

describe('an automatic hand-off of a hot chat', () => {
  it('is titled "Hot chat", and its webhook is a chat.hot the schema accepts', async () => {
    const facts = await factsOf(await chatLead(['Our server is down and nobody can work']));
    const { subject, text } = leadAlertEmail(
      [{ delivery: delivery('chat.hot'), lead: facts }],
      SITE,
      new Date(),
    );
    expect(subject).toMatch(/^Hot chat: /);
    expect(text.split('\n')[0]).toMatch(/^Hot chat: /);
    expect(subject).not.toContain('asks for a person');
    const signed = signedLeadWebhook(
      delivery('chat.hot'),
      facts,
      SITE,
      new Date(),
      new Webhook(SECRET),
      new Date(),
    );
    expect(webhookEnvelopeSchemas['chat.hot'].safeParse(JSON.parse(signed.body)).success).toBe(true);
  });
});

describe('an escalation', () => {
  it('names the owner and how late the first response is at the send time, by e-mail and webhook', async () => {
    const owner = await signInStaff('sales');
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...validLead, email: 'late.owner@harbourlaw.example' },
    });
    expect(response.statusCode).toBe(201);
    await app.desk.idle();
    const { rows } = await sql.query<{ id: string; occurred_at: Date }>(
      `select l.id, l.occurred_at from lead l join contact_request c on c.id = l.contact_request_id
        where c.email = 'late.owner@harbourlaw.example'`,
    );
    const leadId = rows[0]?.id ?? '';
    await sql.query('update lead set owner_id = $1 where id = $2', [owner.id, leadId]);
    const { rows: named } = await sql.query<{ name: string }>('select name from staff_user where id = $1', [
      owner.id,
    ]);
    const ownerName = named[0]?.name ?? '';
    expect(ownerName).not.toBe('');

    // Due on a Monday at 09:30 Toronto time, escalated then; the alert goes 42 business minutes later.
    const due = new Date('2030-12-02T09:30:00-05:00');
    await escalateBreachedLeads(app.db.em(), new Date('2030-12-20T12:00:00-05:00'), {
      hot: 1,
      warm: 1,
      cold: 1,
    });
    await sql.query(
      `update domain_event set payload = jsonb_set(payload, '{dueAt}', to_jsonb($1::text))
        where lead_id = $2 and type = 'lead.sla_breached'`,
      [due.toISOString(), leadId],
    );
    const sentAt = new Date('2030-12-02T10:12:00-05:00');
    const facts = await factsOf(leadId);
    expect(facts).toMatchObject({ ownerId: owner.id, ownerName, slaDueAt: due.toISOString() });

    const { subject, text } = leadAlertEmail(
      [{ delivery: delivery('lead.sla_breached'), lead: facts }],
      SITE,
      sentAt,
    );
    expect(subject).toContain(`owner ${ownerName}, 42 min overdue`);
    const lines = text.split('\n');
    expect(lines).toContain(`Owner: ${ownerName}`);
    expect(lines).toContain(
      'First response 42 min overdue (business hours; it was due Monday, December 2 at 9:30 a.m. (Toronto time))',
    );

    const data = webhookData(
      signedLeadWebhook(delivery('lead.sla_breached'), facts, SITE, sentAt, new Webhook(SECRET), sentAt),
    );
    expect(data).toMatchObject({
      owner: { id: owner.id, name: ownerName },
      dueAt: due.toISOString(),
      minutesOverdue: 42,
    });
  });

  it('says nobody owns an unassigned lead', async () => {
    const facts: LeadFacts = {
      ...(await factsOf(await chatLead(['Our server is down and nobody can work']))),
      ownerId: null,
      ownerName: null,
      noOwner: null,
      slaDueAt: null,
    };
    const { text } = leadAlertEmail(
      [{ delivery: delivery('lead.sla_breached'), lead: facts }],
      SITE,
      new Date(),
    );
    expect(text.split('\n')).toContain('Owner: nobody yet');
    expect(text).not.toContain('overdue (');
  });
});
