/**
 * Privacy requests and retention (PIPEDA principles 4.5 "limiting retention" and 4.9 "individual access"; the
 * privacy policy's "Storage, retention and security"; decisions 022 and 062).
 *
 * - {@link findPersonalData}: the records *of* one person, with every row that belongs to them, as one JSON document
 *   an admin can hand over. A record is the person's when a contact field of its own holds the e-mail address or the
 *   phone number asked about ({@link CONTACT_TABLES}: a contact request's, a chat's visitor details, a visitor
 *   profile's contact details, a meeting's, a newsletter signup's); free text (staff notes, messages, questions)
 *   never decides what is the person's.
 * - {@link lookUpPerson}: the counts of that document, and the mentions: notes, messages and questions of other
 *   people's records whose text names the address or number, listed for staff to redact one by one; neither
 *   exported nor deleted.
 * - {@link redactMention}: replaces the address and number in one mention's text with {@link REDACTED}, under the
 *   row's lock, and writes an audit entry without personal data (decision 064).
 * - {@link deletePersonalData}: deletes exactly the rows {@link findPersonalData} lists, in one transaction, and
 *   writes an audit entry that counts rows and keeps no personal data; what the person's leads created in HubSpot
 *   is erased there after the commit, by the CRM lane (`crm.erasure_requested`, decision 101).
 * - {@link purgeExpired}: the nightly purge of leads and transcripts older than the retention the policy
 *   states (24 months after the last contact, unless the lead became a client: status `won`), spam after
 *   30 days, unconfirmed newsletter signups after `NEWSLETTER_PENDING_DAYS`, and the day-old technical records
 *   (idempotency keys, used form tokens, expired staff sessions). One instance runs it per night.
 *
 * Nothing here logs the email address or phone number; logs carry counts only.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { PrivacyMentionKind } from '@northline/schemas';
import { findPhoneNumbersInText, parsePhoneNumberFromString } from 'libphonenumber-js';
import { PrivacyAudit } from '../db/privacy-audit.entity.ts';
import { StaffUser } from '../db/staff-user.entity.ts';
import { SIGN_IN_LIMITS } from '../env.ts';
import { DomainError } from '../errors.ts';
import { appendEvent, writeRedactedDomainEvent } from '../events/log.ts';
import { FORM_TOKEN_MAX_AGE_MS } from '../leads/lead-capture.ts';

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
  /** The address trimmed and in lower case (a `+tag` is part of it: decision 062), or null. */
  email: string | null;
  /** The number in E.164 (`+14165550177`), or null. */
  phone: string | null;
  /** The number's national significant digits (`4165550177`): what a stored text holds whatever its format. */
  phoneDigits: string | null;
}

/**
 * A phone number as typed (`(416) 555-0177`, `+1 416 555 0177`, `4165550177`) in E.164, read with libphonenumber-js
 * (ITU-T E.164; numbers without a country code are read as {@link PHONE_DEFAULT_REGION}; an extension is not part
 * of the number).
 *
 * @returns `{ e164, digits }`, or null when the text is not a possible phone number
 */
export function normalisePhone(text: string): { e164: string; digits: string } | null {
  const parsed = parsePhoneNumberFromString(text.trim(), PHONE_DEFAULT_REGION);
  if (!parsed?.isPossible()) return null;
  return { e164: parsed.number, digits: parsed.nationalNumber };
}

/**
 * The keys a privacy request matches by: the address trimmed and in lower case (the whole address, a `+tag`
 * included), the number in E.164.
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

/** Whether a stored e-mail field holds the person's address: the whole address, without regard to case or spaces. */
export function emailMatches(stored: unknown, keys: PersonKeys): boolean {
  return keys.email !== null && typeof stored === 'string' && stored.trim().toLowerCase() === keys.email;
}

/** Whether a stored phone field holds the person's number, typed in any format (equal in E.164). */
export function phoneMatches(stored: unknown, keys: PersonKeys): boolean {
  return keys.phone !== null && typeof stored === 'string' && normalisePhone(stored)?.e164 === keys.phone;
}

/** A character that can be part of an email address inside a text (what {@link EMAIL_IN_TEXT} takes). */
const EMAIL_CHAR = `[^\\s<>()[\\]{},;:"'\`]`;

/** Anything that looks like an email address inside a text. */
const EMAIL_IN_TEXT = new RegExp(`${EMAIL_CHAR}+@${EMAIL_CHAR}+`, 'g');

/** What a redaction writes in place of an address or a number. */
export const REDACTED = '[redacted]';

/** A text's characters taken literally in a regular expression. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text with every occurrence of the person's address and number replaced by {@link REDACTED}: the address whole
 * (not part of a longer one; a sentence's closing `.`, `!` or `?` stays), without regard to case; the number in any
 * format, its national digits with spaces, dots, dashes, slashes or parentheses between them, after an optional
 * country code (`+1`, `1`), and not part of a longer number. What {@link textMentions} finds, this replaces.
 */
export function redactText(text: string, keys: PersonKeys): string {
  let redacted = text;
  if (keys.email) {
    const email = new RegExp(`(?<!${EMAIL_CHAR})${literally(keys.email)}(?=[.!?]*(?!${EMAIL_CHAR}))`, 'giu');
    redacted = redacted.replace(email, REDACTED);
  }
  if (keys.phone && keys.phoneDigits) {
    const separator = '[\\s.\\-/()]*';
    const country = keys.phone.slice(1, keys.phone.length - keys.phoneDigits.length);
    const digits = [...keys.phoneDigits].join(separator);
    const prefix = country ? `(?:\\+?${country}${separator})?` : '';
    const phone = new RegExp(`(?<![\\d+])${prefix}\\(?${digits}(?!\\d)`, 'g');
    redacted = redacted.replace(phone, REDACTED);
  }
  return redacted;
}

/**
 * Whether a free text (a note, a message) holds the person's email address or phone number (in any format) as a
 * whole. Used only to list mentions ({@link lookUpPerson}), never to decide what is the person's.
 */
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

type Row = Record<string, unknown>;

