import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import type { UnansweredReason } from '@northline/schemas';
import { ChatSession } from './chat-session.entity.ts';
import { StaffUser } from './staff-user.entity.ts';

/**
 * A question the chat assistant did not answer (it was outside business IT, or nothing in the catalogue answered
 * it), grouped by its normalised text (`normalised`, unique): the newest wording with contact details replaced
 * (`question`), why it was not answered the last time, how often and when it was asked. No personal data is kept
 * in the row (conversations/unanswered.ts redacts before writing); who asked it is in {@link UnansweredQuestionAskSchema}
 * (decision 062), so a privacy request finds the questions of a person's chats. The retention purge deletes a group
 * not asked for the retention period. Written only by conversations/unanswered.ts (one writer): in the chat turn's
 * statement, and when a member marks it handled. Table `unanswered_question`.
 */
export const UnansweredQuestionSchema = defineEntity({
  name: 'UnansweredQuestion',
  tableName: 'unanswered_question',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    /** The grouping key: lower case, letters and digits only, single spaces (conversations/unanswered.ts). */
    normalised: p.string().length(300).unique(),
    /** The newest wording, redacted, at most 500 characters. */
    question: p.text(),
    /** `out-of-scope` or `no-answer`, the last time it was asked. */
    reason: p.string().$type<UnansweredReason>().length(20),
    /** How many times it was asked. */
    timesAsked: p.integer(),
    firstAskedAt: p.datetime(),
    lastAskedAt: p.datetime().index(),
    /**
     * When a member marked it handled (docs/decisions/095): it leaves the open list and keeps counting. Null while
     * open.
     */
    handledAt: p.datetime().nullable(),
    /** Who marked it handled; null while open, or once that account was deleted. */
    handledBy: p.manyToOne(StaffUser).nullable().deleteRule('set null'),
  },
});

/** A stored unanswered question (see {@link UnansweredQuestionSchema}). */
export class UnansweredQuestion extends UnansweredQuestionSchema.class {}
UnansweredQuestionSchema.setClass(UnansweredQuestion);

/**
 * Which chat asked an unanswered question (decision 062): the group, the session, how often that session asked it
 * and when it last did. A privacy request exports a person's rows and deletes them (the group too when only they
 * asked it, else the group's count goes down by theirs). Deleted with its group and with its session. Written only
 * by conversations/unanswered.ts, in the chat turn's statement. Table `unanswered_question_ask` (migration
 * `Migration20261204130000_unanswered_question_ask`).
 */
export const UnansweredQuestionAskSchema = defineEntity({
  name: 'UnansweredQuestionAsk',
  tableName: 'unanswered_question_ask',
  properties: {
    question: p.manyToOne(UnansweredQuestion).primary().deleteRule('cascade'),
    session: p.manyToOne(ChatSession).primary().deleteRule('cascade').index(),
    /** How many times this session asked it. */
    timesAsked: p.integer(),
    lastAskedAt: p.datetime(),
  },
});

/** A stored ask of an unanswered question (see {@link UnansweredQuestionAskSchema}). */
export class UnansweredQuestionAsk extends UnansweredQuestionAskSchema.class {}
UnansweredQuestionAskSchema.setClass(UnansweredQuestionAsk);
