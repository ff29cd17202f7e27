import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import { CSP_DIRECTIVES } from '../../site/csp.ts';

/**
 * Browser features the site never uses, denied to it and to anything it embeds (issue 13 item 6; W3C
 * Permissions Policy).
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** Options of {@link securityPlugin}. */
export interface SecurityOptions {
  /** Requests one client IP may make to `/api` and `/trpc` per minute before getting 429. */
  rateLimitMax: number;
  /** Chat calls (`/api/chat…`) one client IP may make per minute: a tighter budget of its own (issue 13). */
  chatRateLimitMax: number;
  /** Redis URL: when set, the counters live in Redis and every API instance shares them (issue 13). */
  redisUrl?: string | undefined;
}

/** Whether a path is an API call (rate-limited); pages and assets are not. */
const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/') || path.startsWith('/trpc');

/** Whether a path is a chat call, which has its own tighter limit. */
const isChatPath = (path: string) => path === '/api/chat' || path.startsWith('/api/chat/');

/**
 * The path a request is counted under: the matched route's pattern (`/api/chat/:sessionId`), which the router
 * found after decoding, so `/%61pi/ai/faq` counts like `/api/ai/faq` (issue 13: limits that hold). A request
 * no route matched is counted under its decoded path.
 */
export function countedPath(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route) return route;
  const raw = request.url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Security headers (helmet, its middleware built once) and the per-IP rate limits (@fastify/rate-limit, 429 with Retry-After) of
 * the API routes, counted per matched route pattern, not per raw URL. Chat routes get a tighter per-IP budget of
 * their own. With `redisUrl` the counters are kept in Redis (ioredis), so several instances behind a load
 * balancer share one budget; the client IP is the one `trustProxy` (TRUST_PROXY) lets Fastify see.
 */
export const securityPlugin = fp<SecurityOptions>(
  async (app, options) => {
    // helmet's middleware, built once: @fastify/helmet builds a new one (parsing the policy again) on every
    // request, which cost more than the headers themselves on the lead path (issue 15, decision 004).
    const secureHeaders = helmet({
      // No inline script runs unless a page names its hash (site/csp.ts sets each page's policy).
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { ...CSP_DIRECTIVES },
      },
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
      // The page's own URL goes only to this site (a form posted without JavaScript: the API keeps its path as
      // the landing page, decision 003; the newsletter's consent record keeps the source page); other sites get
      // no referrer at all.
      referrerPolicy: { policy: 'same-origin' },
    });
    // Set before the handler runs, so streamed answers (which write their own head) carry them too.
    app.addHook('onRequest', (request, reply, done) => {
      secureHeaders(request.raw, reply.raw, (error?: unknown) =>
        done(error instanceof Error ? error : undefined),
      );
    });
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      // API answers may carry personal data (a lead id, a transcript, visitor details): never stored by a cache,
      // unless a route sets its own header (issue 13 item 6).
      if (isApiPath(countedPath(request))) reply.header('cache-control', 'no-store');
      done();
    });

    const redis = options.redisUrl
      ? new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) {
      // A Redis outage must not take the API down: the limiter lets requests through (skipOnError) and logs.
      redis.on('error', (error: Error) => app.log.warn({ errorName: error.name }, 'rate-limit store error'));
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }

    // Chat routes get their own, tighter per-IP budget. Registered before the limiter so it sees the config.
    app.addHook('onRoute', (route) => {
      if (typeof route.url === 'string' && isChatPath(route.url)) {
        route.config = {
          ...(route.config as object),
          rateLimit: { max: options.chatRateLimitMax, timeWindow: '1 minute' },
        } as typeof route.config;
      }
    });

    await app.register(rateLimit, {
      global: true,
      max: options.rateLimitMax,
      timeWindow: '1 minute',
      allowList: (request) => !isApiPath(countedPath(request)),
      ...(redis ? { redis, nameSpace: 'northline-rl:', skipOnError: true } : {}),
    });
  },
  { name: 'security' },
);
