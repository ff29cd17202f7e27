import cors, { type FastifyCorsOptions } from '@fastify/cors';
import { SESSION_TOKEN_HEADER } from '@northline/schemas';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The origins a chat session may record as the page it was embedded on: CORS_ORIGINS and the site's own
     * origin (embed-origin.ts).
     */
    embedOrigins: ReadonlySet<string>;
  }
}

/** A route partner pages may call from the browser: its method and OpenAPI path (`/api/chat/{sessionId}/end`). */
export interface PartnerRoute {
  method: 'get' | 'post';
  path: string;
}

/** Options of {@link corsPlugin}. */
export interface CorsOptions {
  /** Origins (scheme, host, port) of other sites allowed to call the partner routes, e.g. a partner site embedding the chat widget. */
  origins: readonly string[];
  /**
   * The routes those origins may call: the ones the chat widget and the recommender components use (the entries
   * of `openapi/rest-routes.ts` marked `partner`). Every other route answers them without CORS headers.
   */
  partnerRoutes: readonly PartnerRoute[];
  /** The site's own URL (SITE_URL): its origin is also accepted as a chat's embedding page. */
  siteUrl?: string | undefined;
}

/** The headers a partner page's call may send: JSON, the idempotency key and the visitor session token. */
const ALLOWED_HEADERS = ['content-type', 'accept', 'idempotency-key', SESSION_TOKEN_HEADER];

/**
 * Whether a method and path (query included or not) is one of the routes: `{name}` segments match any one
 * non-empty path segment; HEAD counts as GET.
 *
 * @param routes the partner routes, OpenAPI paths
 * @returns a test of `(method, url)`, method in any case (`POST`, `post`)
 */
export function partnerRouteMatcher(
  routes: readonly PartnerRoute[],
): (method: string, url: string) => boolean {
  const patterns = routes.map((route) => ({
    method: route.method.toUpperCase(),
    path: new RegExp(`^${route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`),
  }));
  return (method, url) => {
    const wanted = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
    const path = url.split('?')[0] ?? '';
    return patterns.some((pattern) => pattern.method === wanted && pattern.path.test(path));
  };
}

/**
 * Cross-origin access for the listed origins only (the `CORS_ORIGINS` setting), and only to the routes partner
 * pages call: the script-tag chat widget and the recommender components. Those calls prove their session with
 * the `X-Session-Token` header, never a cookie, so CORS never allows credentials: a partner page cannot read an
 * answer made with the visitor's or a staff member's cookies, even from an origin on the API's own site
 * (Fetch standard, "CORS protocol and credentials"; OWASP ASVS V14.5.3). A preflight or call from a listed origin
 * to any other route (`/trpc/...`, the staff paths, the transcripts) gets no `Access-Control-Allow-Origin`; a
 * preflight to one is answered 404. Every other origin gets no CORS headers at all. With no origins listed, the
 * API is same-origin only. Decorates the app with `embedOrigins` (partner attribution).
 */
export const corsPlugin = fp<CorsOptions>(
  async (app, options) => {
    const allowed = new Set(options.origins.map((origin) => new URL(origin).origin));
    const embedOrigins = new Set(allowed);
    if (options.siteUrl) embedOrigins.add(new URL(options.siteUrl).origin);
    app.decorate('embedOrigins', embedOrigins);
    const isPartnerRoute = partnerRouteMatcher(options.partnerRoutes);
    const refused: FastifyCorsOptions = { origin: false };
    const partnerCall = (origin: string): FastifyCorsOptions => ({
      origin,
      credentials: false,
      methods: ['GET', 'POST'],
      allowedHeaders: ALLOWED_HEADERS,
      maxAge: 600,
    });
    /** The method the browser will send: the preflight's `Access-Control-Request-Method`, else the request's. */
    const methodOf = (request: FastifyRequest) => {
      if (request.method !== 'OPTIONS') return request.method;
      const requested = request.headers['access-control-request-method'];
      return typeof requested === 'string' ? requested : '';
    };
    await app.register(cors, {
      delegator: (request, callback) => {
        const origin = request.headers.origin;
        const granted =
          origin !== undefined && allowed.has(origin) && isPartnerRoute(methodOf(request), request.url);
        callback(null, granted ? partnerCall(origin) : refused);
      },
    });
  },
  { name: 'cors' },
);
