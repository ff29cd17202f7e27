/**
 * The staff side of meeting booking (docs/decisions/033): the meetings list and each consultant's booking settings
 * (bookable, weekly hours, days off) and private calendar feed. A member changes their own settings; an admin may
 * change anyone's (`staffUserId`). The feed's secret is shown once and stored as its SHA-256 only; regenerating it
 * revokes the old URL.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { meetingApiMessages, meetingSummary, type OpeningHoursRule } from '@northline/content';
import type { StaffMeeting, StaffMember } from '@northline/schemas';
import { ADMIN_ONLY_MESSAGE, DomainError, invalidField } from '../errors.ts';
import { meetingFeed } from '../scheduling/meeting-invite.ts';
import { newFeedSecret, tokenHash } from '../scheduling/meeting-tokens.ts';

const sqlOf = (em: EntityManager) => em as unknown as SqlEntityManager;
const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * The staff user whose settings a call changes: the caller, or `staffUserId` for an admin.
 *
 * @throws DomainError 'forbidden' (403) when a non-admin names another member; DomainError 'not-found' (404) for an
 *   unknown member
 */
async function targetOf(
  em: EntityManager,
  staff: StaffMember,
  staffUserId: string | undefined,
): Promise<string> {
  const id = staffUserId ?? staff.id;
  if (id !== staff.id && staff.role !== 'admin') throw new DomainError('forbidden', ADMIN_ONLY_MESSAGE);
  const [row] = await sqlOf(em).execute<{ id: string }[]>('select "id" from "staff_user" where "id" = ?', [
    id,
  ]);
  if (!row) throw new DomainError('not-found', 'Staff member not found');
  return id;
}

/** Creates the member's booking profile when missing (bookable: booking is on by default; company hours). */
async function ensureConsultant(em: EntityManager, id: string, now: Date): Promise<void> {
  await sqlOf(em).execute(
    `insert into "consultant" ("staff_user_id", "bookable", "updated_at") values (?, true, ?) on conflict do nothing`,
    [id, now],
  );
}

/** A consultant's booking settings as the staff app shows them. */
export interface ConsultantSettings {
  staffUserId: string;
  bookable: boolean;
  /** Null: the company's business hours. */
  weeklyHours: OpeningHoursRule[] | null;
  /** Toronto dates 'YYYY-MM-DD', ascending. */
  daysOff: string[];
  /** Whether a feed URL is active. */
  feed: boolean;
  /**
   * How many active staff members visitors can book now (a member without a booking profile counts: booking is on
   * by default); 0 means the booking panel offers no time at all.
   */
  bookableMembers: number;
}

/** Reads a member's booking settings (defaults when they have none yet). */
export async function consultantSettings(em: EntityManager, id: string): Promise<ConsultantSettings> {
  const sql = sqlOf(em);
  const [row] = await sql.execute<
    { bookable: boolean; weekly_hours: OpeningHoursRule[] | string | null; feed_secret_hash: string | null }[]
  >('select "bookable", "weekly_hours", "feed_secret_hash" from "consultant" where "staff_user_id" = ?', [
    id,
  ]);
  const days = await sql.execute<{ day: string }[]>(
    'select "day" from "consultant_day_off" where "consultant_staff_user_id" = ? order by "day"',
    [id],
  );
  const hours = row?.weekly_hours ?? null;
  const [bookable] = await sql.execute<{ count: number }[]>(
    `select count(*)::int as "count" from "staff_user" u left join "consultant" c on c."staff_user_id" = u."id"
     where u."disabled_at" is null and coalesce(c."bookable", true)`,
  );
  return {
    staffUserId: id,
    bookable: row?.bookable ?? true,
    weeklyHours: typeof hours === 'string' ? (JSON.parse(hours) as OpeningHoursRule[]) : hours,
    daysOff: days.map((day) => day.day),
    feed: Boolean(row?.feed_secret_hash),
    bookableMembers: bookable?.count ?? 0,
  };
}

/**
 * Marks a member bookable or not. Meetings already booked stay.
 *
 * @returns the member's settings
 * @throws 403 for another member without admin; 404 unknown member
 */
