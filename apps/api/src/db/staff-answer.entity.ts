import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import type { StaffAnswerStatus } from '@northline/schemas';
import { StaffUser } from './staff-user.entity.ts';
import { UnansweredQuestion } from './unanswered-question.entity.ts';

/**
 * An answer staff wrote to a question the chat assistant could not answer (docs/decisions/095): the wording it
 * answers (one line, at most 300 characters), the answer (plain text, at most 800), the route key of the page it
 * belongs to (the assistant cites that page with it), its status (`draft`, then `published` once a member other than
 * its writer reviewed it: only then does the assistant use it), and who wrote and who published it, when. The
 * team's text, not a visitor's: it names nobody. `question` is null once its question was deleted (retention, a
 * privacy request); the answer stays in use. Written by conversations/staff-answers.ts only. Table `staff_answer`
 * (migration `Migration20261206160000_staff_answers`).
 */
export const StaffAnswerSchema = defineEntity({
  name: 'StaffAnswer',
  tableName: 'staff_answer',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    question: p.manyToOne(UnansweredQuestion).nullable().deleteRule('set null').index(),
    /** The wording the answer answers, matched against later visitors' questions. */
    questionText: p.string().length(300),
    body: p.text(),
    /** A route key of `@northline/content`. */
    page: p.string().length(60),
    status: p.string().$type<StaffAnswerStatus>().length(20),
    writtenBy: p.manyToOne(StaffUser).nullable().deleteRule('set null'),
    writtenAt: p.datetime(),
    publishedBy: p.manyToOne(StaffUser).nullable().deleteRule('set null'),
    publishedAt: p.datetime().nullable(),
  },
});

/** A stored staff answer (see {@link StaffAnswerSchema}). */
export class StaffAnswer extends StaffAnswerSchema.class {}
StaffAnswerSchema.setClass(StaffAnswer);
