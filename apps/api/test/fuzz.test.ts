/**
 * "Bad bytes are a 400": property-based fuzzing (fast-check) of the body of every REST endpoint
 * that takes one (apps/api/src/routes), as JSON and, for the form endpoints, as a browser's urlencoded post.
 * Each body is a valid one with fields replaced by hostile values (NUL, lone surrogates, any code point, wrong
 * types, nesting), or anything at all. No answer may be a 5xx, and a chat stream may not end in `event: error`:
 * a bad body is the client's mistake (4xx), never a server failure.
 */
import { createSessionId } from '@northline/schemas';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testApp, testEnv, validLead } from './helper.ts';

/** Bodies per endpoint: enough to hit every field with each kind of hostile value, quick on 2 cores. */
const RUNS = 60;
/** Chat runs the engine on each valid body: fewer. */
const CHAT_RUNS = 40;

let app: FastifyInstance;
/** A session with a stored visitor profile, so generating and tracking reach the engine and the database. */
const profiled = createSessionId('fuzz-profile');
/** A session with a conversation, so the live hand-off's calls reach the live chat rather than a 404. */
const talking = createSessionId('fuzz-talking');
/** A meeting link's token of the right shape that names no meeting (the signature does not match). */
const MEETING_TOKEN = '00000000-0000-4000-8000-000000000000.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

beforeAll(async () => {
  const url = await createTestDatabase();
  app = await testApp({
    // Generous database limits: on a machine kept busy (pnpm test:stress) a slow connection is an outage (503),
    // which is not what this test is about; what a body does to the API is.
    env: testEnv({
      DATABASE_URL: url,
      RATE_LIMIT_MAX: 1_000_000,
      DATABASE_CONNECT_TIMEOUT_MS: 30_000,
      DATABASE_STATEMENT_TIMEOUT_MS: 60_000,
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 60_000,
      // Every valid body generates a recommendation for one session: the hourly limit would hide the rest behind 429.
      RECOMMENDATIONS_PER_HOUR: 1_000_000,
    }),
    waitForDatabase: true,
  });
  const saved = await app.inject({
    method: 'POST',
    url: '/api/visitor-profile',
    payload: { sessionId: profiled, industry: 'legal', companySize: '11-50' },
  });
  expect(saved.statusCode).toBe(200);
  const said = await app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: { sessionId: talking, message: 'Hello, we are a 12-person accounting firm in Vaughan.' },
  });
  expect(said.statusCode).toBe(200);
});

/** One UTF-16 code unit, any of them: lone surrogates and NUL included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/** Whether a text has no lone surrogate (ES2023 has no `String.prototype.isWellFormed`). */
const isWellFormed = (text: string) => !/\p{Cs}/u.test(text);
/** The text with each lone surrogate replaced by U+FFFD, as a browser encodes it into a URL. */
const toWellFormed = (text: string) => text.replace(/\p{Cs}/gu, '\uFFFD');

/** Texts no field may accept, and texts of any code point. */
const hostileText = fc.oneof(
  // A plausible value with a NUL or a lone surrogate somewhere in it (weighted: the case that once reached the database as a 500).
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 8 }),
        fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'),
        fc.string({ maxLength: 8 }),
      )
      .map(([before, bad, after]) => `${before}${bad}${after}`),
  },
  { weight: 2, arbitrary: fc.string({ unit: codeUnit, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 5000, maxLength: 6000 }) },
);

/**
 * Texts a field may accept that are still unusual for the database and the engines: any code point but NUL,
 * quotes and SQL, escapes, direction marks, a byte-order mark. These reach the database.
 */
const oddButAllowedText = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).map((text) => text.replaceAll('\u0000', ' ')),
  fc.constantFrom(
    "O'Brien'); drop table contact_request; --",
    '\\x00 \\u0000 %00 &#0;',
    '\u202eevil\u202c',
    '\uFEFFPriya',
    '\u{1F600}\u{1F469}\u200D\u{1F4BB}\u{1F1E8}\u{1F1E6}',
    '{{7*7}} $(id) <script>alert(1)</script>',
  ),
);

/** Anything a JSON field may hold instead of the value it expects. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileText },
  { weight: 3, arbitrary: oddButAllowedText },
  {
    weight: 2,
    arbitrary: fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 2 ** 53, '', ' ', '__proto__'),
  },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), hostileText, { maxKeys: 3 }) },
);

/** Dotted paths of every leaf of a JSON value (`attribution.utmSource`, `behaviorData.pagesVisited.0`). */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      leafPaths(inner, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [prefix];
}

/** A deep copy of `base` with the value at `path` set. */
function withValueAt(base: object, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(base) as Record<string, unknown>;
  const keys = path.split('.');
  const last = keys.pop() as string;
  let target = copy;
  for (const key of keys) target = target[key] as Record<string, unknown>;
  target[last] = value;
  return copy;
}

/**
 * Bodies built from `valid`: one leaf replaced by a hostile value (most often), several leaves replaced, a
 * whole branch replaced, or any JSON value at all.
 */
