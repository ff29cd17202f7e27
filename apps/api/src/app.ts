import { randomUUID } from 'node:crypto';
import { toFieldIssues } from '@northline/schemas';
import { TRPCError } from '@trpc/server';
import { type CreateFastifyContextOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { databaseTarget } from './db/orm.ts';
import { clockFrom, type Env } from './env.ts';
import { isDatabaseUnreachable, retryAfterOf } from './errors.ts';
import { loggingOptions } from './logging.ts';
import { REST_ROUTES } from './openapi/rest-routes.ts';
import { type Context, contextFor } from './operations/context.ts';
import { type AssistantPluginOptions, assistantPlugin } from './plugins/app/assistant.ts';
import { databasePlugin } from './plugins/app/database.ts';
import { deskPlugin } from './plugins/app/desk.ts';
import { featurePortsPlugin } from './plugins/app/feature-ports.ts';
import { leadCapturePlugin } from './plugins/app/lead-capture.ts';
import { livePlugin } from './plugins/app/live.ts';
import { meetingsPlugin } from './plugins/app/meetings.ts';
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
import { meetingRoutes } from './routes/meetings.ts';
import { newsletterRoutes } from './routes/newsletter.ts';
import { openApiRoutes } from './routes/openapi.ts';
import { restAdapters } from './routes/rest-adapters.ts';
import { staffRoutes } from './routes/staff.ts';
import { embedPlugin } from './site/embed.ts';
import { staticSitePlugin } from './site/static-site.ts';
import { STAFF_SESSION_COOKIE, type StaffAuthDeps, staffForToken } from './staff/staff-auth.ts';
import { procedureTraitsOf, staffSubscriptionsOf } from './trpc/procedure-of.ts';
import { appRouter } from './trpc/router.ts';
import { SIGNED_OUT_MESSAGE, validationIssues } from './trpc/trpc.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's clock (the `clock` option, else CLOCK_START, else the wall clock): read it, never `new Date()`, for business-time rules. */
    clock: () => Date;
  }
}

/** Largest accepted request body: 64 KiB. Larger bodies get 413. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * What {@link buildApp} needs: the settings, parsed once, and what only code passes (never a setting). Every setting
 * is read from `env`, so its default is the one env.ts `envSchema` gives it.
 */
export interface AppOptions {
  /**
   * The settings: the whole output of env.ts `envSchema` (`loadEnv()` in the server; test/helper.ts `testEnv` in
   * the tests, the same schema over their settings).
   */
  env: Env;
  /**
   * Run the delivery worker and the nightly purge in the background (default true). Tests that drive the
   * worker themselves (`app.deliveries.runDue`) pass false.
   */
  background?: boolean;
  /**
   * Replaces staff sign-in's dependencies (staff/staff-auth.ts `StaffAuthDeps`): tests count or hold the
   * password checks. The real argon2id check when absent.
   */
  staffAuth?: Partial<StaffAuthDeps>;
  /**
   * The clock of the business-time rules (meeting slots and reminders, the live hand-off's hours and timeouts):
   * tests pass a fixed or fake one; the wall clock when absent.
   */
  clock?: () => Date;
  /** Fail when the database is unreachable at start instead of retrying in the background. */
  waitForDatabase?: boolean;
  /** pino logger options (tests pass a stream, or false to silence it); the private serializers always apply. */
  logger?: FastifyServerOptions['logger'];
}

