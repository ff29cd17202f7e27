import { commonQueries, pageFaqs, quickAnswers } from '@northline/content';
import {
  createSessionId,
  quickRecommendationResponseSchema,
  recommendationResultSchema,
  suggestionsResponseSchema,
  visitorProfileSchema,
} from '@northline/schemas';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { quickRecommend } from '../src/recommendations/engine.ts';
import { NO_PROFILE_MESSAGE, NO_RECOMMENDATION_MESSAGE } from '../src/recommendations/recommendations.ts';
import { createTestDatabase, sqlClient, testApp, testEnv } from './helper.ts';

let app: FastifyInstance;
let sql: pg.Client;

beforeAll(async () => {
  const url = await createTestDatabase();
  app = await testApp({ env: testEnv({ DATABASE_URL: url }), waitForDatabase: true });
  sql = await sqlClient(url);
});

const newSession = () => createSessionId('test-session');
const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });

/** A profile as the recommendation test page sends it (§3). */
const profileOf = (sessionId: string, overrides: object = {}) => ({
  sessionId,
  industry: 'healthcare',
  companySize: '11-50',
  currentChallenges: ['security-threats', 'data-backup-concerns'],
  budget: '15k-50k',
  timeline: '1-3-months',
  complianceNeeds: ['phipa'],
  goals: ['improve-security'],
  contactInfo: { name: 'Amara Okafor', email: 'amara@clinic.example', company: 'Danforth Clinic', phone: '' },
  behaviorData: { pagesVisited: ['/healthcare-it-services'], timeOnSite: 120 },
  ...overrides,
});

async function count(table: string, sessionId: string): Promise<number> {
  const { rows } = await sql.query<{ count: number }>(
    `select count(*)::int as count from ${table} where session_id = $1`,
    [sessionId],
  );
  return rows[0]?.count ?? 0;
}

describe('POST /api/quick-recommendations', () => {
  it('answers 200 with a schema-valid recommendation from the engine', async () => {
    const body = {
      industry: 'legal',
      companySize: '11-50',
      challenges: ['security-threats'],
      budget: '5k-15k',
    };
    const response = await post('/api/quick-recommendations', body);
    expect(response.statusCode).toBe(200);
    const parsed = quickRecommendationResponseSchema.parse(response.json());
    expect(parsed).toEqual(
      quickRecommend({
        industry: 'legal',
        companySize: '11-50',
        challenges: ['security-threats'],
        budget: '5k-15k',
        timeline: '3-6-months',
      }),
    );
    expect(parsed.recommendation.recommendedServices[0]?.serviceId).toBe('cybersecurity');
  });

  it('answers 400 with the field messages when industry and size are missing or invalid', async () => {
    const response = await post('/api/quick-recommendations', { industry: '', challenges: ['nope'] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Invalid request',
      issues: [
        { path: 'industry', message: 'Please select your industry' },
        { path: 'companySize', message: 'Please select your company size' },
        { path: 'challenges.0', message: 'Please choose challenges from the list' },
      ],
    });
  });
});

