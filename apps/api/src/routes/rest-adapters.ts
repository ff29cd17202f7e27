import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { REST_ROUTES, type RestRoute } from '../openapi/rest-routes.ts';
import { acceptEmptyJsonBody, restRoute } from './rest-route.ts';

/** Whether a POST of this route may come with an empty body although it says JSON (the widget's end call, §7). */
const takesEmptyBody = (route: RestRoute) => route.method === 'post' && (!route.body || route.body.optional);

/**
 * The REST routes of the JSON operations, from one table: every entry of `openapi/rest-routes.ts` marked
 * `adapter: 'table'` is `restRoute(entry.operation, entry)`. Errors go through app.ts's error boundary
 * (`{ error, issues? }`, 400/401/404/409/413/422/429/503). POSTs whose body is optional or absent take an empty
 * body with a JSON content type. The table also makes the OpenAPI document, so a route cannot be served without
 * being documented, nor documented without being served (`test/openapi.test.ts`).
 *
 * @throws Error at start-up when a table entry names no operation
 */
export const restAdapters: FastifyPluginAsync = async (app) => {
  const routes = REST_ROUTES.filter((route) => route.adapter === 'table');
  const register = (scope: FastifyInstance, route: RestRoute) => {
    if (!route.operation) throw new Error(`${route.method} ${route.path}: a table route needs its operation`);
    scope.route(restRoute(route.operation, route));
  };
  for (const route of routes.filter((candidate) => !takesEmptyBody(candidate))) register(app, route);
  await app.register(async (scope) => {
    acceptEmptyJsonBody(scope);
    for (const route of routes.filter(takesEmptyBody)) register(scope, route);
  });
};
