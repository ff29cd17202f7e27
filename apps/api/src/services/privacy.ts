/**
 * Privacy requests and retention (PIPEDA principles 4.5 "limiting retention" and 4.9 "individual access"; the
 * privacy policy's "Storage, retention and security").
 *
 * - {@link findPersonalData}: everything stored about a person, found by email address or phone number (the phone
 *   compared in E.164), wherever it is written: the contact form's fields, a chat's visitor details and its
 *   transcript text, a visitor profile, a newsletter signup, a staff note on a lead, a booked meeting; with every row that
 *   belongs to those (messages, lead-quality changes, recommendations and their analytics events, consent events,
 *   leads, status changes, notes, notifications, meetings and their outbox rows, idempotency records), as one JSON
 *   document an admin can hand over.
 * - {@link deletePersonalData}: deletes all of it and writes an audit entry that counts rows and keeps no
 *   personal data.
 * - {@link purgeExpired}: the nightly purge of leads and transcripts older than the retention the policy
 *   states (24 months after the last contact, unless the lead became a client: status `won`), spam after
 *   30 days, unconfirmed newsletter signups after `NEWSLETTER_PENDING_DAYS`, and the day-old technical records
 *   (idempotency keys, used form tokens, expired staff sessions). One instance runs it per night.
 *
 * Nothing here logs the email address or phone number; logs carry counts only.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { findPhoneNumbersInText, parsePhoneNumberFromString } from 'libphonenumber-js';
import { PrivacyAudit } from '../db/privacy-audit.entity.ts';
import { StaffUser } from '../db/staff-user.entity.ts';
import { FORM_TOKEN_MAX_AGE_MS } from './lead-capture.ts';
import { SIGN_IN_LIMITS } from './staff-auth.ts';

/** How long leads are kept (settings RETENTION_MONTHS, SPAM_RETENTION_DAYS, NEWSLETTER_PENDING_DAYS). */
export interface RetentionSettings {
  /** Months after the last contact (privacy policy: 24). */
  months: number;
  /** Days spam-flagged submissions are kept (decision 003: 30). */
  spamDays: number;
  /** Days a newsletter signup may stay unconfirmed before it is deleted (privacy policy: 30; decision 022). */
  pendingNewsletterDays: number;
}

/** Default region of phone numbers written without a country code (Northline serves Canada). */
export const PHONE_DEFAULT_REGION = 'CA';

/** Whom a privacy request is about: an email address, a phone number, or both (at least one). */
export interface PersonQuery {
  email?: string | undefined;
  phone?: string | undefined;
}

/** A {@link PersonQuery} normalised for matching. */
export interface PersonKeys {
  /** The address in lower case, or null. */
  email: string | null;
  /** The number in E.164 (`+14165550177`), or null. */
  phone: string | null;
  /** The number's national significant digits (`4165550177`): what a stored text holds whatever its format. */
  phoneDigits: string | null;
}

/**
 * A phone number as typed (`(416) 555-0177`, `+1 416 555 0177`, `4165550177`) in E.164, read with libphonenumber-js
 * (ITU-T E.164; numbers without a country code are read as {@link PHONE_DEFAULT_REGION}).
 *
 * @returns `{ e164, digits }`, or null when the text is not a possible phone number
 */
export function normalisePhone(text: string): { e164: string; digits: string } | null {
  const parsed = parsePhoneNumberFromString(text.trim(), PHONE_DEFAULT_REGION);
  if (!parsed?.isPossible()) return null;
  return { e164: parsed.number, digits: parsed.nationalNumber };
}

/**
 * The keys a privacy request matches by.
 *
 * @throws RangeError when neither an email nor a possible phone number is given (the procedures' input schema
 *   refuses both cases with 400 first)
 */
export function personKeys(query: PersonQuery): PersonKeys {
  const email = query.email?.trim().toLowerCase() || null;
  const phone = query.phone?.trim() ? normalisePhone(query.phone) : null;
  if (!email && !phone) throw new RangeError('A privacy request needs an email address or a phone number');
  return { email, phone: phone?.e164 ?? null, phoneDigits: phone?.digits ?? null };
}

