import cors from '@fastify/cors';
import { SESSION_TOKEN_HEADER } from '@northline/schemas';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The origins a chat session may record as the page it was embedded on (issue 16 item 5): CORS_ORIGINS and
     * the site's own origin (services/embed-origin.ts).
     */
    embedOrigins: ReadonlySet<string>;
  }
}

/** Options of {@link corsPlugin}. */
export interface CorsOptions {
  /** Origins (scheme, host, port) of other sites allowed to call `/api` from the browser, e.g. a partner site embedding the chat widget. */
  origins: readonly string[];
  /** The site's own URL (SITE_URL): its origin is also accepted as a chat's embedding page. */
  siteUrl?: string | undefined;
}

/**
 * Cross-origin access to the `/api` routes for the listed origins only (the `CORS_ORIGINS` setting), so the
 * script-tag chat widget and the recommender components work on other sites (issue 6). Credentials are
 * allowed for those origins; every other origin gets no CORS headers and the browser blocks it. With no
 * origins listed, the API is same-origin only. Decorates the app with `embedOrigins` (partner attribution).
 */
export const corsPlugin = fp<CorsOptions>(
  async (app, options) => {
    const allowed = new Set(options.origins.map((origin) => new URL(origin).origin));
    const embedOrigins = new Set(allowed);
    if (options.siteUrl) embedOrigins.add(new URL(options.siteUrl).origin);
    app.decorate('embedOrigins', embedOrigins);
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'POST'],
      allowedHeaders: ['content-type', 'accept', 'idempotency-key', SESSION_TOKEN_HEADER],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
