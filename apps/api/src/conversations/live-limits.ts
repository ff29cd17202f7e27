/**
 * The live chat's bounds (docs/decisions/060-live-chat-bounds.md): how many messages each side of a live chat may
 * send a minute, and how hand-off requests from one client address are taken.
 *
 * A hand-off request is counted per client address (an IPv6 client by its /64) in a fixed hour, in the rate
 * limiter's own store (@fastify/rate-limit's `createRateLimit`: Redis when REDIS_URL is set, so every instance
 * counts together). Within the hour the address's first {@link HandoffBounds.alertsPerHour} requests alert sales at
 * once; its later ones up to {@link HandoffBounds.requestsPerHour} are taken (the chat waits in the staff app's
 * queue) and their alerts wait for the next alert batch, where they go as one e-mail naming how many more chats
 * asked for a person; beyond that a request is refused. The address is never stored or logged: the limiter's key
 * lives only in its store, for the hour.
 */
import type { FastifyRequest } from 'fastify';

/** The bounds of hand-off requests per client address and hour (HANDOFF_REQUESTS_PER_HOUR, HANDOFF_ALERTS_PER_HOUR). */
export interface HandoffBounds {
  /** Requests one address may make an hour; more are refused (429). */
  requestsPerHour: number;
  /** Of those, how many alert sales at once; the others' alerts wait for the next batch, as one e-mail. */
  alertsPerHour: number;
}

/** How a hand-off request is taken: its alert at once, its alert with the next batch, or refused for a while. */
export type HandoffAdmission =
  | { alert: 'urgent' }
  | { alert: 'batched' }
  | { refused: true; retryAfterSeconds: number };

/** An admission that alerts at once: a request no address bound applies to (no limiter, or an emergency). */
export const URGENT_ADMISSION: HandoffAdmission = { alert: 'urgent' };

/**
 * How the `count`-th hand-off request of an address within the hour is taken (a pure rule).
 *
 * @param count the request's place in the address's hour, from 1 (0: the count could not be read, taken as the first)
 * @param retryAfterSeconds seconds until the address's hour ends
 */
export function admissionOf(
  count: number,
  retryAfterSeconds: number,
  bounds: HandoffBounds,
): HandoffAdmission {
  if (count <= bounds.alertsPerHour) return { alert: 'urgent' };
  if (count <= bounds.requestsPerHour) return { alert: 'batched' };
  return { refused: true, retryAfterSeconds: Math.max(1, retryAfterSeconds) };
}

/** Counts one request of the request's client address and answers its place in the window and the window's rest. */
export type AddressCount = (request: FastifyRequest) => Promise<{ count: number; retryAfterSeconds: number }>;

/** The live chat's limits an operation applies. */
export interface LiveLimits {
  /** LIVE_MESSAGES_PER_MINUTE: visitor messages a chat may take a minute while a person holds or awaits it. */
  visitorMessagesPerMinute: number;
  /** LIVE_CONSULTANT_MESSAGES_PER_MINUTE: consultant messages a live chat may take a minute. */
  consultantMessagesPerMinute: number;
  /**
   * Counts a hand-off request of the request's client address and says how it is taken ({@link admissionOf}).
   * Call it only for a request that moves a chat to `waiting`: a repeat of a pending one is not counted.
   */
  admitHandoff(request: FastifyRequest): Promise<HandoffAdmission>;
}

/**
 * The {@link LiveLimits} of the settings.
 *
 * @param count the per-address counter of hand-off requests (undefined: none is counted and every request alerts at
 *   once)
 */
export function liveLimits(
  settings: Omit<LiveLimits, 'admitHandoff'> & HandoffBounds,
  count: AddressCount | undefined,
): LiveLimits {
  const bounds: HandoffBounds = {
    requestsPerHour: settings.requestsPerHour,
    alertsPerHour: Math.min(settings.alertsPerHour, settings.requestsPerHour),
  };
  return {
    visitorMessagesPerMinute: settings.visitorMessagesPerMinute,
    consultantMessagesPerMinute: settings.consultantMessagesPerMinute,
    admitHandoff: async (request) => {
      if (!count) return URGENT_ADMISSION;
      const { count: place, retryAfterSeconds } = await count(request);
      return admissionOf(place, retryAfterSeconds, bounds);
    },
  };
}

/** The length of a hand-off request's address window: an hour, in milliseconds. */
export const HANDOFF_WINDOW_MS = 60 * 60 * 1000;

/**
 * Seconds until a per-minute limit counted from stored times lets one more through: when the oldest of the
 * minute's times leaves the minute (at least 1).
 *
 * @param times the stored times inside the minute before `now`
 */
export function secondsUntilMinuteFrees(times: readonly Date[], now: Date): number {
  const oldest = Math.min(...times.map((time) => time.getTime()));
  return Math.max(1, Math.ceil((oldest + 60_000 - now.getTime()) / 1000));
}
