import pg from 'pg';
import { e2eDatabaseUrl } from './env.ts';

/** Runs a query on the database of the e2e server on `port` (the main one when absent; the real PostgreSQL) and returns its rows. */
export async function queryRows<T extends Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
  port?: number,
): Promise<T[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl(port) });
  await client.connect();
  try {
    const result = await client.query<T>(sql, params);
    return result.rows;
  } finally {
    await client.end();
  }
}

/** What the anti-automation judgement did to a contact request, and whether sales got an e-mail alert about it. */
export type LeadVerdict = {
  spam: boolean;
  spam_reason: string | null;
  automation_signal: string | null;
  possibly_automated: boolean;
  /** Subjects of the e-mails the e2e server's SMTP receiver got for the lead's notifications (e2e/serve.ts). */
  alerts: string[];
};

/**
 * The verdict on the contact requests sent with `email`, oldest first, once each lead's alerts are no longer
 * pending (planned from the event log and delivered, or none for spam): waits for that, up to `timeoutMs`.
 */
export async function leadVerdicts(email: string, timeoutMs = 15_000): Promise<LeadVerdict[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await queryRows<LeadVerdict & { pending: boolean }>(
      `select c.spam, c.spam_reason, c.automation_signal, l.possibly_automated,
         exists (select 1 from delivery n where n.lead_id = l.id and n.status <> 'delivered')
           or (not l.spam and not exists (select 1 from delivery n where n.lead_id = l.id)) as pending,
         coalesce((select array_agg(m.subject order by m.id) from e2e_mail m
           where exists (select 1 from delivery n where n.lead_id = l.id and n.id::text = any(m.delivery_ids))),
           '{}') as alerts
       from contact_request c join lead l on l.contact_request_id = c.id
       where c.email = $1 order by c.submitted_at`,
      [email],
    );
    if ((rows.length > 0 && rows.every((row) => !row.pending)) || Date.now() > deadline) {
      return rows.map(({ pending: _pending, ...verdict }) => verdict);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A bookable consultant that {@link seedConsultants} makes sure of. */
export interface SeededConsultant {
  email: string;
  name: string;
}

/** The consultants the booking tests use: two, so that one booking of a slot leaves it offered. */
export const E2E_CONSULTANTS: readonly SeededConsultant[] = [
  { email: 'avery.consultant@northline-it.example', name: 'Avery Consultant' },
  { email: 'sam.consultant@northline-it.example', name: 'Sam Consultant' },
];

/**
 * Makes the consultants exist and be bookable in the database of the e2e server on `port` (the main one when
 * absent), with the company's hours: a staff account each (sales, a password no one can sign in with) and its
 * `consultant` row. Idempotent: any test file may call it, in any order and in parallel; an existing account or
 * consultant row is kept and only made bookable again.
 *
 * @returns the consultants' staff user ids, in the order of `consultants`
 */
export async function seedConsultants(
  consultants: readonly SeededConsultant[] = E2E_CONSULTANTS,
  port?: number,
): Promise<string[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl(port) });
  await client.connect();
  try {
    const ids: string[] = [];
    for (const consultant of consultants) {
      // No argon2 hash: the '!' marks an account without a password, so nobody can sign in as a seeded consultant.
      await client.query(
        `insert into staff_user (id, email, name, role, password_hash, created_at)
         values (gen_random_uuid(), $1, $2, 'sales', '!', now())
         on conflict (email) do nothing`,
        [consultant.email, consultant.name],
      );
      const [row] = (
        await client.query<{ id: string }>('select id from staff_user where email = $1', [consultant.email])
      ).rows;
      if (!row) throw new Error('the seeded consultant has no staff account');
      await client.query(
        `insert into consultant (staff_user_id, bookable, weekly_hours, updated_at) values ($1, true, null, now())
         on conflict (staff_user_id) do update set bookable = true`,
        [row.id],
      );
      ids.push(row.id);
    }
    return ids;
  } finally {
    await client.end();
  }
}

/** A consultant {@link seedStaffMeetings} makes bookable: a staff account's e-mail. */
export interface SeedConsultant {
  email: string;
  /** Whether visitors can book them (default true). */
  bookable?: boolean;
}

/** A meeting {@link seedStaffMeetings} writes: a fixed id, so seeding twice writes it once. */
export interface SeedMeeting {
  id: string;
  /** The consultant's staff e-mail (seeded as a consultant first). */
  consultantEmail: string;
  leadId: string;
  /** ISO 8601 instant; the meeting lasts 30 minutes. */
  start: string;
  status?: 'booked' | 'cancelled';
  visitorName: string;
  visitorEmail: string;
  company?: string;
}

/**
 * Seeds consultants (booking profiles of existing staff accounts) and meetings on the e2e server's database on
 * `port`, idempotently: a consultant that exists keeps its row (its `bookable` set again), a meeting whose id
 * exists is left as it is. Meetings are written straight into `meeting` (the booking itself is the API's tests').
 *
 * @returns the staff ids by e-mail
 */
export async function seedStaffMeetings(
  consultants: readonly SeedConsultant[],
  meetings: readonly SeedMeeting[] = [],
  port?: number,
): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const consultant of consultants) {
    const [row] = await queryRows<{ id: string }>(
      `insert into consultant (staff_user_id, bookable, updated_at)
       select id, $2, now() from staff_user where lower(email) = lower($1)
       on conflict (staff_user_id) do update set bookable = excluded.bookable
       returning staff_user_id as id`,
      [consultant.email, consultant.bookable ?? true],
      port,
    );
    if (!row) throw new Error('seedStaffMeetings: no staff account with that e-mail');
    ids[consultant.email] = row.id;
  }
  for (const meeting of meetings) {
    const consultant = ids[meeting.consultantEmail];
    if (!consultant) throw new Error('seedStaffMeetings: a meeting names a consultant not seeded');
    const booked = (meeting.status ?? 'booked') === 'booked';
    await queryRows(
      `insert into meeting (id, consultant_staff_user_id, lead_id, starts_at, ends_at, booked_slot, status,
         visitor_name, visitor_email, company, ical_uid, sequence, manage_token_hash, created_at, updated_at)
       values ($1, $2, $3, $4::timestamptz, $4::timestamptz + interval '30 minutes', $5, $6, $7, $8, $9,
         $10, 0, repeat('0', 64), now(), now())
       on conflict (id) do nothing`,
      [
        meeting.id,
        consultant,
        meeting.leadId,
        meeting.start,
        booked ? meeting.start : null,
        booked ? 'booked' : 'cancelled',
        meeting.visitorName,
        meeting.visitorEmail,
        meeting.company ?? null,
        `${meeting.id}@northline-it.example`,
      ],
      port,
    );
  }
  return ids;
}
