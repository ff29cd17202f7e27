/**
 * Who an alert goes to and what it says, per topic (docs/decisions/068-alerts-say-the-problem.md), through the
 * delivery worker: `delivery` rows of each topic written as the alert dispatcher writes them (pending, for a lead
 * with or without an owner, admins present), then `app.deliveries.runDue(at)` with the test's clock, against the
 * real PostgreSQL, a real SMTP receiver and a webhook receiver that verifies each call against its type's schema.
 *
 * - every alert names the owner ("Owner: …"), or why nobody has it;
 * - `lead.overflow` goes at once to LEAD_NOTIFY_TO and every active admin;
 * - `lead.assigned` goes to the new owner alone, never in a digest; with no owner left it is skipped;
 * - arrival alerts go to LEAD_NOTIFY_TO and the owner, each address once whatever its case;
 * - `chat.hot` is "Hot chat: …" and quotes the problem statement, then the latest message;
 * - `lead.sla_breached` names the owner and the business minutes overdue at the send time.
 */
import { createSessionId } from '@northline/schemas';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uniqueAddresses } from '../src/delivery/lead-deliveries.ts';
import { escalateBreachedLeads } from '../src/desk/lead-sla.ts';
import { leadApp, planAlerts, type StaffSignIn, validLead } from './helper.ts';
import { clearAlerts, salesReceivers } from './receivers.ts';

/** LEAD_NOTIFY_TO, in a case the staff accounts do not use. */
const NOTIFY_TO = 'Team@Northline-IT.example';

let app: FastifyInstance;
let sql: pg.Client;
let receivers: Awaited<ReturnType<typeof salesReceivers>>;
let logLines: string[];
let sam: StaffSignIn;
let chief: StaffSignIn;
let former: StaffSignIn;

/** A Tuesday morning in Toronto, office open: when the tests' rows fall due. */
const TUESDAY = new Date('2030-12-03T10:00:00-05:00');
const minutesAfter = (minutes: number) => new Date(TUESDAY.getTime() + minutes * 60_000);

beforeAll(async () => {
  receivers = await salesReceivers();
  let signInStaff: (role: 'admin' | 'sales', email?: string) => Promise<StaffSignIn>;
  ({ app, sql, logLines, signInStaff } = await leadApp(
    receivers.settings({ CLOCK_START: TUESDAY.toISOString(), LEAD_NOTIFY_TO: [NOTIFY_TO] }),
  ));
  sam = await signInStaff('sales', 'sam.owner@northline-it.example');
  chief = await signInStaff('admin', 'chief@northline-it.example');
  former = await signInStaff('admin', 'former.admin@northline-it.example');
  await sql.query('update staff_user set disabled_at = now() where id = $1', [former.id]);
});

beforeEach(async () => {
  await clearAlerts(sql, receivers);
  logLines.length = 0;
  // Every salesperson present and free, unless a test says otherwise.
  await sql.query(`update staff_user set availability = 'available', lead_capacity = 30`);
});

afterAll(async () => {
  await app.close();
  await sql.end();
});

/** An e-mail's raw text with quoted-printable soft breaks and folded headers undone. */
const unfolded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=3D/g, '=');

/** The e-mails received: their envelope recipients (sorted, lower case), `To` header, subject and body lines. */
function mails(): { to: string[]; toHeader: string; subject: string; lines: string[] }[] {
  return receivers.smtp.messages.map((message) => {
    const raw = unfolded(message.raw);
    const [head = '', ...body] = raw.split(/\r?\n\r?\n/);
    return {
      to: message.to.map((address) => address.toLowerCase()).sort(),
      toHeader: /^To: (.*)$/m.exec(head)?.[1] ?? '',
      subject: /^Subject: (.*)$/m.exec(head)?.[1] ?? '',
      lines: body.join('\n\n').split(/\r?\n/),
    };
  });
}

/** The webhooks received, as the receiver parsed them (each verified against its type's schema). */
function webhooks(): { type: string; data: Record<string, unknown> }[] {
  return receivers.hook.state.delivered.map(({ payload }) => payload as never);
}

/**
 * A contact lead of `company` with no delivery of its own (its arrival alert is planned, then deleted: the tests
 * write the rows), owned by `owner` (null:
 * nobody), rated `quality`, arrived at `occurredAt`.
 */
async function contactLead(
  company: string,
  owner: StaffSignIn | null,
  { quality = 'warm', occurredAt = minutesAfter(-30) }: { quality?: string; occurredAt?: Date } = {},
): Promise<string> {
  const email = `${company.toLowerCase().replace(/\W+/g, '.')}@harbourlaw.example`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { ...validLead, company, email },
  });
  expect(response.statusCode, response.body).toBe(201);
  await planAlerts(app);
  const { rows } = await sql.query<{ id: string }>(
    `update lead l set owner_id = $2, quality = $3, occurred_at = $4
      from contact_request c where c.id = l.contact_request_id and c.email = $1 returning l.id`,
    [email, owner?.id ?? null, quality, occurredAt],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('no lead');
  await sql.query('delete from delivery where lead_id = $1', [id]);
  return id;
}

