import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/** Options of {@link securityPlugin}. */
export interface SecurityOptions {
  /** Requests one client IP may make to `/api` and `/trpc` per minute before getting 429. */
  rateLimitMax: number;
}

/** Whether a URL is an API call (rate-limited); pages and assets are not. */
const isApiUrl = (url: string) => url.startsWith('/api/') || url.startsWith('/trpc');

/**
 * Security headers (@fastify/helmet) and the per-IP rate limit (@fastify/rate-limit, 429 with
 * Retry-After) of the API routes.
 */
export const securityPlugin = fp<SecurityOptions>(
  async (app, options) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // React Router's prerendered pages hydrate from inline module scripts.
          scriptSrc: ["'self'", "'unsafe-inline'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    await app.register(rateLimit, {
      global: true,
      max: options.rateLimitMax,
      timeWindow: '1 minute',
      allowList: (request) => !isApiUrl(request.url),
    });
  },
  { name: 'security' },
);
