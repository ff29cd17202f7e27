import type { FastifyPluginAsync } from 'fastify';
import { createCaller } from '../trpc/router.ts';
import { contextFor } from '../trpc/trpc.ts';

/**
 * `POST /api/sessions` `{ prefix? }` (issue 13 item 1, decision 012) → 201 `{ sessionId, sessionToken }` with
 * `Cache-Control: no-store`; 400 for an unknown prefix. An empty body is accepted as `{}`. Calls
 * `sessions.start` (one implementation per operation). Rate-limited like every API call (429).
 */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') done(null, undefined);
    else parseJson(request, text, done);
  });
  app.post('/api/sessions', async (request, reply) => {
    const session = await createCaller(contextFor(app, request)).sessions.start(
      (request.body ?? {}) as never,
    );
    return reply.code(201).header('cache-control', 'no-store').send(session);
  });
};
