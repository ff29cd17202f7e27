import cors from '@fastify/cors';
import { SESSION_TOKEN_HEADER } from '@northline/schemas';
import fp from 'fastify-plugin';

/** Options of {@link corsPlugin}. */
export interface CorsOptions {
  /** Origins (scheme, host, port) of other sites allowed to call `/api` from the browser, e.g. a partner site embedding the chat widget. */
  origins: readonly string[];
}

/**
 * Cross-origin access to the `/api` routes for the listed origins only (the `CORS_ORIGINS` setting), so the
 * script-tag chat widget and the recommender components work on other sites (issue 6). Credentials are
 * allowed for those origins; every other origin gets no CORS headers and the browser blocks it. With no
 * origins listed, the API is same-origin only.
 */
export const corsPlugin = fp<CorsOptions>(
  async (app, options) => {
    const allowed = new Set(options.origins.map((origin) => new URL(origin).origin));
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
