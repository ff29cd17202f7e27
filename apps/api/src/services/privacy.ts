/**
 * Privacy requests and retention (issue 14; PIPEDA principles 4.5 "limiting retention" and 4.9 "individual
 * access"; the privacy policy's "Storage, retention and security").
 *
 * - {@link findPersonalData}: everything stored about an email address (contact requests, chats with their
 *   messages, visitor profiles with their recommendations, newsletter signups, leads and their notifications),
 *   as one JSON document an admin can hand over.
 * - {@link deletePersonalData}: deletes all of it (the database cascades to messages, leads, notifications…)
 *   and writes an audit entry that counts rows and keeps no personal data.
 * - {@link purgeExpired}: the nightly purge of leads and transcripts older than the retention the policy
 *   states (24 months after the last contact, unless the lead became a client: status `won`), spam after
 *   30 days, and the day-old technical records (idempotency keys, used form tokens, expired staff sessions).
 *
 * Nothing here logs the email address; logs carry counts only.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { PrivacyAudit } from '../db/privacy-audit.entity.ts';
import { StaffUser } from '../db/staff-user.entity.ts';
import { FORM_TOKEN_MAX_AGE_MS } from './lead-capture.ts';
import { SIGN_IN_LIMITS } from './staff-auth.ts';

/** How long leads are kept (settings RETENTION_MONTHS, SPAM_RETENTION_DAYS). */
export interface RetentionSettings {
  /** Months after the last contact (privacy policy: 24). */
  months: number;
  /** Days spam-flagged submissions are kept (decision 003: 30). */
  spamDays: number;
}

/** Everything stored about one email address (the access request's answer). */
export interface PersonalData {
  email: string;
  contactRequests: Record<string, unknown>[];
  chatSessions: (Record<string, unknown> & { messages: Record<string, unknown>[] })[];
  visitorProfiles: (Record<string, unknown> & { recommendations: Record<string, unknown>[] })[];
  newsletterSubscriptions: Record<string, unknown>[];
  leads: Record<string, unknown>[];
  notifications: Record<string, unknown>[];
}

/** Row counts of {@link PersonalData} (what the staff app shows before export or deletion). */
export type PersonalDataCounts = Record<
  | 'contactRequests'
  | 'chatSessions'
  | 'visitorProfiles'
  | 'newsletterSubscriptions'
  | 'leads'
  | 'notifications',
  number
>;

/** The ids of everything an email address is found in. */
async function idsFor(em: SqlEntityManager, email: string) {
  const address = email.trim().toLowerCase();
  const contacts = await em.execute<{ id: string; chat_session_id: string | null }[]>(
    `select "id", "chat_session_id" from "contact_request" where lower("email") = ?`,
    [address],
  );
  const linkedSessions = contacts.map((row) => row.chat_session_id).filter((id): id is string => Boolean(id));
  const sessions = await em.execute<{ id: string }[]>(
    `select "id" from "chat_session" where lower("visitor_email") = ?${
      linkedSessions.length ? ` or "id" in (${linkedSessions.map(() => '?').join(', ')})` : ''
    }`,
    [address, ...linkedSessions],
  );
  const profiles = await em.execute<{ session_id: string }[]>(
    `select "session_id" from "visitor_profile" where lower("profile"->'contactInfo'->>'email') = ?`,
    [address],
  );
  const newsletters = await em.execute<{ id: string }[]>(
    `select "id" from "newsletter_subscription" where lower("email") = ?`,
    [address],
  );
  return {
    address,
    contacts: contacts.map((row) => row.id),
    sessions: sessions.map((row) => row.id),
    profiles: profiles.map((row) => row.session_id),
    newsletters: newsletters.map((row) => row.id),
  };
}

const list = (values: readonly string[]) => values.map(() => '?').join(', ');

/** Rows of a table whose `column` is one of `ids` (none when `ids` is empty). */
async function rowsWhere(
  em: SqlEntityManager,
  table: string,
  column: string,
  ids: readonly string[],
  orderBy?: string,
): Promise<Record<string, unknown>[]> {
  if (ids.length === 0) return [];
  return em.execute<Record<string, unknown>[]>(
    `select * from "${table}" where "${column}" in (${list(ids)})${orderBy ? ` order by ${orderBy}` : ''}`,
    [...ids],
  );
}

