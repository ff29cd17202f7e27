import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What a route is, declared on the route (its Fastify `config.traits`) or, behind `/trpc`, on the procedure
 * (its tRPC `meta`), never inferred from its path. {@link routeTraitsPlugin} and the rate limit
 * (plugins/external/security.ts) apply them; a route without traits (a page, an asset, a probe) gets none.
 */
export interface RouteTraits {
  /**
   * The per-IP rate-limit bucket the route counts in: `api` (RATE_LIMIT_MAX per minute, shared by every API
   * route) or `chat` (CHAT_RATE_LIMIT_MAX per minute, shared by every transport of a chat message). Not
   * rate-limited when absent.
   */
  rateLimit?: 'api' | 'chat' | undefined;
  /** Staff only: the answer is never stored by a cache (`no-store`) and never indexed (`X-Robots-Tag`). */
  staff?: boolean | undefined;
  /**
   * `no-store`: the answer may carry personal data (a lead id, a transcript, visitor details), so no cache keeps
   * it; set before the handler runs, so a route that sets its own `Cache-Control` wins.
   */
  cache?: 'no-store' | undefined;
  /**
   * `false`: the answer is never compressed. The API's POSTs answer a few hundred bytes of JSON, where
   * compressing costs every lead and chat message time for nothing (decision 004); request bodies are still
   * decompressed.
   */
  compress?: false | undefined;
}

/** What a route's `config.traits` holds: the traits, or (the one tRPC route) a function of the request. */
export type RouteTraitsConfig = RouteTraits | ((request: FastifyRequest) => RouteTraits);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route is ({@link RouteTraits}). */
    traits?: RouteTraitsConfig;
  }
}

/** An API route that reads or is served as a page of its own (GET): rate-limited, never cached. */
export const API_GET: RouteTraits = { rateLimit: 'api', cache: 'no-store' };
/** An API route that changes state (POST): rate-limited, never cached, never compressed. */
export const API_POST: RouteTraits = { rateLimit: 'api', cache: 'no-store', compress: false };

/** No traits: what a page, an asset or a probe is. */
const NONE: RouteTraits = {};

/** The traits of the route a request matched; none for a request no route matched. */
export function traitsOf(request: FastifyRequest): RouteTraits {
  const traits = request.routeOptions.config?.traits;
  if (traits === undefined) return NONE;
  return typeof traits === 'function' ? traits(request) : traits;
}

/** Marks a staff answer: never stored by a cache, never indexed. */
export function markStaffAnswer(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
  reply.header('x-robots-tag', 'noindex, nofollow');
}

/**
 * Applies the routes' {@link RouteTraits} (the rate limit applies `rateLimit` itself): `compress: false` becomes
 * the route's `compress: false` for @fastify/compress (so register this plugin before it), `cache` is set before
 * the handler, and a staff answer is marked after it. Hooks take a callback, not a promise: one promise less per
 * hook and request on the lead path (decision 004).
 */
export const routeTraitsPlugin = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const traits = route.config?.traits;
      if (
        traits &&
        typeof traits !== 'function' &&
        traits.compress === false &&
        route.compress === undefined
      ) {
        route.compress = false;
      }
    });
    app.addHook('onRequest', (request, reply, done) => {
      if (traitsOf(request).cache === 'no-store') reply.header('cache-control', 'no-store');
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (traitsOf(request).staff) markStaffAnswer(reply);
      done(null, payload);
    });
  },
  { name: 'route-traits' },
);
