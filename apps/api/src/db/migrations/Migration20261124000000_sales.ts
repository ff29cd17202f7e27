import { Migration } from '@mikro-orm/migrations';

/**
 * The sales side (docs/decisions/010-sales-platform.md): staff accounts and their server-side
 * sessions, failed sign-ins (rate limit), the lead inbox (`lead` points at a contact request, a chat session or
 * a newsletter signup; status workflow and note; `lead_status_change`), the notification outbox
 * (`notification`) and the privacy audit trail. Leads stored before this migration are added to the inbox
 * (status `new`, no notification: they are old news).
 */
export class Migration20261124000000_sales extends Migration {
  override name = 'Migration20261124000000_sales';

  override up(): void {
    this.addSql(`create table "staff_user" (
      "id" uuid not null,
      "email" varchar(254) not null,
      "name" varchar(100) not null,
      "role" varchar(10) not null,
      "password_hash" varchar(255) not null,
      "created_at" timestamptz not null,
      primary key ("id")
    );`);
    this.addSql(`alter table "staff_user" add constraint "staff_user_email_unique" unique ("email");`);

    this.addSql(`create table "staff_session" (
      "id" varchar(64) not null,
      "user_id" uuid not null,
      "created_at" timestamptz not null,
      "last_seen_at" timestamptz not null,
      "expires_at" timestamptz not null,
      primary key ("id")
    );`);
    this.addSql(`create index "staff_session_expires_at_index" on "staff_session" ("expires_at");`);
    this.addSql(
      `alter table "staff_session" add constraint "staff_session_user_id_foreign" foreign key ("user_id") references "staff_user" ("id") on delete cascade;`,
    );

    this.addSql(`create table "sign_in_failure" (
      "id" uuid not null,
      "key" varchar(64) not null,
      "failed_at" timestamptz not null,
      primary key ("id")
    );`);
    this.addSql(
      `create index "sign_in_failure_key_failed_at_index" on "sign_in_failure" ("key", "failed_at");`,
    );

    this.addSql(`create table "lead" (
      "id" uuid not null,
      "kind" varchar(12) not null,
      "contact_request_id" uuid null,
      "chat_session_id" varchar(100) null,
      "newsletter_subscription_id" uuid null,
      "occurred_at" timestamptz not null,
      "quality" varchar(10) null,
      "quality_rules" jsonb null,
      "spam" boolean not null default false,
      "status" varchar(12) not null,
      "note" text null,
      "status_changed_at" timestamptz null,
      "status_changed_by_id" uuid null,
      primary key ("id")
    );`);
    this.addSql(
      `alter table "lead" add constraint "lead_contact_request_id_unique" unique ("contact_request_id");`,
    );
    this.addSql(
      `alter table "lead" add constraint "lead_chat_session_id_unique" unique ("chat_session_id");`,
    );
    this.addSql(
      `alter table "lead" add constraint "lead_newsletter_subscription_id_unique" unique ("newsletter_subscription_id");`,
    );
    this.addSql(`create index "lead_occurred_at_index" on "lead" ("occurred_at");`);
    this.addSql(
      `alter table "lead" add constraint "lead_contact_request_id_foreign" foreign key ("contact_request_id") references "contact_request" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "lead" add constraint "lead_chat_session_id_foreign" foreign key ("chat_session_id") references "chat_session" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "lead" add constraint "lead_newsletter_subscription_id_foreign" foreign key ("newsletter_subscription_id") references "newsletter_subscription" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "lead" add constraint "lead_status_changed_by_id_foreign" foreign key ("status_changed_by_id") references "staff_user" ("id") on delete set null;`,
    );

    this.addSql(`create table "lead_status_change" (
      "id" uuid not null,
      "lead_id" uuid not null,
      "from_status" varchar(12) not null,
      "to_status" varchar(12) not null,
      "changed_by_id" uuid null,
      "changed_at" timestamptz not null,
      primary key ("id")
    );`);
    this.addSql(
      `create index "lead_status_change_lead_id_changed_at_index" on "lead_status_change" ("lead_id", "changed_at");`,
    );
    this.addSql(
      `alter table "lead_status_change" add constraint "lead_status_change_lead_id_foreign" foreign key ("lead_id") references "lead" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "lead_status_change" add constraint "lead_status_change_changed_by_id_foreign" foreign key ("changed_by_id") references "staff_user" ("id") on delete set null;`,
    );

    this.addSql(`create table "notification" (
      "id" uuid not null,
      "lead_id" uuid not null,
      "event" varchar(20) not null,
      "channel" varchar(10) not null,
      "urgent" boolean not null,
      "status" varchar(10) not null,
      "attempts" int not null,
      "next_attempt_at" timestamptz not null,
      "locked_until" timestamptz null,
      "delivered_at" timestamptz null,
      "last_error" varchar(200) null,
      "created_at" timestamptz not null,
      primary key ("id")
    );`);
    this.addSql(
      `create index "notification_status_next_attempt_at_index" on "notification" ("status", "next_attempt_at");`,
    );
    this.addSql(
      `alter table "notification" add constraint "notification_lead_id_event_channel_unique" unique ("lead_id", "event", "channel");`,
    );
    this.addSql(
      `alter table "notification" add constraint "notification_lead_id_foreign" foreign key ("lead_id") references "lead" ("id") on delete cascade;`,
    );

    this.addSql(`create table "privacy_audit" (
      "id" uuid not null,
      "action" varchar(10) not null,
      "performed_by_id" uuid null,
      "counts" jsonb not null,
      "performed_at" timestamptz not null,
      primary key ("id")
    );`);
    this.addSql(`create index "privacy_audit_performed_at_index" on "privacy_audit" ("performed_at");`);
    this.addSql(
      `alter table "privacy_audit" add constraint "privacy_audit_performed_by_id_foreign" foreign key ("performed_by_id") references "staff_user" ("id") on delete set null;`,
    );

    // Leads stored before the inbox existed.
    this.addSql(`insert into "lead" ("id", "kind", "contact_request_id", "occurred_at", "spam", "status")
      select gen_random_uuid(), 'contact', "id", "submitted_at", "spam", 'new' from "contact_request";`);
    this.addSql(`insert into "lead" ("id", "kind", "newsletter_subscription_id", "occurred_at", "spam", "status")
      select gen_random_uuid(), 'newsletter', "id", "created_at", "spam", 'new' from "newsletter_subscription";`);
    this.addSql(`insert into "lead" ("id", "kind", "chat_session_id", "occurred_at", "status")
      select gen_random_uuid(), 'chat', "id", "created_at", 'new' from "chat_session"
      where "visitor_email" is not null or "visitor_phone" is not null or "visitor_name" is not null
        or "lead_quality" in ('warm', 'hot');`);
  }

  override down(): void {
    for (const table of [
      'privacy_audit',
      'notification',
      'lead_status_change',
      'lead',
      'sign_in_failure',
      'staff_session',
      'staff_user',
    ]) {
      this.addSql(`drop table if exists "${table}";`);
    }
  }
}
