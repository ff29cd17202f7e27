import { randomUUID } from 'node:crypto';
import { toFieldIssues } from '@northline/schemas';
import { TRPCError } from '@trpc/server';
import { type CreateFastifyContextOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { DatabaseTarget, DatabaseTimeouts } from './db/orm.ts';
import { DEFAULT_LIMITS, type Env, withEnvDefaults } from './env.ts';
import { isDatabaseUnreachable } from './errors.ts';
import { loggingOptions } from './logging.ts';
import { REST_ROUTES } from './openapi/rest-routes.ts';
import { type Context, contextFor } from './operations/context.ts';
import { type AssistantPluginOptions, assistantPlugin } from './plugins/app/assistant.ts';
import { databasePlugin } from './plugins/app/database.ts';
import { leadCapturePlugin } from './plugins/app/lead-capture.ts';
import { livePlugin } from './plugins/app/live.ts';
import { newsletterConsentPlugin } from './plugins/app/newsletter-consent.ts';
import { routeTraitsPlugin } from './plugins/app/route-traits.ts';
import { salesPlugin } from './plugins/app/sales.ts';
import { compressPlugin } from './plugins/external/compress.ts';
import { cookiePlugin } from './plugins/external/cookie.ts';
import { corsPlugin } from './plugins/external/cors.ts';
import { securityPlugin } from './plugins/external/security.ts';
import { apiNotFound } from './routes/api-not-found.ts';
import { chatRoutes } from './routes/chat.ts';
import { contactRoutes } from './routes/contact.ts';
import { formTokenRoutes } from './routes/form-token.ts';
import { healthRoutes } from './routes/health.ts';
import { liveEventRoutes } from './routes/live-events.ts';
import { newsletterRoutes } from './routes/newsletter.ts';
import { openApiRoutes } from './routes/openapi.ts';
import { restAdapters } from './routes/rest-adapters.ts';
import { staffRoutes } from './routes/staff.ts';
import type { StaffAuthDeps } from './services/staff-auth.ts';
import { embedPlugin } from './site/embed.ts';
import { staticSitePlugin } from './site/static-site.ts';
import { procedureTraitsOf } from './trpc/procedure-of.ts';
import { appRouter } from './trpc/router.ts';
import { validationIssues } from './trpc/trpc.ts';

/** Largest accepted request body: 64 KiB. Larger bodies get 413. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** What {@link buildApp} needs; a subset of {@link Env} so tests can pass only what they change. */
export interface AppOptions {
  env: Pick<
    Env,
    | 'DATABASE_URL'
    | 'PGLITE_DIR'
    | 'SITE_DIR'
    | 'LOG_LEVEL'
    | 'RATE_LIMIT_MAX'
    | 'CORS_ORIGINS'
    | 'OPENAI_API_KEY'
    | 'OPENAI_BASE_URL'
    | 'OPENAI_MODEL'
    | 'OPENAI_TIMEOUT_MS'
  > &
    Partial<
      Pick<
        Env,
        | 'EMBED_DIR'
        | 'DATABASE_STATEMENT_TIMEOUT_MS'
        | 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS'
        | 'DATABASE_CONNECT_TIMEOUT_MS'
      >
    >;
  /**
   * The abuse limits and deployment settings (TRUST_PROXY, REDIS_URL, chat and model budgets,
   * request timeout); {@link DEFAULT_LIMITS} and no proxy, no Redis when absent.
   */
  limits?: Partial<
    Pick<
      Env,
      | 'TRUST_PROXY'
      | 'REDIS_URL'
      | 'CHAT_RATE_LIMIT_MAX'
      | 'CHAT_SESSION_MESSAGES_PER_MINUTE'
      | 'MODEL_MAX_CONCURRENCY'
      | 'MODEL_DAILY_TURNS'
      | 'MODEL_VISITOR_DAILY_CALLS'
      | 'RECOMMENDATIONS_PER_HOUR'
      | 'REQUEST_TIMEOUT_MS'
    >
  >;
  /**
   * The sales side's settings: notification channels and timings, retention, the purge hour, and
   * SITE_URL for links in notifications; defaults (no channel: the inbox only) when absent.
   */
  sales?: Partial<
    Pick<
      Env,
      | 'SITE_URL'
      | 'SMTP_URL'
      | 'LEAD_NOTIFY_TO'
      | 'LEAD_NOTIFY_FROM'
      | 'NEWSLETTER_FROM'
      | 'LEAD_WEBHOOK_URL'
      | 'LEAD_WEBHOOK_SECRET'
      | 'NOTIFY_BATCH_INTERVAL_MS'
      | 'NOTIFY_RETRY_BASE_MS'
      | 'NOTIFY_MAX_ATTEMPTS'
      | 'RETENTION_MONTHS'
      | 'SPAM_RETENTION_DAYS'
      | 'NEWSLETTER_PENDING_DAYS'
      | 'PURGE_HOUR_UTC'
    >
  >;
  /**
   * Run the notification worker and the nightly purge in the background (default true). Tests that drive the
   * worker themselves (`app.notifier.runDue`) pass false.
   */
  background?: boolean;
  /**
   * The FORM_* settings (decision 003), SESSION_TOKEN_SECRET (decision 012), VISITOR_SESSION_IDLE_DAYS (decision
   * 022) and LEAD_JUDGE_THREAD (decision 004; judged inline when absent, as in tests); defaults when absent.
   */
  leadCapture?: Partial<
    Pick<
      Env,
      | 'FORM_TOKEN_SECRET'
      | 'FORM_MIN_FILL_MS'
      | 'SESSION_TOKEN_SECRET'
      | 'VISITOR_SESSION_IDLE_DAYS'
      | 'LEAD_JUDGE_THREAD'
    >
  >;
  /**
   * The newsletter links' settings (decision 006): NEWSLETTER_TOKEN_SECRET (random per process when
   * absent) and SITE_URL, the links' origin (the default site URL when absent).
   */
  newsletter?: Partial<Pick<Env, 'NEWSLETTER_TOKEN_SECRET' | 'SITE_URL'>>;
  /**
   * Replaces staff sign-in's dependencies (services/staff-auth.ts `StaffAuthDeps`): tests count or hold the
   * password checks. The real argon2id check when absent.
   */
  staffAuth?: Partial<StaffAuthDeps>;
  /** The live hand-off's settings; defaults when absent. */
  live?: Partial<
    Pick<
      Env,
      'HANDOFF_CLAIM_TIMEOUT_MS' | 'LIVE_STREAM_IDLE_MS' | 'LIVE_STREAMS_PER_SESSION' | 'LIVE_STREAMS_PER_IP'
    >
  >;
  /** Fail when the database is unreachable at start instead of retrying in the background. */
  waitForDatabase?: boolean;
  /** pino logger options (tests pass a stream, or false to silence it); the private serializers always apply. */
  logger?: FastifyServerOptions['logger'];
}

/**
 * The database `env` selects: PostgreSQL with DATABASE_URL (and the `DATABASE_*_TIMEOUT_MS` settings; defaults
 * for those absent), else the embedded PGlite folder.
 */
export function databaseTarget(env: AppOptions['env']): DatabaseTarget {
  if (!env.DATABASE_URL) return { kind: 'pglite', dir: env.PGLITE_DIR };
  const timeouts: Partial<DatabaseTimeouts> = {};
  if (env.DATABASE_STATEMENT_TIMEOUT_MS !== undefined)
    timeouts.statementMs = env.DATABASE_STATEMENT_TIMEOUT_MS;
  if (env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS !== undefined) {
    timeouts.idleInTransactionMs = env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS;
  }
  if (env.DATABASE_CONNECT_TIMEOUT_MS !== undefined) timeouts.connectMs = env.DATABASE_CONNECT_TIMEOUT_MS;
  return { kind: 'postgresql', url: env.DATABASE_URL, timeouts };
}

/** The assistant `env` selects: the OpenAI engine and phraser when OPENAI_API_KEY is set, else built-in only. */
export function assistantOptions(env: AppOptions['env']): AssistantPluginOptions {
  const timeoutMs = env.OPENAI_TIMEOUT_MS;
  if (!env.OPENAI_API_KEY) return { timeoutMs };
  return {
    openai: { apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL },
    timeoutMs,
  };
}

/**
 * Fastify's `trustProxy` from TRUST_PROXY: a number trusts that many hops from the server (as Express and
 * proxy-addr count them), addresses or CIDRs trust those proxies, `true` any, `false` none.
 */
export function trustProxyOption(
  value: boolean | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/** The JSON body of an error answer: `{ error, issues? }` (see @northline/schemas `apiErrorSchema`). */
function errorBody(error: string, issues?: { path: string; message: string }[]) {
  return issues ? { error, issues } : { error };
}

/**
 * Builds the Fastify app: security headers and rate limit, the database, the assistant (chat engine and
 * recommendation phraser), tRPC at `/trpc`, the REST
 * adapters under `/api`, the probes, and the built site. One error boundary maps every failure to a
 * status a visitor can act on: 400 with field issues, 404, 413, 429, 503; 500 only for real bugs,
 * with internals hidden.
 *
 * @returns the app, ready (plugins loaded, migrations applied when the database is reachable)
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const newsletter = withEnvDefaults(options.newsletter);
  const app = Fastify({
    trustProxy: trustProxyOption(limits.TRUST_PROXY ?? false),
    requestTimeout: limits.REQUEST_TIMEOUT_MS,
    // Never log personal information (PIPEDA): no bodies, queries, headers, SQL or its values, session
    // ids or emails (logging.ts).
    ...loggingOptions(options.env.LOG_LEVEL, options.logger),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: false },
  });

  // Hooks on every request take a callback, not a promise (decision 004: one promise less per hook and request).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  app.setErrorHandler((error: FastifyError | TRPCError, request, reply) => {
    if (error instanceof TRPCError) {
      const status = getHTTPStatusCodeFromError(error);
      if (error.code === 'BAD_REQUEST') {
        return reply.code(400).send(errorBody('Invalid request', validationIssues(error.cause)));
      }
      if (error.code === 'SERVICE_UNAVAILABLE') {
        app.databaseOutage.refused(error.cause ?? error);
        return reply.code(503).send(errorBody(error.message));
      }
      if (status >= 500) {
        request.log.error({ err: error.cause ?? error }, 'procedure failed');
        return reply.code(500).send(errorBody('Internal server error'));
      }
      return reply.code(status).send(errorBody(error.message));
    }
    if (isDatabaseUnreachable(error)) {
      app.databaseOutage.refused(error);
      return reply.code(503).send(errorBody('The database is unavailable. Please try again shortly.'));
    }
    if (error.validation) {
      return reply.code(400).send(
        errorBody(
          'Invalid request',
          toFieldIssues(
            error.validation.map((issue) => ({
              path: (issue.instancePath ?? '').split('/').filter(Boolean),
              message: issue.message ?? 'Invalid value',
            })),
          ),
        ),
      );
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return reply.code(400).send(errorBody('Malformed JSON body'));
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send(errorBody('The request body is empty; send a JSON object'));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply
          .code(413)
          .send(errorBody(`The request body is larger than ${BODY_LIMIT_BYTES / 1024} KiB`));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send(errorBody('Send the body as application/json'));
    }
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return reply
        .code(400)
        .send(errorBody(error instanceof SyntaxError ? 'Malformed JSON body' : error.message));
    }
    if (error.statusCode && error.statusCode < 500) {
      return reply.code(error.statusCode).send(errorBody(error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody('Internal server error'));
  });

  // What each route is (its rate-limit bucket, staff, cache, compression) is declared on it; this applies it.
  await app.register(routeTraitsPlugin);
  await app.register(compressPlugin);
  await app.register(corsPlugin, {
    origins: options.env.CORS_ORIGINS,
    partnerRoutes: REST_ROUTES.filter((route) => route.partner && route.auth !== 'staff'),
    siteUrl: options.sales?.SITE_URL ?? newsletter.SITE_URL,
  });
  await app.register(securityPlugin, {
    rateLimitMax: options.env.RATE_LIMIT_MAX,
    chatRateLimitMax: limits.CHAT_RATE_LIMIT_MAX,
    redisUrl: limits.REDIS_URL,
  });
  await app.register(cookiePlugin);
  await app.register(leadCapturePlugin, {
    secret: options.leadCapture?.FORM_TOKEN_SECRET,
    minFillMs: options.leadCapture?.FORM_MIN_FILL_MS,
    sessionSecret: options.leadCapture?.SESSION_TOKEN_SECRET,
    sessionIdleDays: options.leadCapture?.VISITOR_SESSION_IDLE_DAYS,
    judgeThread: options.leadCapture?.LEAD_JUDGE_THREAD === 'on',
  });
  await app.register(newsletterConsentPlugin, {
    secret: newsletter.NEWSLETTER_TOKEN_SECRET,
    siteUrl: newsletter.SITE_URL,
  });
  await app.register(databasePlugin, {
    target: databaseTarget(options.env),
    waitForDatabase: options.waitForDatabase ?? false,
  });
  const sales = withEnvDefaults(options.sales);
  await app.register(salesPlugin, {
    notifier: {
      siteUrl: sales.SITE_URL,
      smtpUrl: sales.SMTP_URL,
      notifyTo: sales.LEAD_NOTIFY_TO,
      notifyFrom: sales.LEAD_NOTIFY_FROM,
      newsletterFrom: sales.NEWSLETTER_FROM,
      webhookUrl: sales.LEAD_WEBHOOK_URL,
      webhookSecret: sales.LEAD_WEBHOOK_SECRET,
      batchIntervalMs: sales.NOTIFY_BATCH_INTERVAL_MS,
      retryBaseMs: sales.NOTIFY_RETRY_BASE_MS,
      maxAttempts: sales.NOTIFY_MAX_ATTEMPTS,
    },
    retention: {
      months: sales.RETENTION_MONTHS,
      spamDays: sales.SPAM_RETENTION_DAYS,
      pendingNewsletterDays: sales.NEWSLETTER_PENDING_DAYS,
    },
    purgeHourUtc: sales.PURGE_HOUR_UTC,
    background: options.background ?? true,
    staffAuth: options.staffAuth,
  });
  await app.register(livePlugin, {
    background: options.background ?? true,
    settings: {
      ...(options.live?.HANDOFF_CLAIM_TIMEOUT_MS
        ? { claimTimeoutMs: options.live.HANDOFF_CLAIM_TIMEOUT_MS }
        : {}),
      ...(options.live?.LIVE_STREAM_IDLE_MS ? { streamIdleMs: options.live.LIVE_STREAM_IDLE_MS } : {}),
      ...(options.live?.LIVE_STREAMS_PER_SESSION
        ? { streamsPerSession: options.live.LIVE_STREAMS_PER_SESSION }
        : {}),
      ...(options.live?.LIVE_STREAMS_PER_IP ? { streamsPerIp: options.live.LIVE_STREAMS_PER_IP } : {}),
    },
  });
  await app.register(assistantPlugin, {
    ...assistantOptions(options.env),
    limits: {
      sessionMessagesPerMinute: limits.CHAT_SESSION_MESSAGES_PER_MINUTE,
      recommendationsPerHour: limits.RECOMMENDATIONS_PER_HOUR,
      modelMaxConcurrency: limits.MODEL_MAX_CONCURRENCY,
      modelDailyTurns: limits.MODEL_DAILY_TURNS,
      modelVisitorDailyCalls: limits.MODEL_VISITOR_DAILY_CALLS,
    },
  });
  await app.register(async (trpc) => {
    // tRPC takes JSON only: anything else (multipart, urlencoded, text) is refused before its body is read, so
    // no parser buffers it past the body limit.
    trpc.addHook('onRequest', (request, reply, done) => {
      if (request.method === 'GET' || request.method === 'HEAD') {
        done();
        return;
      }
      const type = (request.headers['content-type'] ?? '').toLowerCase();
      if (type !== '' && !type.startsWith('application/json')) {
        reply.code(415).send(errorBody('Send the body as application/json'));
        return;
      }
      done();
    });
    // The one route of every procedure is what the called procedure is (its meta: bucket, staff).
    const procedureTraits = procedureTraitsOf(appRouter);
    trpc.addHook('onRoute', (route) => {
      route.config = { ...route.config, traits: procedureTraits };
    });
    await trpc.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        // One call per request, so each call is counted by the rate limit.
        allowBatching: false,
        createContext: ({ req, res }: CreateFastifyContextOptions): Context =>
          contextFor(app, req, { reply: res }),
      },
    });
    await trpc.register(apiNotFound, { prefix: '/trpc' });
  });
  await app.register(healthRoutes);
  await app.register(contactRoutes);
  await app.register(formTokenRoutes);
  await app.register(chatRoutes);
  await app.register(liveEventRoutes);
  await app.register(restAdapters);
  await app.register(newsletterRoutes);
  await app.register(staffRoutes);
  await app.register(openApiRoutes);
  await app.register(apiNotFound, { prefix: '/api' });
  // The chat widget for other sites: served without a build of its own only when EMBED_DIR is set.
  if (options.env.EMBED_DIR) await app.register(embedPlugin, { dir: options.env.EMBED_DIR });
  await app.register(staticSitePlugin, { root: options.env.SITE_DIR });
  await app.ready();
  return app;
}
