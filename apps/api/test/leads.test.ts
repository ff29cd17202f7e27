/**
 * "Lead detail", "Export": every lead in one list (contact requests, chats that became
 * leads, newsletter signups), filters and server-side paging, the status workflow and note, the detail with
 * transcript and quality explanation, and the streamed CSV export. Against the real PostgreSQL.
 */
import { company } from '@northline/content';
import { createSessionId } from '@northline/schemas';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOfTorontoDay } from '../src/desk/inbox.ts';
import { companySizeText, csvCell, LEAD_CSV_HEADER } from '../src/desk/lead-csv.ts';
import { leadApp, type StaffSignIn, validLead } from './helper.ts';

let app: FastifyInstance;
let sql: pg.Client;
let sales: StaffSignIn;
let logLines: string[];

beforeAll(async () => {
  const lead = await leadApp({ CHAT_RATE_LIMIT_MAX: 10_000, CHAT_SESSION_MESSAGES_PER_MINUTE: 10_000 });
  ({ app, sql, logLines } = lead);
  sales = await lead.signInStaff('sales');
});

beforeEach(async () => {
  await sql.query(
    'delete from contact_request; delete from chat_session; delete from newsletter_subscription; delete from visitor_profile',
  );
});

type Query = Record<string, unknown>;
const query = (path: string, input: Query, headers = sales.headers) =>
  app.inject({ url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, headers });
const mutate = (path: string, payload: Query, headers = sales.headers) =>
  app.inject({ method: 'POST', url: `/trpc/${path}`, headers, payload });
const list = async (input: Query = {}) => {
  const response = await query('staff.leads.list', input);
  expect(response.statusCode).toBe(200);
  return response.json().result.data as {
    leads: { id: string; kind: string; name: string | null; email: string | null; [key: string]: unknown }[];
    total: number;
  };
};

const contact = (overrides: Query = {}) =>
  app.inject({ method: 'POST', url: '/api/contact', payload: { ...validLead, ...overrides } });
const chat = (sessionId: string, message: string, visitorInfo?: Query) =>
  app.inject({ method: 'POST', url: '/api/chat', payload: { message, sessionId, visitorInfo } });
const subscribe = (email: string, extra: Query = {}) =>
  app.inject({ method: 'POST', url: '/api/newsletter', payload: { email, consent: true, ...extra } });

async function leadIdOf(column: string, id: string): Promise<string> {
  const { rows } = await sql.query(`select id from lead where ${column} = $1`, [id]);
  if (!rows[0]) throw new Error('no lead');
  return rows[0].id;
}

