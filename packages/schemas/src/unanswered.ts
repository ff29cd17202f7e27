/**
 * What the chat assistant could not answer: the visitors' questions it deflected (outside business IT) or found no
 * answer to, with contact details taken out, grouped by their normalised text and counted, for the content team
 * to add the missing page or answer. Staff only (`staff.unanswered.list`, `GET /api/staff/unanswered`).
 */
import * as z from 'zod/mini';
import { requiredLine, requiredText } from './text.ts';

/**
 * Why the assistant did not answer: `out-of-scope` (the question is outside business IT, or outside what the
 * assistant may discuss), `no-answer` (a business IT question the catalogue and the pages do not answer),
 * `low-retrieval-score` (the reply read like an answer, but the best passage of the catalogue holds too little of
 * the question) or `service-mismatch` (the reply is about a service that does not answer the question's subject).
 */
export const UNANSWERED_REASONS = [
  'out-of-scope',
  'no-answer',
  'low-retrieval-score',
  'service-mismatch',
] as const;

/** One of {@link UNANSWERED_REASONS}. */
export type UnansweredReason = (typeof UNANSWERED_REASONS)[number];

/** Most questions the staff list returns (the most asked first). */
export const UNANSWERED_LIST_LIMIT = 200;

/** One question as the staff list shows it. */
export interface UnansweredQuestion {
  /** The group's id (a UUID). */
  id: string;
  /** The newest wording of the question, contact details replaced by `[email]`, `[phone]`, `[name]`, `[company]`. */
  question: string;
  /** Why it was not answered, the last time it was asked. */
  reason: UnansweredReason;
  /** How many times it was asked (every wording with the same normalised form). */
  count: number;
  /** ISO 8601: when it was first and last asked. */
  firstAskedAt: string;
  lastAskedAt: string;
  /** `open`, or `handled` (it stays on the list, counted, under the handled ones). */
  status: UnansweredStatus;
  /** ISO 8601: when it was marked handled; null while open. */
  handledAt: string | null;
}

/** Where a question stands: `open` (on the list to act on) or `handled` (a member marked it, or published its answer). */
export const UNANSWERED_STATUSES = ['open', 'handled'] as const;

/** One of {@link UNANSWERED_STATUSES}. */
export type UnansweredStatus = (typeof UNANSWERED_STATUSES)[number];

/**
 * Where a written answer stands: `draft` (written, not used by the assistant) or `published` (reviewed by a
 * member other than its writer: the assistant answers with it).
 */
export const STAFF_ANSWER_STATUSES = ['draft', 'published'] as const;

/** One of {@link STAFF_ANSWER_STATUSES}. */
export type StaffAnswerStatus = (typeof STAFF_ANSWER_STATUSES)[number];

/** Longest wording of the question an answer answers, in characters (one line). */
export const STAFF_ANSWER_QUESTION_MAX = 300;
/** Longest answer, in characters: a few sentences, as the assistant's replies are. */
export const STAFF_ANSWER_BODY_MAX = 800;
/** Longest page key, in characters. */
export const STAFF_ANSWER_PAGE_MAX = 60;

/** The message of an empty question wording. */
export const STAFF_ANSWER_QUESTION_EMPTY = 'Write the question this answers';
/** The message of an empty answer. */
export const STAFF_ANSWER_BODY_EMPTY = 'Write the answer';
/** The message of a missing page. */
export const STAFF_ANSWER_PAGE_EMPTY = 'Choose the page the answer belongs to';

/** The question to mark handled (`staff.unanswered.markHandled`): its id. */
export const unansweredMarkHandledSchema = z.object({ id: z.uuid('Unknown question') });
/** See {@link unansweredMarkHandledSchema}. */
export type UnansweredMarkHandled = z.infer<typeof unansweredMarkHandledSchema>;

/**
 * A new answer to a question (`staff.unanswered.writeAnswer`): the question's id, the wording it answers (one line,
 * 1 to {@link STAFF_ANSWER_QUESTION_MAX} characters; the form starts from the question's), the answer (1 to
 * {@link STAFF_ANSWER_BODY_MAX} characters, plain text) and the key of the page it belongs to (a route key of
 * `@northline/content`, checked by the API).
 */
export const staffAnswerWriteSchema = z.object({
  questionId: z.uuid('Unknown question'),
  question: requiredLine(STAFF_ANSWER_QUESTION_EMPTY, 'Question', STAFF_ANSWER_QUESTION_MAX),
  body: requiredText(STAFF_ANSWER_BODY_EMPTY, 'Answer', STAFF_ANSWER_BODY_MAX),
  page: requiredLine(STAFF_ANSWER_PAGE_EMPTY, 'Page', STAFF_ANSWER_PAGE_MAX),
});
/** See {@link staffAnswerWriteSchema}. */
export type StaffAnswerWrite = z.infer<typeof staffAnswerWriteSchema>;

/** The answer to publish (`staff.unanswered.publishAnswer`): its id. */
export const staffAnswerPublishSchema = z.object({ id: z.uuid('Unknown answer') });
/** See {@link staffAnswerPublishSchema}. */
export type StaffAnswerPublish = z.infer<typeof staffAnswerPublishSchema>;

/** A written answer as the staff list shows it. */
export const staffAnswerSchema = z.object({
  /** A UUID. */
  id: z.string(),
  /** The question it was written for; null once that question was deleted (retention, a privacy request). */
  questionId: z.nullable(z.string()),
  /** The wording it answers. */
  question: z.string(),
  /** The answer, plain text. */
  body: z.string(),
  /** The page it belongs to: its route key, path and title, as the assistant cites it. */
  page: z.object({ key: z.string(), path: z.string(), title: z.string() }),
  status: z.enum(STAFF_ANSWER_STATUSES),
  /** Who wrote it and when (ISO 8601); the name is null when that account was deleted. */
  writtenBy: z.nullable(z.string()),
  writtenAt: z.string(),
  /** Who reviewed and published it and when; null while a draft. */
  publishedBy: z.nullable(z.string()),
  publishedAt: z.nullable(z.string()),
});
/** See {@link staffAnswerSchema}. */
export type StaffAnswer = z.output<typeof staffAnswerSchema>;

/** The answer of `staff.unanswered.markHandled`: the question's id and when it was handled (ISO 8601). */
export const unansweredHandledSchema = z.object({ id: z.string(), handledAt: z.string() });
/** See {@link unansweredHandledSchema}. */
export type UnansweredHandled = z.output<typeof unansweredHandledSchema>;

/**
 * The answer of `staff.unanswered.list`: the questions, most asked first, then most recent, open and handled; and
 * the answers staff wrote, newest first.
 */
export const unansweredListSchema = z.object({
  questions: z.array(
    z.object({
      id: z.string(),
      question: z.string(),
      reason: z.enum(UNANSWERED_REASONS),
      count: z.number(),
      firstAskedAt: z.string(),
      lastAskedAt: z.string(),
      status: z.enum(UNANSWERED_STATUSES),
      handledAt: z.nullable(z.string()),
    }),
  ),
  answers: z.array(staffAnswerSchema),
});

/** See {@link unansweredListSchema}. */
export type UnansweredList = z.output<typeof unansweredListSchema>;
