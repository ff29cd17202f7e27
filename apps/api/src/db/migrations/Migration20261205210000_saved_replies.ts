import { Migration } from '@mikro-orm/migrations';

/**
 * The sales team's saved replies (`saved_reply`, docs/decisions/083-saved-replies-and-the-chat-sound.md): a title
 * of at most 80 characters, a body, the member who added it (null once that account is deleted) and when. The
 * limits of the text and the count are the API's (conversations/saved-replies.ts). Plain SQL that PostgreSQL and
 * PGlite both run.
 */
export class Migration20261205210000_saved_replies extends Migration {
  override name = 'Migration20261205210000_saved_replies';

  override up(): void {
    this.addSql(`create table "saved_reply" (
      "id" uuid not null,
      "title" varchar(80) not null,
      "body" text not null,
      "author_id" uuid null,
      "created_at" timestamptz not null,
      primary key ("id")
    );`);
    this.addSql(
      `alter table "saved_reply" add constraint "saved_reply_author_id_foreign" foreign key ("author_id") references "staff_user" ("id") on delete set null;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "saved_reply" cascade;`);
  }
}
