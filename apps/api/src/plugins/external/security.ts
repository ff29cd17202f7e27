import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import { CSP_DIRECTIVES } from '../../site/csp.ts';
import { traitsOf } from '../app/route-traits.ts';

/** The IPv6 prefix one client is counted by (the rate limiter's default): a /64 is one subscriber's network. */
export const IPV6_SUBNET = 64;

/**
 * Browser features the site never uses, denied to it and to anything it embeds (W3C Permissions Policy).
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** Options of {@link securityPlugin}. */
export interface SecurityOptions {
  /** Requests one client IP may make per minute to the routes in the `api` bucket before getting 429. */
  rateLimitMax: number;
  /**
   * Chat messages one client IP may send per minute (the `chat` bucket), a tighter budget of its own, whichever
   * transport carries them.
   */
  chatRateLimitMax: number;
  /** Redis URL: when set, the counters live in Redis and every API instance shares them. */
  redisUrl?: string | undefined;
}

/**
 * Security headers (helmet, its middleware built once) and the per-IP rate limits (@fastify/rate-limit, 429 with
 * Retry-After) of the routes that declare a bucket (`rateLimit` of plugins/app/route-traits.ts): the route the
 * router matched (after decoding, so `/%61pi/ai/faq` counts like `/api/ai/faq`) says which, never the raw URL.
 * Every route of the `api` bucket shares one budget per IP; the `chat` bucket has a tighter one of its own,
 * shared by every transport of a chat message (`/api/chat`, `/api/chat/stream`, `/trpc/chat.send`). With `redisUrl` the counters are kept in Redis (ioredis), so several instances behind a load
 * balancer share one budget; the client IP is the one `trustProxy` (TRUST_PROXY) lets Fastify see.
 */
export const securityPlugin = fp<SecurityOptions>(
  async (app, options) => {
    // helmet's middleware, built once: @fastify/helmet builds a new one (parsing the policy again) on every
    // request, which costs more than the headers themselves on the lead path (decision 004).
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
    app.addHook('onRequest', (_request, reply, done) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
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

    const bucketOf = (request: FastifyRequest) => traitsOf(request).rateLimit;
    await app.register(rateLimit, {
      global: true,
      max: (request) => (bucketOf(request) === 'chat' ? options.chatRateLimitMax : options.rateLimitMax),
      timeWindow: '1 minute',
      // One counter per bucket and client: a chat message counts in the chat's budget, not in the API's as well.
      keyGenerator: (request) => {
        const client = normalizeIP(request.ip, IPV6_SUBNET);
        return bucketOf(request) === 'chat' ? `chat:${client}` : client;
      },
      allowList: (request) => bucketOf(request) === undefined,
      ...(redis ? { redis, nameSpace: 'northline-rl:', skipOnError: true } : {}),
    });
  },
  { name: 'security' },
);
