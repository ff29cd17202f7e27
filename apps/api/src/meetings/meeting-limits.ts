/**
 * The booking's bounds (docs/decisions/058-booking-bounds.md): what keeps `POST /api/meetings` from being a relay
 * of the company's invitations to strangers, or a way to empty the consultants' calendars.
 *
 * - Per client address, bookings made per hour and per day (MEETING_BOOKINGS_PER_IP_HOUR, _DAY): counted by the
 *   app's rate limiter (@fastify/rate-limit's store: Redis with REDIS_URL, so every instance shares them), keyed
 *   like the rate limits (an IPv6 client by its /64); a booking that was refused (a slot taken, a bound) is not
 *   counted. 429 with Retry-After.
 * - Per e-mail address, upcoming meetings held (MEETING_UPCOMING_PER_EMAIL): 409, a message that never repeats
 *   the address.
 * - Per visitor session, upcoming meetings held (MEETING_UPCOMING_PER_SESSION): 429 with Retry-After.
 *
 * The e-mail and session counts come from the database inside the booking's transaction, after the booking has
 * locked the bookable consultants' rows (meetings/meetings.ts): every booking takes those locks, so two bookings
 * never count at once and a burst cannot slip past a bound. The address count is read under the same locks and
 * spent before the commit, for the same reason. Nothing here is logged with the address, e-mail or session.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { meetingApiMessages } from '@northline/content';
import { DomainError } from '../errors.ts';

/** The bounds' settings. */
export interface BookingLimits {
  /** MEETING_BOOKINGS_PER_IP_HOUR. */
  perIpHour: number;
  /** MEETING_BOOKINGS_PER_IP_DAY. */
  perIpDay: number;
  /** MEETING_UPCOMING_PER_EMAIL. */
  upcomingPerEmail: number;
  /** MEETING_UPCOMING_PER_SESSION. */
  upcomingPerSession: number;
}

/** One client address's share of bookings, bound to its request (plugins/app/meetings.ts). */
export interface AddressQuota {
  /**
   * Seconds until the address may book again (at least 1), or undefined while it may book now. Never throws: a
   * store that cannot be reached lets the booking through, as the rate limits do (`skipOnError`).
   */
  blockedFor(): Promise<number | undefined>;
  /** Counts one booking made against the hour's and the day's share. Never throws. */
  spend(): Promise<void>;
}

/** A quota that never refuses: for callers without a client address (the bench, tests of the service alone). */
export const UNBOUNDED_QUOTA: AddressQuota = {
  blockedFor: async () => undefined,
  spend: async () => undefined,
};

/** A refusal by a booking bound: 429 (address, session) with its Retry-After, or 409 (e-mail) without one. */
export class BookingLimitError extends DomainError {
  /** Which bound refused, for the log line (never the address, e-mail or session itself). */
  readonly bound: 'address' | 'session' | 'email';

  constructor(bound: BookingLimitError['bound'], message: string, retryAfterSeconds?: number) {
    super(bound === 'email' ? 'conflict' : 'rate-limited', message);
    this.name = 'BookingLimitError';
    this.bound = bound;
    // The Retry-After of a 429 (the base's field, which the one error mapping answers); none for the e-mail's 409.
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/** The mail domains whose mailboxes ignore dots in the local part (Google: gmail.com and its older googlemail.com). */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an e-mail address reaches, for counting its meetings: lower case without surrounding space; the
 * local part without a `+tag` (RFC 5233 subaddressing, which Gmail, Outlook.com, iCloud, Fastmail and Proton
 * deliver to the same mailbox); at gmail.com and googlemail.com (one domain) without dots, which Google ignores.
 * Dots elsewhere and other separators are kept: they name other mailboxes at most providers.
 *
 * @param email an address as typed (validated by the booking's schema)
 * @returns e.g. `priya.sharma@harbourlaw.example` for ` Priya.Sharma+meet@HarbourLaw.example `
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const tag = local.indexOf('+');
  if (tag > 0) local = local.slice(0, tag);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

const sqlOf = (em: EntityManager) => em as unknown as SqlEntityManager;
const dateOf = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * How many upcoming meetings (booked, starting after `now`) the mailbox of `email` holds ({@link mailboxKey}).
 * Reads the upcoming meetings of the address's domain (both Google domains for either) and compares mailboxes.
 */
async function upcomingOfMailbox(em: EntityManager, email: string, now: Date): Promise<number> {
  const key = mailboxKey(email);
  const domain = key.slice(key.lastIndexOf('@') + 1);
  const domains = domain === 'gmail.com' ? [...DOTLESS_DOMAINS] : [domain];
  const rows = await sqlOf(em).execute<{ visitor_email: string }[]>(
    `select "visitor_email" from "meeting"
     where "status" = 'booked' and "starts_at" > ? and lower(split_part("visitor_email", '@', 2)) in (${domains.map(() => '?').join(', ')})`,
    [now, ...domains],
  );
  return rows.filter((row) => mailboxKey(row.visitor_email) === key).length;
}

/**
 * The starts of the upcoming meetings (booked, starting after `now`) of a visitor session, earliest first: the
 * meetings of the session's lead, or of a lead whose contact request the session sent.
 */
async function upcomingOfSession(em: EntityManager, sessionId: string, now: Date): Promise<Date[]> {
  const rows = await sqlOf(em).execute<{ starts_at: Date | string }[]>(
    `select m."starts_at" from "meeting" m join "lead" l on l."id" = m."lead_id"
       left join "contact_request" c on c."id" = l."contact_request_id"
     where m."status" = 'booked' and m."starts_at" > ? and (l."chat_session_id" = ? or c."chat_session_id" = ?)
     order by m."starts_at"`,
    [now, sessionId, sessionId],
  );
  return rows.map((row) => dateOf(row.starts_at));
}

/** What {@link checkBookingBounds} checks one booking against. */
export interface BoundedBooking {
  /** The address's share (the request's). */
  quota: AddressQuota;
  /** The booking's e-mail address, as typed. */
  email: string;
  /** The visitor session the booking joins (only one whose token the request holds), or undefined. */
  sessionId: string | undefined;
}

/**
 * Refuses a booking past a bound, in this order: the client address (429), the visitor session (429), the
 * e-mail address (409). Call it in the booking's transaction after the consultants' locks, so no other booking
 * counts at the same time.
 *
 * @param now the app's clock: meetings starting after it are upcoming
 * @throws BookingLimitError ('rate-limited' 429 with `retryAfterSeconds`: the address's window, or the time
 *   until the session's earliest upcoming meeting starts; 'conflict' 409 for the e-mail address)
 */
export async function checkBookingBounds(
  em: EntityManager,
  limits: BookingLimits,
  booking: BoundedBooking,
  now: Date,
): Promise<void> {
  const blocked = await booking.quota.blockedFor();
  if (blocked !== undefined) {
    throw new BookingLimitError('address', meetingApiMessages.addressLimited, blocked);
  }
  if (booking.sessionId !== undefined) {
    const starts = await upcomingOfSession(em, booking.sessionId, now);
    const first = starts[0];
    if (starts.length >= limits.upcomingPerSession && first) {
      const seconds = Math.max(1, Math.ceil((first.getTime() - now.getTime()) / 1000));
      throw new BookingLimitError(
        'session',
        meetingApiMessages.sessionLimited(limits.upcomingPerSession),
        seconds,
      );
    }
  }
  if ((await upcomingOfMailbox(em, booking.email, now)) >= limits.upcomingPerEmail) {
    throw new BookingLimitError('email', meetingApiMessages.emailLimited(limits.upcomingPerEmail));
  }
}