describe('staff.leads.list', () => {
  it('lists every kind of lead newest first with when, name, company, quality, source, attribution, status', async () => {
    const form = await contact({
      attribution: { landingPage: '/toronto?utm_source=google', utmSource: 'google', utmMedium: 'cpc' },
    });
    expect(form.statusCode).toBe(201);
    const coldChat = createSessionId('chat');
    await chat(coldChat, 'What are your hours?');
    const leadChat = createSessionId('chat');
    await chat(leadChat, 'Hi, I would like a quote', { name: 'Jane Doe', email: 'jane@acmedental.example' });
    await subscribe('reader@example.com');

    const page = await list({ sort: 'newest' });
    expect(page.total).toBe(3);
    expect(page.leads.map((lead) => lead.kind)).toEqual(['newsletter', 'chat', 'contact']);
    const [newsletter, chatLead, contactLead] = page.leads;
    expect(newsletter).toMatchObject({
      email: 'reader@example.com',
      sourcePage: 'Newsletter',
      status: 'new',
    });
    expect(chatLead).toMatchObject({
      name: 'Jane Doe',
      email: 'jane@acmedental.example',
      sourcePage: 'Chat',
    });
    expect(contactLead).toMatchObject({
      name: 'Priya Sharma',
      company: 'Harbour Law LLP',
      email: validLead.email,
      quality: 'warm',
      sourcePage: 'Home Page',
      status: 'new',
      spam: false,
      attribution: { landingPage: '/toronto?utm_source=google', utmSource: 'google', utmMedium: 'cpc' },
    });
    expect(new Date(String(contactLead?.occurredAt)).toISOString()).toBe(contactLead?.occurredAt);
  });

  it('lists what needs a person first by default, with the visitor’s words and the emergency and waiting marks', async () => {
    const answered = await contact({ company: 'Answered Co', email: 'answered@example.com' });
    const answeredId = await leadIdOf('contact_request_id', answered.json().id);
    await contact({
      company: 'Warm Co',
      email: 'warm@example.com',
      message: 'We would like a quote for 30 laptops.',
    });
    await contact({
      company: 'Hot Co',
      email: 'hot@example.com',
      message: 'Ransomware: our server is down and nobody can work, call me now',
    });
    const waiting = createSessionId('chat');
    await chat(waiting, 'Can I talk to a person please?', { name: 'Wanda Wait', email: 'wanda@example.com' });
    const emergency = createSessionId('chat');
    await chat(emergency, 'We have ransomware, our files are encrypted!', {
      name: 'Emma Urgent',
      email: 'emma@example.com',
    });
    const moved = await mutate('staff.leads.setStatus', { id: answeredId, status: 'contacted' });
    expect(moved.statusCode).toBe(200);

    const page = await list();
    expect(page.leads.map((lead) => lead.company ?? lead.name)).toEqual([
      'Emma Urgent',
      'Wanda Wait',
      'Hot Co',
      'Warm Co',
      'Answered Co',
    ]);
    const [first, second, hot] = page.leads;
    expect(first).toMatchObject({ emergency: true, preview: 'We have ransomware, our files are encrypted!' });
    expect(second).toMatchObject({
      emergency: false,
      waitingForPerson: true,
      preview: 'Can I talk to a person please?',
    });
    expect(hot).toMatchObject({
      emergency: false,
      waitingForPerson: false,
      preview: 'Ransomware: our server is down and nobody can work, call me now',
    });
    // The same leads newest first, as asked.
    expect((await list({ sort: 'newest' })).leads[0]?.name).toBe('Emma Urgent');
    expect((await list({ sort: 'newest' })).leads.at(-1)?.company).toBe('Answered Co');
  });

  it('previews a chat by the visitor’s problem statement, not by their latest line', async () => {
    const session = createSessionId('chat');
    await chat(session, 'Hi there', { name: 'Pat Problem', email: 'pat@example.com' });
    await chat(session, 'Our server keeps crashing and the front desk cannot book patients.');
    await chat(session, 'My number is 416-555-0142, can I talk to a person please?');
    const [lead] = (await list()).leads;
    expect(lead).toMatchObject({
      name: 'Pat Problem',
      preview: 'Our server keeps crashing and the front desk cannot book patients.',
    });
  });

  it('cuts the visitor’s words to the preview’s length', async () => {
    await contact({ message: `${'x'.repeat(300)} end` });
    const [lead] = (await list()).leads;
    expect(String(lead?.preview)).toHaveLength(160);
  });

  it('filters by type, status, quality, date range and a search over name, company and email', async () => {
    await contact({
      firstName: 'Alex',
      lastName: 'Moreau',
      company: 'Queen West Dental',
      email: 'alex@qwd.example',
    });
    await contact({
      company: 'Lakeshore Plant',
      email: 'ops@lakeshore.example',
      message: 'Ransomware: our server is down and nobody can work, call me now',
    });
    await subscribe('news@lakeshore.example');

    expect((await list({ kind: 'contact' })).total).toBe(2);
    expect((await list({ kind: 'newsletter' })).total).toBe(1);
    expect((await list({ quality: 'hot' })).leads.map((lead) => lead.company)).toEqual(['Lakeshore Plant']);
    expect((await list({ search: 'moreau' })).leads.map((lead) => lead.email)).toEqual(['alex@qwd.example']);
    expect((await list({ search: 'QUEEN west' })).total).toBe(1);
    expect((await list({ search: 'lakeshore.example' })).total).toBe(2);
    expect((await list({ search: '%' })).total).toBe(0);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: company.hours.timeZone }).format(new Date());
    expect((await list({ from: today, to: today })).total).toBe(3);
    expect((await list({ to: '2020-01-01' })).total).toBe(0);
    expect((await list({ status: 'contacted' })).total).toBe(0);
  });

  it('reads the campaign from the landing page when a post without JavaScript sent no attribution', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        referer: 'http://localhost/toronto?utm_source=google&utm_medium=cpc&gclid=abc',
      },
      payload: new URLSearchParams({ ...validLead, website: '' }).toString(),
    });
    const [lead] = (await list()).leads;
    expect(lead?.attribution).toEqual({
      landingPage: '/toronto?utm_source=google&utm_medium=cpc&gclid=abc',
      utmSource: 'google',
      utmMedium: 'cpc',
      gclid: 'abc',
    });
  });

  it('hides spam-flagged leads unless asked for them', async () => {
    await contact({ website: 'http://spam.example', email: 'bot@spam.example' });
    await contact();
    expect((await list()).leads.map((lead) => lead.email)).toEqual([validLead.email]);
    const withSpam = await list({ includeSpam: true });
    expect(withSpam.total).toBe(2);
    expect(withSpam.leads.find((lead) => lead.email === 'bot@spam.example')?.spam).toBe(true);
  });

  it('pages and searches on the server over 10,000 leads (speed: pnpm bench:inbox)', async () => {
    await sql.query(`
      with rows as (
        insert into contact_request (id, first_name, last_name, email, phone, company, employees, submitted_at, spam)
        select gen_random_uuid(), 'First' || i, 'Last' || i, 'lead' || i || '@bulk.example', '416-555-0100',
          'Company ' || i, '11-50', now() - (i || ' minutes')::interval, false
        from generate_series(1, 10000) as i
        returning id, submitted_at)
      insert into lead (id, kind, contact_request_id, occurred_at, spam, status)
      select gen_random_uuid(), 'contact', id, submitted_at, false, 'new' from rows`);
    const first = await list({ pageSize: 50, sort: 'newest' });
    const last = await list({ page: 200, pageSize: 50, sort: 'newest' });
    const searched = await list({ search: 'company 9999' });
    expect(first.total).toBe(10_000);
    expect(first.leads).toHaveLength(50);
    expect(first.leads[0]?.email).toBe('lead1@bulk.example');
    expect(first.leads[49]?.email).toBe('lead50@bulk.example');
    expect(last.total).toBe(10_000);
    expect(last.leads).toHaveLength(50);
    expect(last.leads[0]?.email).toBe('lead9951@bulk.example');
    expect(last.leads.at(-1)?.email).toBe('lead10000@bulk.example');
    expect((await list({ page: 201, pageSize: 50 })).leads).toEqual([]);
    expect(searched.total).toBe(1);
    expect(searched.leads.map((lead) => lead.email)).toEqual(['lead9999@bulk.example']);
  });

  it('answers 400 for an invalid filter, never 500', async () => {
    expect((await query('staff.leads.list', { pageSize: 1000 })).statusCode).toBe(400);
    expect((await query('staff.leads.list', { from: 'yesterday' })).statusCode).toBe(400);
    expect((await query('staff.leads.list', { kind: 'fax' })).statusCode).toBe(400);
  });
});

