/**
 * The sales desk (decision 041): every lead gets an owner after its commit (a known company's owner, else round
 * robin among available sales members below their capacity), exactly once across instances; staff reassign
 * leads and set their availability; each lead's first-response clock runs in business time and a missed target
 * is escalated exactly once through the outbox.
 */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { REASSIGN_OWNER_ONLY_MESSAGE } from '../src/desk/lead-assignment.ts';
import { breachCandidates } from '../src/desk/lead-sla.ts';
import {
  askForAPerson,
  chatLeadId,
  createTestDatabase,
  type LeadApp,
  leadApp,
  officeOpenClock,
  ownerOfRequest,
  planAlerts,
  postContactLead,
  STAFF_ORIGIN,
  signedInStaff,
  sqlClient,
  testApp,
  testEnv,
  validLead,
} from './helper.ts';
import { smtpReceiver, webhookReceiver } from './receivers.ts';

const WEBHOOK_SECRET = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;

/** Calls a staff procedure as `headers`' member. */
function call(
  app: FastifyInstance,
  path: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { origin: STAFF_ORIGIN, ...headers },
    payload,
  });
}

describe('assignment across two instances', () => {
  it('decides 40 leads stored while nobody can take them on two instances at once: one overflow each', async () => {
    const url = await createTestDatabase();
    const apps = await Promise.all(
      [0, 1].map(() =>
        testApp({ env: testEnv({ DATABASE_URL: url }), background: false, waitForDatabase: true }),
      ),
    );
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const sql = await sqlClient(url);
    try {
      for (let round = 0; round < 4; round += 1) {
        await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            (i % 2 === 0 ? first : second)
              .inject({
                method: 'POST',
                url: '/api/contact',
                payload: { ...validLead, email: `overflow${round}-${i}@gmail.com` },
              })
              .then((response) => expect(response.statusCode).toBe(201)),
          ),
        );
        // Both readers at once, twice: the position's row lock lets one read each moment, and the position it
        // stores keeps the next run from reading it again.
        await Promise.all(apps.flatMap((app) => [app.desk.decide(), app.desk.decide()]));
      }
      await Promise.all(apps.map((app) => app.desk.idle()));
      const { rows } = await sql.query(
        `select l.id, count(e.id)::int as n from lead l
         left join domain_event e on e.lead_id = l.id and e.type = 'lead.overflow' group by l.id`,
      );
      expect(rows).toHaveLength(40);
      expect(rows.filter((row) => row.n !== 1)).toEqual([]);
    } finally {
      await sql.end();
      await Promise.all(apps.map((app) => app.close()));
    }
  });

  it('assigns 100 leads created at once on two instances exactly once each, three reps within one of each other', async () => {
    const url = await createTestDatabase();
    const apps = await Promise.all(
      [0, 1].map(() =>
        testApp({
          env: testEnv({ DATABASE_URL: url }),
          background: false,
          waitForDatabase: true,
          clock: officeOpenClock(),
        }),
      ),
    );
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const reps = [];
    for (const n of [1, 2, 3]) reps.push(await signedInStaff(first, 'sales', `rep${n}@northline-it.example`));
    const setup = await sqlClient(url);
    // Room for every lead (the default capacity, 30 open leads each, would leave 10 for the sweep).
    await setup.query('update staff_user set lead_capacity = 100');
    await setup.end();
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        (i % 2 === 0 ? first : second)
          .inject({
            method: 'POST',
            url: '/api/contact',
            payload: { ...validLead, email: `visitor${i}@gmail.com` },
          })
          .then((response) => expect(response.statusCode).toBe(201)),
      ),
    );
    await Promise.all(apps.map((app) => app.desk.idle()));
    // The sweep finds nothing left: no lead was lost between the commit and its assignment.
    expect((await first.desk.check()).assigned).toBe(0);
    const sql = await sqlClient(url);
    try {
      const { rows: history } = await sql.query(
        `select lead_id, count(*)::int as n from domain_event
         where type in ('lead.assigned', 'lead.unassigned') group by lead_id`,
      );
      expect(history).toHaveLength(100);
      expect(history.every((row) => row.n === 1)).toBe(true);
      const { rows: owners } = await sql.query(
        'select owner_id, count(*)::int as n from lead where owner_id is not null group by owner_id',
      );
      const counts = owners.map((row) => row.n as number);
      expect(owners.map((row) => row.owner_id).sort()).toEqual(reps.map((rep) => rep.id).sort());
      expect(counts.reduce((a, b) => a + b, 0)).toBe(100);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    } finally {
      await sql.end();
    }
  });
});