/** The keys of the records a privacy request selects, by kind. */
interface Selection {
  /** `contact_request.id`. */
  contacts: Set<string>;
  /** `chat_session.id`. */
  sessions: Set<string>;
  /** `visitor_profile.session_id`. */
  profiles: Set<string>;
  /** `newsletter_subscription.id`. */
  newsletters: Set<string>;
  /** `meeting.id`. */
  meetings: Set<string>;
  /** `lead.id`. */
  leads: Set<string>;
  /** `unanswered_question.id`: the questions the person's chats asked. */
  questions: Set<string>;
  /** `scope` and `key` of the stored answers that name one of the person's records. */
  idempotency: { scope: string; key: string }[];
}

type RecordSet = Exclude<keyof Selection, 'idempotency'>;

/** A table whose rows carry contact details of their own: what a privacy request matches a person by. */
interface ContactTable {
  table: string;
  set: RecordSet;
  /** The column that keys a row. */
  key: string;
  /** SQL of the row's own e-mail address. */
  email: string;
  /** SQL of the row's own phone number, or null when it has none. */
  phone: string | null;
  /** The columns `email` and `phone` read. */
  columns: readonly string[];
}

/**
 * The records with contact details of their own, and those fields: a row is the person's when one of them holds
 * the address (whole, without regard to case) or the number (equal in E.164, whatever its format). Staff accounts
 * (`staff_user.email`) are not a visitor's record: they are managed on the staff accounts page.
 */
export const CONTACT_TABLES: readonly ContactTable[] = [
  {
    table: 'contact_request',
    set: 'contacts',
    key: 'id',
    email: '"email"',
    phone: '"phone"',
    columns: ['email', 'phone'],
  },
  {
    table: 'chat_session',
    set: 'sessions',
    key: 'id',
    email: '"visitor_email"',
    phone: '"visitor_phone"',
    columns: ['visitor_email', 'visitor_phone'],
  },
  {
    table: 'visitor_profile',
    set: 'profiles',
    key: 'session_id',
    email: `"profile"->'contactInfo'->>'email'`,
    phone: `"profile"->'contactInfo'->>'phone'`,
    columns: ['profile'],
  },
  {
    table: 'meeting',
    set: 'meetings',
    key: 'id',
    email: '"visitor_email"',
    phone: '"phone"',
    columns: ['visitor_email', 'phone'],
  },
  {
    table: 'newsletter_subscription',
    set: 'newsletters',
    key: 'id',
    email: '"email"',
    phone: null,
    columns: ['email'],
  },
];

/** A lead is the person's when its source is: the contact request, chat or signup it came from. */
const LEAD_SOURCES: readonly { column: string; set: RecordSet }[] = [
  { column: 'contact_request_id', set: 'contacts' },
  { column: 'chat_session_id', set: 'sessions' },
  { column: 'newsletter_subscription_id', set: 'newsletters' },
];

/** What {@link PersonalDataCounts} counts a table's rows as. */
type CountKey = keyof PersonalDataCounts;

/**
 * Rows that belong to a record of the person (by the column that names it, a foreign key the database cascades):
 * exported under it and deleted with it, whatever their text says.
 */
const CHILD_TABLES: readonly {
  /** The rows' name in the collected tables: the table's, unless two entries share a table (`delivery`). */
  name?: string;
  table: string;
  column: string;
  set: RecordSet;
  count: CountKey | null;
  orderBy: string;
  /** An SQL condition the rows meet beside `column` (so two entries of one table never share a row). */
  also?: string;
  /**
   * Rows a concurrent change may add to while the record is locked: the log's lead events, whose `lead_id` has no
   * foreign key whose check would wait for the lock (docs/decisions/089-the-event-log-appends-without-a-lead-check.md).
   * Exactly the listed rows are deleted, by id; one appended since goes with the lead (its trigger).
   */
  byRow?: true;
}[] = [
  {
    table: 'chat_message',
    column: 'session_id',
    set: 'sessions',
    count: 'chatMessages',
    orderBy: '"session_id", "position"',
  },
  // A chat's quality changes with the rules that fired (the session's `lead.quality_changed` events), then its
  // other events (hand-off, staff replies).
  {
    name: 'quality_change',
    table: 'domain_event',
    column: 'session_id',
    set: 'sessions',
    count: 'qualityChanges',
    orderBy: '"created_at", "id"',
    also: `"type" = 'lead.quality_changed'`,
  },
  {
    table: 'domain_event',
    column: 'session_id',
    set: 'sessions',
    count: 'liveEvents',
    orderBy: '"id"',
    also: `"type" <> 'lead.quality_changed'`,
  },
  // A lead's events that belong to no session (a chat lead's quality and hand-off events go with its session
  // above); ids, states and times only: its status changes, its owners, and the rest counted with the lead. A
  // meeting's events carry its lead and go with it.
  {
    name: 'status_change',
    table: 'domain_event',
    column: 'lead_id',
    byRow: true,
    set: 'leads',
    count: 'statusChanges',
    orderBy: '"created_at", "id"',
    also: `"session_id" is null and "type" = 'lead.status_changed'`,
  },
  {
    name: 'owner_change',
    table: 'domain_event',
    column: 'lead_id',
    byRow: true,
    set: 'leads',
    count: 'leadAssignments',
    orderBy: '"created_at", "id"',
    also: `"session_id" is null and "type" in ('lead.assigned', 'lead.unassigned')`,
  },
  {
    name: 'lead_event',
    table: 'domain_event',
    column: 'lead_id',
    byRow: true,
    set: 'leads',
    count: null,
    orderBy: '"id"',
    also: `"session_id" is null and "type" not in ('lead.status_changed', 'lead.assigned', 'lead.unassigned')`,
  },
  // Counted with their questions (`unansweredQuestions`).
  {
    table: 'unanswered_question_ask',
    column: 'session_id',
    set: 'sessions',
    count: null,
    orderBy: '"last_asked_at", "question_id"',
  },
  {
    table: 'recommendation',
    column: 'session_id',
    set: 'profiles',
    count: 'recommendations',
    orderBy: '"generated_at", "id"',
  },
  {
    table: 'recommendation_event',
    column: 'session_id',
    set: 'profiles',
    count: 'recommendationEvents',
    orderBy: '"occurred_at", "id"',
  },
  {
    table: 'newsletter_consent_event',
    column: 'subscription_id',
    set: 'newsletters',
    count: 'consentEvents',
    orderBy: '"at", "id"',
  },
  { table: 'lead_note', column: 'lead_id', set: 'leads', count: 'leadNotes', orderBy: '"created_at", "id"' },
  // The HubSpot ids of what the CRM sync created for the lead (docs/decisions/097-the-crm-sync-reads-the-event-log.md):
  // exported as what was sent there; the row goes with the lead.
  { table: 'crm_record', column: 'lead_id', set: 'leads', count: null, orderBy: '"lead_id"' },
  {
    name: 'lead_delivery',
    table: 'delivery',
    column: 'lead_id',
    set: 'leads',
    count: 'notifications',
    orderBy: '"created_at", "id"',
  },
  {
    name: 'meeting_delivery',
    table: 'delivery',
    column: 'meeting_id',
    set: 'meetings',
    count: 'meetingMessages',
    orderBy: '"created_at", "id"',
  },
];