describe('staff.leads.get', () => {
  it('gives every fact, the transcript with timestamps, the quality explanation and the recommendation seen', async () => {
    const sessionId = createSessionId('chat');
    await chat(sessionId, 'Our server is down and nobody can work', { email: 'amara@clinic.example' });
    await app.inject({
      method: 'POST',
      url: '/api/visitor-profile',
      payload: {
        sessionId: createSessionId('test-session'),
        industry: 'healthcare',
        companySize: '11-50',
        currentChallenges: ['security-threats'],
        budget: '15k-50k',
        timeline: '1-3-months',
        contactInfo: { email: 'amara@clinic.example' },
      },
    });
    const { rows } = await sql.query('select session_id from visitor_profile');
    await app.inject({
      method: 'POST',
      url: '/api/recommendations',
      payload: { sessionId: rows[0].session_id },
    });
    const form = await contact({ email: 'amara@clinic.example', chatSessionId: sessionId });

    const detail = await query('staff.leads.get', {
      id: await leadIdOf('contact_request_id', form.json().id),
    });
    expect(detail.statusCode).toBe(200);
    const lead = detail.json().result.data;
    expect(lead).toMatchObject({
      kind: 'contact',
      phone: validLead.phone,
      employees: '11-50',
      message: validLead.message,
      status: 'new',
      statusHistory: [],
    });
    expect(lead.qualityExplanation.rules.map((rule: { id: string }) => rule.id)).toContain('contact-form');
    expect(lead.transcript.messages.map((message: { role: string }) => message.role)).toEqual([
      'user',
      'assistant',
    ]);
    expect(lead.transcript.messages[0].content).toBe('Our server is down and nobody can work');
    expect(new Date(lead.transcript.messages[0].timestamp).toISOString()).toBe(
      lead.transcript.messages[0].timestamp,
    );
    expect(lead.recommendation.services.length).toBeGreaterThan(0);

    const chatLead = (
      await query('staff.leads.get', { id: await leadIdOf('chat_session_id', sessionId) })
    ).json().result.data;
    expect(chatLead.quality).toBe('hot');
    expect(chatLead.qualityExplanation.history[0]).toMatchObject({ from: 'cold', to: 'hot' });
    expect(chatLead.qualityExplanation.rules.map((rule: { id: string }) => rule.id)).toContain('emergency');
  });

  it('answers 404 for an unknown id, 400 for a malformed one, 401 signed out', async () => {
    expect((await query('staff.leads.get', { id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      404,
    );
    expect((await query('staff.leads.get', { id: 'nope' })).statusCode).toBe(400);
    expect(
      (await query('staff.leads.get', { id: '00000000-0000-4000-8000-000000000000' }, {})).statusCode,
    ).toBe(401);
  });
});

describe('status workflow and note', () => {
  it('moves new → contacted → qualified → won, recording who and when; refuses a move back with 409', async () => {
    const id = await leadIdOf('contact_request_id', (await contact()).json().id);
    for (const status of ['contacted', 'qualified', 'won']) {
      const response = await mutate('staff.leads.setStatus', { id, status });
      expect(response.statusCode).toBe(200);
      expect(response.json().result.data).toMatchObject({ status, statusChangedBy: 'Sam Sales' });
    }
    const back = await mutate('staff.leads.setStatus', { id, status: 'new' });
    expect(back.statusCode).toBe(409);
    const lead = (await query('staff.leads.get', { id })).json().result.data;
    expect(
      lead.statusHistory.map((change: { from: string; to: string }) => `${change.from}>${change.to}`),
    ).toEqual(['new>contacted', 'contacted>qualified', 'qualified>won']);
    expect(
      lead.statusHistory.every((change: { changedBy: string }) => change.changedBy === 'Sam Sales'),
    ).toBe(true);
    expect(lead.statusChangedBy).toBe('Sam Sales');
  });

  it('appends each note to the timeline (setNote is addNote by its older name), and refuses an empty one', async () => {
    const id = await leadIdOf('contact_request_id', (await contact()).json().id);
    expect(
      (await mutate('staff.leads.setNote', { id, note: '  Call back Tuesday  ' })).json().result.data.note,
    ).toBe('Call back Tuesday');
    expect((await mutate('staff.leads.addNote', { id, body: 'Called: no answer' })).statusCode).toBe(200);
    const notes = (await query('staff.leads.activity', { id }))
      .json()
      .result.data.entries.filter((entry: { kind: string }) => entry.kind === 'note');
    // Newest first (decision 068).
    expect(notes.map((note: { body: string }) => note.body)).toEqual([
      'Called: no answer',
      'Call back Tuesday',
    ]);
    expect((await mutate('staff.leads.setNote', { id, note: '' })).statusCode).toBe(400);
    expect((await mutate('staff.leads.setNote', { id, note: 'x'.repeat(4001) })).statusCode).toBe(400);
  });

  it('logs lead ids and statuses, never a name or an email', async () => {
    const id = await leadIdOf('contact_request_id', (await contact()).json().id);
    await mutate('staff.leads.setStatus', { id, status: 'contacted' });
    await list({ search: 'Priya' });
    await app.inject({ url: '/api/staff/leads.csv?search=Priya', headers: sales.headers });
    const text = logLines.join('\n');
    // Request lines name the route pattern, never the query that holds the search (logging.ts).
    expect(text).toContain('incoming request');
    expect(text).not.toContain('search=');
    expect(text).toContain('lead status changed');
    expect(text).not.toContain(validLead.email);
    expect(text).not.toContain('Priya');
  });
});

describe('GET /api/staff/leads.csv', () => {
  it('streams the current filter as RFC 4180 CSV in UTF-8 with a BOM, safe from formula injection', async () => {
    await contact({
      company: '=HYPERLINK("http://evil.example","Click")',
      firstName: '@Zoë',
      lastName: 'Risk',
    });
    await contact({ company: 'Comma, Inc.', email: 'comma@example.com' });
    await subscribe('reader@example.com');
    const response = await app.inject({ url: '/api/staff/leads.csv?kind=contact', headers: sales.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="northline-leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body.slice(1).split('\r\n');
    expect(lines[0]).toBe(LEAD_CSV_HEADER.join(','));
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(lines[2]).toContain(`"'@Zoë Risk"`);
    expect(lines[1]).toContain('"Comma, Inc."');
  });

  it('answers 401 without a staff session and 400 for an invalid filter', async () => {
    expect((await app.inject('/api/staff/leads.csv')).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/api/staff/leads.csv?from=soon', headers: sales.headers })).statusCode,
    ).toBe(400);
  });
});

describe('CSV cells', () => {
  it('quote what RFC 4180 needs and neutralise formula starts', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a "quote"')).toBe('"a ""quote"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1`)).toBe(`"'${start}1"`);
    expect(csvCell(null)).toBe('');
  });
});

describe('dates of the inbox', () => {
  it('are calendar days in Toronto', () => {
    expect(startOfTorontoDay('2026-01-15').toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(startOfTorontoDay('2026-07-15').toISOString()).toBe('2026-07-15T04:00:00.000Z');
    expect(startOfTorontoDay('2026-07-15', 1).toISOString()).toBe('2026-07-16T04:00:00.000Z');
  });
});

/** The records of an RFC 4180 text (CRLF line ends, double-quoted fields with doubled quotes). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      index++;
    } else cell += char;
  }
  return records;
}

describe('source page and campaign filters', () => {
  it('filter on the server by the source page and the campaign, also one a post without JavaScript carried', async () => {
    await contact({
      source: 'Contact Page',
      attribution: { utmSource: 'google', utmCampaign: 'spring-promo' },
    });
    await contact({ email: 'home@harbourlaw.example' });
    await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        referer: 'http://localhost/toronto?utm_campaign=fall+sale&utm_medium=email',
      },
      payload: new URLSearchParams({
        ...validLead,
        email: 'native@harbourlaw.example',
        website: '',
      }).toString(),
    });
    await subscribe('reader@example.com', { attribution: { utmCampaign: 'spring-promo' } });

    const options = await query('staff.leads.filterOptions', {});
    expect(options.statusCode).toBe(200);
    expect(options.json().result.data).toEqual({
      sourcePages: ['Contact Page', 'Home Page', 'Newsletter'],
      campaigns: ['fall sale', 'spring-promo'],
    });
    expect((await list({ sourcePage: 'Contact Page' })).leads.map((lead) => lead.email)).toEqual([
      validLead.email,
    ]);
    expect((await list({ sourcePage: 'Home Page' })).total).toBe(2);
    expect((await list({ sourcePage: 'Newsletter' })).leads.map((lead) => lead.kind)).toEqual(['newsletter']);
    expect((await list({ campaign: 'spring-promo' })).leads.map((lead) => lead.kind).sort()).toEqual([
      'contact',
      'newsletter',
    ]);
    expect((await list({ campaign: 'fall sale' })).leads.map((lead) => lead.email)).toEqual([
      'native@harbourlaw.example',
    ]);
    expect((await list({ campaign: 'spring-promo', sourcePage: 'Newsletter' })).total).toBe(1);
    expect((await list({ campaign: 'fall' })).total).toBe(0);

    const csv = await app.inject({
      url: '/api/staff/leads.csv?sourcePage=Home%20Page&campaign=fall%20sale',
      headers: sales.headers,
    });
    const records = parseCsv(csv.rawPayload.toString('utf8').slice(1));
    expect(records.slice(1).map((record) => record[LEAD_CSV_HEADER.indexOf('Email')])).toEqual([
      'native@harbourlaw.example',
    ]);
    // The list now carries phone numbers and the export more personal fields: no log line repeats them.
    const logged = logLines.join('\n');
    expect(logged).toContain('lead export');
    for (const personal of [
      validLead.phone,
      validLead.email,
      validLead.message,
      'native@harbourlaw.example',
    ]) {
      expect(logged).not.toContain(personal);
    }
  });

  it('answer 400 for a source page or campaign over 200 characters, and 401 signed out', async () => {
    expect((await query('staff.leads.list', { sourcePage: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await query('staff.leads.list', { campaign: 'x'.repeat(201) })).statusCode).toBe(400);
    expect(
      (await app.inject({ url: `/api/staff/leads.csv?campaign=${'x'.repeat(201)}`, headers: sales.headers }))
        .statusCode,
    ).toBe(400);
    expect((await query('staff.leads.filterOptions', {}, {})).statusCode).toBe(401);
  });
});

describe("the export's sales columns, at the app's clock", () => {
  /** Tuesday, December 1 2026, 10:00 in Toronto (EST): business hours. */
  let now = new Date('2026-12-01T15:00:00Z');
  let clocked: FastifyInstance;
  let db: pg.Client;
  let rep: StaffSignIn;
  beforeAll(async () => {
    const lead = await leadApp({}, { clock: () => now });
    ({ app: clocked, sql: db } = lead);
    rep = await lead.signInStaff('sales');
  });
  afterAll(async () => {
    await db.end();
  });

  it('carries phone, message, company size, owner, first-response status and latest note; the list a tel: link', async () => {
    const warm = await clocked.inject({ method: 'POST', url: '/api/contact', payload: validLead });
    now = new Date('2026-12-01T15:01:00Z');
    const hot = await clocked.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        ...validLead,
        company: 'Lakeshore Plant',
        email: 'ops@lakeshore.example',
        phone: '+1 416 555 0123',
        employees: '1-10',
        message: 'Ransomware: our server is down and nobody can work, call me now',
      },
    });
    expect([warm.statusCode, hot.statusCode]).toEqual([201, 201]);
    const signup = await clocked.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'reader@example.com', consent: true },
    });
    expect(signup.statusCode).toBe(201);
    await clocked.desk.idle();
    const { rows } = await db.query('select id from lead where contact_request_id = $1', [warm.json().id]);
    const repCall = (path: string, payload: Query) =>
      clocked.inject({ method: 'POST', url: `/trpc/${path}`, headers: rep.headers, payload });
    // The export's note is the latest of the lead's timeline: an earlier one is not it.
    const earlier = await repCall('staff.leads.addNote', { id: rows[0].id, body: 'First call: no answer' });
    expect(earlier.statusCode).toBe(200);
    now = new Date(now.getTime() + 60_000);
    const noted = await repCall('staff.leads.setNote', {
      id: rows[0].id,
      note: '-left a voicemail, "call back" Thursday',
    });
    expect(noted.statusCode).toBe(200);

    now = new Date('2026-12-01T15:20:00Z'); // 10:20: the warm lead is due at 11:00, the hot one was at 10:06
    const listed = await clocked.inject({
      url: `/trpc/staff.leads.list?input=${encodeURIComponent(JSON.stringify({ kind: 'contact' }))}`,
      headers: rep.headers,
    });
    expect(
      listed
        .json()
        .result.data.leads.map((lead: { phone: string; phoneHref: string }) => [lead.phone, lead.phoneHref]),
    ).toEqual([
      ['+1 416 555 0123', 'tel:+14165550123'],
      ['(416) 555-0199', 'tel:+14165550199'],
    ]);

    const response = await clocked.inject({ url: '/api/staff/leads.csv', headers: rep.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('northline-leads-2026-12-01.csv');
    const [header, ...records] = parseCsv(response.rawPayload.toString('utf8').slice(1));
    expect(header).toEqual([...LEAD_CSV_HEADER]);
    const byEmail = new Map(
      records.map((record) => [
        record[LEAD_CSV_HEADER.indexOf('Email')],
        Object.fromEntries(LEAD_CSV_HEADER.map((column, index) => [column, record[index]])),
      ]),
    );
    expect(byEmail.get(validLead.email)).toMatchObject({
      'When (Toronto)': '2026-12-01 10:00',
      Phone: '(416) 555-0199',
      Message: validLead.message,
      'Company size': '11–50',
      Owner: 'Sam Sales',
      'SLA status': 'Due in 40 min',
      'Latest note': `'-left a voicemail, "call back" Thursday`,
    });
    expect(byEmail.get('ops@lakeshore.example')).toMatchObject({
      // A number that starts with + is written as text, like any cell a spreadsheet could run as a formula.
      Phone: "'+1 416 555 0123",
      Message: 'Ransomware: our server is down and nobody can work, call me now',
      'Company size': '1–10',
      Owner: 'Sam Sales',
      'SLA status': 'Overdue',
      'Latest note': '',
    });
    expect(byEmail.get('reader@example.com')).toMatchObject({
      Phone: '',
      Message: '',
      'Company size': '',
      Owner: '',
      'SLA status': 'No target',
    });
  });
});

describe('company sizes in the export', () => {
  it('write a band with an en dash, which spreadsheets keep as text, and anything else as given', () => {
    expect(companySizeText('1-10')).toBe('1–10');
    expect(companySizeText('100+')).toBe('100+');
    expect(companySizeText('42')).toBe('42');
    expect(companySizeText(null)).toBeNull();
  });
});