describe('assignment rules', () => {
  let lead: LeadApp;
  beforeAll(async () => {
    lead = await leadApp({}, { clock: officeOpenClock() });
  });

  it('gives a known company to its owner, free-mail leads round robin, skips away and full reps; logs no e-mail', async () => {
    const { app, sql } = lead;
    const a = await lead.signInStaff('sales', 'a@northline-it.example');
    const b = await lead.signInStaff('sales', 'b@northline-it.example');
    const admin = await lead.signInStaff('admin', 'boss@northline-it.example');
    const acme1 = await postContactLead(app, 'one@acme.example');
    const other = await postContactLead(app, 'someone@other.example');
    const acme2 = await postContactLead(app, 'two@ACME.example');
    expect(await ownerOfRequest(sql, acme1)).toBe(a.id);
    expect(await ownerOfRequest(sql, other)).toBe(b.id);
    expect(await ownerOfRequest(sql, acme2)).toBe(a.id);
    const { rows: reasons } = await sql.query(
      `select e.payload->>'reason' as reason, e.actor_id as by_staff_id from domain_event e
       join lead l on l.id = e.lead_id where l.contact_request_id = $1 and e.type = 'lead.assigned'`,
      [acme2],
    );
    expect(reasons).toEqual([{ reason: 'known-company', by_staff_id: null }]);
    // Free mail is no company: two gmail.com leads go round robin (a, then b), not to the first one's owner.
    const gmail1 = await postContactLead(app, 'x@gmail.com');
    const gmail2 = await postContactLead(app, 'y@gmail.com');
    expect(await ownerOfRequest(sql, gmail1)).toBe(a.id);
    expect(await ownerOfRequest(sql, gmail2)).toBe(b.id);

    // a goes away; the admin caps b at the leads they hold: nobody is left, the lead waits for the sweep.
    expect(
      (await call(app, 'staff.desk.setAvailability', { availability: 'away' }, a.headers)).statusCode,
    ).toBe(200);
    const forbidden = await call(
      app,
      'staff.desk.setAvailability',
      { id: b.id, availability: 'away' },
      a.headers,
    );
    expect(forbidden.statusCode).toBe(403);
    const capped = await call(
      app,
      'staff.desk.setAvailability',
      { id: b.id, availability: 'available', capacity: 2 },
      admin.headers,
    );
    expect(capped.statusCode).toBe(200);
    const waiting = await postContactLead(app, 'z@hotmail.com');
    expect(await ownerOfRequest(sql, waiting)).toBeNull();
    // a known company's lead still skips its owner while they are away
    const acme3 = await postContactLead(app, 'three@acme.example');
    expect(await ownerOfRequest(sql, acme3)).toBeNull();
    expect(
      (await call(app, 'staff.desk.setAvailability', { availability: 'available' }, a.headers)).statusCode,
    ).toBe(200);
    expect((await app.desk.check()).assigned).toBe(2);
    expect(await ownerOfRequest(sql, waiting)).toBe(a.id);
    expect(await ownerOfRequest(sql, acme3)).toBe(a.id);
    expect(lead.logLines.join('\n')).not.toMatch(/acme\.example|gmail\.com|hotmail\.com/);
  });

  it('decides a lead stored while nobody can take it as an overflow, once; the sweep assigns it once someone is', async () => {
    const fresh = await leadApp({}, { clock: officeOpenClock() });
    const { app, sql } = fresh;
    const assignSoon = vi.spyOn(app.desk, 'assignSoon');
    const unowned = await postContactLead(app, 'nobody-yet@firstlight.example');
    expect(assignSoon).toHaveBeenCalledTimes(1);
    await app.desk.idle();
    expect(await ownerOfRequest(sql, unowned)).toBeNull();
    const overflows = async () =>
      (
        await sql.query(
          `select e.payload from domain_event e join lead l on l.id = e.lead_id
           where l.contact_request_id = $1 and e.type = 'lead.overflow'`,
          [unowned],
        )
      ).rows.map((row) => row.payload);
    expect(await overflows()).toEqual([{ reason: 'no_sales_team' }]);
    // The sweep keeps trying it without telling the team again.
    await app.desk.check();
    expect(await overflows()).toHaveLength(1);
    const rep = await fresh.signInStaff('sales', 'rep@northline-it.example');
    expect((await app.desk.check()).assigned).toBe(1);
    expect(await ownerOfRequest(sql, unowned)).toBe(rep.id);
    const owned = await postContactLead(app, 'someone-now@secondlight.example');
    expect(assignSoon).toHaveBeenCalledTimes(2);
    expect(await ownerOfRequest(sql, owned)).toBe(rep.id);
  });

  it('decides only the new leads still without owner: one flagged spam or given an owner before its decision is left alone', async () => {
    const fresh = await leadApp({}, { clock: officeOpenClock() });
    const { app, sql } = fresh;
    const rep = await fresh.signInStaff('sales', 'hand@northline-it.example');
    // The desk reads nothing until the test says so: the three leads are decided by one run.
    vi.spyOn(app.desk, 'assignSoon').mockImplementation(() => undefined);
    const [spam, byHand, waiting] = [
      await postContactLead(app, 'flagged@thirdlight.example'),
      await postContactLead(app, 'taken@fourthlight.example'),
      await postContactLead(app, 'waiting@fifthlight.example'),
    ];
    await sql.query('update lead set spam = true where contact_request_id = $1', [spam]);
    await sql.query('update lead set owner_id = $1, assigned_at = now() where contact_request_id = $2', [
      rep.id,
      byHand,
    ]);
    expect(await app.desk.decide()).toBe(1);
    const decided = await sql.query<{ request: string; type: string; owner: string | null }>(
      `select l.contact_request_id as request, e.type, e.payload->>'ownerId' as owner
       from domain_event e join lead l on l.id = e.lead_id
       where e.type in ('lead.assigned', 'lead.overflow') order by e.moment, e.id`,
    );
    expect(decided.rows).toEqual([{ request: waiting, type: 'lead.assigned', owner: rep.id }]);
    expect(await ownerOfRequest(sql, spam)).toBeNull();
  });

  it('reassigns a lead for signed-in staff only, recording from, to and by whom; filters the inbox by owner', async () => {
    const { app, sql } = lead;
    const a = await lead.signInStaff('sales');
    const b = await lead.signInStaff('sales');
    const admin = await lead.signInStaff('admin');
    const requestId = await postContactLead(app, 'reassign@zeta.example');
    const { rows } = await sql.query('select id, owner_id from lead where contact_request_id = $1', [
      requestId,
    ]);
    const leadId = rows[0].id as string;
    const signedOut = await app.inject({
      method: 'POST',
      url: '/trpc/staff.leads.reassign',
      headers: { origin: STAFF_ORIGIN },
      payload: { id: leadId, ownerId: b.id },
    });
    expect(signedOut.statusCode).toBe(401);
    const crossSite = await app.inject({
      method: 'POST',
      url: '/trpc/staff.leads.reassign',
      headers: { cookie: a.headers.cookie ?? '', origin: 'https://evil.example' },
      payload: { id: leadId, ownerId: b.id },
    });
    expect(crossSite.statusCode).toBe(403);
    const unknown = await call(
      app,
      'staff.leads.reassign',
      { id: leadId, ownerId: '6f1c1a52-8e1b-4a53-9a4c-2b3b7a3f1e11' },
      a.headers,
    );
    expect(unknown.statusCode).toBe(404);
    const moved = await call(app, 'staff.leads.reassign', { id: leadId, ownerId: b.id }, admin.headers);
    expect(moved.statusCode).toBe(200);
    const { rows: history } = await sql.query(
      `select payload->>'previousOwnerId' as from_staff_id, payload->>'ownerId' as to_staff_id,
         actor_id as by_staff_id, payload->>'reason' as reason
       from domain_event where lead_id = $1 and type in ('lead.assigned', 'lead.unassigned')
       order by created_at, id`,
      [leadId],
    );
    expect(history.at(-1)).toEqual({
      from_staff_id: rows[0].owner_id,
      to_staff_id: b.id,
      by_staff_id: admin.id,
      reason: 'reassigned',
    });
    const list = async (filter: Record<string, unknown>, headers: Record<string, string>) => {
      const response = await app.inject({
        method: 'GET',
        url: `/trpc/staff.leads.list?input=${encodeURIComponent(JSON.stringify({ ...filter, pageSize: 100 }))}`,
        headers,
      });
      expect(response.statusCode).toBe(200);
      return (
        response.json() as {
          result: { data: { leads: { id: string; ownerId: string | null; ownerName: string | null }[] } };
        }
      ).result.data.leads;
    };
    const mine = await list({ owner: 'mine' }, b.headers);
    expect(mine.map((row) => row.id)).toContain(leadId);
    expect(mine.every((row) => row.ownerId === b.id)).toBe(true);
    expect((await list({ owner: b.id }, a.headers)).map((row) => row.id)).toEqual(mine.map((row) => row.id));
    const none = await call(app, 'staff.leads.reassign', { id: leadId, ownerId: null }, b.headers);
    expect(none.statusCode).toBe(200);
    expect((await list({ owner: 'unassigned' }, a.headers)).map((row) => row.id)).toContain(leadId);
    // The sweep leaves a lead unassigned by hand alone.
    await app.desk.check();
    expect((await list({ owner: 'unassigned' }, a.headers)).map((row) => row.id)).toContain(leadId);
  });
});

