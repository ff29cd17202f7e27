import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { REST_ROUTES, type RestRoute } from '../openapi/rest-routes.ts';
import { createCaller } from '../trpc/router.ts';
import { contextFor } from '../trpc/trpc.ts';

/** A procedure of the caller, looked up by its dotted name ('chat.send'): it validates its own input. */
type Procedure = (input?: unknown) => Promise<unknown>;

/**
 * The procedure a route calls, on this request's caller. The one untyped step of the REST adapters: the route
 * table names procedures by string, and each procedure checks its input with its own schema.
 *
 * @throws Error at start-up (from {@link restAdapters}) when the table names a procedure the router lacks
 */
function procedureOf(app: FastifyInstance, request: FastifyRequest, name: string): Procedure {
  const caller = createCaller(contextFor(app, request)) as unknown as Record<
    string,
    Record<string, Procedure>
  >;
  const [area = '', operation = ''] = name.split('.');
  const procedure = caller[area]?.[operation];
  if (!procedure) throw new Error(`No procedure ${name}`);
  return procedure;
}

/** The procedure's input: the path parameters when the path has some, else the JSON body (`{}` when optional and left out), else none. */
function inputOf(route: RestRoute, request: FastifyRequest): unknown {
  if (route.pathParams) return request.params;
  if (route.body) return request.body ?? (route.body.optional ? {} : undefined);
  return undefined;
}

/** The success status: chosen from the result, or the route's one 2xx answer. */
function successStatus(route: RestRoute, result: unknown): number {
  if (route.statusOf) return route.statusOf(result);
  return Number(Object.keys(route.responses).find((status) => status.startsWith('2')) ?? 200);
}

/** Whether a POST of this route may come with an empty body although it says JSON (the widget's end call, §7). */
const takesEmptyBody = (route: RestRoute) => route.method === 'post' && (!route.body || route.body.optional);

/** Fastify's path of an OpenAPI path: `/api/chat/{sessionId}/end` → `/api/chat/:sessionId/end`. */
const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * The REST adapters of the JSON procedures, from one table (issue 17 item 2): every route of
 * `openapi/rest-routes.ts` marked `adapter: 'table'` calls its tRPC procedure through `createCaller` with the
 * route's input and answers the result as JSON with the route's success status. Errors go through app.ts's error
 * boundary (`{ error, issues? }`, 400/401/404/409/413/422/429/503). POSTs whose body is optional or absent take an
 * empty body with a JSON content type. The table also makes the OpenAPI document, so a route cannot be served
 * without being documented, nor documented without being served (`test/openapi.test.ts`).
 */
export const restAdapters: FastifyPluginAsync = async (app) => {
  const routes = REST_ROUTES.filter((route) => route.adapter === 'table');
  for (const route of routes) {
    if (!route.procedure) throw new Error(`${route.method} ${route.path}: a table route needs its procedure`);
  }
  const register = (scope: FastifyInstance, route: RestRoute) => {
    const procedure = route.procedure ?? '';
    scope.route({
      method: route.method === 'get' ? 'GET' : 'POST',
      url: fastifyPath(route.path),
      handler: async (request, reply) => {
        const result = await procedureOf(app, request, procedure)(inputOf(route, request));
        return reply.code(successStatus(route, result)).send(result);
      },
    });
  };
  for (const route of routes.filter((candidate) => !takesEmptyBody(candidate))) register(app, route);
  await app.register(async (scope) => {
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = String(body);
      if (text.trim() === '') done(null, undefined);
      else parseJson(request, text, done);
    });
    for (const route of routes.filter(takesEmptyBody)) register(scope, route);
  });
};