export async function setBookable(
  em: EntityManager,
  staff: StaffMember,
  input: { bookable: boolean; staffUserId?: string | undefined },
  now: Date,
): Promise<ConsultantSettings> {
  const id = await targetOf(em, staff, input.staffUserId);
  await ensureConsultant(em, id, now);
  await sqlOf(em).execute(
    'update "consultant" set "bookable" = ?, "updated_at" = ? where "staff_user_id" = ?',
    [input.bookable, now, id],
  );
  return consultantSettings(em, id);
}

/**
 * Sets a member's weekly working hours (null: the company's). Slots are only ever offered inside business hours;
 * these hours narrow them.
 *
 * @throws DomainError 'invalid' (400, `weeklyHours`) when a rule closes at or before it opens; 403; 404
 */
export async function setWeeklyHours(
  em: EntityManager,
  staff: StaffMember,
  input: { weeklyHours: OpeningHoursRule[] | null; staffUserId?: string | undefined },
  now: Date,
): Promise<ConsultantSettings> {
  if (input.weeklyHours?.some((rule) => rule.closes <= rule.opens)) {
    throw invalidField('weeklyHours', 'Each period must close after it opens');
  }
  const id = await targetOf(em, staff, input.staffUserId);
  await ensureConsultant(em, id, now);
  await sqlOf(em).execute(
    'update "consultant" set "weekly_hours" = ?, "updated_at" = ? where "staff_user_id" = ?',
    [input.weeklyHours === null ? null : JSON.stringify(input.weeklyHours), now, id],
  );
  return consultantSettings(em, id);
}

/**
 * Replaces a member's days off with the given Toronto dates. Meetings already booked on them stay.
 *
 * @throws 403; 404
 */
export async function setDaysOff(
  em: EntityManager,
  staff: StaffMember,
  input: { days: string[]; staffUserId?: string | undefined },
  now: Date,
): Promise<ConsultantSettings> {
  const id = await targetOf(em, staff, input.staffUserId);
  await em.transactional(async (tx) => {
    await ensureConsultant(tx, id, now);
    const sql = sqlOf(tx);
    await sql.execute('delete from "consultant_day_off" where "consultant_staff_user_id" = ?', [id]);
    for (const day of new Set(input.days)) {
      await sql.execute(
        'insert into "consultant_day_off" ("consultant_staff_user_id", "day") values (?, ?)',
        [id, day],
      );
    }
  });
  return consultantSettings(em, id);
}

/**
 * Issues a new secret feed URL for the caller's own calendar; the previous URL stops working.
 *
 * @returns `{ feedUrl }`, shown once
 */
export async function regenerateFeed(
  em: EntityManager,
  staff: StaffMember,
  siteUrl: string,
  now: Date,
): Promise<{ feedUrl: string }> {
  await ensureConsultant(em, staff.id, now);
  const secret = newFeedSecret();
  await sqlOf(em).execute(
    'update "consultant" set "feed_secret_hash" = ?, "updated_at" = ? where "staff_user_id" = ?',
    [tokenHash(secret), now, staff.id],
  );
  return { feedUrl: `${siteUrl}/api/meetings/feed/${secret}.ics` };
}

/** Revokes the caller's feed URL. */
export async function revokeFeed(em: EntityManager, staff: StaffMember, now: Date): Promise<{ feed: false }> {
  await revokeFeedOf(em, staff.id, now);
  return { feed: false };
}

/**
 * Revokes a member's feed URL, whoever asks: also when an admin signs the member out everywhere or disables them
 * (the feed's secret is a credential of theirs; operations/staff-users-*.ts). A member without a feed is unchanged.
 */
export async function revokeFeedOf(em: EntityManager, staffUserId: string, now: Date): Promise<void> {
  await sqlOf(em).execute(
    'update "consultant" set "feed_secret_hash" = null, "updated_at" = ? where "staff_user_id" = ? and "feed_secret_hash" is not null',
    [now, staffUserId],
  );
}

/**
 * The private iCalendar feed of the consultant whose secret it is: their booked meetings from 30 days ago on, as
 * VEVENTs with each meeting's UID and SEQUENCE (RFC 5545; no METHOD: a published calendar), each linking its lead's
 * staff page by absolute URL (a calendar app opens no relative link).
 *
 * @param secret the URL's secret (without `.ics`)
 * @param site the meetings' location and the site's origin (SITE_URL)
 * @throws DomainError 'not-found' (404) for an unknown or revoked secret
 */
