import { Migration } from '@mikro-orm/migrations';

/**
 * The live hand-off (docs/decisions/032-live-handoff-transport.md):
 * - `chat_session` gets who answers it (`handoff_state`: assistant by default, waiting, live, closed), why a person
 *   was asked for, when, who claimed it (deleted staff: null) and when, when the claim timed out unanswered, when
 *   the consultant closed it, the last event id the visitor has seen, the resume link's hashed token, and when
 *   the unseen reply e-mail went out;
 * - `chat_message` gets `author_id` (the consultant of a `consultant` message; deleted staff: null);
 * - `live_event`, the replay log of both streams: commit-ordered identity ids, deleted with its session (the
 *   retention purge and privacy erasure remove it); `session_id` null for events of no session (leads);
 * - `notification.event` widens to 30 characters for `chat.handoff_requested`.
 */
export class Migration20261126120000_live_handoff extends Migration {
  override name = 'Migration20261126120000_live_handoff';

  override up(): void {
    this.addSql(`alter table "chat_session"
      add column "handoff_state" varchar(10) not null default 'assistant',
      add column "handoff_reason" varchar(20) null,
      add column "handoff_requested_at" timestamptz null,
      add column "claimed_by_id" uuid null,
      add column "claimed_at" timestamptz null,
      add column "unanswered_at" timestamptz null,
      add column "closed_at" timestamptz null,
      add column "visitor_seen_event_id" bigint null,
      add column "resume_token_hash" varchar(64) null,
      add column "unseen_reply_emailed_at" timestamptz null;`);
    this.addSql(
      `alter table "chat_session" add constraint "chat_session_claimed_by_id_foreign" foreign key ("claimed_by_id") references "staff_user" ("id") on delete set null;`,
    );
    this.addSql(`create index "chat_session_handoff_state_index" on "chat_session" ("handoff_state");`);
    this.addSql(
      `alter table "chat_session" add constraint "chat_session_resume_token_hash_unique" unique ("resume_token_hash");`,
    );
    this.addSql(`alter table "chat_message" add column "author_id" uuid null;`);
    this.addSql(
      `alter table "chat_message" add constraint "chat_message_author_id_foreign" foreign key ("author_id") references "staff_user" ("id") on delete set null;`,
    );
    this.addSql(`create table "live_event" (
      "id" bigint generated always as identity primary key,
      "session_id" varchar(100) null,
      "audience" varchar(10) not null,
      "type" varchar(20) not null,
      "payload" jsonb not null,
      "created_at" timestamptz not null
    );`);
    this.addSql(
      `alter table "live_event" add constraint "live_event_session_id_foreign" foreign key ("session_id") references "chat_session" ("id") on delete cascade;`,
    );
    this.addSql(`create index "live_event_session_id_id_index" on "live_event" ("session_id", "id");`);
    this.addSql(`alter table "notification" alter column "event" type varchar(30);`);
  }

  override down(): void {
    this.addSql(`alter table "notification" alter column "event" type varchar(20);`);
    this.addSql(`drop table "live_event";`);
    this.addSql(`alter table "chat_message" drop column "author_id";`);
    this.addSql(`alter table "chat_session" drop constraint "chat_session_resume_token_hash_unique";`);
    this.addSql(`drop index "chat_session_handoff_state_index";`);
    this.addSql(`alter table "chat_session"
      drop column "handoff_state", drop column "handoff_reason", drop column "handoff_requested_at",
      drop column "claimed_by_id", drop column "claimed_at", drop column "unanswered_at", drop column "closed_at",
      drop column "visitor_seen_event_id", drop column "resume_token_hash", drop column "unseen_reply_emailed_at";`);
  }
}
