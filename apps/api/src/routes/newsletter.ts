import type { FastifyPluginAsync } from 'fastify';
import { createCaller } from '../trpc/router.ts';
import { contextFor } from '../trpc/trpc.ts';

/**
 * REST adapter of `newsletter.subscribe`: `POST /api/newsletter` { email, consent: true } → 201
 * `{ id, message }`; 400 `{ error, issues }` for an invalid email or missing consent.
 */
export const newsletterRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/newsletter', async (request, reply) => {
    const caller = createCaller(contextFor(app, request));
    const result = await caller.newsletter.subscribe(request.body as never);
    return reply.code(201).send(result);
  });
};
