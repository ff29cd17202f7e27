import type { FastifyPluginAsync, RouteHandlerMethod } from 'fastify';
import { API_GET, type RouteTraits } from '../plugins/app/route-traits.ts';

/** The methods an unknown API path is answered for (OPTIONS stays with CORS; HEAD comes with GET). */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The JSON 404 of an unknown API path: `{ error: 'No API route <METHOD> <path>' }`. */
const noRoute: RouteHandlerMethod = async (request, reply) => {
  const path = request.url.split('?')[0] ?? '/';
  return reply.code(404).send({ error: `No API route ${request.method} ${path}` });
};

/**
 * Unknown paths under a prefix of the API, answered with a JSON 404 (never a page) and counted in the API's rate
 * limit like the routes beside them: `/api` and `/api/...`, or `/trpc` and `/trpc/...` (registered in the tRPC
 * scope, where only JSON is taken).
 *
 * @param prefix `/api` or `/trpc`
 */
export function apiNotFoundRoutes(prefix: '/api' | '/trpc'): FastifyPluginAsync {
  const traits: RouteTraits = API_GET;
  return async (app) => {
    for (const url of [prefix, `${prefix}/*`]) {
      app.route({ method: METHODS, url, config: { traits }, handler: noRoute });
    }
  };
}