/** Anything that looks like an email address inside a text. */
const EMAIL_IN_TEXT = /[^\s<>()[\]{},;:"'`]+@[^\s<>()[\]{},;:"'`]+/g;

/** Whether a text holds the person's email address or phone number (in any format) as a whole. */
export function textMentions(text: string, keys: PersonKeys): boolean {
  if (keys.email && text.toLowerCase().includes(keys.email)) {
    for (const found of text.match(EMAIL_IN_TEXT) ?? []) {
      if (found.toLowerCase().replace(/[.!?]+$/, '') === keys.email) return true;
    }
  }
  if (keys.phone && keys.phoneDigits && text.replace(/\D/g, '').includes(keys.phoneDigits)) {
    if (normalisePhone(text)?.e164 === keys.phone) return true;
    for (const found of findPhoneNumbersInText(text, PHONE_DEFAULT_REGION)) {
      if (found.number.number === keys.phone) return true;
    }
  }
  return false;
}

/** Whether any text in a row (its columns, and every string inside its JSON columns) mentions the person. */
function valueMentions(value: unknown, keys: PersonKeys): boolean {
  if (typeof value === 'string') return textMentions(value, keys);
  if (Array.isArray(value)) return value.some((item) => valueMentions(item, keys));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.values(value).some((item) => valueMentions(item, keys));
  }
  return false;
}

/** Everything stored about one person (the access request's answer); each row whole, as the table holds it. */
export interface PersonalData {
  /** The address searched for (lower case), or null. */
  email: string | null;
  /** The number searched for (E.164), or null. */
  phone: string | null;
  contactRequests: Row[];
  chatSessions: (Row & { messages: Row[]; qualityChanges: Row[] })[];
  visitorProfiles: (Row & { recommendations: Row[]; recommendationEvents: Row[] })[];
  newsletterSubscriptions: (Row & { consentEvents: Row[] })[];
  /** The leads, each with its status changes and its staff notes (`notes`, oldest first). */
  leads: (Row & { statusChanges: Row[]; notes: Row[] })[];
  notifications: Row[];
  /** The leads' meetings (the visitor's name, e-mail, company, phone), each with its outbox rows (`messages`). */
  meetings: (Row & { messages: Row[] })[];
  /** Stored answers of retried requests (`Idempotency-Key`) that name the person's rows. */
  idempotencyRecords: Row[];
}

type Row = Record<string, unknown>;

/** Row counts of {@link PersonalData} (what the staff app shows before export or deletion). */
export type PersonalDataCounts = Record<
  | 'contactRequests'
  | 'chatSessions'
  | 'chatMessages'
  | 'qualityChanges'
  | 'visitorProfiles'
  | 'recommendations'
  | 'recommendationEvents'
  | 'newsletterSubscriptions'
  | 'consentEvents'
  | 'leads'
  | 'statusChanges'
  | 'leadNotes'
  | 'notifications'
  | 'meetings'
  | 'meetingMessages'
  | 'idempotencyRecords',
  number
>;

/** The ids of everything a person is found in, or that belongs to what they are found in. */
interface FoundIds {
  contacts: Set<string>;
  sessions: Set<string>;
  profiles: Set<string>;
  newsletters: Set<string>;
  leads: Set<string>;
  /** `scope` and `key` of matching idempotency records. */
  idempotency: { scope: string; key: string }[];
}

/**
 * Where a person's details can be written, and the row of ours each table's rows belong to. Every column of
 * these tables is read (`select *`), so a column added later is searched too.
 */
const SOURCES: readonly { table: string; column: string; owner: Exclude<keyof FoundIds, 'idempotency'> }[] = [
  { table: 'contact_request', column: 'id', owner: 'contacts' },
  { table: 'chat_session', column: 'id', owner: 'sessions' },
  { table: 'chat_message', column: 'session_id', owner: 'sessions' },
  { table: 'lead_quality_change', column: 'session_id', owner: 'sessions' },
  { table: 'visitor_profile', column: 'session_id', owner: 'profiles' },
  { table: 'recommendation', column: 'session_id', owner: 'profiles' },
  { table: 'recommendation_event', column: 'session_id', owner: 'profiles' },
  { table: 'newsletter_subscription', column: 'id', owner: 'newsletters' },
  { table: 'newsletter_consent_event', column: 'subscription_id', owner: 'newsletters' },
  { table: 'lead', column: 'id', owner: 'leads' },
  { table: 'lead_status_change', column: 'lead_id', owner: 'leads' },
  { table: 'lead_note', column: 'lead_id', owner: 'leads' },
  { table: 'notification', column: 'lead_id', owner: 'leads' },
  { table: 'meeting', column: 'lead_id', owner: 'leads' },
];

/**
 * Rows of a table whose text holds the address or the number's digits (a coarse filter in the database, over the
 * whole row as text), then kept only when a value of theirs really mentions the person ({@link textMentions}).
 */