describe('POST /api/visitor-profile', () => {
  it('stores the profile with its defaults and answers it', async () => {
    const sessionId = newSession();
    const response = await post('/api/visitor-profile', profileOf(sessionId));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.sessionId).toBe(sessionId);
    expect(body.profile).toEqual(visitorProfileSchema.parse(profileOf(sessionId)));
    expect(body.profile.preferences).toEqual({
      communicationStyle: 'business',
      meetingPreference: 'virtual',
      priority: 'quality',
    });
    const { rows } = await sql.query('select profile from visitor_profile where session_id = $1', [
      sessionId,
    ]);
    expect(rows[0].profile).toEqual(body.profile);
  });

  it('upserts by session id: two pushes leave one row with the second profile', async () => {
    const sessionId = newSession();
    const select = async () =>
      (
        await sql.query<{ profile: { industry: string }; created_at: Date; updated_at: Date }>(
          'select profile, created_at, updated_at from visitor_profile where session_id = $1',
          [sessionId],
        )
      ).rows;
    await post('/api/visitor-profile', profileOf(sessionId));
    // The first push dated an hour back, so the second one's time is later whatever the clock's resolution.
    await sql.query(
      `update visitor_profile set created_at = created_at - interval '1 hour', updated_at = updated_at - interval '1 hour'
       where session_id = $1`,
      [sessionId],
    );
    const [first] = await select();
    const second = await post('/api/visitor-profile', profileOf(sessionId, { industry: 'legal', goals: [] }));
    expect(second.statusCode).toBe(200);
    const rows = await select();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.profile.industry).toBe('legal');
    expect(rows[0]?.created_at).toEqual(first?.created_at);
    expect(rows[0]?.updated_at.getTime()).toBeGreaterThan(first?.updated_at.getTime() ?? Infinity);
    expect(new Date(second.json().updatedAt)).toEqual(rows[0]?.updated_at);
  });

  it('leaves a choice not made out of the stored profile, and generates a recommendation from it', async () => {
    const sessionId = newSession();
    const unset = { industry: '', companySize: '', budget: '', timeline: '' };
    const saved = await post('/api/visitor-profile', profileOf(sessionId, unset));
    expect(saved.statusCode).toBe(200);
    for (const field of Object.keys(unset)) expect(saved.json().profile).not.toHaveProperty(field);
    const { rows } = await sql.query('select profile from visitor_profile where session_id = $1', [
      sessionId,
    ]);
    expect(rows[0].profile).toEqual(saved.json().profile);
    const generated = await post('/api/recommendations', { sessionId, forceUpdate: true });
    expect(generated.statusCode).toBe(201);
    expect(recommendationResultSchema.safeParse(generated.json()).success).toBe(true);
  });

  it('answers 400 with field messages for invalid values', async () => {
    const response = await post('/api/visitor-profile', {
      sessionId: newSession(),
      industry: 'mining',
      behaviorData: { timeOnSite: -5 },
      contactInfo: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().issues.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(['industry', 'contactInfo.email', 'behaviorData.timeOnSite']);
    expect(response.json().issues[0].message).toBe('Please select your industry');
  });
});