function bodies(valid: object): fc.Arbitrary<unknown> {
  const paths = leafPaths(valid);
  const branches = Object.keys(valid);
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(fc.constantFrom(...paths), hostileValue)
        .map(([path, value]) => withValueAt(valid, path, value)),
    },
    {
      weight: 2,
      arbitrary: fc
        .array(fc.tuple(fc.constantFrom(...paths), hostileValue), { minLength: 2, maxLength: 4 })
        .map((changes) =>
          changes.reduce<object>((body, [path, value]) => withValueAt(body, path, value), valid),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...branches), hostileValue)
        .map(([path, value]) => withValueAt(valid, path, value)),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

const attribution = {
  landingPage: '/toronto?utm_source=google',
  referrerHost: 'www.google.com',
  utmSource: 'google',
  utmMedium: 'cpc',
  utmCampaign: 'spring',
  utmTerm: 'managed it',
  utmContent: 'ad-1',
  gclid: 'abc123',
};

const profile = {
  industry: 'healthcare',
  companySize: '11-50',
  currentChallenges: ['security-threats'],
  budget: '15k-50k',
  timeline: '1-3-months',
  complianceNeeds: ['phipa'],
  goals: ['improve-security'],
  contactInfo: { name: 'Amara Okafor', email: 'amara@clinic.example', company: 'Danforth Clinic', phone: '' },
  behaviorData: {
    pagesVisited: ['/healthcare-it-services'],
    timeOnSite: 120,
    servicesViewed: ['Cybersecurity'],
    documentsDownloaded: ['guide.pdf'],
    chatInteractions: 1,
    formSubmissions: 0,
  },
  preferences: { communicationStyle: 'technical', meetingPreference: 'virtual', priority: 'quality' },
};

/** The session id of the valid chat body; each body that keeps it gets a fresh one (a session holds 50 messages). */
const CHAT_SESSION = 'fuzz-chat-session';

/** A chat body as the widget sends it. */
const chatBody = () => ({
  message: 'We are a 20-person law firm in Toronto. How do you handle ransomware?',
  sessionId: CHAT_SESSION,
  visitorInfo: { name: 'Priya Sharma', email: 'priya@harbourlaw.example', company: 'Harbour Law', phone: '' },
  attribution,
});

/** Every REST endpoint that reads a body (apps/api/src/routes), with a valid body to start from. */
const endpoints: { url: string; valid: () => object; runs: number }[] = [
  {
    url: '/api/contact',
    valid: () => ({ ...validLead, website: '', formToken: 'x', attribution, chatSessionId: profiled }),
    runs: RUNS,
  },
  {
    url: '/api/newsletter',
    valid: () => ({ email: 'fuzz@example.com', consent: true, website: '', formToken: 'x', attribution }),
    runs: RUNS,
  },
  { url: '/api/chat', valid: chatBody, runs: CHAT_RUNS },
  { url: '/api/chat/stream', valid: chatBody, runs: CHAT_RUNS },
  {
    url: '/api/quick-recommendations',
    valid: () => ({
      industry: 'legal',
      companySize: '11-50',
      challenges: ['security-threats'],
      budget: '5k-15k',
    }),
    runs: RUNS,
  },
  { url: '/api/visitor-profile', valid: () => ({ ...profile, sessionId: profiled }), runs: RUNS },
  { url: '/api/recommendations', valid: () => ({ sessionId: profiled, forceUpdate: true }), runs: RUNS },
  {
    url: '/api/recommendation-analytics',
    valid: () => ({
      sessionId: profiled,
      recommendationId: '2025-01-11T14:30:00.000Z',
      timestamp: '2025-01-11T14:31:00.000Z',
      action: 'viewed',
      serviceId: 'cybersecurity',
      value: 1500,
    }),
    runs: RUNS,
  },
  { url: '/api/sessions', valid: () => ({ prefix: 'demo' }), runs: RUNS },
  // The live hand-off's visitor calls, on a session that has a conversation (so they reach the live chat).
  {
    url: `/api/chat/${talking}/handoff`,
    valid: () => ({ email: 'fuzz.handoff@example.com' }),
    runs: RUNS,
  },
  { url: `/api/chat/${talking}/typing`, valid: () => ({ typing: true }), runs: RUNS },
  { url: `/api/chat/${talking}/seen`, valid: () => ({ lastEventId: '1' }), runs: RUNS },
  {
    url: `/api/chat/${talking}/transcript-email`,
    valid: () => ({ email: 'fuzz.transcript@example.com' }),
    runs: RUNS,
  },
  { url: '/api/chat/resume', valid: () => ({ token: 'A'.repeat(43) }), runs: RUNS },
  // Booking as the widget posts it (JSON), and the e-mailed link's reschedule and cancel.
  {
    url: '/api/meetings',
    valid: () => ({
      start: '2030-12-02T17:00:00.000Z',
      name: 'Fuzz Booker',
      email: 'fuzz.booker@example.com',
      company: 'Fuzz Inc.',
      phone: '416-555-0100',
      sessionId: talking,
      attribution,
    }),
    runs: RUNS,
  },
  {
    url: `/api/meetings/manage/${MEETING_TOKEN}/reschedule`,
    valid: () => ({ start: '2030-12-02T17:00:00.000Z' }),
    runs: RUNS,
  },
  { url: `/api/meetings/manage/${MEETING_TOKEN}/cancel`, valid: () => ({ reason: 'none' }), runs: RUNS },
];