async function matchingRows(em: SqlEntityManager, table: string, keys: PersonKeys): Promise<Row[]> {
  const clauses: string[] = [];
  const params: string[] = [];
  if (keys.email) {
    clauses.push('strpos(lower(t::text), ?) > 0');
    params.push(keys.email);
  }
  if (keys.phoneDigits) {
    clauses.push(`strpos(regexp_replace(t::text, '[^0-9]', '', 'g'), ?) > 0`);
    params.push(keys.phoneDigits);
  }
  const rows = await em.execute<Row[]>(`select t.* from "${table}" t where ${clauses.join(' or ')}`, params);
  return rows.filter((row) => valueMentions(row, keys));
}

const list = (count: number) => Array.from({ length: count }, () => '?').join(', ');

/** Rows of a table whose `column` is one of `ids` (none when `ids` is empty). */
async function rowsWhere(
  em: SqlEntityManager,
  table: string,
  column: string,
  ids: Iterable<string>,
  orderBy?: string,
): Promise<Row[]> {
  const values = [...ids];
  if (values.length === 0) return [];
  return em.execute<Row[]>(
    `select * from "${table}" where "${column}" in (${list(values.length)})${orderBy ? ` order by ${orderBy}` : ''}`,
    values,
  );
}

/** Adds the string values of `column` of `rows` to `into`. */
function collect(into: Set<string>, rows: readonly Row[], column: string): void {
  for (const row of rows) {
    const value = row[column];
    if (typeof value === 'string' && value) into.add(value);
  }
}

/**
 * Everything a person is found in: the rows that mention them, the chats their contact requests followed and the
 * contact requests that followed their chats, the rows a matching lead came from, the leads of all those, and the
 * idempotency records whose stored answer names any of them or mentions the person.
 */
async function findIds(em: SqlEntityManager, keys: PersonKeys): Promise<FoundIds> {
  const found: FoundIds = {
    contacts: new Set(),
    sessions: new Set(),
    profiles: new Set(),
    newsletters: new Set(),
    leads: new Set(),
    idempotency: [],
  };
  for (const source of SOURCES) {
    collect(found[source.owner], await matchingRows(em, source.table, keys), source.column);
  }
  // A lead that mentions the person (a staff note on it) is about the request, chat or signup it came from.
  const directLeads = await rowsWhere(em, 'lead', 'id', found.leads);
  collect(found.contacts, directLeads, 'contact_request_id');
  collect(found.sessions, directLeads, 'chat_session_id');
  collect(found.newsletters, directLeads, 'newsletter_subscription_id');
  // A contact request and the chat it followed are one conversation with one person.
  collect(found.sessions, await rowsWhere(em, 'contact_request', 'id', found.contacts), 'chat_session_id');
  collect(found.contacts, await rowsWhere(em, 'contact_request', 'chat_session_id', found.sessions), 'id');
  const clauses: string[] = [];
  const params: string[] = [];
  for (const [column, ids] of [
    ['contact_request_id', found.contacts],
    ['chat_session_id', found.sessions],
    ['newsletter_subscription_id', found.newsletters],
  ] as const) {
    if (ids.size === 0) continue;
    clauses.push(`"${column}" in (${list(ids.size)})`);
    params.push(...ids);
  }
  if (clauses.length > 0) {
    collect(
      found.leads,
      await em.execute<Row[]>(`select "id" from "lead" where ${clauses.join(' or ')}`, params),
      'id',
    );
  }
  const named = [...found.contacts, ...found.sessions, ...found.newsletters, ...found.leads];
  const records = await em.execute<{ scope: string; key: string; response: unknown }[]>(
    `select "scope", "key", "response" from "idempotency_record" where "response" is not null${
      named.length
        ? ` and (${named.map(() => 'strpos("response"::text, ?) > 0').join(' or ')})`
        : ' and false'
    }`,
    named,
  );
  const mentioning = await matchingRows(em, 'idempotency_record', keys);
  const seen = new Set<string>();
  for (const record of [...records, ...(mentioning as typeof records)]) {
    const id = `${record.scope}\u0000${record.key}`;
    if (seen.has(id)) continue;
    seen.add(id);
    found.idempotency.push({ scope: record.scope, key: record.key });
  }
  return found;
}