/**
 * Every table that holds a person's data, with the columns by which a privacy request reaches its rows (own contact
 * fields, the key of the record a row belongs to, a stored answer that names one). `test/privacy.test.ts` compares
 * it with the database's columns and foreign keys: a table with a lead, session, e-mail or phone column, or one the
 * deletion of a listed table would cascade to, fails that test until it is covered here.
 */
export const PRIVACY_COVERAGE: Readonly<Record<string, readonly string[]>> = (() => {
  const coverage: Record<string, string[]> = {};
  const add = (table: string, ...columns: string[]) => {
    coverage[table] = [...(coverage[table] ?? []), ...columns];
  };
  for (const table of CONTACT_TABLES) add(table.table, table.key, ...table.columns);
  // A contact request or meeting joins a chat of the same visitor session ({@link addSameVisitorRecords}).
  add('contact_request', 'chat_session_id');
  add('meeting', 'lead_id');
  add('lead', ...LEAD_SOURCES.map((source) => source.column));
  for (const child of CHILD_TABLES) add(child.table, child.column);
  // A meeting's events: by their lead ({@link CHILD_TABLES}), which every meeting has.
  add('domain_event', 'meeting_id');
  // The questions a person's chats asked: by their asks.
  add('unanswered_question_ask', 'question_id');
  add('unanswered_question', 'id');
  add('idempotency_record', 'response');
  return coverage;
})();

/** Tables with a column a privacy request could look at that hold no visitor's data, and why. */
export const PRIVACY_NOT_COVERED: Readonly<Record<string, string>> = {
  staff_user: 'a staff member’s own account, managed on the staff accounts page',
  staff_answer:
    'the team’s answer to an unanswered question (decision 095): staff text; `question_id` is set null when the question is deleted',
};

/** A record's own contact fields, as a query reads them. */
interface ContactRow {
  key: string;
  email: string | null;
  phone: string | null;
}

const isPersons = (row: Pick<ContactRow, 'email' | 'phone'>, keys: PersonKeys) =>
  emailMatches(row.email, keys) || phoneMatches(row.phone, keys);
const hasContact = (row: Pick<ContactRow, 'email' | 'phone'>) =>
  Boolean(row.email?.trim() || row.phone?.trim());

const list = (count: number) => Array.from({ length: count }, () => '?').join(', ');

/**
 * The rows of a contact table that are the person's: the database keeps those whose e-mail is the address (trimmed,
 * lower case) or whose phone holds the number's national digits once the other characters are taken out; the API
 * keeps those whose phone is the number in E.164 ({@link phoneMatches}).
 */
async function ownRecords(
  sql: SqlEntityManager,
  keys: PersonKeys,
  table: ContactTable,
): Promise<ContactRow[]> {
  const clauses: string[] = [];
  const params: string[] = [];
  if (keys.email) {
    clauses.push(`lower(btrim(${table.email})) = ?`);
    params.push(keys.email);
  }
  if (keys.phoneDigits && table.phone) {
    clauses.push(`strpos(regexp_replace(coalesce(${table.phone}, ''), '[^0-9]', '', 'g'), ?) > 0`);
    params.push(keys.phoneDigits);
  }
  if (clauses.length === 0) return [];
  const rows = await sql.execute<ContactRow[]>(
    `select "${table.key}"::text as "key", ${table.email} as "email", ${table.phone ?? 'null'} as "phone"
      from "${table.table}" where ${clauses.join(' or ')}`,
    params,
  );
  return rows.filter((row) => isPersons(row, keys));
}