/** Fails with the status and body when an answer is a server error. */
function expectClientSide(url: string, body: unknown, status: number, text: string) {
  expect(status, `${url} answered ${status} ${text.slice(0, 300)} to ${JSON.stringify(body)}`).toBeLessThan(
    500,
  );
  expect(text, `${url} streamed an error for ${JSON.stringify(body)}`).not.toContain('event: error');
}

describe('fuzzing the JSON bodies', { timeout: 300_000 }, () => {
  it.each(endpoints)('POST $url answers no 5xx', async ({ url, valid, runs }) => {
    await fc.assert(
      fc.asyncProperty(bodies(valid()), async (body) => {
        // A fresh chat session per body, so the 50-message limit never hides what the engine does with it.
        const payload =
          body && typeof body === 'object' && (body as { sessionId?: unknown }).sessionId === CHAT_SESSION
            ? { ...body, sessionId: createSessionId('fuzz-chat') }
            : body;
        const response = await app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expectClientSide(url, payload, response.statusCode, response.body);
      }),
      { numRuns: runs },
    );
  });

  it('the routes with a session id, meeting token or feed file in the path answer no 5xx for any of them', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostileText, fc.constant(profiled)), async (id) => {
        const segment = encodeURIComponent(toWellFormed(id));
        // A lone surrogate cannot be written in a URL as UTF-8; its WTF-8 bytes are what a client could send.
        const raw = isWellFormed(id) ? segment : `${segment}%ED%A0%80`;
        for (const [method, url] of [
          ['POST', `/api/chat/${raw}/end`],
          ['GET', `/api/chat/${raw}`],
          ['GET', `/api/chat/${raw}/visitor`],
          ['GET', `/api/recommendations/${raw}`],
          ['POST', `/api/chat/${raw}/handoff`],
          ['POST', `/api/chat/${raw}/typing`],
          ['GET', `/api/meetings/manage/${raw}`],
          ['POST', `/api/meetings/manage/${raw}/cancel`],
          ['GET', `/api/meetings/feed/${raw}.ics`],
          ['GET', `/api/meetings/slots?days=${raw}`],
        ] as const) {
          const response = await app.inject({ method, url });
          expectClientSide(url, id, response.statusCode, response.body);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

/** Percent-encoded bytes a urlencoded body may carry: UTF-8 of any text, NUL, invalid UTF-8, broken escapes. */
const encodedValue = fc.oneof(
  { weight: 3, arbitrary: hostileText.map((text) => encodeURIComponent(toWellFormed(text))) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'Pri%00ya',
      '%ED%A0%80',
      '%ED%B0%80x',
      '%C0%80',
      '%FF%FE',
      '%',
      '%zz',
      '%E2%82',
      '+%00+',
    ),
  },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.integer({ min: 0, max: 255 }), { maxLength: 12 })
      .map((bytes) => bytes.map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')),
  },
);

/** The fields each form posts without JavaScript, with valid values. */
const formFields = {
  '/api/contact': { ...validLead, website: '', formToken: '' },

  '/api/newsletter': { email: 'fuzz.form@example.com', consent: 'on', website: '', formToken: '' },

  '/api/meetings': {
    start: '2030-12-02T17:00:00.000Z',
    name: 'Fuzz Form',
    email: 'fuzz.meeting@example.com',
    company: 'Fuzz Inc.',
    phone: '416-555-0100',
    website: '',
  },

  '/api/meetings/manage/00000000-0000-4000-8000-000000000000.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/reschedule':
    { start: '2030-12-02T17:00:00.000Z' },
} as const;

describe('fuzzing the urlencoded form posts', { timeout: 300_000 }, () => {
  it.each(Object.entries(formFields))('POST %s answers no 5xx', async (url, fields) => {
    const names = Object.keys(fields);
    const encode = (values: Record<string, string>) =>
      Object.entries(values)
        .map(([name, value]) => `${name}=${value}`)
        .join('&');
    const valid = Object.fromEntries(
      Object.entries(fields).map(([name, value]) => [name, encodeURIComponent(value)]),
    );
    const body = fc.oneof(
      {
        weight: 6,
        arbitrary: fc
          .array(fc.tuple(fc.constantFrom(...names), encodedValue), { minLength: 1, maxLength: 3 })
          .map((changes) => encode({ ...valid, ...Object.fromEntries(changes) })),
      },
      // A field posted twice, and whole bodies of anything.
      {
        weight: 1,
        arbitrary: encodedValue.map((value) => `${encode(valid)}&firstName=${value}&email=${value}`),
      },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload,
        });
        expectClientSide(url, payload, response.statusCode, response.body);
      }),
      { numRuns: RUNS },
    );
  });
});
