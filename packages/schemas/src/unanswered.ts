/**
 * What the chat assistant could not answer: the visitors' questions it deflected (outside business IT) or found no
 * answer to, with contact details taken out, grouped by their normalised text and counted, for the content team
 * to add the missing page or answer. Staff only (`staff.unanswered.list`, `GET /api/staff/unanswered`).
 */
import * as z from 'zod/mini';

/**
 * Why the assistant did not answer: `out-of-scope` (the question is outside business IT, or outside what the
 * assistant may discuss) or `no-answer` (a business IT question the catalogue and the pages do not answer).
 */
export const UNANSWERED_REASONS = ['out-of-scope', 'no-answer'] as const;

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
}

/** The answer of `staff.unanswered.list`: the questions, most asked first, then most recent. */
export const unansweredListSchema = z.object({
  questions: z.array(
    z.object({
      id: z.string(),
      question: z.string(),
      reason: z.enum(UNANSWERED_REASONS),
      count: z.number(),
      firstAskedAt: z.string(),
      lastAskedAt: z.string(),
    }),
  ),
});

/** See {@link unansweredListSchema}. */
export type UnansweredList = z.output<typeof unansweredListSchema>;
