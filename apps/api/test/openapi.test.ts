/**
 * The OpenAPI document against the app that exists (decision 014):
 * - every REST route Fastify registered (under `/api`, and the probes) is documented, and every documented path
 *   and method is registered (read from `app.printRoutes()`, so nothing is listed by hand twice);
 * - every documented operation answers something other than the router's 404 for unknown paths, with a status
 *   the document lists for it;
 * - real answers of a visitor's whole journey (session, chat, recommendations, leads, newsletter) and of staff
 *   parse with the schema the document names for that status;
 * - `/api/openapi.json` serves the generated document, and `/api/docs` renders every operation without a script.
 */
import { SESSION_TOKEN_HEADER } from '@northline/schemas';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../src/openapi/document.ts';
import { REST_ROUTES, type RestRoute } from '../src/openapi/rest-routes.ts';
import { manageToken } from '../src/scheduling/meeting-tokens.ts';
import { contentSecurityPolicy } from '../src/site/csp.ts';
import { type LeadApp, leadApp, postForm, signedInStaff, validLead } from './helper.ts';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await leadApp({}, { visitorSessions: 'manual' }));
});

/**
 * The routes in `app.printRoutes({ commonPrefix: false })`'s tree as `METHOD /path/{param}`: each line is a
 * path piece after 4 characters of tree per level, then its methods in brackets.
 */
function registeredRoutes(tree: string): Set<string> {
  const routes = new Set<string>();
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│├└─\s]*?)([├└]── )(\S.*?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[3] ?? '');
    const path = stack.join('').replace(/:(\w+)/g, '{$1}');
    for (const method of (match[4] ?? '').split(', ')) routes.add(`${method} ${path}`);
  }
  return routes;
}

/** The REST routes of the API: `/api/…` and the probes, without the HEAD twins Fastify adds to each GET. */
function restRoutesOf(registered: Set<string>): string[] {
  return [...registered]
    .filter((route) => !route.startsWith('HEAD '))
    .filter((route) => {
      const path = route.split(' ')[1] ?? '';
      return path.startsWith('/api/') || path === '/healthz' || path === '/readyz';
    })
    .sort();
}

const documented = () => REST_ROUTES.map((route) => `${route.method.toUpperCase()} ${route.path}`).sort();

/** Every status the document lists for a route. */
const statusesOf = (route: RestRoute) => [
  ...Object.keys(route.responses).map(Number),
  ...(route.errors ?? []),
];

/** The route of the table for a path and method. */
function routeOf(method: RestRoute['method'], path: string): RestRoute {
  const route = REST_ROUTES.find((entry) => entry.method === method && entry.path === path);
  if (!route) throw new Error(`${method} ${path} is not in the table`);
  return route;
}

/** Asserts an answer has a documented status and, when the document names a schema for it, parses with it. */
function expectDocumented(
  method: RestRoute['method'],
  path: string,
  response: { statusCode: number; body: string },
) {
  const route = routeOf(method, path);
  expect(statusesOf(route), `${method} ${path} answered ${response.statusCode}`).toContain(
    response.statusCode,
  );
  const schema = route.responses[response.statusCode]?.schema?.schema;
  if (schema) {
    const parsed = schema.safeParse(JSON.parse(response.body));
    expect(
      parsed.success,
      `${method} ${path} ${response.statusCode}: ${JSON.stringify(parsed.error?.issues)}`,
    ).toBe(true);
  }
}

describe('the OpenAPI document matches the routes that exist', () => {
  it('documents every registered REST route, and registers every documented one', () => {
    const registered = registeredRoutes(app.printRoutes({ commonPrefix: false }));
    // The tree was read: a format change of printRoutes must fail here, not pass with nothing to compare.
    expect(registered).toContain('POST /api/chat/{sessionId}/end');
    expect(restRoutesOf(registered)).toEqual(documented());
  });

  it('answers every documented operation with one of its documented statuses, never the unknown-route 404', async () => {
    const { sessionId } = (await app.inject({ method: 'POST', url: '/api/sessions' })).json();
    for (const route of REST_ROUTES) {
      const url = route.path.replace('{sessionId}', sessionId);
      const response = await app.inject({ method: route.method.toUpperCase() as 'GET' | 'POST', url });
      const label = `${route.method.toUpperCase()} ${route.path} → ${response.statusCode} ${response.body.slice(0, 120)}`;
      expect(response.body, label).not.toContain('No API route');
      expect(statusesOf(route), label).toContain(response.statusCode);
    }
  });

  it('has unique operation ids and an error schema for every error status', () => {
    const ids = REST_ROUTES.map((route) => route.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const document = buildOpenApiDocument();
    expect(document.openapi).toBe('3.1.1');
    expect(document.components.schemas.ApiError).toMatchObject({ type: 'object', required: ['error'] });
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const match of path.matchAll(/\{(\w+)\}/g)) {
          expect(
            operation.parameters?.some((parameter) => parameter.in === 'path' && parameter.name === match[1]),
            `${method} ${path} documents {${match[1]}}`,
          ).toBe(true);
        }
      }
    }
  });
});

