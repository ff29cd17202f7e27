import type { FastifyPluginAsync } from 'fastify';
import { createCaller } from '../trpc/router.ts';
import { contextFor } from '../trpc/trpc.ts';

/**
 * REST adapters of the recommendation procedures (issue 7; specification §7). Each calls its tRPC procedure
 * through `createCaller` (one implementation per operation); errors go through app.ts's error boundary as
 * `{ error, issues? }` (400 with field messages, 404 unknown session, 413, 429, 503).
 *
 * - `POST /api/quick-recommendations` → 200 `{ recommendation: { confidence, recommendedServices,
 *   customMessage } }`.
 * - `POST /api/visitor-profile` (profile + sessionId) → 200 `{ sessionId, profile, updatedAt }`.
 * - `POST /api/recommendations` `{ sessionId, forceUpdate? }` → 201 `{ recommendation, generated: true }` when
 *   generated, 200 `{ recommendation, generated: false }` when the stored one is returned; 404 without profile.
 * - `GET /api/recommendations/{sessionId}` → 200 `{ recommendation }`; 404 when there is none yet.
 * - `POST /api/recommendation-analytics` (analytics event) → 201 `{ id, receivedAt }`; 404 without profile.
 */
export const recommendationRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/quick-recommendations', async (request) => {
    return createCaller(contextFor(app, request)).recommendations.quick(request.body as never);
  });

  app.post('/api/visitor-profile', async (request) => {
    return createCaller(contextFor(app, request)).recommendations.saveProfile(request.body as never);
  });

  app.post('/api/recommendations', async (request, reply) => {
    const result = await createCaller(contextFor(app, request)).recommendations.generate(
      request.body as never,
    );
    return reply.code(result.generated ? 201 : 200).send(result);
  });

  app.get('/api/recommendations/:sessionId', async (request) => {
    const { sessionId } = request.params as { sessionId: string };
    return createCaller(contextFor(app, request)).recommendations.get({ sessionId });
  });

  app.post('/api/recommendation-analytics', async (request, reply) => {
    const result = await createCaller(contextFor(app, request)).recommendations.track(request.body as never);
    return reply.code(201).send(result);
  });
};