/** A chat's lead after its visitor's messages, owned by `owner`, with no delivery of its own. */
async function chatLead(messages: readonly string[], owner: StaffSignIn | null): Promise<string> {
  const sessionId = createSessionId('chat');
  for (const message of messages) {
    const response = await app.inject({ method: 'POST', url: '/api/chat', payload: { message, sessionId } });
    expect(response.statusCode, response.body).toBe(200);
  }
  await planAlerts(app);
  const { rows } = await sql.query<{ id: string }>(
    'update lead set owner_id = $2 where chat_session_id = $1 returning id',
    [sessionId, owner?.id ?? null],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('the chat made no lead');
  await sql.query('delete from delivery where lead_id = $1', [id]);
  return id;
}

/** Pending rows of `topic` for a lead, one per channel, due at `due`, as the dispatcher writes them. */
async function queue(leadId: string, topic: string, urgent: boolean, due = minutesAfter(-1)): Promise<void> {
  for (const channel of ['email', 'webhook']) {
    await sql.query(
      `insert into delivery (id, channel, topic, lead_id, urgent, status, attempts, next_attempt_at, created_at)
       values (gen_random_uuid(), $1, $2, $3, $4, 'pending', 0, $5, $5)`,
      [channel, topic, leadId, urgent, due],
    );
  }
}

describe('a new lead nobody could take (lead.overflow)', () => {
  it('goes at once to the team and every active admin, saying nobody is available', async () => {
    await sql.query(`update staff_user set availability = 'away'`);
    const leadId = await contactLead('Overflow Dental', null);
    const waiting = await contactLead('Waiting Bakery', null);
    // Not urgent as written: an overflow is its own e-mail all the same, never part of the digest.
    await queue(leadId, 'lead.overflow', false);
    await queue(waiting, 'lead.created', false);
    await app.deliveries.runDue(TUESDAY);

    const [mail, digest, ...others] = mails()
      .slice()
      .sort(
        (a, b) =>
          Number(b.subject.startsWith('New lead, no owner')) -
          Number(a.subject.startsWith('New lead, no owner')),
      );
    expect(others).toEqual([]);
    // The digest of the other lead goes to the team alone.
    expect(digest?.to).toEqual([NOTIFY_TO.toLowerCase()]);
    expect(digest?.lines.join('\n')).not.toContain('Overflow Dental');
    expect(mail?.lines.join('\n')).not.toContain('Waiting Bakery');
    expect(mail?.to).toEqual([chief.email, NOTIFY_TO.toLowerCase()].sort());
    expect(mail?.subject).toBe('New lead, no owner: Overflow Dental (warm), nobody available');
    expect(mail?.lines).toContain('Owner: nobody yet: nobody is available');
    expect(mail?.lines).toContain('New lead, no owner: Overflow Dental');
    expect(webhooks().find((hook) => hook.type === 'lead.overflow')).toMatchObject({
      data: { leadId, owner: null },
    });
  });

  it('says every salesperson is at capacity when the available ones are full', async () => {
    await sql.query(`update staff_user set lead_capacity = 0`);
    const leadId = await contactLead('Capacity Law', null);
    await queue(leadId, 'lead.overflow', true);
    await app.deliveries.runDue(TUESDAY);
    const [mail] = mails();
    expect(mail?.subject).toBe('New lead, no owner: Capacity Law (warm), everyone at capacity');
    expect(mail?.lines).toContain('Owner: nobody yet: every salesperson is at capacity');
  });
});

describe('a lead’s new owner (lead.assigned)', () => {
  it('is told alone, apart from the digest, with the lead’s facts and link', async () => {
    const owned = await contactLead('Reassigned Ltd', sam);
    const other = await contactLead('Digest Co', null);
    await queue(owned, 'lead.assigned', false);
    await queue(other, 'lead.created', false);
    await app.deliveries.runDue(TUESDAY);

    const toOwner = mails().filter((mail) => mail.to.includes(sam.email));
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]?.to).toEqual([sam.email]);
    expect(toOwner[0]?.subject).toBe('You own this lead: Reassigned Ltd (warm)');
    expect(toOwner[0]?.lines).toContain('Owner: Sam Sales');
    expect(toOwner[0]?.lines.some((line) => line.endsWith(`/staff/leads/${owned}`))).toBe(true);
    expect(toOwner[0]?.lines.join('\n')).not.toContain('Digest Co');
    // The other lead's digest goes to the team only, without the reassigned lead.
    const digest = mails().find((mail) => mail.to.includes(NOTIFY_TO.toLowerCase()));
    expect(digest?.to).toEqual([NOTIFY_TO.toLowerCase()]);
    expect(digest?.lines.join('\n')).not.toContain('Reassigned Ltd');
    expect(webhooks().find((hook) => hook.type === 'lead.assigned')?.data).toMatchObject({
      leadId: owned,
      owner: { id: sam.id, name: 'Sam Sales' },
    });
  });

  it('is skipped when the lead has no owner any more', async () => {
    const leadId = await contactLead('Gone Again Inc', null);
    await queue(leadId, 'lead.assigned', true);
    await app.deliveries.runDue(TUESDAY);
    expect(mails()).toEqual([]);
    const { rows } = await sql.query(`select status from delivery where lead_id = $1 and channel = 'email'`, [
      leadId,
    ]);
    expect(rows).toEqual([{ status: 'skipped' }]);
  });
});