/** Rows of a table whose `column` is one of `ids` (none when `ids` is empty). */
async function rowsWhere(
  em: SqlEntityManager,
  table: string,
  column: string,
  ids: Iterable<string>,
  orderBy?: string,
  also?: string,
): Promise<Row[]> {
  const values = [...ids];
  if (values.length === 0) return [];
  return em.execute<Row[]>(
    `select * from "${table}" where "${column}" in (${list(values.length)})${also ? ` and ${also}` : ''}${orderBy ? ` order by ${orderBy}` : ''}`,
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
 * Adds the chat and the visitor profile of each visitor session the person's records are in, when they hold no
 * contact details of their own and no record of that session names anyone else. A visitor session's records are
 * its chat, its visitor profile (the same id), the contact requests sent from it (`chat_session_id`) and the
 * meetings booked on its chat's lead. A chat where the visitor gave no details is the person's when they sent the
 * contact form or booked from it; one that also holds another person's request stays out.
 */
async function addSameVisitorRecords(sql: SqlEntityManager, keys: PersonKeys, selection: Selection) {
  const touched = new Set<string>([...selection.sessions, ...selection.profiles]);
  collect(touched, await rowsWhere(sql, 'contact_request', 'id', selection.contacts), 'chat_session_id');
  if (selection.meetings.size > 0) {
    collect(
      touched,
      await sql.execute<Row[]>(
        `select l."chat_session_id" from "meeting" m join "lead" l on l."id" = m."lead_id"
          where m."id" in (${list(selection.meetings.size)})`,
        [...selection.meetings],
      ),
      'chat_session_id',
    );
  }
  if (touched.size === 0) return;
  const ids = [...touched];
  const marks = list(ids.length);
  const [contact, chat, profile, meeting] = [
    'contact_request',
    'chat_session',
    'visitor_profile',
    'meeting',
  ].map((name) => CONTACT_TABLES.find((table) => table.table === name) as ContactTable) as [
    ContactTable,
    ContactTable,
    ContactTable,
    ContactTable,
  ];
  const rows = await sql.execute<(Omit<ContactRow, 'key'> & { kind: string; session: string })[]>(
    `select 'chat' as "kind", "id" as "session", ${chat.email} as "email", ${chat.phone} as "phone"
       from "chat_session" where "id" in (${marks})
     union all select 'profile', "session_id", ${profile.email}, ${profile.phone}
       from "visitor_profile" where "session_id" in (${marks})
     union all select 'contact', "chat_session_id", ${contact.email}, ${contact.phone}
       from "contact_request" where "chat_session_id" in (${marks})
     union all select 'meeting', l."chat_session_id", m.${meeting.email}, m.${meeting.phone}
       from "meeting" m join "lead" l on l."id" = m."lead_id" where l."chat_session_id" in (${marks})`,
    [...ids, ...ids, ...ids, ...ids],
  );
  const someoneElses = new Set(
    rows.filter((row) => hasContact(row) && !isPersons(row, keys)).map((row) => row.session),
  );
  for (const row of rows) {
    if (someoneElses.has(row.session) || hasContact(row)) continue;
    if (row.kind === 'chat') selection.sessions.add(row.session);
    if (row.kind === 'profile') selection.profiles.add(row.session);
  }
}

/**
 * The records of a person ({@link findPersonalData}): the rows of {@link CONTACT_TABLES} whose own fields match; the
 * chat and profile of their visitor sessions that name no one ({@link addSameVisitorRecords}); the leads of all
 * those; the meetings on those leads; the unanswered questions their chats asked; and the stored request answers
 * (`idempotency_record`) that name any of them. Never a record only because a text of it mentions them.
 */
async function selectPerson(sql: SqlEntityManager, keys: PersonKeys): Promise<Selection> {
  const selection: Selection = {
    contacts: new Set(),
    sessions: new Set(),
    profiles: new Set(),
    newsletters: new Set(),
    meetings: new Set(),
    leads: new Set(),
    questions: new Set(),
    idempotency: [],
  };
  for (const table of CONTACT_TABLES) {
    for (const row of await ownRecords(sql, keys, table)) selection[table.set].add(row.key);
  }
  await addSameVisitorRecords(sql, keys, selection);
  const clauses: string[] = [];
  const params: string[] = [];
  for (const source of LEAD_SOURCES) {
    const ids = selection[source.set];
    if (ids.size === 0) continue;
    clauses.push(`"${source.column}" in (${list(ids.size)})`);
    params.push(...ids);
  }
  if (clauses.length > 0) {
    collect(
      selection.leads,
      await sql.execute<Row[]>(`select "id"::text as "id" from "lead" where ${clauses.join(' or ')}`, params),
      'id',
    );
  }
  collect(selection.meetings, await rowsWhere(sql, 'meeting', 'lead_id', selection.leads), 'id');
  collect(
    selection.questions,
    await rowsWhere(sql, 'unanswered_question_ask', 'session_id', selection.sessions),
    'question_id',
  );
  const named = [
    ...selection.contacts,
    ...selection.sessions,
    ...selection.newsletters,
    ...selection.meetings,
    ...selection.leads,
  ];
  if (named.length > 0) {
    const records = await sql.execute<{ scope: string; key: string }[]>(
      `select "scope", "key" from "idempotency_record" where "response" is not null
        and (${named.map(() => 'strpos("response"::text, ?) > 0').join(' or ')})`,
      named,
    );
    selection.idempotency = records.map((record) => ({ scope: record.scope, key: record.key }));
  }
  return selection;
}

/** The tables of the selection's records, their key column and set, in the order a deletion removes them. */
const RECORD_TABLES: readonly { table: string; key: string; set: RecordSet; count: CountKey }[] = [
  { table: 'meeting', key: 'id', set: 'meetings', count: 'meetings' },
  { table: 'lead', key: 'id', set: 'leads', count: 'leads' },
  { table: 'contact_request', key: 'id', set: 'contacts', count: 'contactRequests' },
  { table: 'chat_session', key: 'id', set: 'sessions', count: 'chatSessions' },
  { table: 'visitor_profile', key: 'session_id', set: 'profiles', count: 'visitorProfiles' },
  { table: 'newsletter_subscription', key: 'id', set: 'newsletters', count: 'newsletterSubscriptions' },
];

/**
 * Locks the selection's records and questions (`for update`) until the transaction ends: no row can be added under
 * them (a foreign key's insert waits for the lock), so what the deletion removes is what it read.
 */
async function lockSelection(sql: SqlEntityManager, selection: Selection): Promise<void> {
  for (const { table, key, set } of [
    ...RECORD_TABLES,
    { table: 'unanswered_question', key: 'id', set: 'questions' as const },
  ]) {
    const ids = selection[set];
    if (ids.size === 0) continue;
    await sql.execute(`select 1 from "${table}" where "${key}" in (${list(ids.size)}) for update`, [...ids]);
  }
}

/** Idempotency records by their keys. */
async function idempotencyRows(em: SqlEntityManager, keys: Selection['idempotency']): Promise<Row[]> {
  if (keys.length === 0) return [];
  return em.execute<Row[]>(
    `select * from "idempotency_record" where ${keys.map(() => '("scope" = ? and "key" = ?)').join(' or ')} order by "created_at"`,
    keys.flatMap((key) => [key.scope, key.key]),
  );
}

/** The rows of `children` whose `column` is the row's `key`, without that column. */
function childrenOf(row: Row, key: string, children: readonly Row[], column: string): Row[] {
  return children
    .filter((child) => String(child[column]) === String(row[key]))
    .map(({ [column]: _owner, ...child }) => child);
}

/**
 * Everything stored about one person (the access request's answer); each row whole, as the table holds it, under
 * the record it belongs to.
 */
export interface PersonalData {
  /** The address searched for (trimmed, lower case), or null. */
  email: string | null;
  /** The number searched for (E.164), or null. */
  phone: string | null;
  contactRequests: Row[];
  /**
   * Their chats, each with its messages, lead-quality changes (its `lead.quality_changed` events of the one event
   * log) and its other events of the log (hand-off, staff replies).
   */
  chatSessions: (Row & { messages: Row[]; qualityChanges: Row[]; liveEvents: Row[] })[];
  visitorProfiles: (Row & { recommendations: Row[]; recommendationEvents: Row[] })[];
  newsletterSubscriptions: (Row & { consentEvents: Row[] })[];
  /**
   * Their leads, each with its status changes (`lead.status_changed` events), staff notes (`notes`, oldest first),
   * owners (`assignments`: `lead.assigned` and `lead.unassigned` events) and the other events of the one event log
   * about it that belong to no chat (`events`).
   */
  leads: (Row & { statusChanges: Row[]; notes: Row[]; assignments: Row[]; events: Row[] })[];
  notifications: Row[];
  /** Their meetings and those on their leads (name, e-mail, company, phone), with the outbox rows (`messages`). */
  meetings: (Row & { messages: Row[] })[];
  /** The unanswered questions their chats asked (redacted), each with those chats' asks of it (`asks`). */
  unansweredQuestions: (Row & { asks: Row[] })[];
  /** Stored answers of retried requests (`Idempotency-Key`) that name the person's rows. */
  idempotencyRecords: Row[];
}

/** Row counts of {@link PersonalData} (what the staff app shows before export or deletion). */
export type PersonalDataCounts = Record<
  | 'contactRequests'
  | 'chatSessions'
  | 'chatMessages'
  | 'qualityChanges'
  | 'liveEvents'
  | 'visitorProfiles'
  | 'recommendations'
  | 'recommendationEvents'
  | 'newsletterSubscriptions'
  | 'consentEvents'
  | 'leads'
  | 'statusChanges'
  | 'leadNotes'
  | 'leadAssignments'
  | 'notifications'
  | 'meetings'
  | 'meetingMessages'
  | 'unansweredQuestions'
  | 'idempotencyRecords',
  number
>;

/** The rows of the selection, by table, and the document they make. */
interface Collected {
  data: PersonalData;
  tables: Record<string, Row[]>;
}

async function collectPersonalData(
  sql: SqlEntityManager,
  keys: PersonKeys,
  selection: Selection,
): Promise<Collected> {
  const tables: Record<string, Row[]> = {};
  for (const child of CHILD_TABLES) {
    tables[child.name ?? child.table] = await rowsWhere(
      sql,
      child.table,
      child.column,
      selection[child.set],
      child.orderBy,
      child.also,
    );
  }
  const of = (table: string) => tables[table] ?? [];
  tables.contact_request = await rowsWhere(
    sql,
    'contact_request',
    'id',
    selection.contacts,
    '"submitted_at", "id"',
  );
  tables.chat_session = await rowsWhere(sql, 'chat_session', 'id', selection.sessions, '"created_at", "id"');
  tables.visitor_profile = await rowsWhere(
    sql,
    'visitor_profile',
    'session_id',
    selection.profiles,
    '"created_at"',
  );
  tables.newsletter_subscription = await rowsWhere(
    sql,
    'newsletter_subscription',
    'id',
    selection.newsletters,
  );
  tables.lead = await rowsWhere(sql, 'lead', 'id', selection.leads, '"occurred_at", "id"');
  tables.meeting = await rowsWhere(sql, 'meeting', 'id', selection.meetings, '"starts_at", "id"');
  tables.unanswered_question = await rowsWhere(
    sql,
    'unanswered_question',
    'id',
    selection.questions,
    '"first_asked_at"',
  );
  tables.idempotency_record = await idempotencyRows(sql, selection.idempotency);
  const data: PersonalData = {
    email: keys.email,
    phone: keys.phone,
    contactRequests: of('contact_request'),
    chatSessions: of('chat_session').map((session) => ({
      ...session,
      messages: childrenOf(session, 'id', of('chat_message'), 'session_id'),
      qualityChanges: childrenOf(session, 'id', of('quality_change'), 'session_id'),
      liveEvents: childrenOf(session, 'id', of('domain_event'), 'session_id'),
    })),
    visitorProfiles: of('visitor_profile').map((profile) => ({
      ...profile,
      recommendations: childrenOf(profile, 'session_id', of('recommendation'), 'session_id'),
      recommendationEvents: childrenOf(profile, 'session_id', of('recommendation_event'), 'session_id'),
    })),
    newsletterSubscriptions: of('newsletter_subscription').map((subscription) => ({
      ...subscription,
      consentEvents: childrenOf(subscription, 'id', of('newsletter_consent_event'), 'subscription_id'),
    })),
    leads: of('lead').map((lead) => ({
      ...lead,
      statusChanges: childrenOf(lead, 'id', of('status_change'), 'lead_id'),
      events: childrenOf(lead, 'id', of('lead_event'), 'lead_id'),
      notes: childrenOf(lead, 'id', of('lead_note'), 'lead_id'),
      assignments: childrenOf(lead, 'id', of('owner_change'), 'lead_id'),
      hubspot: childrenOf(lead, 'id', of('crm_record'), 'lead_id'),
    })),
    notifications: of('lead_delivery'),
    meetings: of('meeting').map((meeting) => ({
      ...meeting,
      messages: childrenOf(meeting, 'id', of('meeting_delivery'), 'meeting_id'),
    })),
    unansweredQuestions: of('unanswered_question').map((question) => ({
      ...question,
      asks: childrenOf(question, 'id', of('unanswered_question_ask'), 'question_id'),
    })),
    idempotencyRecords: of('idempotency_record'),
  };
  return { data, tables };
}

/**
 * Everything stored about a person (`staff.privacy.export`): the records whose own e-mail or phone field holds the
 * address (whole, without regard to case) or the number (in E.164, whatever format it was typed in), with every
 * row that belongs to them (see {@link selectPerson}). Each row is whole, as the table holds it, so columns added
 * later are exported too. A record that only mentions the person in a text is not theirs ({@link lookUpPerson}
 * lists it).
 *
 * @throws RangeError when the query holds neither an email nor a possible phone number
 */
export async function findPersonalData(em: EntityManager, query: PersonQuery): Promise<PersonalData> {
  const sql = em as SqlEntityManager;
  const keys = personKeys(query);
  return (await collectPersonalData(sql, keys, await selectPerson(sql, keys))).data;
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
    liveEvents: sum(data.chatSessions, (session) => session.liveEvents.length),
    visitorProfiles: data.visitorProfiles.length,
    recommendations: sum(data.visitorProfiles, (profile) => profile.recommendations.length),
    recommendationEvents: sum(data.visitorProfiles, (profile) => profile.recommendationEvents.length),
    newsletterSubscriptions: data.newsletterSubscriptions.length,
    consentEvents: sum(data.newsletterSubscriptions, (subscription) => subscription.consentEvents.length),
    leads: data.leads.length,
    statusChanges: sum(data.leads, (lead) => lead.statusChanges.length),
    leadNotes: sum(data.leads, (lead) => lead.notes.length),
    leadAssignments: sum(data.leads, (lead) => lead.assignments.length),
    notifications: data.notifications.length,
    meetings: data.meetings.length,
    meetingMessages: sum(data.meetings, (meeting) => meeting.messages.length),
    unansweredQuestions: data.unansweredQuestions.length,
    idempotencyRecords: data.idempotencyRecords.length,
  };
}

/** Where a text of someone else's record names the person (`PRIVACY_MENTION_KINDS` of the shared schemas). */
export type { PrivacyMentionKind };

/**
 * A text of someone else's record that names the person's address or number, for staff to redact by hand: where it
 * is and when it was written, never the text or the other person's details.
 */
export interface PrivacyMention {
  kind: PrivacyMentionKind;
  /** The row's id: the note's, the message's, the live event's, the contact request's or the question's. */
  id: string;
  /** The lead to open in the staff app (the note's, or the lead of the chat or contact request), or null. */
  leadId: string | null;
  /** When the text was written (ISO 8601; a question's: when it was last asked). */
  at: string;
}

/** Where free text of a record can name a person, and the record of the person's it would belong to. */
const MENTION_SOURCES: readonly {
  kind: PrivacyMentionKind;
  from: string;
  id: string;
  lead: string;
  at: string;
  text: string;
  owner: { set: RecordSet; column: string };
}[] = [
  {
    kind: 'lead-note',
    from: '"lead_note" t',
    id: 't."id"',
    lead: 't."lead_id"',
    at: 't."created_at"',
    text: 't."body"',
    owner: { set: 'leads', column: 't."lead_id"' },
  },
  {
    kind: 'chat-message',
    from: '"chat_message" t left join "lead" l on l."chat_session_id" = t."session_id"',
    id: 't."id"',
    lead: 'l."id"',
    at: 't."created_at"',
    text: 't."content"',
    owner: { set: 'sessions', column: 't."session_id"' },
  },
  {
    kind: 'live-event',
    from: '"domain_event" t left join "lead" l on l."chat_session_id" = t."session_id"',
    id: 't."id"',
    lead: 'l."id"',
    at: 't."created_at"',
    text: 't."payload"::text',
    owner: { set: 'sessions', column: 't."session_id"' },
  },
  {
    kind: 'contact-message',
    from: '"contact_request" t left join "lead" l on l."contact_request_id" = t."id"',
    id: 't."id"',
    lead: 'l."id"',
    at: 't."submitted_at"',
    text: 't."message"',
    owner: { set: 'contacts', column: 't."id"' },
  },
  {
    kind: 'unanswered-question',
    from: '"unanswered_question" t',
    id: 't."id"',
    lead: 'null',
    at: 't."last_asked_at"',
    text: 't."question"',
    owner: { set: 'questions', column: 't."id"' },
  },
];

/**
 * The texts of records not the person's that name their address or number (whole, the number in any format:
 * {@link textMentions}), oldest first. The database keeps the texts that hold the address or the number's digits;
 * the API keeps the real mentions.
 */
async function mentionsOf(
  sql: SqlEntityManager,
  keys: PersonKeys,
  selection: Selection,
): Promise<PrivacyMention[]> {
  const mentions: PrivacyMention[] = [];
  for (const source of MENTION_SOURCES) {
    const clauses: string[] = [];
    const params: string[] = [];
    if (keys.email) {
      clauses.push(`strpos(lower(${source.text}), ?) > 0`);
      params.push(keys.email);
    }
    if (keys.phoneDigits) {
      clauses.push(`strpos(regexp_replace(${source.text}, '[^0-9]', '', 'g'), ?) > 0`);
      params.push(keys.phoneDigits);
    }
    const rows = await sql.execute<
      { id: string; lead_id: string | null; owner: string | null; at: Date | string; text: string }[]
    >(
      `select ${source.id}::text as "id", ${source.lead}::text as "lead_id", ${source.owner.column}::text as "owner",
        ${source.at} as "at", ${source.text} as "text" from ${source.from}
        where ${source.text} is not null and (${clauses.join(' or ')})`,
      params,
    );
    for (const row of rows) {
      if (row.owner !== null && selection[source.owner.set].has(row.owner)) continue;
      if (!textMentions(row.text, keys)) continue;
      mentions.push({
        kind: source.kind,
        id: row.id,
        leadId: row.lead_id,
        at: new Date(row.at).toISOString(),
      });
    }
  }
  return mentions.sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
}

/** What `staff.privacy.find` answers: the counts of the person's data, and the mentions to redact by hand. */
export interface PrivacyLookup {
  counts: PersonalDataCounts;
  mentions: PrivacyMention[];
}

/**
 * What is stored about a person (`staff.privacy.find`): the counts of {@link findPersonalData}'s document, and the
 * notes, chat messages, live events, contact messages and unanswered questions of other people's records whose text
 * names the address or number ({@link PrivacyMention}), for staff to redact by hand. Mentions are never exported or
 * deleted by a request.
 *
 * @throws RangeError when the query holds neither an email nor a possible phone number
 */
export async function lookUpPerson(em: EntityManager, query: PersonQuery): Promise<PrivacyLookup> {
  const sql = em as SqlEntityManager;
  const keys = personKeys(query);
  const selection = await selectPerson(sql, keys);
  const { data } = await collectPersonalData(sql, keys, selection);
  return { counts: countsOf(data), mentions: await mentionsOf(sql, keys, selection) };
}

/** The message of a redaction whose row is gone (404). */
export const MENTION_GONE_MESSAGE = 'This text no longer exists';

/** The message of a redaction whose row no longer names the person (409): redacted already, or edited. */
export const MENTION_REDACTED_MESSAGE = 'This text no longer mentions the person';

/**
 * The message of a redaction whose text names the person in a form the redaction does not replace (409): nothing is
 * written, and an engineer redacts it in the database.
 */
export const MENTION_UNRECOGNISED_MESSAGE =
  'This text names the person in a form that cannot be redacted here; nothing was changed';

/** A UUID, the key of every mention's table but `domain_event`'s. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The writers of a redacted text in the tables other features own (one writer per table), handed in by the app's
 * wiring (plugins/app/feature-ports.ts): `lead-note` desk/lead-notes.ts `writeRedactedLeadNote`,
 * `unanswered-question` conversations/unanswered.ts `writeRedactedQuestion`. Each writes one row's text and
 * answers false when the row is gone.
 */
export type RedactionWriters = Record<
  'lead-note' | 'unanswered-question',
  (em: EntityManager, id: string, text: string) => Promise<boolean>
>;

/**
 * Where each kind of mention keeps its text, how its key reads, and who writes the redacted text: the table's
 * writer where it has one (`lead_note` and `unanswered_question`: {@link RedactionWriters}, `domain_event`:
 * events/log.ts); a chat message and a contact request's message have several writers that append or create them,
 * and only this module changes their text afterwards.
 */
const REDACTABLE: Readonly<
  Record<
    PrivacyMentionKind,
    {
      table: string;
      /** SQL of the text, as {@link MENTION_SOURCES} reads it. */
      text: string;
      /** Whether the id is a valid key of the table. */
      key: (id: string) => boolean;
      /** Writes the redacted text; false when the row is gone. */
      write: (em: EntityManager, id: string, text: string, writers: RedactionWriters) => Promise<boolean>;
    }
  >
> = {
  'lead-note': {
    table: 'lead_note',
    text: '"body"',
    key: (id) => UUID.test(id),
    write: (em, id, text, writers) => writers['lead-note'](em, id, text),
  },
  'chat-message': {
    table: 'chat_message',
    text: '"content"',
    key: (id) => UUID.test(id),
    write: (em, id, text) => updateText(em, 'chat_message', 'content', id, text),
  },
  'live-event': {
    table: 'domain_event',
    text: '"payload"::text',
    key: (id) => /^[1-9]\d{0,17}$/.test(id),
    write: writeRedactedDomainEvent,
  },
  'contact-message': {
    table: 'contact_request',
    text: '"message"',
    key: (id) => UUID.test(id),
    write: (em, id, text) => updateText(em, 'contact_request', 'message', id, text),
  },
  'unanswered-question': {
    table: 'unanswered_question',
    text: '"question"',
    key: (id) => UUID.test(id),
    write: (em, id, text, writers) => writers['unanswered-question'](em, id, text),
  },
};

/** Writes one row's text column (a redaction); false when the row is gone. */
async function updateText(em: EntityManager, table: string, column: string, id: string, text: string) {
  const rows = await (em as SqlEntityManager).execute<{ id: string }[]>(
    `update "${table}" set "${column}" = ? where "id" = ? returning "id"`,
    [text, id],
  );
  return rows.length === 1;
}

/** Which mention {@link redactMention} redacts, and of whom. */
export interface MentionQuery extends PersonQuery {
  kind: PrivacyMentionKind;
  /** The row's id, as `staff.privacy.find` lists it. */
  id: string;
}

/**
 * Redacts one mention (`staff.privacy.redactMention`, decision 064): in one transaction, locks the row
 * (`select … for update`), replaces every occurrence of the person's address and number in its text with
 * {@link REDACTED} ({@link redactText}), writes the text back through the table's writer ({@link REDACTABLE}) and
 * writes a `redact` audit entry (`{ mentions: 1 }`, by whom; never the text, address or number). The row itself
 * stays, and no other row changes.
 *
 * @param performedBy the admin's id
 * @param writers the writers of the tables other features own (`ctx.redactionWriters`)
 * @throws DomainError 'not-found' (404) {@link MENTION_GONE_MESSAGE} when the row is gone (or the id is not one)
 * @throws DomainError 'conflict' (409) {@link MENTION_REDACTED_MESSAGE} when its text no longer names the person
 *   ({@link textMentions}), and when it names them in a form {@link redactText} does not replace (nothing written)
 * @throws RangeError when the query holds neither an email nor a possible phone number
 */
export async function redactMention(
  em: EntityManager,
  query: MentionQuery,
  performedBy: string,
  writers: RedactionWriters,
  now: Date = new Date(),
): Promise<void> {
  const keys = personKeys(query);
  const target = REDACTABLE[query.kind];
  if (!target.key(query.id)) throw new DomainError('not-found', MENTION_GONE_MESSAGE);
  await em.transactional(async (tx) => {
    const [row] = await (tx as SqlEntityManager).execute<{ text: string | null }[]>(
      `select ${target.text} as "text" from "${target.table}" where "id" = ? for update`,
      [query.id],
    );
    if (!row) throw new DomainError('not-found', MENTION_GONE_MESSAGE);
    if (row.text === null || !textMentions(row.text, keys)) {
      throw new DomainError('conflict', MENTION_REDACTED_MESSAGE);
    }
    const redacted = redactText(row.text, keys);
    if (textMentions(redacted, keys)) throw new DomainError('conflict', MENTION_UNRECOGNISED_MESSAGE);
    if (!(await target.write(tx, query.id, redacted, writers)))
      throw new DomainError('not-found', MENTION_GONE_MESSAGE);
    await auditPrivacy(tx, 'redact', performedBy, { mentions: 1 }, now);
  });
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
 * Deletes everything stored about a person (`staff.privacy.delete`) in one transaction: exactly the rows
 * {@link findPersonalData} lists, selected by the same function and locked first ({@link lockSelection}). Each
 * table's rows go by the key of the record they belong to, the rows under a record before the record; an unanswered
 * question goes when only the person asked it, and otherwise keeps its wording (the same words, redacted, that the
 * others asked) with its count lowered by theirs. Other people's records stay, whatever their notes or messages say.
 * Then writes the audit entry (counts only).
 *
 * @param performedBy the admin's id
 * @returns the counts deleted (the document's counts)
 * @throws RangeError when the query holds neither an email nor a possible phone number
 * @throws Error when a table's deleted rows differ from the rows listed (the transaction rolls back)
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
    const selection = await selectPerson(sql, keys);
    await lockSelection(sql, selection);
    const { data, tables } = await collectPersonalData(sql, keys, selection);
    const run = async (table: string, statement: string, params: unknown[], listed: number) => {
      const rows = await sql.execute<{ n: number }[]>(`${statement} returning 1 as "n"`, params);
      if (rows.length !== listed) {
        throw new Error(
          `A privacy deletion removed ${rows.length} rows of ${table} where ${listed} were listed`,
        );
      }
    };
    const remove = async (table: string, column: string, ids: Set<string>, listed: number, also?: string) => {
      if (ids.size === 0 && listed === 0) return;
      const condition = also ? ` and ${also}` : '';
      await run(
        table,
        `delete from "${table}" where "${column}" in (${list(ids.size)})${condition}`,
        [...ids],
        listed,
      );
    };
    for (const child of CHILD_TABLES) {
      const rows = tables[child.name ?? child.table] ?? [];
      if (child.byRow)
        await remove(child.table, 'id', new Set(rows.map((row) => String(row.id))), rows.length);
      else await remove(child.table, child.column, selection[child.set], rows.length, child.also);
    }
    for (const question of data.unansweredQuestions) {
      const theirs = question.asks.reduce((total, ask) => total + Number(ask.times_asked), 0);
      await run(
        'unanswered_question',
        Number(question.times_asked) <= theirs
          ? 'delete from "unanswered_question" where "id" = ?'
          : 'update "unanswered_question" set "times_asked" = "times_asked" - ? where "id" = ?',
        Number(question.times_asked) <= theirs ? [question.id] : [theirs, question.id],
        1,
      );
    }
    for (const record of RECORD_TABLES) {
      await remove(record.table, record.key, selection[record.set], tables[record.table]?.length ?? 0);
    }
    if (selection.idempotency.length > 0) {
      await run(
        'idempotency_record',
        `delete from "idempotency_record" where ${selection.idempotency.map(() => '("scope" = ? and "key" = ?)').join(' or ')}`,
        selection.idempotency.flatMap((key) => [key.scope, key.key]),
        data.idempotencyRecords.length,
      );
    }
    // What the person's leads created in HubSpot goes too (decision 101): the ids, read before their rows went,
    // travel in the event, and the CRM lane's erasure deletes the objects once the deletion has committed.
    const erasure = hubSpotIdsOf(tables.crm_record ?? []);
    if (erasure.contacts.length + erasure.deals.length + erasure.notes.length > 0) {
      await appendEvent(tx, {
        event: { type: 'crm.erasure_requested', version: 1, payload: erasure },
        actorId: performedBy,
        at: now,
      });
    }
    const counts = countsOf(data);
    await auditPrivacy(tx, 'delete', performedBy, counts, now);
    return counts;
  });
}

