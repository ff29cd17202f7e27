import { quickRecommendationSchema, recommendationSchema } from '@northline/schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRecommenderClient, RecommenderRequestError } from './client.ts';
import { type ApiServer, startApiServer } from './test/api-server.ts';
import { quickRecommendation, recommendation } from './test/fixtures.ts';

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});

afterAll(async () => {
  await api.close();
});

beforeEach(() => {
  api.requests.length = 0;
});

describe('the test fixtures', () => {
  it('are answers the API could give (they pass the schemas)', () => {
    expect(quickRecommendationSchema.safeParse(quickRecommendation).success).toBe(true);
    expect(recommendationSchema.safeParse(recommendation()).success).toBe(true);
  });
});

describe('createRecommenderClient (§7)', () => {
  it('joins apiBase (trailing slash dropped) and sends JSON without cookies to another origin', async () => {
    const inits: RequestInit[] = [];
    api.on('POST', '/api/visitor-profile', {
      status: 200,
      body: { sessionId: 's-1', profile: {}, updatedAt: 'x' },
    });
    const client = createRecommenderClient({
      apiBase: `${api.url}/`,
      fetch: (input, init) => {
        inits.push(init ?? {});
        return fetch(input, init);
      },
    });
    await client.saveProfile({ sessionId: 's-1', industry: 'legal' });
    expect(inits[0]?.credentials ?? 'same-origin').toBe('same-origin');
    expect(api.calls('POST', '/api/visitor-profile')[0]?.body).toEqual({
      sessionId: 's-1',
      industry: 'legal',
    });
  });

  it('starts a session and sends its token on every call keyed by that session, never in the URL', async () => {
    const session = { sessionId: 'test-session-1-AAAAAAAAAAAAAAAAAAAAAA', sessionToken: 'T'.repeat(43) };
    api.on('POST', '/api/sessions', { status: 201, body: session });
    api.on('POST', '/api/visitor-profile', {
      status: 200,
      body: { ...session, profile: {}, updatedAt: 'x' },
    });
    api.on('POST', '/api/recommendation-analytics', { status: 201, body: {} });
    const tokens = new Map<string, string>();
    const client = createRecommenderClient({
      apiBase: api.url,
      sessionToken: (sessionId) => tokens.get(sessionId),
    });
    const started = await client.startSession('test-session');
    expect(started).toEqual(session);
    expect(api.calls('POST', '/api/sessions')[0]?.body).toEqual({ prefix: 'test-session' });
    tokens.set(started.sessionId, started.sessionToken);

    await client.saveProfile({ sessionId: started.sessionId });
    await client.get(started.sessionId);
    await client.track({
      sessionId: started.sessionId,
      recommendationId: '',
      timestamp: new Date().toISOString(),
      action: 'viewed',
    });
    const keyed = api.requests.filter((request) => request.path !== '/api/sessions');
    expect(keyed).toHaveLength(3);
    for (const request of keyed) {
      expect(request.headers['x-session-token']).toBe(session.sessionToken);
      expect(request.path).not.toContain(session.sessionToken);
    }
    // Calls not keyed by a session carry no token.
    expect(api.calls('POST', '/api/sessions')[0]?.headers['x-session-token']).toBeUndefined();
  });

  it("rejects a non-OK answer with '<status>: <text>' and the operation's §8 message", async () => {
    api.on('POST', '/api/visitor-profile', { status: 400, body: { error: 'Invalid request' } });
    const client = createRecommenderClient({ apiBase: api.url });
    const error = await client.saveProfile({ sessionId: 's-1' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RecommenderRequestError);
    expect((error as RecommenderRequestError).message).toBe('400: {"error":"Invalid request"}');
    expect((error as RecommenderRequestError).status).toBe(400);
    expect((error as RecommenderRequestError).failure).toBe('Failed to update profile');
  });

  it('uses the status text when the error body is empty', async () => {
    api.on('POST', '/api/recommendation-analytics', { status: 503 });
    const client = createRecommenderClient({ apiBase: api.url });
    const error = await client
      .track({
        sessionId: 's-1',
        recommendationId: '',
        timestamp: new Date().toISOString(),
        action: 'contacted',
      })
      .catch((caught: unknown) => caught);
    expect((error as Error).message).toBe('503: Service Unavailable');
    expect((error as RecommenderRequestError).failure).toBe('Failed to track analytics');
  });

  it('get: 200 → the recommendation, 404 → null, other errors reject', async () => {
    const client = createRecommenderClient({ apiBase: api.url });
    api.on('GET', '/api/recommendations/s-1', { status: 200, body: { recommendation: recommendation() } });
    expect(await client.get('s-1')).toEqual(recommendation());
    api.on('GET', '/api/recommendations/s-1', { status: 404, body: { error: 'Not found' } });
    expect(await client.get('s-1')).toBeNull();
    api.on('GET', '/api/recommendations/s-1', { status: 500, body: { error: 'Boom' } });
    await expect(client.get('s-1')).rejects.toThrow('500: {"error":"Boom"}');
  });

  it('generate: 201 is a new recommendation, 200 the stored one', async () => {
    const client = createRecommenderClient({ apiBase: api.url });
    api.on('POST', '/api/recommendations', {
      status: 201,
      body: { recommendation: recommendation(), generated: true },
    });
    expect((await client.generate({ sessionId: 's-1', forceUpdate: true })).generated).toBe(true);
    api.on('POST', '/api/recommendations', {
      status: 200,
      body: { recommendation: recommendation(), generated: false },
    });
    expect((await client.generate({ sessionId: 's-1' })).generated).toBe(false);
    await expect(
      (async () => {
        api.on('POST', '/api/recommendations', { status: 404, body: { error: 'No profile' } });
        await client.generate({ sessionId: 's-1' });
      })(),
    ).rejects.toMatchObject({ failure: 'Failed to generate recommendations', status: 404 });
  });

  it('quick: returns the recommendation of the answer', async () => {
    api.on('POST', '/api/quick-recommendations', {
      status: 200,
      body: { recommendation: quickRecommendation },
    });
    const client = createRecommenderClient({ apiBase: api.url });
    expect(await client.quick({ industry: 'legal', companySize: '1-10' })).toEqual(quickRecommendation);
  });
});
