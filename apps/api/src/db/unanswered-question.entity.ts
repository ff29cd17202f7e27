import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import type { UnansweredReason } from '@northline/schemas';

/**
 * A question the chat assistant did not answer (it was outside business IT, or nothing in the catalogue answered
 * it), grouped by its normalised text (`normalised`, unique): the newest wording with contact details replaced
 * (`question`), why it was not answered the last time, how often and when it was asked. No personal data is kept
 * (services/unanswered.ts redacts before writing), and no session is linked, so a privacy request finds nothing
 * here; the retention purge deletes a group not asked for the retention period. Written only by
 * services/unanswered.ts (one writer), in the chat turn's statement. Table `unanswered_question`.
 */
export const UnansweredQuestionSchema = defineEntity({
  name: 'UnansweredQuestion',
  tableName: 'unanswered_question',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    /** The grouping key: lower case, letters and digits only, single spaces (services/unanswered.ts). */
    normalised: p.string().length(300).unique(),
    /** The newest wording, redacted, at most 500 characters. */
    question: p.text(),
    /** `out-of-scope` or `no-answer`, the last time it was asked. */
    reason: p.string().$type<UnansweredReason>().length(20),
    /** How many times it was asked. */
    timesAsked: p.integer(),
    firstAskedAt: p.datetime(),
    lastAskedAt: p.datetime().index(),
  },
});

/** A stored unanswered question (see {@link UnansweredQuestionSchema}). */
export class UnansweredQuestion extends UnansweredQuestionSchema.class {}
UnansweredQuestionSchema.setClass(UnansweredQuestion);
