import type { FastifyPluginAsync } from 'fastify';
import { createCaller } from '../trpc/router.ts';
import { contextFor } from '../trpc/trpc.ts';

/**
 * REST adapter of `contact.submit` (specification §7): `POST /api/contact` with the contact request as
 * JSON. 201 with `{ id, submittedAt, message }`; 400 `{ error, issues }`; 413; 429; 503 (see app.ts's
 * error handler). The procedure is the one implementation; this only translates HTTP.
 */
export const contactRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/contact', async (request, reply) => {
    const caller = createCaller(contextFor(app, request));
    const result = await caller.contact.submit(request.body as never);
    return reply.code(201).send(result);
  });
};