describe('real answers parse with the documented schemas', () => {
  it('a visitor session, its chat, and ending it', async () => {
    const started = await app.inject({ method: 'POST', url: '/api/sessions', payload: { prefix: 'chat' } });
    expectDocumented('post', '/api/sessions', started);
    const { sessionId, sessionToken } = started.json();
    const headers = { [SESSION_TOKEN_HEADER]: sessionToken };

    const chat = await app.inject({
      method: 'POST',
      url: '/api/chat',
      headers,
      payload: { sessionId, message: 'We need managed IT for 40 people', visitorInfo: { name: 'Priya' } },
    });
    expect(chat.statusCode).toBe(200);
    expectDocumented('post', '/api/chat', chat);

    const stream = await app.inject({
      method: 'POST',
      url: '/api/chat/stream',
      headers,
      payload: { sessionId, message: 'What does it cost?' },
    });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    const done = /event: done\ndata: (.*)\n/.exec(stream.body)?.[1] ?? '{}';
    expectDocumented('post', '/api/chat/stream', { statusCode: 200, body: done });

    const visitor = await app.inject({ method: 'GET', url: `/api/chat/${sessionId}/visitor`, headers });
    expect(visitor.statusCode).toBe(200);
    expectDocumented('get', '/api/chat/{sessionId}/visitor', visitor);

    const withoutToken = await app.inject({ method: 'GET', url: `/api/chat/${sessionId}/visitor` });
    expect(withoutToken.statusCode).toBe(404);
    expectDocumented('get', '/api/chat/{sessionId}/visitor', withoutToken);

    const staff = await signedInStaff(app, 'sales');
    const transcript = await app.inject({
      method: 'GET',
      url: `/api/chat/${sessionId}`,
      headers: staff.headers,
    });
    expect(transcript.statusCode).toBe(200);
    expectDocumented('get', '/api/chat/{sessionId}', transcript);

    const ended = await app.inject({ method: 'POST', url: `/api/chat/${sessionId}/end`, headers });
    expect(ended.statusCode).toBe(200);
    expectDocumented('post', '/api/chat/{sessionId}/end', ended);

    const csv = await app.inject({ method: 'GET', url: '/api/staff/leads.csv', headers: staff.headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
  });

  it('recommendations: quick, profile, generate, get and analytics', async () => {
    const quick = await app.inject({
      method: 'POST',
      url: '/api/quick-recommendations',
      payload: { industry: 'legal', companySize: '11-50', challenges: ['security-threats'] },
    });
    expect(quick.statusCode).toBe(200);
    expectDocumented('post', '/api/quick-recommendations', quick);

    const { sessionId, sessionToken } = (
      await app.inject({ method: 'POST', url: '/api/sessions', payload: { prefix: 'test-session' } })
    ).json();
    const headers = { [SESSION_TOKEN_HEADER]: sessionToken };
    const profile = await app.inject({
      method: 'POST',
      url: '/api/visitor-profile',
      headers,
      payload: {
        sessionId,
        industry: 'healthcare',
        companySize: '11-50',
        currentChallenges: ['security-threats'],
      },
    });
    expect(profile.statusCode).toBe(200);
    expectDocumented('post', '/api/visitor-profile', profile);

    const generated = await app.inject({
      method: 'POST',
      url: '/api/recommendations',
      headers,
      payload: { sessionId, forceUpdate: true },
    });
    expect(generated.statusCode).toBe(201);
    expectDocumented('post', '/api/recommendations', generated);

    const stored = await app.inject({ method: 'GET', url: `/api/recommendations/${sessionId}`, headers });
    expect(stored.statusCode).toBe(200);
    expectDocumented('get', '/api/recommendations/{sessionId}', stored);

    const tracked = await app.inject({
      method: 'POST',
      url: '/api/recommendation-analytics',
      headers,
      payload: {
        sessionId,
        recommendationId: generated.json().recommendation.timestamp,
        timestamp: '2026-11-24T15:00:00.000Z',
        action: 'viewed',
      },
    });
    expect(tracked.statusCode).toBe(201);
    expectDocumented('post', '/api/recommendation-analytics', tracked);
  });

  it('leads, newsletter, content and probes', async () => {
    const token = await app.inject({ method: 'GET', url: '/api/form-token' });
    expectDocumented('get', '/api/form-token', token);

    const contact = await app.inject({ method: 'POST', url: '/api/contact', payload: validLead });
    expect(contact.statusCode).toBe(201);
    expectDocumented('post', '/api/contact', contact);

    const invalid = await app.inject({ method: 'POST', url: '/api/contact', payload: { email: 'x' } });
    expect(invalid.statusCode).toBe(400);
    expectDocumented('post', '/api/contact', invalid);

    const newsletter = await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'reader@harbourlaw.example', consent: true },
    });
    expect(newsletter.statusCode).toBe(201);
    expectDocumented('post', '/api/newsletter', newsletter);

    for (const path of ['/api/ai/faq', '/api/ai/suggestions', '/healthz', '/readyz'] as const) {
      const response = await app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(200);
      expectDocumented('get', path, response);
    }
  });
});

