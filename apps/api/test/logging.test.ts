/**
 * "Nothing personal in logs, ever": bodies carrying a visitor's details are sent so that they fail
 * in every way the API lets a client cause (validation, NUL, a duplicate key in a race, the database going away,
 * unknown paths carrying ids), against PostgreSQL and the embedded PGlite, and no log line may contain the name,
 * email, phone, company or session id. The errors the two drivers really throw (a NUL insert on PGlite carries
 * the whole INSERT with its values; a unique violation on PostgreSQL a `detail` quoting the key) are logged
 * through the app's logger and checked the same way.
 */
import { createSessionId } from '@northline/schemas';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContactRequest } from '../src/db/contact-request.entity.ts';
import { NewsletterSubscription } from '../src/db/newsletter-subscription.entity.ts';
import {
  adminQuery,
  createTestDatabase,
  lockWaiters,
  logCapture,
  migratedPgliteDir,
  sqlClient,
  testApp,
  testEnv,
} from './helper.ts';

/** A visitor whose details must never reach a log line. */
const person = {
  firstName: 'Zanele',
  lastName: 'Okonkwo-Marchetti',
  email: 'zanele.okonkwo@private-mail.example',
  phone: '(647) 555-0123',
  company: 'Okonkwo Orthodontics',
};

/** Every form in which those details could be written. */
const personalTexts = [
  person.firstName,
  person.lastName,
  person.email,
  person.email.split('@')[0] as string,
  person.phone,
  '555-0123',
  '6475550123',
  person.company,
];

const lead = { ...person, employees: '11-50', message: `Call me, ${person.firstName}`, source: 'Home Page' };

/** Asserts that no captured line holds any of `secrets`, naming the line that does. */
function expectNothingPersonal(lines: string[], secrets: string[]) {
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    for (const secret of secrets) {
      expect(line, `a log line holds ${JSON.stringify(secret)}`).not.toContain(secret);
    }
  }
}

/**
 * The requests a client can send with personal details that fail: invalid fields, NUL in every kind of field,
 * a lone surrogate, malformed JSON quoting the body, a form post, and paths and queries carrying ids and emails.
 * @returns the session ids used, which must not be logged either
 */
async function sendFailingRequests(app: FastifyInstance): Promise<string[]> {
  const sessionId = createSessionId('chat');
  const unknownSession = createSessionId('chat');
  const visitorInfo = {
    name: `${person.firstName} ${person.lastName}`,
    email: person.email,
    phone: person.phone,
  };
  const posts: [string, object][] = [
    // Validation.
    ['/api/contact', { ...lead, email: `${person.firstName}@`, phone: '1' }],
    ['/api/newsletter', { email: person.email }],
    ['/api/chat', { message: 'x'.repeat(3000), sessionId, visitorInfo }],
    [
      '/api/visitor-profile',
      { sessionId, contactInfo: { ...visitorInfo, email: 'not-an-email' }, industry: 'x' },
    ],
    // NUL and lone surrogates, in each kind of field.
    ['/api/contact', { ...lead, firstName: `${person.firstName}\u0000` }],
    ['/api/contact', { ...lead, message: `Hello\u0000${person.phone}` }],
    ['/api/newsletter', { email: `${person.email}\u0000`, consent: true }],
    ['/api/chat', { message: `I am ${person.firstName}\u0000`, sessionId, visitorInfo }],
    ['/api/chat/stream', { message: 'Hello', sessionId, visitorInfo: { ...visitorInfo, name: 'Z\u0000' } }],
    [
      '/api/visitor-profile',
      { sessionId, contactInfo: { ...visitorInfo, company: `${person.company}\uD800` } },
    ],
  ];
  for (const [url, payload] of posts) {
    const response = await app.inject({ method: 'POST', url, payload });
    expect(response.statusCode, `${url} ${response.body}`).toBe(400);
  }
  // A chat that works, so the session exists and its turn is logged.
  const chatted = await app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: { message: `Hi, I am ${person.firstName} from ${person.company}`, sessionId, visitorInfo },
  });
  expect(chatted.statusCode).toBe(200);
  // Malformed JSON: V8's JSON.parse quotes the text it failed on.
  const malformed = await app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'application/json' },
    payload: `{"firstName":"${person.firstName}","email":"${person.email}",`,
  });
  expect(malformed.statusCode).toBe(400);
  // A form posted without JavaScript, with NUL.
  const form = await app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...lead, firstName: `${person.firstName}\u0000` }).toString(),
  });
  expect(form.statusCode).toBe(400);
  // Ids and emails in paths and queries.
  for (const url of [
    `/api/chat/${sessionId}/visitor`,
    `/api/chat/${sessionId}`,
    `/api/chat/${unknownSession}/visitor`,
    `/api/recommendations/${sessionId}`,
    `/api/chat/${sessionId}/no-such-route`,
    `/${person.email}/about?email=${person.email}`,
    `/api/ai/faq?email=${encodeURIComponent(person.email)}&session=${sessionId}`,
  ]) {
    const response = await app.inject(url);
    expect(response.statusCode, url).toBeLessThan(500);
  }
  const ended = await app.inject({ method: 'POST', url: `/api/chat/${sessionId}/end` });
  expect(ended.statusCode).toBe(200);
  return [sessionId, unknownSession];
}