/** The ids of the leads that point at any of these rows. */
async function leadIdsFor(
  em: SqlEntityManager,
  found: Awaited<ReturnType<typeof idsFor>>,
): Promise<string[]> {
  const clauses: string[] = [];
  const params: string[] = [];
  const add = (column: string, ids: string[]) => {
    if (ids.length === 0) return;
    clauses.push(`"${column}" in (${list(ids)})`);
    params.push(...ids);
  };
  add('contact_request_id', found.contacts);
  add('chat_session_id', found.sessions);
  add('newsletter_subscription_id', found.newsletters);
  if (clauses.length === 0) return [];
  const rows = await em.execute<{ id: string }[]>(
    `select "id" from "lead" where ${clauses.join(' or ')}`,
    params,
  );
  return rows.map((row) => row.id);
}

/**
 * Everything stored about an email address (`staff.privacy.find`, `staff.privacy.export`): matched without
 * regard to case in contact requests, chat sessions (their visitor email, and the sessions a matching contact
 * request followed), visitor profiles (`contactInfo.email`) and newsletter signups; with the messages,
 * recommendations, leads and notifications that belong to them.
 */
export async function findPersonalData(em: EntityManager, email: string): Promise<PersonalData> {
  const sql = em as SqlEntityManager;
  const found = await idsFor(sql, email);
  const leadIds = await leadIdsFor(sql, found);
  const sessions = await rowsWhere(sql, 'chat_session', 'id', found.sessions);
  const messages = await rowsWhere(
    sql,
    'chat_message',
    'session_id',
    found.sessions,
    '"session_id", "position"',
  );
  const profiles = await rowsWhere(sql, 'visitor_profile', 'session_id', found.profiles);
  const recommendations = await rowsWhere(
    sql,
    'recommendation',
    'session_id',
    found.profiles,
    '"generated_at"',
  );
  return {
    email: found.address,
    contactRequests: await rowsWhere(sql, 'contact_request', 'id', found.contacts, '"submitted_at"'),
    chatSessions: sessions.map((session) => ({
      ...session,
      messages: messages
        .filter((message) => message.session_id === session.id)
        .map(({ session_id: _session, ...message }) => message),
    })),
    visitorProfiles: profiles.map((profile) => ({
      ...profile,
      recommendations: recommendations
        .filter((recommendation) => recommendation.session_id === profile.session_id)
        .map(({ session_id: _session, ...recommendation }) => recommendation),
    })),
    newsletterSubscriptions: await rowsWhere(sql, 'newsletter_subscription', 'id', found.newsletters),
    leads: await rowsWhere(sql, 'lead', 'id', leadIds),
    notifications: await rowsWhere(sql, 'notification', 'lead_id', leadIds, '"created_at"'),
  };
}

/** The row counts of {@link PersonalData}. */
export function countsOf(data: PersonalData): PersonalDataCounts {
  return {
    contactRequests: data.contactRequests.length,
    chatSessions: data.chatSessions.length,
    visitorProfiles: data.visitorProfiles.length,
    newsletterSubscriptions: data.newsletterSubscriptions.length,
    leads: data.leads.length,
    notifications: data.notifications.length,
  };
}

/**
 * Records a privacy action in `privacy_audit`: what, by whom, when, and row counts; never the email.
 * @param performedBy the admin's id; null for the nightly purge
 */
export async function auditPrivacy(
  em: EntityManager,
  action: PrivacyAudit['action'],
  performedBy: string | null,
  counts: Record<string, number>,
  now: Date = new Date(),
): Promise<void> {
  em.create(PrivacyAudit, {
    action,
    performedBy: performedBy ? em.getReference(StaffUser, performedBy) : null,
    counts,
    performedAt: now,
  });
  await em.flush();
}

/**
 * Deletes everything stored about an email address (`staff.privacy.delete`) in one transaction: contact
 * requests, chat sessions (their messages and quality changes cascade), visitor profiles (recommendations and
 * analytics events cascade) and newsletter signups; leads, status changes and notifications cascade from them.
 * Then writes the audit entry.
 *
 * @param performedBy the admin's id
 * @returns the counts deleted
 */