/** Idempotency records by their keys. */
async function idempotencyRows(em: SqlEntityManager, keys: FoundIds['idempotency']): Promise<Row[]> {
  if (keys.length === 0) return [];
  return em.execute<Row[]>(
    `select * from "idempotency_record" where ${keys.map(() => '("scope" = ? and "key" = ?)').join(' or ')} order by "created_at"`,
    keys.flatMap((key) => [key.scope, key.key]),
  );
}

/** The rows of `children` whose `column` is the row's `key`, without that column. */
function childrenOf(row: Row, key: string, children: readonly Row[], column: string): Row[] {
  return children
    .filter((child) => child[column] === row[key])
    .map(({ [column]: _owner, ...child }) => child);
}

/**
 * Everything stored about a person (`staff.privacy.find`, `staff.privacy.export`), found by email address
 * (without regard to case) or phone number (in E.164, whatever format it was typed in) in every table a visitor's
 * words reach, including chat transcripts; with every row that belongs to what is found. Each row is whole, as
 * the table holds it, so columns added later are exported too.
 *
 * @throws RangeError when the query holds neither an email nor a possible phone number
 */
export async function findPersonalData(em: EntityManager, query: PersonQuery): Promise<PersonalData> {
  const sql = em as SqlEntityManager;
  const keys = personKeys(query);
  const found = await findIds(sql, keys);
  return collectPersonalData(sql, keys, found);
}

async function collectPersonalData(
  sql: SqlEntityManager,
  keys: PersonKeys,
  found: FoundIds,
): Promise<PersonalData> {
  const rows = (table: string, column: string, ids: Iterable<string>, orderBy?: string) =>
    rowsWhere(sql, table, column, ids, orderBy);
  const messages = await rows('chat_message', 'session_id', found.sessions, '"session_id", "position"');
  const qualityChanges = await rows('lead_quality_change', 'session_id', found.sessions);
  const recommendations = await rows('recommendation', 'session_id', found.profiles, '"generated_at"');
  const recommendationEvents = await rows('recommendation_event', 'session_id', found.profiles);
  const consentEvents = await rows('newsletter_consent_event', 'subscription_id', found.newsletters, '"at"');
  const statusChanges = await rows('lead_status_change', 'lead_id', found.leads, '"changed_at"');
  const notes = await rows('lead_note', 'lead_id', found.leads, '"created_at", "id"');
  const meetings = await rows('meeting', 'lead_id', found.leads, '"starts_at"');
  const meetingMessages = await rows(
    'meeting_message',
    'meeting_id',
    meetings.map((meeting) => String(meeting.id)),
    '"created_at"',
  );
  return {
    email: keys.email,
    phone: keys.phone,
    contactRequests: await rows('contact_request', 'id', found.contacts, '"submitted_at"'),
    chatSessions: (await rows('chat_session', 'id', found.sessions)).map((session) => ({
      ...session,
      messages: childrenOf(session, 'id', messages, 'session_id'),
      qualityChanges: childrenOf(session, 'id', qualityChanges, 'session_id'),
    })),
    visitorProfiles: (await rows('visitor_profile', 'session_id', found.profiles)).map((profile) => ({
      ...profile,
      recommendations: childrenOf(profile, 'session_id', recommendations, 'session_id'),
      recommendationEvents: childrenOf(profile, 'session_id', recommendationEvents, 'session_id'),
    })),
    newsletterSubscriptions: (await rows('newsletter_subscription', 'id', found.newsletters)).map(
      (subscription) => ({
        ...subscription,
        consentEvents: childrenOf(subscription, 'id', consentEvents, 'subscription_id'),
      }),
    ),
    leads: (await rows('lead', 'id', found.leads)).map((lead) => ({
      ...lead,
      statusChanges: childrenOf(lead, 'id', statusChanges, 'lead_id'),
      notes: childrenOf(lead, 'id', notes, 'lead_id'),
    })),
    notifications: await rows('notification', 'lead_id', found.leads, '"created_at"'),
    meetings: meetings.map((meeting) => ({
      ...meeting,
      messages: childrenOf(meeting, 'id', meetingMessages, 'meeting_id'),
    })),
    idempotencyRecords: await idempotencyRows(sql, found.idempotency),
  };
}