describe('logs on PostgreSQL', () => {
  let app: FastifyInstance;
  let url: string;
  let sql: pg.Client;
  const log = logCapture();

  beforeAll(async () => {
    url = await createTestDatabase();
    app = await testApp({
      env: testEnv({ DATABASE_URL: url }),
      waitForDatabase: true,
      logger: { level: 'debug', stream: log.stream },
    });
    sql = await sqlClient(url);
  });

  it('hold no personal detail or session id for requests that fail validation or carry NUL', async () => {
    log.lines.length = 0;
    const sessions = await sendFailingRequests(app);
    expectNothingPersonal(log.lines, [...personalTexts, ...sessions]);
    // The route patterns are logged instead of the ids.
    const logs = log.lines.join('');
    expect(logs).toContain('"url":"/api/chat/:sessionId/visitor"');
    expect(logs).toContain('"url":"/api/chat/:redacted/:redacted"');
    expect(logs).not.toContain('email=');
  });

  it('hold no personal detail when two subscriptions of one email race into a duplicate key', async () => {
    log.lines.length = 0;
    const email = `race.${person.email}`;
    // Both requests read "not subscribed yet", then wait on this lock to insert: their inserts collide.
    await sql.query('begin');
    await sql.query('lock table newsletter_subscription in share row exclusive mode');
    const send = () =>
      app.inject({ method: 'POST', url: '/api/newsletter', payload: { email, consent: true } });
    const both = Promise.all([send(), send()]);
    for (;;) {
      if ((await lockWaiters(sql, `l.relation = 'newsletter_subscription'::regclass`)).length >= 2) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await sql.query('commit');
    const statuses = (await both).map((response) => response.statusCode).sort();
    const logs = log.lines.join('');
    // Either the race failed on the unique key (logged by code and constraint, never its values), or it is
    // handled and both were answered as subscribed.
    if (statuses.join() !== '201,201') {
      expect(logs).toContain('"code":"23505"');
      expect(logs).toContain('"constraint":"newsletter_subscription_email_unique"');
    }
    expectNothingPersonal(log.lines, [...personalTexts, 'race.zanele', 'Key (']);
  });

  it('write a unique violation by code and constraint, without its detail, SQL or parameters', async () => {
    log.lines.length = 0;
    const subscribe = () => {
      const em = app.db.em();
      em.create(NewsletterSubscription, { email: person.email, consentText: 'Yes', consentedAt: new Date() });
      return em.flush();
    };
    await subscribe();
    const error = await subscribe().then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toMatchObject({ code: '23505', detail: expect.stringContaining(person.email) });
    app.log.error({ err: error }, 'insert failed');
    app.log.error(error as Error);
    app.log.debug({ err: error }, 'insert failed');
    const [first, second, third] = log.lines.map(
      (line) => JSON.parse(line) as { level: number; err: Record<string, unknown> },
    );
    expect(first?.err).toMatchObject({
      type: 'UniqueConstraintViolationException',
      code: '23505',
      constraint: 'newsletter_subscription_email_unique',
      table: 'newsletter_subscription',
    });
    expect(second?.err).toEqual(first?.err);
    // The logger runs at debug, as a deployment may: a debug line is written and serialized alike.
    expect(third?.level).toBe(20);
    expect(third?.err).toEqual(first?.err);
    for (const line of log.lines) {
      expect(line).not.toMatch(/"(detail|query|params|sql|parameters)"/);
      expect(line).not.toContain('insert into');
    }
    expectNothingPersonal(log.lines, personalTexts);
  });

  it('hold no personal detail while the database goes away mid-run', async () => {
    log.lines.length = 0;
    const sessionId = createSessionId('chat');
    const name = url.split('/').pop() as string;
    sql.on('error', () => {}); // this test's own connection is cut too
    await adminQuery(`drop database "${name}" with (force)`);
    for (const [path, payload] of [
      ['/api/contact', lead],
      ['/api/newsletter', { email: person.email, consent: true }],
      ['/api/chat', { message: `I am ${person.firstName}`, sessionId, visitorInfo: { email: person.email } }],
    ] as const) {
      const response = await app.inject({ method: 'POST', url: path, payload });
      expect(response.statusCode, `${path} ${response.body}`).toBe(503);
    }
    const visitor = await app.inject(`/api/chat/${sessionId}/visitor`);
    expect(visitor.statusCode).toBe(503);
    expect(log.lines.join('')).toContain('database unreachable');
    expectNothingPersonal(log.lines, [...personalTexts, sessionId]);
  });
});

describe('logs on the embedded PGlite', () => {
  let app: FastifyInstance;
  const log = logCapture();

  beforeAll(async () => {
    app = await testApp({
      env: testEnv({ DATABASE_URL: undefined, PGLITE_DIR: migratedPgliteDir('pglite-logs') }),
      waitForDatabase: true,
      logger: { level: 'debug', stream: log.stream },
    });
    // PGlite initialises a WASM database: seconds on a loaded 2-core machine.
  }, 90_000);

  it('hold no personal detail or session id for requests that fail validation or carry NUL', async () => {
    log.lines.length = 0;
    const sessions = await sendFailingRequests(app);
    expectNothingPersonal(log.lines, [...personalTexts, ...sessions]);
  });

  it('write a failed insert without the INSERT and its values', async () => {
    log.lines.length = 0;
    const em = app.db.em();
    const error = await em
      .insert(ContactRequest, {
        ...person,
        firstName: `${person.firstName}\u0000`,
        employees: '11-50',
        submittedAt: new Date(),
        spam: false,
      })
      .then(
        () => undefined,
        (failure: unknown) => failure,
      );
    // What PGlite's driver error carries: the whole statement with the values in it.
    expect(JSON.stringify(error)).toContain(person.email);
    app.log.error({ err: error }, 'insert failed');
    const [line] = log.lines;
    expect(JSON.parse(line ?? '{}').err).toMatchObject({ type: 'DriverException' });
    expect(line).not.toMatch(/"(query|params|queryOptions)"/);
    expectNothingPersonal(log.lines, personalTexts);
  });
});