describe('POST /api/recommendations and GET /api/recommendations/:sessionId', () => {
  it('generates from the stored profile, stores it, and answers it on GET', async () => {
    const sessionId = newSession();
    await post('/api/visitor-profile', profileOf(sessionId));
    expect((await app.inject(`/api/recommendations/${sessionId}`)).statusCode).toBe(404);

    const generated = await post('/api/recommendations', { sessionId, forceUpdate: true });
    expect(generated.statusCode).toBe(201);
    expect(generated.json().generated).toBe(true);
    const { recommendation } = recommendationResultSchema.parse(generated.json());
    expect(recommendation.recommendedServices[0]?.serviceId).toBe('cybersecurity');
    expect(await count('recommendation', sessionId)).toBe(1);

    const fetched = await app.inject(`/api/recommendations/${sessionId}`);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual({ recommendation });
    const { rows } = await sql.query(
      'select generated_at, phrased from recommendation where session_id = $1',
      [sessionId],
    );
    expect(rows[0].generated_at.toISOString()).toBe(recommendation.timestamp);
    expect(rows[0].phrased).toBe(false);
  });

  it('returns the stored one when forceUpdate is false, and regenerates from the new profile when true', async () => {
    const sessionId = newSession();
    await post('/api/visitor-profile', profileOf(sessionId));
    const first = (await post('/api/recommendations', { sessionId })).json();
    await post(
      '/api/visitor-profile',
      profileOf(sessionId, { currentChallenges: ['slow-support-response'] }),
    );

    const stored = await post('/api/recommendations', { sessionId, forceUpdate: false });
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual({ recommendation: first.recommendation, generated: false });

    const updated = await post('/api/recommendations', { sessionId, forceUpdate: true });
    expect(updated.statusCode).toBe(201);
    expect(
      updated.json().recommendation.recommendedServices.map((s: { serviceId: string }) => s.serviceId),
    ).toContain('help-desk');
    const fetched = (await app.inject(`/api/recommendations/${sessionId}`)).json();
    expect(fetched.recommendation).toEqual(updated.json().recommendation);
    expect(await count('recommendation', sessionId)).toBe(2);
  });

  it('answers 404 without a profile, for GET of an unknown session, and 400 for a bad id', async () => {
    const unknown = newSession();
    const generate = await post('/api/recommendations', { sessionId: unknown, forceUpdate: true });
    expect(generate.statusCode).toBe(404);
    expect(generate.json()).toEqual({ error: NO_PROFILE_MESSAGE });
    const fetched = await app.inject(`/api/recommendations/${unknown}`);
    expect(fetched.statusCode).toBe(404);
    expect(fetched.json()).toEqual({ error: NO_RECOMMENDATION_MESSAGE });
    const invalid = await post('/api/recommendations', { sessionId: '', forceUpdate: 'yes' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues).toEqual([
      { path: 'sessionId', message: 'Session id is required' },
      { path: 'forceUpdate', message: 'forceUpdate must be true or false' },
    ]);
  });
});

describe('POST /api/recommendation-analytics', () => {
  it('stores viewed and contacted events', async () => {
    const sessionId = newSession();
    await post('/api/visitor-profile', profileOf(sessionId));
    const { recommendation } = (await post('/api/recommendations', { sessionId, forceUpdate: true })).json();
    const viewed = await post('/api/recommendation-analytics', {
      sessionId,
      recommendationId: recommendation.timestamp,
      timestamp: '2026-11-22T15:00:00.000Z',
      action: 'viewed',
      serviceId: 'cybersecurity',
    });
    expect(viewed.statusCode).toBe(201);
    expect(viewed.json()).toEqual({ id: expect.any(String), receivedAt: expect.any(String) });
    const contacted = await post('/api/recommendation-analytics', {
      sessionId,
      recommendationId: '',
      timestamp: '2026-11-22T15:01:00.000Z',
      action: 'contacted',
      value: 1250,
    });
    expect(contacted.statusCode).toBe(201);

    const { rows } = await sql.query(
      'select id, recommendation_id, action, service_id, value, occurred_at from recommendation_event where session_id = $1 order by occurred_at',
      [sessionId],
    );
    expect(rows).toEqual([
      {
        id: viewed.json().id,
        recommendation_id: recommendation.timestamp,
        action: 'viewed',
        service_id: 'cybersecurity',
        value: null,
        occurred_at: new Date('2026-11-22T15:00:00.000Z'),
      },
      {
        id: contacted.json().id,
        recommendation_id: '',
        action: 'contacted',
        service_id: null,
        value: 1250,
        occurred_at: new Date('2026-11-22T15:01:00.000Z'),
      },
    ]);
  });

  it('answers 400 for an invalid event and 404 for a session without profile', async () => {
    const invalid = await post('/api/recommendation-analytics', {
      sessionId: newSession(),
      recommendationId: '',
      timestamp: 'yesterday',
      action: 'clicked',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues.map((issue: { path: string }) => issue.path)).toEqual([
      'timestamp',
      'action',
    ]);
    const unknown = await post('/api/recommendation-analytics', {
      sessionId: newSession(),
      recommendationId: '',
      timestamp: new Date().toISOString(),
      action: 'viewed',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('tRPC recommendations procedures', () => {
  it('recommendations.get answers NOT_FOUND with the same message', async () => {
    const input = encodeURIComponent(JSON.stringify({ sessionId: newSession() }));
    const response = await app.inject(`/trpc/recommendations.get?input=${input}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(NO_RECOMMENDATION_MESSAGE);
  });
});

describe('GET /api/ai/faq and /api/ai/suggestions', () => {
  it('answers every page FAQ with its route', async () => {
    const response = await app.inject('/api/ai/faq');
    expect(response.statusCode).toBe(200);
    const { faqs } = response.json<{ faqs: { question: string; answer: string; route: string }[] }>();
    const total = Object.values(pageFaqs).reduce((sum, entries) => sum + (entries?.length ?? 0), 0);
    expect(faqs).toHaveLength(total);
    for (const faq of faqs) {
      expect(Object.keys(faq).sort()).toEqual(['answer', 'question', 'route']);
      expect(faq.question).toMatch(/\?$/);
      expect(faq.route).toMatch(/^\//);
    }
    expect(faqs.map((faq) => faq.route)).toContain('/toronto');
  });

  it('answers the quick answers and common queries of the catalogue', async () => {
    const response = await app.inject('/api/ai/suggestions');
    expect(response.statusCode).toBe(200);
    const body = suggestionsResponseSchema.parse(response.json());
    expect(body).toEqual({ quickAnswers: { ...quickAnswers }, commonQueries: [...commonQueries] });
    const trpc = await app.inject('/trpc/ai.suggestions');
    expect(trpc.json().result.data).toEqual(body);
  });
});