describe('an arrival alert', () => {
  it('goes to the team and the owner, once per address whatever its case, and names the owner', async () => {
    // The owner's address is LEAD_NOTIFY_TO in another case: one recipient.
    await sql.query('update staff_user set email = $1 where id = $2', [NOTIFY_TO.toLowerCase(), sam.id]);
    try {
      const leadId = await contactLead('Same Address LLP', sam, { quality: 'hot' });
      await queue(leadId, 'lead.created', true);
      await app.deliveries.runDue(TUESDAY);
      const [mail, ...others] = mails();
      expect(others).toEqual([]);
      expect(receivers.smtp.messages[0]?.to).toHaveLength(1);
      expect(mail?.toHeader.split(',')).toHaveLength(1);
      expect(mail?.subject).toBe('Hot lead: Same Address LLP (hot)');
      expect(mail?.lines).toContain('Owner: Sam Sales');
    } finally {
      await sql.query('update staff_user set email = $1 where id = $2', [sam.email, sam.id]);
    }
  });

  it('of a hot chat (chat.hot) is titled "Hot chat", goes to the owner too, and quotes the problem first', async () => {
    const leadId = await chatLead(
      ['Hi there', 'Our server is down and nobody can work', 'My email is dana.lee@harbourlaw.example'],
      sam,
    );
    await queue(leadId, 'chat.hot', true);
    await app.deliveries.runDue(TUESDAY);
    const [mail] = mails();
    expect(mail?.to).toEqual([NOTIFY_TO.toLowerCase(), sam.email].sort());
    expect(mail?.subject).toMatch(/^Hot chat: /);
    expect(mail?.subject).not.toContain('asks for a person');
    const lines = mail?.lines ?? [];
    expect(lines).toContain('Owner: Sam Sales');
    const problem = lines.indexOf('Problem (their first message about it):');
    expect(problem).toBeGreaterThan(0);
    expect(lines.slice(problem + 1, problem + 4)).toEqual([
      '> Our server is down and nobody can work',
      'Latest message:',
      '> My email is dana.lee@harbourlaw.example',
    ]);
    expect(lines).not.toContain('> Hi there');
    expect(webhooks()[0]).toMatchObject({
      type: 'chat.hot',
      data: {
        message: 'Our server is down and nobody can work',
        latestMessage: 'My email is dana.lee@harbourlaw.example',
        owner: { id: sam.id, name: 'Sam Sales' },
      },
    });
    // No message text or address of the prospect in a log line.
    expect(logLines.join('\n')).not.toMatch(/dana\.lee|server is down/);
  });
});

describe('an escalation (lead.sla_breached)', () => {
  it('names the owner and the business minutes overdue at the worker’s send time', async () => {
    // A hot lead at 10:00 on a Tuesday is due at 10:05; the worker sends the escalation at 10:47.
    const leadId = await contactLead('Late Reply Accounting', sam, { quality: 'hot', occurredAt: TUESDAY });
    // The escalation's event; the alert dispatcher plans its alert when the worker runs.
    await escalateBreachedLeads(app.db.em(), minutesAfter(6), { hot: 5, warm: 60, cold: 600 });
    await app.deliveries.runDue(minutesAfter(47));

    const [mail, ...others] = mails();
    expect(others).toEqual([]);
    expect(mail?.to).toEqual([chief.email, sam.email].sort());
    expect(mail?.subject).toBe(
      'First-response target missed: Late Reply Accounting (hot), owner Sam Sales, 42 min overdue',
    );
    expect(mail?.lines).toContain('Owner: Sam Sales');
    expect(mail?.lines.some((line) => line.startsWith('First response 42 min overdue'))).toBe(true);
    expect(webhooks()[0]).toMatchObject({
      type: 'lead.sla_breached',
      data: {
        leadId,
        owner: { id: sam.id, name: 'Sam Sales' },
        dueAt: minutesAfter(5).toISOString(),
        minutesOverdue: 42,
      },
    });
  });
});

describe('uniqueAddresses', () => {
  it('keeps each address once, compared without case, in the spelling and order first seen', () => {
    expect(
      uniqueAddresses([
        'Team@Northline-IT.example',
        'sam@x.example',
        'team@northline-it.example',
        ' SAM@X.example ',
      ]),
    ).toEqual(['Team@Northline-IT.example', 'sam@x.example']);
  });
});
