import { Migration } from '@mikro-orm/migrations';

/**
 * Answers that cite our pages and what the assistant could not answer (decision 047): each assistant message keeps
 * the pages it cited (`chat_message.citations`, path and title, null when none), so a resumed chat shows them; and
 * `unanswered_question` groups the questions the assistant deflected or could not answer, redacted, with counts.
 */
export class Migration20261127110000_citations_unanswered extends Migration {
  override name = 'Migration20261127110000_citations_unanswered';

  override up(): void {
    this.addSql(`alter table "chat_message" add column "citations" jsonb null;`);
    this.addSql(`create table "unanswered_question" (
      "id" uuid not null,
      "normalised" varchar(300) not null,
      "question" text not null,
      "reason" varchar(20) not null,
      "times_asked" int not null,
      "first_asked_at" timestamptz not null,
      "last_asked_at" timestamptz not null,
      primary key ("id")
    );`);
    this.addSql(
      `alter table "unanswered_question" add constraint "unanswered_question_normalised_unique" unique ("normalised");`,
    );
    this.addSql(
      `create index "unanswered_question_last_asked_at_index" on "unanswered_question" ("last_asked_at");`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "unanswered_question" cascade;`);
    this.addSql(`alter table "chat_message" drop column "citations";`);
  }
}