describe('the booking routes in the document', () => {
  const TOKEN_SECRET = 'meeting-token-secret-for-the-openapi-tests-0123';
  let booking: LeadApp;

  beforeAll(async () => {
    // Thursday November 26, 2026, 9:00 a.m. in Toronto: the next free times are that afternoon and Friday.
    booking = await leadApp({ CLOCK_START: '2026-11-26T09:00:00-05:00', MEETING_TOKEN_SECRET: TOKEN_SECRET });
    const sales = await booking.signInStaff('sales');
    const bookable = await booking.app.inject({
      method: 'POST',
      url: '/trpc/staff.meetings.setBookable',
      headers: sales.headers,
      payload: { bookable: true },
    });
    expect(bookable.statusCode).toBe(200);
  });

  it('lists every booking route as public, with the statuses its adapter answers', () => {
    const document = buildOpenApiDocument();
    const routes = REST_ROUTES.filter((route) => route.path.startsWith('/api/meetings'));
    expect(routes.map((route) => `${route.method.toUpperCase()} ${route.path}`)).toEqual([
      'GET /api/meetings/slots',
      'POST /api/meetings',
      'GET /api/meetings/manage/{token}',
      'POST /api/meetings/manage/{token}/reschedule',
      'POST /api/meetings/manage/{token}/cancel',
      'GET /api/meetings/feed/{file}',
    ]);
    expect(document.tags.find((tag) => tag.name === 'Meetings')?.description).not.toBe('Meetings');
    for (const route of routes) {
      const label = `${route.method} ${route.path}`;
      // A visitor's calls and the feed's secret URL: no sign-in, no session token.
      expect(route.auth, label).toBeUndefined();
      expect(document.paths[route.path]?.[route.method]?.security, label).toEqual([]);
      expect(statusesOf(route), label).toEqual(expect.arrayContaining([429, 503]));
      if (route.path.includes('{')) expect(statusesOf(route), label).toContain(404);
      if (route.method === 'post') {
        // A body that is too large or of another type; a native form post's redirect; a conflict.
        expect(statusesOf(route), label).toEqual(expect.arrayContaining([303, 400, 409, 413, 415]));
        expect(route.responses[303]?.headers?.Location, label).toBeTruthy();
      }
    }
  });

  it('real answers of a booking, its link and its refusals parse with the documented schemas', async () => {
    const { app } = booking;
    const slots = await app.inject({ url: '/api/meetings/slots?days=2' });
    expect(slots.statusCode).toBe(200);
    expectDocumented('get', '/api/meetings/slots', slots);
    // Two hours apart, so that the buffer after one meeting never takes the next.
    const offered = slots.json().days.flatMap((day: { slots: { start: string }[] }) => day.slots);
    const [first, second, third] = [offered[0], offered[4], offered[8]];
    const badDays = await app.inject({ url: '/api/meetings/slots?days=99' });
    expect(badDays.statusCode).toBe(400);
    expectDocumented('get', '/api/meetings/slots', badDays);

    const visitor = { name: 'Noor Haddad', email: 'noor.haddad@lakeshore-dental.example' };
    const booked = await app.inject({
      method: 'POST',
      url: '/api/meetings',
      payload: { ...visitor, start: first.start },
    });
    expect(booked.statusCode).toBe(201);
    expectDocumented('post', '/api/meetings', booked);
    const taken = await app.inject({
      method: 'POST',
      url: '/api/meetings',
      payload: { ...visitor, start: first.start },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().nextSlots.length).toBeGreaterThan(0);
    expectDocumented('post', '/api/meetings', taken);
    const refusals = [
      await app.inject({ method: 'POST', url: '/api/meetings', payload: { ...visitor, start: 'soon' } }),
      await app.inject({
        method: 'POST',
        url: '/api/meetings',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ...visitor, start: second.start, company: 'x'.repeat(70_000) }),
      }),
      await app.inject({
        method: 'POST',
        url: '/api/meetings',
        headers: { 'content-type': 'application/xml' },
        payload: '<booking/>',
      }),
    ];
    expect(refusals.map((answer) => answer.statusCode)).toEqual([400, 413, 415]);
    for (const answer of refusals) expectDocumented('post', '/api/meetings', answer);
    const native = await postForm(app, '/api/meetings', { ...visitor, start: second.start });
    expect(native.statusCode).toBe(303);
    expectDocumented('post', '/api/meetings', native);

    const token = manageToken(TOKEN_SECRET, booked.json().meetingId, 0);
    const read = await app.inject({ url: `/api/meetings/manage/${token}` });
    expect(read.statusCode).toBe(200);
    expectDocumented('get', '/api/meetings/manage/{token}', read);
    const forged = await app.inject({ url: `/api/meetings/manage/${token.slice(0, -4)}AAAA` });
    expect(forged.statusCode).toBe(404);
    expectDocumented('get', '/api/meetings/manage/{token}', forged);

    const moved = await app.inject({
      method: 'POST',
      url: `/api/meetings/manage/${token}/reschedule`,
      payload: { start: third.start },
    });
    expect(moved.statusCode).toBe(200);
    expectDocumented('post', '/api/meetings/manage/{token}/reschedule', moved);
    // The replaced link's conflict has no other times to offer: it still parses with the documented 409.
    const replaced = await app.inject({
      method: 'POST',
      url: `/api/meetings/manage/${token}/reschedule`,
      payload: { start: first.start },
    });
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json().nextSlots).toBeUndefined();
    expectDocumented('post', '/api/meetings/manage/{token}/reschedule', replaced);
    const replacedRead = await app.inject({ url: `/api/meetings/manage/${token}` });
    expect(replacedRead.statusCode).toBe(409);
    expectDocumented('get', '/api/meetings/manage/{token}', replacedRead);

    const newToken = moved.json().token as string;
    const wrongType = await app.inject({
      method: 'POST',
      url: `/api/meetings/manage/${newToken}/cancel`,
      headers: { 'content-type': 'application/xml' },
      payload: '<cancel/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expectDocumented('post', '/api/meetings/manage/{token}/cancel', wrongType);
    const cancelled = await app.inject({ method: 'POST', url: `/api/meetings/manage/${newToken}/cancel` });
    expect(cancelled.statusCode).toBe(200);
    expectDocumented('post', '/api/meetings/manage/{token}/cancel', cancelled);
    const again = await app.inject({ method: 'POST', url: `/api/meetings/manage/${newToken}/cancel` });
    expect(again.statusCode).toBe(409);
    expectDocumented('post', '/api/meetings/manage/{token}/cancel', again);

    const feed = await app.inject({ url: `/api/meetings/feed/${'A'.repeat(43)}.ics` });
    expect(feed.statusCode).toBe(404);
    expectDocumented('get', '/api/meetings/feed/{file}', feed);
  });
});