export async function deletePersonalData(
  em: EntityManager,
  email: string,
  performedBy: string,
  now: Date = new Date(),
): Promise<PersonalDataCounts> {
  return em.transactional(async (tx) => {
    const sql = tx as SqlEntityManager;
    const found = await idsFor(sql, email);
    const leadIds = await leadIdsFor(sql, found);
    const [notified] = leadIds.length
      ? await sql.execute<{ count: string | number }[]>(
          `select count(*) as "count" from "notification" where "lead_id" in (${list(leadIds)})`,
          leadIds,
        )
      : [];
    const remove = async (table: string, column: string, ids: string[]) => {
      if (ids.length) await sql.execute(`delete from "${table}" where "${column}" in (${list(ids)})`, ids);
    };
    await remove('contact_request', 'id', found.contacts);
    await remove('chat_session', 'id', found.sessions);
    await remove('visitor_profile', 'session_id', found.profiles);
    await remove('newsletter_subscription', 'id', found.newsletters);
    const counts: PersonalDataCounts = {
      contactRequests: found.contacts.length,
      chatSessions: found.sessions.length,
      visitorProfiles: found.profiles.length,
      newsletterSubscriptions: found.newsletters.length,
      leads: leadIds.length,
      notifications: Number(notified?.count ?? 0),
    };
    await auditPrivacy(tx, 'delete', performedBy, counts, now);
    return counts;
  });
}

/** What {@link purgeExpired} deleted, per table. */
export type PurgeCounts = Record<string, number>;

/**
 * The nightly retention purge. Deletes, in one transaction:
 * - contact requests and chat sessions (with their transcripts) whose last contact (the lead's arrival, or
 *   its last status change) is older than `months`, unless the lead was won (a client);
 * - visitor profiles not updated for `months`;
 * - spam-flagged contact requests and newsletter signups older than `spamDays`;
 * - idempotency records and used form tokens older than a day, expired staff sessions, old failed sign-ins.
 * Newsletter signups themselves are kept until the subscriber unsubscribes (privacy policy).
 * Writes a `purge` audit entry with the counts.
 */
export async function purgeExpired(
  em: EntityManager,
  settings: RetentionSettings,
  now: Date = new Date(),
): Promise<PurgeCounts> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - settings.months);
  const spamCutoff = new Date(now.getTime() - settings.spamDays * 24 * 60 * 60 * 1000);
  const dayAgo = new Date(now.getTime() - FORM_TOKEN_MAX_AGE_MS);
  const kept = `exists (select 1 from "lead" l where l."%COLUMN%" = t."%KEY%"
    and (l."status" = 'won' or l."status_changed_at" >= ?))`;
  return em.transactional(async (tx) => {
    const sql = tx as SqlEntityManager;
    const counts: PurgeCounts = {};
    const run = async (name: string, statement: string, params: unknown[]) => {
      const rows = await sql.execute<{ n: number }[]>(`${statement} returning 1 as "n"`, params);
      counts[name] = (counts[name] ?? 0) + rows.length;
    };
    await run(
      'contact_request',
      `delete from "contact_request" t where t."submitted_at" < ? and not ${kept
        .replace('%COLUMN%', 'contact_request_id')
        .replace('%KEY%', 'id')}`,
      [cutoff, cutoff],
    );
    await run('contact_request', `delete from "contact_request" t where t."spam" and t."submitted_at" < ?`, [
      spamCutoff,
    ]);
    await run(
      'chat_session',
      `delete from "chat_session" t where t."updated_at" < ? and not ${kept
        .replace('%COLUMN%', 'chat_session_id')
        .replace('%KEY%', 'id')}`,
      [cutoff, cutoff],
    );
    await run('visitor_profile', `delete from "visitor_profile" t where t."updated_at" < ?`, [cutoff]);
    await run(
      'newsletter_subscription',
      `delete from "newsletter_subscription" t where t."spam" and t."created_at" < ?`,
      [spamCutoff],
    );
    await run('idempotency_record', `delete from "idempotency_record" where "created_at" < ?`, [dayAgo]);
    await run('form_token_use', `delete from "form_token_use" where "used_at" < ?`, [dayAgo]);
    await run('staff_session', `delete from "staff_session" where "expires_at" <= ?`, [now]);
    await run('sign_in_failure', `delete from "sign_in_failure" where "failed_at" < ?`, [
      new Date(now.getTime() - SIGN_IN_LIMITS.windowMs),
    ]);
    await auditPrivacy(tx, 'purge', null, counts, now);
    return counts;
  });
}

/**
 * The next time the nightly purge runs after `now`: today's or tomorrow's `hourUtc`:00 UTC.
 * @param hourUtc 0-23 (PURGE_HOUR_UTC)
 */
export function nextPurgeAt(now: Date, hourUtc: number): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc));
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}
