import { Migration } from '@mikro-orm/migrations';

/**
 * Staff act on what the chat assistant could not answer (docs/decisions/095): `unanswered_question` gains who marked
 * a question handled and when (null while open; every existing question stays open), and `staff_answer` keeps the
 * answers staff write, each with the page it belongs to, its status (`draft`, `published`) and who wrote and who
 * published it. Plain SQL that PostgreSQL and PGlite both run.
 */
export class Migration20261206160000_staff_answers extends Migration {
  override name = 'Migration20261206160000_staff_answers';

  override up(): void {
    this.addSql(
      `alter table "unanswered_question" add column "handled_at" timestamptz null, add column "handled_by_id" uuid null;`,
    );
    this.addSql(
      `alter table "unanswered_question" add constraint "unanswered_question_handled_by_id_foreign" foreign key ("handled_by_id") references "staff_user" ("id") on delete set null;`,
    );
    this.addSql(`create table "staff_answer" (
      "id" uuid not null,
      "question_id" uuid null,
      "question_text" varchar(300) not null,
      "body" text not null,
      "page" varchar(60) not null,
      "status" varchar(20) not null,
      "written_by_id" uuid null,
      "written_at" timestamptz not null,
      "published_by_id" uuid null,
      "published_at" timestamptz null,
      primary key ("id")
    );`);
    this.addSql(`create index "staff_answer_question_id_index" on "staff_answer" ("question_id");`);
    this.addSql(
      `alter table "staff_answer" add constraint "staff_answer_question_id_foreign" foreign key ("question_id") references "unanswered_question" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "staff_answer" add constraint "staff_answer_written_by_id_foreign" foreign key ("written_by_id") references "staff_user" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "staff_answer" add constraint "staff_answer_published_by_id_foreign" foreign key ("published_by_id") references "staff_user" ("id") on delete set null;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "staff_answer" cascade;`);
    this.addSql(
      `alter table "unanswered_question" drop constraint "unanswered_question_handled_by_id_foreign", drop column "handled_at", drop column "handled_by_id";`,
    );
  }
}