export async function consultantFeed(
  em: EntityManager,
  secret: string,
  site: { location: string; siteUrl: string },
  now: Date,
): Promise<string> {
  const { location, siteUrl } = site;
  const sql = sqlOf(em);
  const [consultant] = await sql.execute<{ id: string; name: string; email: string }[]>(
    `select u."id", u."name", u."email" from "consultant" c join "staff_user" u on u."id" = c."staff_user_id"
     where c."feed_secret_hash" = ? and u."disabled_at" is null`,
    [tokenHash(secret)],
  );
  if (!consultant) throw new DomainError('not-found', meetingApiMessages.feedNotFound);
  const meetings = await sql.execute<
    {
      ical_uid: string;
      sequence: number;
      starts_at: Date | string;
      ends_at: Date | string;
      visitor_name: string;
      visitor_email: string;
      company: string | null;
      lead_id: string;
    }[]
  >(
    `select "ical_uid", "sequence", "starts_at", "ends_at", "visitor_name", "visitor_email", "company", "lead_id"
     from "meeting" where "consultant_staff_user_id" = ? and "booked_slot" is not null and "ends_at" > ? order by "starts_at"`,
    [consultant.id, new Date(now.getTime() - 30 * 86_400_000)],
  );
  return meetingFeed(
    `${meetingSummary}: ${consultant.name}`,
    meetings.map((meeting) => ({
      uid: meeting.ical_uid,
      sequence: meeting.sequence,
      starts: new Date(iso(meeting.starts_at)),
      ends: new Date(iso(meeting.ends_at)),
      stamp: now,
      summary: `${meetingSummary}: ${meeting.visitor_name}${meeting.company ? ` (${meeting.company})` : ''}`,
      description: `Lead: ${siteUrl}/staff/leads/${meeting.lead_id}`,
      url: `${siteUrl}/staff/leads/${meeting.lead_id}`,
      location,
      organizer: { name: consultant.name, email: consultant.email },
      attendee: { name: meeting.visitor_name, email: meeting.visitor_email },
    })),
  );
}

/**
 * Meetings starting in [from, to), by start: the caller's own; everyone's for an admin asking `all`; one
 * consultant's for `consultantId` (a member may name themselves, an admin anyone).
 *
 * @throws DomainError 'forbidden' (403) when a non-admin asks for `all` or names another member
 */
export async function listStaffMeetings(
  em: EntityManager,
  staff: StaffMember,
  input: {
    from: string;
    to: string;
    scope?: 'mine' | 'all' | undefined;
    consultantId?: string | undefined;
  },
): Promise<{ meetings: StaffMeeting[] }> {
  const admin = staff.role === 'admin';
  if (input.scope === 'all' && !admin) throw new DomainError('forbidden', ADMIN_ONLY_MESSAGE);
  if (input.consultantId && input.consultantId !== staff.id && !admin)
    throw new DomainError('forbidden', ADMIN_ONLY_MESSAGE);
  const consultant = input.consultantId ?? (input.scope === 'all' ? null : staff.id);
  const all = consultant === null;
  const rows = await sqlOf(em).execute<
    {
      id: string;
      consultant_id: string;
      consultant_name: string;
      lead_id: string;
      starts_at: Date | string;
      ends_at: Date | string;
      status: 'booked' | 'cancelled';
      visitor_name: string;
      company: string | null;
      sequence: number;
    }[]
  >(
    `select m."id", m."consultant_staff_user_id" as "consultant_id", u."name" as "consultant_name", m."lead_id",
       m."starts_at", m."ends_at", m."status", m."visitor_name", m."company", m."sequence"
     from "meeting" m join "staff_user" u on u."id" = m."consultant_staff_user_id"
     where m."starts_at" >= ? and m."starts_at" < ?${all ? '' : ' and m."consultant_staff_user_id" = ?'}
     order by m."starts_at"`,
    [new Date(input.from), new Date(input.to), ...(all ? [] : [consultant])],
  );
  return {
    meetings: rows.map((row) => ({
      id: row.id,
      consultantId: row.consultant_id,
      consultantName: row.consultant_name,
      leadId: row.lead_id,
      start: iso(row.starts_at),
      end: iso(row.ends_at),
      status: row.status,
      visitorName: row.visitor_name,
      company: row.company,
      sequence: row.sequence,
    })),
  };
}
