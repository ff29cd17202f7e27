import type { FastifyPluginAsync } from 'fastify';

/**
 * The not-found answer of an API prefix, registered with that prefix (`{ prefix: '/api' }`, and `/trpc` in the
 * tRPC scope, where only JSON is taken): an unknown path below it gets a JSON 404
 * `{ error: 'No API route <METHOD> <path>' }`, never a page, and is never stored by a cache. It is no route, so
 * the request is logged by its redacted path (logging.ts).
 */
export const apiNotFound: FastifyPluginAsync = async (app) => {
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    return reply
      .code(404)
      .header('cache-control', 'no-store')
      .send({ error: `No API route ${request.method} ${path}` });
  });
};