describe('GET /api/openapi.json and GET /api/docs', () => {
  it('serves the generated OpenAPI 3.1 document, cacheable', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
    const document = response.json();
    expect(document.components.securitySchemes.visitorSession).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-Session-Token',
    });
    expect(document.components.securitySchemes.staffSession).toMatchObject({
      in: 'cookie',
      name: 'nl_staff',
    });
  });

  it('states every operation’s authentication: its scheme, or [] when public', () => {
    const document = buildOpenApiDocument();
    for (const route of REST_ROUTES) {
      const operation = document.paths[route.path]?.[route.method];
      const expected =
        route.auth === 'staff'
          ? [{ staffSession: [] }]
          : route.auth === 'visitor'
            ? [{ visitorSession: [] }]
            : [];
      expect(operation?.security, route.operationId).toEqual(expected);
      const tokenHeader = operation?.parameters?.find((parameter) => parameter.name === 'X-Session-Token');
      expect(tokenHeader?.required ?? false, route.operationId).toBe(route.auth === 'visitor');
    }
  });

  it('renders every operation and schema on a page without a script, under the API’s CSP', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    // The API's own policy, unchanged: no script source beyond 'self' (helmet writes it without spaces).
    const csp = String(response.headers['content-security-policy']).replace(/;\s*/g, '; ');
    expect(csp).toBe(contentSecurityPolicy());
    const page = response.body;
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    for (const route of REST_ROUTES) {
      expect(page, route.path).toContain(`id="${route.operationId}"`);
      expect(page).toContain(`<code>${route.path}</code>`);
    }
    for (const name of Object.keys(buildOpenApiDocument().components.schemas)) {
      expect(page).toContain(`id="schema-${name}"`);
    }
    expect(page).toContain('<code>X-Session-Token</code>');
  });
});
