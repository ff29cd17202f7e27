/**
 * What the chat assistant could not answer (decision 047): the one writer and reader of `unanswered_question`.
 * A turn whose reply deflected the visitor's question (the engine's `unanswered`: outside business IT, or nothing
 * in the catalogue or the pages answers it) records the question with its contact details taken out, grouped by
 * its normalised text with a count, so the content team can add the missing page or answer (staff list:
 * `staff.unanswered.list`, `GET /api/staff/unanswered`).
 *
 * No personal data is kept in a question's row: e-mail addresses, phone numbers, postal codes, long numbers, the
 * visitor's name and company (as typed in the message, or as the session holds them) are replaced before anything
 * is written. Which chat asked it goes to `unanswered_question_ask` (decision 062), never shown to staff, so a privacy
 * request finds, exports and deletes the questions of a person's chats (privacy/privacy.ts). The retention purge
 * still deletes a group not asked for the retention period (privacy/privacy.ts `purgeExpired`), in case a detail
 * the patterns miss stays in a wording. Nothing here logs the question.
 *
 * A member marks a question handled (docs/decisions/095): it leaves the open list and keeps its count, which later
 * asks still raise; the change appends `unanswered.handled` to the event log in its transaction.
 */
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { staffUnanswered } from '@northline/content';
import {
  type StaffMember,
  UNANSWERED_LIST_LIMIT,
  type UnansweredHandled,
  type UnansweredList,
  type UnansweredReason,
  type VisitorInfo,
} from '@northline/schemas';
import { extractCompany, extractName } from '../chat/extraction.ts';
import { normaliseFully } from '../chat/text.ts';
import { DomainError } from '../errors.ts';
import { appendEvent } from '../events/log.ts';

/** Longest question kept, in characters (after redaction). */
export const MAX_UNANSWERED_QUESTION_LENGTH = 500;

/** Longest grouping key, in characters. */
export const MAX_UNANSWERED_KEY_LENGTH = 300;

/** What replaces each kind of detail in a recorded question. */
export const REDACTED = {
  email: '[email]',
  phone: '[phone]',
  name: '[name]',
  company: '[company]',
  postalCode: '[postal code]',
  number: '[number]',
} as const;

