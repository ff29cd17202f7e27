import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MeetingMessages } from '../../delivery/meeting-deliveries.ts';
import type { AddressQuota, BookingLimits } from '../../meetings/meeting-limits.ts';
import type { MeetingSettings } from '../../meetings/meetings.ts';
import { rateLimitClient } from '../external/security.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The meeting booking's settings and clock (meetings/meetings.ts). */
    meetings: MeetingSettings;
  }
}

/** Options of {@link meetingsPlugin}: the MEETING_* settings. */
export interface MeetingsPluginOptions {
  durationMinutes: number;
  bufferMinutes: number;
  maxDaysAhead: number;
  /** The booking's bounds (MEETING_BOOKINGS_PER_IP_HOUR and _DAY, MEETING_UPCOMING_PER_EMAIL and _SESSION). */
  limits: BookingLimits;
  /** MEETING_TOKEN_SECRET; a random key per process when absent (links then stop working after a restart). */
  tokenSecret?: string | undefined;
  location: string;
  from: string;
  siteUrl: string;
  /** The clock; the wall clock when absent (tests inject a fixed one). */
  now?: (() => Date) | undefined;
}

/**
 * The share of bookings of a client address (docs/decisions/058): two windows of the app's rate limiter
 * (`createRateLimit` of @fastify/rate-limit, on the store the rate limits use: Redis with REDIS_URL), an hour's and
 * a day's, keyed like the rate limits ({@link rateLimitClient}: an IPv6 client by its /64). Read without counting
 * before a booking, counted when a booking is made, so a refused booking costs the visitor nothing.
 */
function addressQuotas(
  app: FastifyInstance,
  limits: BookingLimits,
): (request: FastifyRequest) => AddressQuota {
  const window = (name: string, max: number, timeWindow: string) =>
    app.createRateLimit({
      max,
      timeWindow,
      keyGenerator: (request) => `meeting-${name}:${rateLimitClient(request)}`,
      allowList: () => false,
      skipOnError: true,
    });
  const windows = [window('hour', limits.perIpHour, '1 hour'), window('day', limits.perIpDay, '1 day')];
  return (request) => ({
    blockedFor: async () => {
      const states = await Promise.all(windows.map((check) => check(request, { increment: false })));
      const full = states.flatMap((state) => (!state.isAllowed && state.remaining <= 0 ? [state.ttl] : []));
      return full.length === 0 ? undefined : Math.max(1, Math.ceil(Math.max(...full) / 1000));
    },
    spend: async () => {
      await Promise.all(windows.map((check) => check(request)));
    },
  });
}

/**
 * Meeting booking (docs/decisions/033): decorates the app with `meetings` (rules, bounds, link secret, clock),
 * and registers the renderer of a meeting's deliveries with the delivery worker (delivery/meeting-deliveries.ts).
 */
export const meetingsPlugin = fp<MeetingsPluginOptions>(
  async (app, options) => {
    const now = options.now ?? (() => new Date());
    const tokenSecret = options.tokenSecret ?? randomBytes(32).toString('base64url');
    app.deliveries.register(
      new MeetingMessages(
        {
          from: options.from,
          siteUrl: options.siteUrl,
          tokenSecret,
          location: options.location,
          durationMinutes: options.durationMinutes,
        },
        app.deliveries.transports,
        () => app.db.em(),
      ),
    );
    app.decorate('meetings', {
      rules: {
        durationMinutes: options.durationMinutes,
        bufferMinutes: options.bufferMinutes,
        maxDaysAhead: options.maxDaysAhead,
      },
      limits: options.limits,
      quotaFor: addressQuotas(app, options.limits),
      tokenSecret,
      siteUrl: options.siteUrl,
      location: options.location,
      now,
    } satisfies MeetingSettings);
  },
  { name: 'meetings', dependencies: ['database', 'security', 'sales'] },
);