describe('who may reassign a lead', () => {
  it("another owner's lead: its owner or an admin (200), any other member 403 and nothing changes; an unowned lead: anyone", async () => {
    const { app, sql } = await leadApp();
    const owner = await signedInStaff(app, 'sales');
    const other = await signedInStaff(app, 'sales');
    const admin = await signedInStaff(app, 'admin');
    const requestId = await postContactLead(app, 'owned@kappa.example');
    const [{ id: leadId }] = (
      await sql.query<{ id: string }>('select id from lead where contact_request_id = $1', [requestId])
    ).rows as [{ id: string }];
    const reassign = (ownerId: string | null, headers: Record<string, string>) =>
      call(app, 'staff.leads.reassign', { id: leadId, ownerId }, headers);
    const history = async () =>
      (
        await sql.query(
          `select count(*)::int as n from domain_event
           where lead_id = $1 and type in ('lead.assigned', 'lead.unassigned')`,
          [leadId],
        )
      ).rows[0].n as number;
    await sql.query('update lead set owner_id = $2 where id = $1', [leadId, owner.id]);
    const recorded = await history();

    for (const ownerId of [other.id, null, admin.id]) {
      const refused = await reassign(ownerId, other.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(REASSIGN_OWNER_ONLY_MESSAGE);
    }
    expect(await ownerOfRequest(sql, requestId)).toBe(owner.id);
    expect(await history()).toBe(recorded);

    expect((await reassign(other.id, owner.headers)).statusCode).toBe(200);
    expect(await ownerOfRequest(sql, requestId)).toBe(other.id);
    expect((await reassign(owner.id, admin.headers)).statusCode).toBe(200);
    expect(await ownerOfRequest(sql, requestId)).toBe(owner.id);
    expect((await reassign(null, owner.headers)).statusCode).toBe(200);
    // Unowned, the lead is the desk's: any member takes it.
    expect((await reassign(other.id, other.headers)).statusCode).toBe(200);
    expect(await ownerOfRequest(sql, requestId)).toBe(other.id);
    expect(await history()).toBe(recorded + 4);
  });
});

describe('a staff reply in the live chat', () => {
  it("stops the chat lead's clock", async () => {
    const { app, sql, signInStaff } = await leadApp({
      CHAT_RATE_LIMIT_MAX: 10_000,
      CHAT_SESSION_MESSAGES_PER_MINUTE: 10_000,
      // A Tuesday morning: the office is open, so the request for a person waits for a consultant.
      CLOCK_START: '2030-12-03T10:40:00-05:00',
    });
    const sam = await signInStaff('sales');
    const started = await app.inject({ method: 'POST', url: '/api/sessions' });
    const sessionId = (started.json() as { sessionId: string }).sessionId;
    await askForAPerson(app, sessionId, 'dana@harbour.example');
    const waiting = await sql.query(
      'select first_response_at, owner_id from lead where chat_session_id = $1',
      [sessionId],
    );
    expect(waiting.rows).toEqual([{ first_response_at: null, owner_id: sam.id }]);
    const leadId = await chatLeadId(sql, sessionId);
    expect((await call(app, 'staff.live.claim', { leadId }, sam.headers)).statusCode).toBe(200);
    const sent = await call(app, 'staff.live.send', { leadId, message: 'Hello, Sam here.' }, sam.headers);
    expect(sent.statusCode, sent.body).toBe(200);
    const { rows } = await sql.query('select first_response_at from lead where chat_session_id = $1', [
      sessionId,
    ]);
    expect(rows[0]?.first_response_at).toBeInstanceOf(Date);
  });
});

describe('first-response clocks', () => {
  let now = new Date('2026-11-27T22:58:00Z');
  let apps: [FastifyInstance, FastifyInstance];
  let sql: pg.Client;
  let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
  let hook: Awaited<ReturnType<typeof webhookReceiver>>;
  beforeAll(async () => {
    smtp = await smtpReceiver();
    hook = await webhookReceiver(WEBHOOK_SECRET);
    const url = await createTestDatabase();
    const env = testEnv({
      DATABASE_URL: url,
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_TO: ['sales@northline-it.example'],
      LEAD_WEBHOOK_URL: hook.url,
      LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    const built = await Promise.all(
      [0, 1].map(() => testApp({ env, background: false, waitForDatabase: true, clock: () => now })),
    );
    apps = built as [FastifyInstance, FastifyInstance];
    sql = await sqlClient(url);
  });

  /** A contact lead of `quality` that arrived at `at`. */
  async function leadAt(email: string, quality: string, at: Date): Promise<string> {
    const requestId = await postContactLead(apps[0], email);
    const { rows } = await sql.query(
      'update lead set occurred_at = $2, quality = $3 where contact_request_id = $1 returning id',
      [requestId, at, quality],
    );
    return rows[0].id as string;
  }

  it('a hot lead at Friday 17:58 is due Saturday 09:03; its breach is escalated once by two workers, to its owner and the admins', async () => {
    const [first, second] = apps;
    const owner = await signedInStaff(first, 'sales', 'owner@northline-it.example');
    const admin = await signedInStaff(first, 'admin', 'chief@northline-it.example');
    now = new Date('2026-11-27T22:58:00Z'); // Friday 17:58 in Toronto (EST)
    const leadId = await leadAt('hot@fridaylate.example', 'hot', now);
    const detail = async () => {
      const response = await first.inject({
        method: 'GET',
        url: `/trpc/staff.leads.get?input=${encodeURIComponent(JSON.stringify({ id: leadId }))}`,
        headers: admin.headers,
      });
      return (
        response.json() as { result: { data: { ownerId: string; sla: { dueAt: string; state: string } } } }
      ).result.data;
    };
    expect((await detail()).ownerId).toBe(owner.id);
    expect((await detail()).sla).toMatchObject({ dueAt: '2026-11-28T14:03:00.000Z', state: 'open' });
    now = new Date('2026-11-28T14:02:00Z'); // Saturday 09:02: not due yet
    expect((await first.desk.check()).escalated).toBe(0);
    now = new Date('2026-11-28T14:03:00Z');
    const checks = await Promise.all([first.desk.check(), second.desk.check()]);
    expect(checks.map((check) => check.escalated).sort()).toEqual([0, 1]);
    expect((await first.desk.check()).escalated).toBe(0);
    await Promise.all([planAlerts(first), planAlerts(second)]);
    const { rows } = await sql.query(
      `select channel from delivery where lead_id = $1 and topic = 'lead.sla_breached' order by channel`,
      [leadId],
    );
    expect(rows).toEqual([{ channel: 'email' }, { channel: 'webhook' }]);
    expect((await detail()).sla.state).toBe('breached');
    await first.deliveries.runDue(now);
    const escalation = smtp.messages.find((message) => message.raw.includes('First-response target missed'));
    expect(escalation?.to.sort()).toEqual(['chief@northline-it.example', 'owner@northline-it.example']);
    expect(hook.state.delivered.filter((call) => call.body.includes('"lead.sla_breached"'))).toHaveLength(1);
  });

  it('the check reads a lead only once its target in wall-clock minutes has passed, and escalates what is due', async () => {
    const [first] = apps;
    const tuesday = new Date('2026-12-01T13:30:00Z'); // Tuesday 08:30 in Toronto (EST); the office opens at 08:00
    now = tuesday;
    const minutesAgo = (minutes: number) => new Date(tuesday.getTime() - minutes * 60_000);
    const hotFresh = await leadAt('hot-fresh@wallclock.example', 'hot', minutesAgo(4));
    const hotDue = await leadAt('hot-due@wallclock.example', 'hot', minutesAgo(5));
    const warmFresh = await leadAt('warm-fresh@wallclock.example', 'warm', minutesAgo(59));
    // Monday 17:30 to Tuesday 08:30 is 60 business minutes: due. Monday 17:45 is 45: read, not due yet.
    const warmDue = await leadAt('warm-due@wallclock.example', 'warm', new Date('2026-11-30T22:30:00Z'));
    const warmOvernight = await leadAt(
      'warm-night@wallclock.example',
      'warm',
      new Date('2026-11-30T22:45:00Z'),
    );
    const targets = first.desk.settings.targets;
    const read = (await breachCandidates(first.db.statements(), now, targets)).map((row) => row.id);
    expect(read).toEqual(expect.arrayContaining([hotDue, warmDue, warmOvernight]));
    expect(read).not.toContain(hotFresh);
    expect(read).not.toContain(warmFresh);
    await first.desk.check();
    const { rows } = await sql.query(
      'select id from lead where sla_breached_at is not null and id = any($1::uuid[]) order by id',
      [[hotFresh, hotDue, warmFresh, warmDue, warmOvernight]],
    );
    expect(rows.map((row) => row.id)).toEqual([hotDue, warmDue].sort());
  });

  it('a cold lead on Saturday 16:00 before Family Day is due Tuesday 17:00; a contacted lead stops its clock', async () => {
    const [first] = apps;
    const staff = await signedInStaff(first, 'sales');
    const saturday = new Date('2027-02-13T21:00:00Z'); // Saturday 16:00 EST; Monday 15 February is Family Day
    now = saturday;
    const cold = await leadAt('cold@familyday.example', 'cold', saturday);
    const warm = await leadAt('warm@familyday.example', 'warm', saturday);
    const read = async (id: string) => {
      const response = await first.inject({
        method: 'GET',
        url: `/trpc/staff.leads.get?input=${encodeURIComponent(JSON.stringify({ id }))}`,
        headers: staff.headers,
      });
      return (
        response.json() as {
          result: { data: { sla: { dueAt: string; state: string; responseMinutes: number | null } } };
        }
      ).result.data.sla;
    };
    expect((await read(cold)).dueAt).toBe('2027-02-16T22:00:00.000Z');
    // warm: 60 minutes from Saturday 16:00 is Saturday 17:00 (closing)
    expect((await read(warm)).dueAt).toBe('2027-02-13T22:00:00.000Z');
    now = new Date('2027-02-13T21:20:00Z');
    const contacted = await first.inject({
      method: 'POST',
      url: '/trpc/staff.leads.setStatus',
      headers: staff.headers,
      payload: { id: warm, status: 'contacted' },
    });
    expect(contacted.statusCode).toBe(200);
    expect(await read(warm)).toMatchObject({ state: 'met', responseMinutes: 20 });
    now = new Date('2027-02-16T22:00:00Z');
    await first.desk.check();
    await planAlerts(first);
    const { rows } = await sql.query(
      `select lead_id from delivery where topic = 'lead.sla_breached' and lead_id = any($1::uuid[])`,
      [[cold, warm]],
    );
    expect(rows.map((row) => row.lead_id)).toEqual([cold, cold]);
  });
});
