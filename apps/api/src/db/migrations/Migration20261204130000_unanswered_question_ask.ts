import { Migration } from '@mikro-orm/migrations';

/**
 * Which chat asked an unanswered question (decision 062): `unanswered_question_ask` links a question's group to each
 * session that asked it, with that session's count, so a privacy request finds, exports and deletes the questions of
 * a person's chats. Deleted with the group and with the session. Groups recorded before this migration have no asks
 * (who asked them was never stored).
 */
export class Migration20261204130000_unanswered_question_ask extends Migration {
  override name = 'Migration20261204130000_unanswered_question_ask';

  override up(): void {
    this.addSql(`create table "unanswered_question_ask" (
      "question_id" uuid not null,
      "session_id" varchar(100) not null,
      "times_asked" int not null,
      "last_asked_at" timestamptz not null,
      primary key ("question_id", "session_id")
    );`);
    this.addSql(
      `create index "unanswered_question_ask_session_id_index" on "unanswered_question_ask" ("session_id");`,
    );
    this.addSql(
      `alter table "unanswered_question_ask" add constraint "unanswered_question_ask_question_id_foreign" foreign key ("question_id") references "unanswered_question" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "unanswered_question_ask" add constraint "unanswered_question_ask_session_id_foreign" foreign key ("session_id") references "chat_session" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "unanswered_question_ask" cascade;`);
  }
}