/**
 * The HubSpot ids of a person's `crm_record` rows (one per lead that reached HubSpot): each contact, deal and note
 * once (two leads of one address share their contact).
 */
export function hubSpotIdsOf(rows: readonly Record<string, unknown>[]): {
  contacts: string[];
  deals: string[];
  notes: string[];
} {
  const contacts = new Set<string>();
  const deals = new Set<string>();
  const notes = new Set<string>();
  for (const row of rows) {
    if (typeof row.contact_id === 'string') contacts.add(row.contact_id);
    if (typeof row.deal_id === 'string') deals.add(row.deal_id);
    const stored = typeof row.notes === 'string' ? JSON.parse(row.notes) : row.notes;
    for (const note of Object.values((stored ?? {}) as Record<string, { id?: unknown }>)) {
      if (typeof note?.id === 'string') notes.add(note.id);
    }
  }
  return { contacts: [...contacts], deals: [...deals], notes: [...notes] };
}

/**
 * How long a typing indicator of the live hand-off stays in `domain_event` (an hour): it means nothing after the
 * widget's and the staff app's typing timeouts (seconds), and a stream resuming later needs no typing from long ago.
 */
export const TYPING_EVENT_RETENTION_MS = 60 * 60 * 1000;

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
 * - unanswered questions (conversations/unanswered.ts) not asked for `months`;
 * - spam-flagged contact requests and newsletter signups older than `spamDays`;
 * - newsletter signups never confirmed (`pending`, no `confirmed` or `unsubscribed` event) whose signup and
 *   latest request are older than `pendingNewsletterDays` (privacy policy; CASL needs no record of a consent that
 *   was never given, and keeps the record of one that was);
 * - idempotency records and used form tokens older than a day, expired staff sessions, old failed sign-ins;
 * - the live hand-off's typing events older than {@link TYPING_EVENT_RETENTION_MS} (`domain_event`; the other
 *   events are history and go with their session, lead or meeting).
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
    // Redacted, and kept no longer than a transcript it came from (decision 047); its asks go with their sessions.
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
      'domain_event',
      `delete from "domain_event" where "type" = 'conversation.typing' and "created_at" < ?`,
      [new Date(now.getTime() - TYPING_EVENT_RETENTION_MS)],
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
