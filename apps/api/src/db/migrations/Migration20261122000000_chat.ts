import { Migration } from '@mikro-orm/migrations';

/**
 * Creates the chat assistant's tables (specification §3 "Chat session", "Chat message", "Visitor
 * info"): `chat_session` (keyed by the client session id), `chat_message` (every message, numbered per session)
 * and `lead_quality_change` (each change of lead quality with the scoring rules that fired). Messages and changes
 * are deleted with their session.
 */
export class Migration20261122000000_chat extends Migration {
  override name = 'Migration20261122000000_chat';

  override up(): void {
    this.addSql(`create table "chat_session" (
      "id" varchar(100) not null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      "ended_at" timestamptz null,
      "visitor_name" varchar(200) null,
      "visitor_email" varchar(254) null,
      "visitor_company" varchar(200) null,
      "visitor_phone" varchar(40) null,
      "employees" int null,
      "lead_quality" varchar(10) not null,
      "interested_services" jsonb not null,
      constraint "chat_session_pkey" primary key ("id")
    );`);
    this.addSql(`create index "chat_session_updated_at_index" on "chat_session" ("updated_at");`);

    this.addSql(`create table "chat_message" (
      "id" uuid not null,
      "session_id" varchar(100) not null,
      "position" int not null,
      "role" varchar(10) not null,
      "content" text not null,
      "created_at" timestamptz not null,
      "engine" varchar(20) null,
      "fallback_reason" varchar(20) null,
      constraint "chat_message_pkey" primary key ("id")
    );`);
    this.addSql(
      `alter table "chat_message" add constraint "chat_message_session_id_position_unique" unique ("session_id", "position");`,
    );
    this.addSql(
      `alter table "chat_message" add constraint "chat_message_session_id_foreign" foreign key ("session_id") references "chat_session" ("id") on delete cascade;`,
    );

    this.addSql(`create table "lead_quality_change" (
      "id" uuid not null,
      "session_id" varchar(100) not null,
      "from_quality" varchar(10) not null,
      "to_quality" varchar(10) not null,
      "points" int not null,
      "fired_rules" jsonb not null,
      "message_position" int not null,
      "changed_at" timestamptz not null,
      constraint "lead_quality_change_pkey" primary key ("id")
    );`);
    this.addSql(
      `create index "lead_quality_change_session_id_changed_at_index" on "lead_quality_change" ("session_id", "changed_at");`,
    );
    this.addSql(
      `alter table "lead_quality_change" add constraint "lead_quality_change_session_id_foreign" foreign key ("session_id") references "chat_session" ("id") on delete cascade;`,
    );
  }

  override down(): void {
    this.addSql('drop table if exists "lead_quality_change" cascade;');
    this.addSql('drop table if exists "chat_message" cascade;');
    this.addSql('drop table if exists "chat_session" cascade;');
  }
}