const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[^\s@<>()[\]"',;:]+/g;
/** A run that may be a phone number: digits with spaces, dots, dashes or brackets, 7 digits or more (checked). */
const PHONE_LIKE = /(?<![\w@])\+?\(?\d[\d\s().-]{5,}\d(?!\w)/g;
/** A Canadian postal code ('M5H 2N2'). */
const POSTAL_CODE = /\b[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d\b/g;
/** Five or more digits in a row left after the phone numbers (account, ticket or card numbers). */
const LONG_NUMBER = /\d{5,}/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces every whole-word occurrence of `value` (case-insensitive) with `label`. */
function replaceWord(text: string, value: string | undefined, label: string): string {
  const word = value?.trim();
  if (!word || word.length < 2) return text;
  return text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'giu'), label);
}

/**
 * A visitor's question with its contact details taken out: e-mail addresses, phone numbers (7 digits or more,
 * however written), Canadian postal codes and other runs of 5 or more digits; the name and the company the message
 * states ('my name is …', '… from Acme Dental': chat/extraction.ts) and those the session holds, each word of the
 * name on its own too. Cut to {@link MAX_UNANSWERED_QUESTION_LENGTH} characters, whitespace collapsed.
 *
 * @param text the visitor's message as typed
 * @param known the visitor details the session holds (the contact panel's, or extracted from earlier messages)
 */
export function redactQuestion(text: string, known: VisitorInfo = {}): string {
  let redacted = text.slice(0, MAX_UNANSWERED_QUESTION_LENGTH * 4);
  const stated = { name: extractName(redacted), company: extractCompany(redacted) };
  redacted = redacted.replace(EMAIL, REDACTED.email);
  if (known.email) redacted = replaceWord(redacted, known.email, REDACTED.email);
  redacted = redacted.replace(PHONE_LIKE, (match) =>
    match.replace(/\D/g, '').length >= 7 ? REDACTED.phone : match,
  );
  redacted = redacted.replace(POSTAL_CODE, REDACTED.postalCode).replace(LONG_NUMBER, REDACTED.number);
  for (const company of [stated.company, known.company]) {
    redacted = replaceWord(redacted, company, REDACTED.company);
  }
  for (const name of [stated.name, known.name]) {
    redacted = replaceWord(redacted, name, REDACTED.name);
    for (const part of name?.split(/\s+/) ?? []) {
      if (part.length >= 2) redacted = replaceWord(redacted, part, REDACTED.name);
    }
  }
  return redacted.replace(/\s+/g, ' ').trim().slice(0, MAX_UNANSWERED_QUESTION_LENGTH);
}

/**
 * The grouping key of a question: {@link normaliseFully} (accents removed, lower case), then letters and digits
 * only, single spaces, at most {@link MAX_UNANSWERED_KEY_LENGTH} characters. 'What's the WEATHER like?' and
 * 'whats the weather like' are one question.
 */
export function normaliseQuestion(question: string): string {
  return normaliseFully(question)
    .replace(/'/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, MAX_UNANSWERED_KEY_LENGTH)
    .trim();
}

/** One unanswered question to record with the turn. */
export interface UnansweredWrite {
  /** The redacted question ({@link redactQuestion}). */
  question: string;
  /** Its grouping key ({@link normaliseQuestion}). */
  normalised: string;
  reason: UnansweredReason;
  /** When it was asked (the app's clock). */
  at: Date;
}

/**
 * What a turn records, or undefined when there is nothing to record: a deflected question that is more than its
 * contact details (a message that is only an e-mail address or a phone number records nothing).
 *
 * @param message the visitor's message
 * @param reason the engine's `unanswered`
 * @param known the visitor details the session holds
 * @param at when it was asked
 */
export function unansweredWrite(
  message: string,
  reason: UnansweredReason,
  known: VisitorInfo,
  at: Date,
): UnansweredWrite | undefined {
  const question = redactQuestion(message, known);
  const redactedOnly = Object.values(REDACTED).reduce((rest, label) => rest.split(label).join(' '), question);
  const normalised = normaliseQuestion(question);
  if (normaliseQuestion(redactedOnly) === '' || normalised === '') return undefined;
  return { question, normalised, reason, at };
}

/**
 * The CTEs of the chat turn's statement (conversations/chat-turn.ts) that record the question: a new group, or one more
 * time asked for its group (newest wording and reason, latest time), and the session's ask of it (one more time
 * for that session), only when the turn's session row was written (the statement's `"session"` CTE).
 *
 * @param p adds a parameter and returns its placeholder with its cast
 */
export function unansweredCte(p: (value: unknown, sql: string) => string, write: UnansweredWrite): string {
  return `"unanswered" as (
    insert into "unanswered_question" ("id", "normalised", "question", "reason", "times_asked", "first_asked_at",
      "last_asked_at")
    select ${p(randomUUID(), 'cast(? as uuid)')}, ${p(write.normalised, 'cast(? as varchar)')},
      ${p(write.question, 'cast(? as text)')}, ${p(write.reason, 'cast(? as varchar)')}, 1,
      ${p(write.at, 'cast(? as timestamptz)')}, ${p(write.at, 'cast(? as timestamptz)')}
    from "session"
    on conflict ("normalised") do update set "question" = excluded."question", "reason" = excluded."reason",
      "times_asked" = "unanswered_question"."times_asked" + 1,
      "last_asked_at" = greatest("unanswered_question"."last_asked_at", excluded."last_asked_at")
    returning "id"),
  "unanswered_ask" as (
    insert into "unanswered_question_ask" ("question_id", "session_id", "times_asked", "last_asked_at")
    select u."id", s."id", 1, ${p(write.at, 'cast(? as timestamptz)')} from "unanswered" u cross join "session" s
    on conflict ("question_id", "session_id") do update set
      "times_asked" = "unanswered_question_ask"."times_asked" + 1,
      "last_asked_at" = greatest("unanswered_question_ask"."last_asked_at", excluded."last_asked_at")
    returning 1)`;
}

/**
 * The unanswered questions for staff, open and handled: the most asked first, then the most recently asked; at
 * most {@link UNANSWERED_LIST_LIMIT}.
 *
 * @throws the driver's error when the database is unreachable (503)
 */
export async function listUnanswered(em: EntityManager): Promise<UnansweredList['questions']> {
  const rows = await (em as SqlEntityManager).execute<
    {
      id: string;
      question: string;
      reason: UnansweredReason;
      times_asked: number | string;
      first_asked_at: Date | string;
      last_asked_at: Date | string;
      handled_at: Date | string | null;
    }[]
  >(
    `select "id", "question", "reason", "times_asked", "first_asked_at", "last_asked_at", "handled_at"
      from "unanswered_question"
      order by "times_asked" desc, "last_asked_at" desc, "id" limit ?`,
    [UNANSWERED_LIST_LIMIT],
  );
  return rows.map((row) => ({
    id: row.id,
    question: row.question,
    reason: row.reason,
    count: Number(row.times_asked),
    firstAskedAt: new Date(row.first_asked_at).toISOString(),
    lastAskedAt: new Date(row.last_asked_at).toISOString(),
    status: row.handled_at === null ? 'open' : 'handled',
    handledAt: row.handled_at === null ? null : new Date(row.handled_at).toISOString(),
  }));
}

/**
 * Marks a question handled, in the caller's transaction when there is one: it leaves the open list, keeps its
 * count, and `unanswered.handled` is appended to the event log (actor: the member). A question handled already
 * stays as it was (the first member and time), with no second event.
 *
 * @param id the question's id
 * @param staff the member who handles it
 * @param now when (the app's clock)
 * @returns the question's id and when it was handled
 * @throws DomainError 'not-found' (404) when no question has that id
 */
export async function markQuestionHandled(
  em: EntityManager,
  id: string,
  staff: StaffMember,
  now: Date,
): Promise<UnansweredHandled> {
  return em.transactional(async (tx) => {
    const sql = tx as SqlEntityManager;
    const [row] = await sql.execute<{ handled_at: Date | string | null }[]>(
      'select "handled_at" from "unanswered_question" where "id" = ? for update',
      [id],
    );
    if (!row) throw new DomainError('not-found', staffUnanswered.api.unknownQuestion);
    if (row.handled_at !== null) return { id, handledAt: new Date(row.handled_at).toISOString() };
    await sql.execute(
      'update "unanswered_question" set "handled_at" = ?, "handled_by_id" = ? where "id" = ?',
      [now, staff.id, id],
    );
    await appendEvent(tx, {
      event: { type: 'unanswered.handled', version: 1, payload: { questionId: id } },
      actorId: staff.id,
      at: now,
    });
    return { id, handledAt: now.toISOString() };
  });
}

/**
 * Writes a question's wording with a person's contact details taken out (a privacy redaction,
 * `staff.privacy.redactMention`, decision 064), for a detail {@link redactQuestion} did not recognise. The caller
 * holds the row's lock; the grouping key, counts and asks stay.
 *
 * @returns whether the question exists
 */
export async function writeRedactedQuestion(
  em: EntityManager,
  id: string,
  question: string,
): Promise<boolean> {
  const rows = await (em as SqlEntityManager).execute<{ id: string }[]>(
    'update "unanswered_question" set "question" = ? where "id" = ? returning "id"',
    [question, id],
  );
  return rows.length === 1;
}