/** The assistant `env` selects: the OpenAI engine and phraser when OPENAI_API_KEY is set, else built-in only. */
export function assistantOptions(
  env: Pick<Env, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'OPENAI_TIMEOUT_MS' | 'SITE_URL'>,
): AssistantPluginOptions {
  const timeoutMs = env.OPENAI_TIMEOUT_MS;
  const siteUrl = env.SITE_URL;
  if (!env.OPENAI_API_KEY) return { timeoutMs, siteUrl };
  return {
    openai: { apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL },
    timeoutMs,
    siteUrl,
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
  const { env } = options;
  const app = Fastify({
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    // Never log personal information (PIPEDA): no bodies, queries, headers, SQL or its values, session
    // ids or emails (logging.ts).
    ...loggingOptions(env.LOG_LEVEL, options.logger),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: false },
  });
  // The one clock of the business-time rules: the test's, else CLOCK_START's, else the wall clock.
  const clock = options.clock ?? clockFrom(env.CLOCK_START);
  app.decorate('clock', clock);

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
      const retryAfter = retryAfterOf(error);
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
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
    origins: env.CORS_ORIGINS,
    partnerRoutes: REST_ROUTES.filter((route) => route.partner && route.auth !== 'staff'),
    siteUrl: env.SITE_URL,
  });
  await app.register(securityPlugin, {
    rateLimitMax: env.RATE_LIMIT_MAX,
    chatRateLimitMax: env.CHAT_RATE_LIMIT_MAX,
    redisUrl: env.REDIS_URL,
  });
  await app.register(cookiePlugin);
  await app.register(leadCapturePlugin, {
    secret: env.FORM_TOKEN_SECRET,
    minFillMs: env.FORM_MIN_FILL_MS,
    sessionSecret: env.SESSION_TOKEN_SECRET,
    sessionIdleDays: env.VISITOR_SESSION_IDLE_DAYS,
    judgeThread: env.LEAD_JUDGE_THREAD === 'on',
  });
  await app.register(newsletterConsentPlugin, {
    secret: env.NEWSLETTER_TOKEN_SECRET,
    siteUrl: env.SITE_URL,
  });
  await app.register(databasePlugin, {
    target: databaseTarget(env),
    waitForDatabase: options.waitForDatabase ?? false,
  });
  await app.register(salesPlugin, {
    // CLOCK_START's one clock (rows a shifted chat turn stamps are due on the same clock); else the wall clock,
    // even under a test's own clock: tests drive the worker with the time they pass to `runDue`.
    clock: env.CLOCK_START ? clock : clockFrom(undefined),
    notifier: {
      siteUrl: env.SITE_URL,
      smtpUrl: env.SMTP_URL,
      notifyTo: env.LEAD_NOTIFY_TO,
      notifyFrom: env.LEAD_NOTIFY_FROM,
      newsletterFrom: env.NEWSLETTER_FROM,
      webhookUrl: env.LEAD_WEBHOOK_URL,
      webhookSecret: env.LEAD_WEBHOOK_SECRET,
      batchIntervalMs: env.NOTIFY_BATCH_INTERVAL_MS,
      retryBaseMs: env.NOTIFY_RETRY_BASE_MS,
      timeoutMs: env.NOTIFY_TIMEOUT_MS,
      maxAttempts: env.NOTIFY_MAX_ATTEMPTS,
    },
    retention: {
      months: env.RETENTION_MONTHS,
      spamDays: env.SPAM_RETENTION_DAYS,
      pendingNewsletterDays: env.NEWSLETTER_PENDING_DAYS,
    },
    purgeHourUtc: env.PURGE_HOUR_UTC,
    crm: env.HUBSPOT_ACCESS_TOKEN
      ? { accessToken: env.HUBSPOT_ACCESS_TOKEN, baseUrl: env.HUBSPOT_BASE_URL }
      : undefined,
    background: options.background ?? true,
    staffAuth: options.staffAuth,
  });
  await app.register(featurePortsPlugin);
  await app.register(deskPlugin, {
    settings: {
      targets: { hot: env.SLA_HOT_MINUTES, warm: env.SLA_WARM_MINUTES, cold: env.SLA_COLD_MINUTES },
      checkIntervalMs: env.SLA_CHECK_INTERVAL_MS,
    },
    clock,
    background: options.background ?? true,
  });
  await app.register(meetingsPlugin, {
    durationMinutes: env.MEETING_DURATION_MINUTES,
    bufferMinutes: env.MEETING_BUFFER_MINUTES,
    maxDaysAhead: env.MEETING_MAX_DAYS_AHEAD,
    limits: {
      perIpHour: env.MEETING_BOOKINGS_PER_IP_HOUR,
      perIpDay: env.MEETING_BOOKINGS_PER_IP_DAY,
      upcomingPerEmail: env.MEETING_UPCOMING_PER_EMAIL,
      upcomingPerSession: env.MEETING_UPCOMING_PER_SESSION,
    },
    tokenSecret: env.MEETING_TOKEN_SECRET,
    location: env.MEETING_LOCATION,
    from: env.MEETING_FROM,
    siteUrl: env.SITE_URL,
    now: clock,
  });
  await app.register(livePlugin, {
    background: options.background ?? true,
    clock,
    redisUrl: env.REDIS_URL,
    settings: {
      claimTimeoutMs: env.HANDOFF_CLAIM_TIMEOUT_MS,
      unseenReplyEmailMs: env.UNSEEN_REPLY_EMAIL_MS,
      streamIdleMs: env.LIVE_STREAM_IDLE_MS,
      streamsPerSession: env.LIVE_STREAMS_PER_SESSION,
      streamsPerIp: env.LIVE_STREAMS_PER_IP,
      staffStreamRecheckMs: env.STAFF_STREAM_RECHECK_MS,
    },
    limits: {
      visitorMessagesPerMinute: env.LIVE_MESSAGES_PER_MINUTE,
      consultantMessagesPerMinute: env.LIVE_CONSULTANT_MESSAGES_PER_MINUTE,
      requestsPerHour: env.HANDOFF_REQUESTS_PER_HOUR,
      alertsPerHour: env.HANDOFF_ALERTS_PER_HOUR,
    },
  });
  await app.register(assistantPlugin, {
    ...assistantOptions(env),
    clock,
    redisUrl: env.REDIS_URL,
    limits: {
      sessionMessagesPerMinute: env.CHAT_SESSION_MESSAGES_PER_MINUTE,
      recommendationsPerHour: env.RECOMMENDATIONS_PER_HOUR,
      modelMaxConcurrency: env.MODEL_MAX_CONCURRENCY,
      modelDailyTurns: env.MODEL_DAILY_TURNS,
      modelVisitorDailyCalls: env.MODEL_VISITOR_DAILY_CALLS,
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
    // A staff subscription answers 401 before its stream starts: once tRPC has sent the SSE headers it can only
    // report an error inside the stream (status 200).
    const staffSubscriptions = staffSubscriptionsOf(appRouter);
    trpc.addHook('preHandler', async (request, reply) => {
      const { path } = request.params as { path?: string };
      if (!path || !staffSubscriptions.has(path)) return;
      const staff = await staffForToken(app.db.em(), request.cookies[STAFF_SESSION_COOKIE]);
      if (!staff) return reply.code(401).send(errorBody(SIGNED_OUT_MESSAGE));
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
        // A limit's refusal says when to try again, as the REST routes' does.
        responseMeta: ({ errors }: { errors: readonly TRPCError[] }) => {
          const retryAfter = errors
            .map((error) => retryAfterOf(error))
            .find((seconds) => seconds !== undefined);
          return retryAfter === undefined ? {} : { headers: { 'retry-after': String(retryAfter) } };
        },
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
  await app.register(meetingRoutes);
  await app.register(openApiRoutes);
  await app.register(apiNotFound, { prefix: '/api' });
  // The chat widget for other sites, from the widget's build in EMBED_DIR (none served when the folder holds none).
  await app.register(embedPlugin, { dir: env.EMBED_DIR });
  await app.register(staticSitePlugin, { root: env.SITE_DIR });
  await app.ready();
  return app;
}