/** The row counts of {@link PersonalData}. */
export function countsOf(data: PersonalData): PersonalDataCounts {
  const sum = <T>(rows: readonly T[], count: (row: T) => number) =>
    rows.reduce((total, row) => total + count(row), 0);
  return {
    contactRequests: data.contactRequests.length,
    chatSessions: data.chatSessions.length,
    chatMessages: sum(data.chatSessions, (session) => session.messages.length),
    qualityChanges: sum(data.chatSessions, (session) => session.qualityChanges.length),
    visitorProfiles: data.visitorProfiles.length,
    recommendations: sum(data.visitorProfiles, (profile) => profile.recommendations.length),
    recommendationEvents: sum(data.visitorProfiles, (profile) => profile.recommendationEvents.length),
    newsletterSubscriptions: data.newsletterSubscriptions.length,
    consentEvents: sum(data.newsletterSubscriptions, (subscription) => subscription.consentEvents.length),
    leads: data.leads.length,
    statusChanges: sum(data.leads, (lead) => lead.statusChanges.length),
    leadNotes: sum(data.leads, (lead) => lead.notes.length),
    notifications: data.notifications.length,
    meetings: data.meetings.length,
    meetingMessages: sum(data.meetings, (meeting) => meeting.messages.length),
    idempotencyRecords: data.idempotencyRecords.length,
  };
}

/**
 * Records a privacy action in `privacy_audit`: what, by whom, when, and row counts; never the email or phone.
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
 * Deletes everything stored about a person (`staff.privacy.delete`) in one transaction: what
 * {@link findPersonalData} finds. Contact requests, chat sessions (their messages and quality changes cascade),
 * visitor profiles (recommendations and analytics events cascade), newsletter signups (consent events cascade),
 * the leads' meetings (their outbox rows cascade, so no invitation or reminder goes out after), leads (status
 * changes, notes and notifications cascade) and the idempotency records that name any of them. Then
 * writes the audit entry (counts only).
 *
 * @param performedBy the admin's id
 * @returns the counts deleted
 * @throws RangeError when the query holds neither an email nor a possible phone number
 */
export async function deletePersonalData(
  em: EntityManager,
  query: PersonQuery,
  performedBy: string,
  now: Date = new Date(),
): Promise<PersonalDataCounts> {
  const keys = personKeys(query);
  return em.transactional(async (tx) => {
    const sql = tx as SqlEntityManager;
    const found = await findIds(sql, keys);
    const counts = countsOf(await collectPersonalData(sql, keys, found));
    const remove = async (table: string, column: string, ids: Set<string>) => {
      if (ids.size)
        await sql.execute(`delete from "${table}" where "${column}" in (${list(ids.size)})`, [...ids]);
    };
    await remove('meeting', 'lead_id', found.leads);
    await remove('lead', 'id', found.leads);
    await remove('contact_request', 'id', found.contacts);
    await remove('chat_session', 'id', found.sessions);
    await remove('visitor_profile', 'session_id', found.profiles);
    await remove('newsletter_subscription', 'id', found.newsletters);
    if (found.idempotency.length) {
      await sql.execute(
        `delete from "idempotency_record" where ${found.idempotency.map(() => '("scope" = ? and "key" = ?)').join(' or ')}`,
        found.idempotency.flatMap((key) => [key.scope, key.key]),
      );
    }
    await auditPrivacy(tx, 'delete', performedBy, counts, now);
    return counts;
  });
}

/**
 * How long a typing indicator of the live hand-off stays in `live_event` (an hour): it means nothing after the
 * widget's and the staff app's typing timeouts (seconds), and a stream resuming later needs no typing from long ago.
 */
export const TYPING_EVENT_RETENTION_MS = 60 * 60 * 1000;

/**
 * How long a staff `leads` event stays in `live_event` (a day): it belongs to no session, so no session's deletion
 * takes it, and a staff stream that starts again refetches the inbox anyway.
 */
export const LEAD_EVENT_RETENTION_MS = 24 * 60 * 60 * 1000;

/** What {@link purgeExpired} deleted, per table. */
export type PurgeCounts = Record<string, number>;

/**
 * Key of the PostgreSQL advisory lock the nightly purge holds: any fixed 64-bit number no other part of the
 * application uses ("nl-purge" in ASCII).
 */
export const PURGE_LOCK_KEY = 0x6e6c2d7075726765n;

/** Options of {@link purgeExpired}. */
export interface PurgeOptions {
  /**
   * The night's scheduled time: the purge does nothing when one has already been recorded (`privacy_audit`) at or
   * after it, so instances whose timers fire a little apart purge once between them.
   */
  onceSince?: Date;
}

