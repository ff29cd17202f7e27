import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { markUnansweredHandoffs, queueUnseenReplyEmails } from '../../conversations/live-chat.ts';
import {
  type AddressCount,
  HANDOFF_WINDOW_MS,
  type HandoffBounds,
  type LiveLimits,
  liveLimits,
} from '../../conversations/live-limits.ts';
import {
  LocalStreamCaps,
  leaseMsFor,
  RedisStreamCaps,
  type StreamCaps,
} from '../../conversations/stream-caps.ts';
import { DomainEventHub } from '../../events/log.ts';
import { StaffSessionWatcher } from '../../staff/staff-session-watch.ts';
import { rateLimitClient } from '../external/security.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's fan-out of the event log's appends to the realtime streams (events/log.ts). */
    liveEvents: DomainEventHub;
    /** The live hand-off's settings. */
    liveSettings: LiveSettings;
    /** The count of open visitor streams per session and address: shared through Redis when REDIS_URL is set. */
    liveStreamCaps: StreamCaps;
    /** The live chat's message limits and the hand-off requests' per-address bounds (conversations/live-limits.ts). */
    liveLimits: LiveLimits;
    /** This instance's watch over its open staff streams' sessions (staff/staff-session-watch.ts). */
    staffSessionWatch: StaffSessionWatcher;
  }
}

/** The live hand-off's settings (README "Settings"). */
export interface LiveSettings {
  /** HANDOFF_CLAIM_TIMEOUT_MS. */
  claimTimeoutMs: number;
  /** UNSEEN_REPLY_EMAIL_MS. */
  unseenReplyEmailMs: number;
  /** LIVE_STREAM_IDLE_MS. */
  streamIdleMs: number;
  /** LIVE_STREAMS_PER_SESSION. */
  streamsPerSession: number;
  /** LIVE_STREAMS_PER_IP. */
  streamsPerIp: number;
  /** STAFF_STREAM_RECHECK_MS. */
  staffStreamRecheckMs: number;
  /** Milliseconds between `: ping` comments of a stream ({@link LIVE_PING_MS}). */
  pingMs: number;
}

/** Milliseconds between `: ping` comments of a live event stream: well inside a proxy's idle timeout. */
export const LIVE_PING_MS = 15_000;

/** Options of {@link livePlugin}. */
export interface LivePluginOptions {
  /** The settings env.ts parses (their defaults are written there), all but the ping interval. */
  settings: Omit<LiveSettings, 'pingMs'>;
  /** The app's clock (the wall clock when absent). */
  clock?: (() => Date) | undefined;
  /** Run the claim timeout check in the background every few seconds (false in tests, which call it). */
  background?: boolean | undefined;
  /** Milliseconds between attempts to reopen the LISTEN connection (tests shorten it). */
  listenRetryMs?: number | undefined;
  /** REDIS_URL: the open streams are counted there, for every instance at once. */
  redisUrl?: string | undefined;
  /**
   * LIVE_MESSAGES_PER_MINUTE, LIVE_CONSULTANT_MESSAGES_PER_MINUTE, HANDOFF_REQUESTS_PER_HOUR and
   * HANDOFF_ALERTS_PER_HOUR (conversations/live-limits.ts).
   */
  limits: Omit<LiveLimits, 'admitHandoff'> & HandoffBounds;
}

/**
 * The per-address count of hand-off requests, kept by the rate limiter (plugins/external/security.ts registers
 * it, with Redis when REDIS_URL is set): a fixed hour per client address (an IPv6 client: its /64), keyed apart
 * from the routes' buckets. Undefined when the app has no rate limiter.
 */
function handoffCount(app: FastifyInstance, max: number): AddressCount | undefined {
  if (!app.hasDecorator('createRateLimit')) return undefined;
  const limiter = app.createRateLimit({
    max,
    timeWindow: HANDOFF_WINDOW_MS,
    keyGenerator: (request) => `handoff:${rateLimitClient(request)}`,
    allowList: () => false,
  });
  return async (request) => {
    const result = await limiter(request);
    if (result.isAllowed) return { count: 0, retryAfterSeconds: 0 };
    return {
      count: result.isExceeded ? result.max + 1 : result.max - result.remaining,
      retryAfterSeconds: result.ttlInSeconds,
    };
  };
}

/**
 * Decorates the app with `liveEvents`, the instance's {@link DomainEventHub} (it listens for appended events from
 * start, and while the database is unreachable keeps trying), `liveSettings`, `liveStreamCaps` (in Redis with
 * `redisUrl`, else this instance's) and `staffSessionWatch` (the staff streams' sessions, told by the hub); runs the claim timeout check
 * (`markUnansweredHandoffs`) and the unseen reply check (`queueUnseenReplyEmails`) in the background beside the notifier. Both stop when the app closes. Needs the
 * database.
 */
export const livePlugin = fp<LivePluginOptions>(
  async (app, options) => {
    const hub = new DomainEventHub(app.db, app.log.child({ worker: 'domain-events' }), {
      retryMs: options.listenRetryMs,
    });
    app.decorate('liveEvents', hub);
    app.decorate(
      'staffSessionWatch',
      new StaffSessionWatcher(hub, () => app.db.em(), {
        recheckMs: options.settings.staffStreamRecheckMs,
        log: app.log.child({ worker: 'staff-streams' }),
      }),
    );
    const settings: LiveSettings = { ...options.settings, pingMs: LIVE_PING_MS };
    const clock = options.clock ?? (() => new Date());
    app.decorate('liveSettings', settings);
    const redis = options.redisUrl
      ? new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    // A Redis outage must not close the chat: streams open uncounted (conversations/stream-caps.ts) and it is logged.
    redis?.on('error', (error: Error) => app.log.warn({ errorName: error.name }, 'stream count store error'));
    const caps: StreamCaps = redis
      ? new RedisStreamCaps(redis, { leaseMs: leaseMsFor(settings.pingMs), log: app.log })
      : new LocalStreamCaps();
    app.decorate('liveStreamCaps', caps);
    app.decorate('liveLimits', liveLimits(options.limits, handoffCount(app, options.limits.requestsPerHour)));
    // Every append committed on any instance wakes this instance's alert dispatcher (one instance reads at a time).
    hub.onAppend(() => app.alerts.poke());
    await hub.start();
    let timer: NodeJS.Timeout | undefined;
    if (options.background ?? true) {
      // Every instance checks; the conditional update marks each session once. The check runs at least as often as
      // the shorter of the two delays it enforces, and at least every 10 s.
      timer = setInterval(
        () => {
          Promise.resolve()
            .then(async () => {
              await markUnansweredHandoffs(app.db.em(), clock(), settings.claimTimeoutMs);
              if ((await queueUnseenReplyEmails(app.db.em(), clock(), settings.unseenReplyEmailMs)) > 0)
                app.notifier.poke();
            })
            .catch((error: unknown) => app.log.warn({ err: error }, 'hand-off timeout check failed'));
        },
        Math.min(settings.claimTimeoutMs, settings.unseenReplyEmailMs, 10_000),
      );
      timer.unref();
    }
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await hub.stop();
      await redis?.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'live', dependencies: ['database', 'sales', 'security'] },
);
