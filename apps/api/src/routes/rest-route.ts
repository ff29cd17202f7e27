import type { FastifyInstance, RouteOptions } from 'fastify';
import type * as z from 'zod/v4/core';
import type { RestRoute } from '../openapi/rest-routes.ts';
import { type Context, contextFor } from '../operations/context.ts';
import {
  type AnyOperation,
  answerOf,
  type InputOf,
  inputOf,
  type Operation,
  type OperationKind,
  traitsOfOperation,
} from '../operations/operation.ts';
import { API_GET, API_POST, type RouteTraits } from '../plugins/app/route-traits.ts';
import { authorize, transportErrorOf } from '../trpc/trpc.ts';

/**
 * Runs an operation for a REST request, exactly as its tRPC procedure runs it but without tRPC's caller (the lead
 * path's fast path, decision 004): access checked, then the raw input checked with the operation's schema, then
 * `run`, then the answer checked against `output`; a service's refusal mapped as the procedure maps it.
 *
 * @param raw the input as received (a parsed JSON body, the path parameters, a link's token)
 * @param extra what this transport passes beside the input (the chat stream's callbacks)
 * @returns what the operation answers
 * @throws TRPCError BAD_REQUEST with the schema's issues in `cause` (400 with `issues` at the error boundary);
 *   UNAUTHORIZED or FORBIDDEN for a staff operation; the refusal as `transportErrorOf` maps it (404, 409, 422, 429,
 *   503); anything else as thrown (500)
 */
export async function callOperation<Input extends z.$ZodType | undefined, Output, Extra>(
  operation: Operation<Input, Output, OperationKind, Extra>,
  context: Context,
  raw: unknown,
  extra?: Extra,
): Promise<Output> {
  try {
    const staff = await authorize(operation.access, operation.kind, context);
    const input: InputOf<Input> = inputOf(operation, raw);
    return await answerOf(operation, staff ? { ...context, staff } : context, input, extra);
  } catch (error) {
    throw transportErrorOf(error) ?? error;
  }
}

/**
 * What a REST route of an operation is: an API route (rate-limited, never cached; a POST never compressed), in
 * its operation's own rate-limit bucket, staff-only for a staff operation.
 */
export function restTraits(operation: AnyOperation | undefined, method: 'get' | 'post'): RouteTraits {
  return { ...(method === 'get' ? API_GET : API_POST), ...(operation ? traitsOfOperation(operation) : {}) };
}

/**
 * The operation's input from the request: the JSON body with the path parameters (a route with both), the path
 * parameters, else the JSON body (`{}` when optional and left out), else none.
 */
function rawInputOf(route: RestRoute, request: { params: unknown; body: unknown }): unknown {
  if (route.pathParams && route.body) {
    const body = request.body ?? (route.body.optional ? {} : undefined);
    return body && typeof body === 'object' ? { ...body, ...(request.params as object) } : body;
  }
  if (route.pathParams) return request.params;
  if (route.body) return request.body ?? (route.body.optional ? {} : undefined);
  return undefined;
}

/** The success status: chosen from the result, or the route's one 2xx answer. */
function successStatus(route: RestRoute, result: unknown): number {
  if (route.statusOf) return route.statusOf(result);
  return Number(Object.keys(route.responses).find((status) => status.startsWith('2')) ?? 200);
}

/**
 * Makes `scope` (an encapsulated plugin scope) read an empty or blank `application/json` body as no body
 * (`undefined`) instead of answering 400, for the POSTs that take no body or an optional one (the widget's end
 * call, a meeting's cancel). Any other body goes to Fastify's own JSON parser, with its errors.
 */
export function acceptEmptyJsonBody(scope: FastifyInstance): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') done(null, undefined);
    else parseJson(request, text, done);
  });
}

/** Fastify's path of an OpenAPI path: `/api/chat/{sessionId}/end` → `/api/chat/:sessionId/end`. */
export const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * The Fastify route of an operation at a documented REST path (an entry of `openapi/rest-routes.ts`): its input is
 * the path parameters, or the JSON body, or nothing; its answer the result as JSON with the route's success
 * status; errors go through app.ts's error boundary (`{ error, issues? }`). The one way an operation becomes a
 * REST route: `restRoute(chatSend, entry)`. Its traits ({@link restTraits}) are on the route's `config`.
 */
export function restRoute(operation: AnyOperation, route: RestRoute): RouteOptions {
  return {
    method: route.method === 'get' ? 'GET' : 'POST',
    url: fastifyPath(route.path),
    config: { traits: restTraits(operation, route.method) },
    handler: async (request, reply) => {
      const context = contextFor(request.server, request);
      const result = await callOperation(operation, context, rawInputOf(route, request));
      return reply.code(successStatus(route, result)).send(result);
    },
  };
}