/**
 * The nightly retention purge. Deletes, in one transaction:
 * - contact requests and chat sessions (with their transcripts) whose last contact (the lead's arrival, or
 *   its last status change) is older than `months`, unless the lead was won (a client);
 * - visitor profiles not updated for `months`;
 * - unanswered questions (services/unanswered.ts) not asked for `months`;
 * - spam-flagged contact requests and newsletter signups older than `spamDays`;
 * - newsletter signups never confirmed (`pending`, no `confirmed` or `unsubscribed` event) whose signup and
 *   latest request are older than `pendingNewsletterDays` (privacy policy; CASL needs no record of a consent that
 *   was never given, and keeps the record of one that was);
 * - idempotency records and used form tokens older than a day, expired staff sessions, old failed sign-ins;
 * - the live hand-off's typing events older than {@link TYPING_EVENT_RETENTION_MS} and staff `leads` events
 *   older than {@link LEAD_EVENT_RETENTION_MS} (`live_event`; the other events go with their session).
 * Confirmed newsletter signups are kept until the subscriber unsubscribes (privacy policy).
 * Writes a `purge` audit entry with the counts.
 *
 * Runs once across instances: the transaction first takes the advisory lock {@link PURGE_LOCK_KEY} with
 * `pg_try_advisory_xact_lock`; an instance that does not get it returns null at once, as does one that finds a
 * purge recorded since `options.onceSince`. The lock ends with the transaction, so a failed purge leaves none
 * behind.
 *
 * @returns the counts deleted, or null when another instance purges or has purged
 */
export async function purgeExpired(
  em: EntityManager,
  settings: RetentionSettings,
  now: Date = new Date(),
  options: PurgeOptions = {},
): Promise<PurgeCounts | null> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - settings.months);
  const spamCutoff = new Date(now.getTime() - settings.spamDays * 24 * 60 * 60 * 1000);
  const pendingCutoff = new Date(now.getTime() - settings.pendingNewsletterDays * 24 * 60 * 60 * 1000);
  const dayAgo = new Date(now.getTime() - FORM_TOKEN_MAX_AGE_MS);
  const kept = `exists (select 1 from "lead" l where l."%COLUMN%" = t."%KEY%"
    and (l."status" = 'won' or l."status_changed_at" >= ?))`;
  return em.transactional(async (tx) => {
    const sql = tx as SqlEntityManager;
    const [lock] = await sql.execute<{ locked: boolean }[]>(
      'select pg_try_advisory_xact_lock(?) as "locked"',
      [PURGE_LOCK_KEY.toString()],
    );
    if (!lock?.locked) return null;
    if (options.onceSince) {
      const done = await sql.execute<{ n: number }[]>(
        `select 1 as "n" from "privacy_audit" where "action" = 'purge' and "performed_at" >= ? limit 1`,
        [options.onceSince],
      );
      if (done.length > 0) return null;
    }
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
    // Redacted and linked to no one, but kept no longer than a transcript it came from (decision 047).
    await run('unanswered_question', `delete from "unanswered_question" where "last_asked_at" < ?`, [cutoff]);
    await run(
      'newsletter_subscription',
      `delete from "newsletter_subscription" t where t."spam" and t."created_at" < ?`,
      [spamCutoff],
    );
    // Never confirmed: no `confirmed` or `unsubscribed` event (a consent once given keeps its record, CASL), and
    // neither the signup nor a later request of it within the period.
    await run(
      'newsletter_subscription',
      `delete from "newsletter_subscription" t where t."status" = 'pending' and t."created_at" < ?
        and not exists (select 1 from "newsletter_consent_event" e where e."subscription_id" = t."id"
          and (e."event" <> 'requested' or e."at" >= ?))`,
      [pendingCutoff, pendingCutoff],
    );
    await run('idempotency_record', `delete from "idempotency_record" where "created_at" < ?`, [dayAgo]);
    await run('form_token_use', `delete from "form_token_use" where "used_at" < ?`, [dayAgo]);
    await run('staff_session', `delete from "staff_session" where "expires_at" <= ?`, [now]);
    await run('sign_in_failure', `delete from "sign_in_failure" where "failed_at" < ?`, [
      new Date(now.getTime() - SIGN_IN_LIMITS.windowMs),
    ]);
    await run(
      'live_event',
      `delete from "live_event" where ("type" = 'typing' and "created_at" < ?)
        or ("type" = 'leads' and "session_id" is null and "created_at" < ?)`,
      [
        new Date(now.getTime() - TYPING_EVENT_RETENTION_MS),
        new Date(now.getTime() - LEAD_EVENT_RETENTION_MS),
      ],
    );
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
