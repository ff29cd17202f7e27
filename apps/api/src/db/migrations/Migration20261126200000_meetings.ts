import { Migration } from '@mikro-orm/migrations';

/**
 * Meeting booking (docs/decisions/033-meeting-booking.md): consultants' booking profiles and days off, meetings
 * (the unique key on consultant and booked slot is the race guard: a cancelled meeting's slot is null) and the
 * meetings' outbox. Plain tables, indexes and keys only, so it runs the same on PostgreSQL and PGlite.
 */
export class Migration20261126200000_meetings extends Migration {
  override name = 'Migration20261126200000_meetings';

  override up(): void {
    this.addSql(`create table "consultant" (
      "staff_user_id" uuid not null,
      "bookable" boolean not null default false,
      "weekly_hours" jsonb null,
      "last_assigned_at" timestamptz null,
      "feed_secret_hash" varchar(64) null,
      "updated_at" timestamptz not null,
      primary key ("staff_user_id")
    );`);
    this.addSql(
      `alter table "consultant" add constraint "consultant_feed_secret_hash_unique" unique ("feed_secret_hash");`,
    );
    this.addSql(
      `alter table "consultant" add constraint "consultant_staff_user_id_foreign" foreign key ("staff_user_id") references "staff_user" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`create table "consultant_day_off" (
      "consultant_staff_user_id" uuid not null,
      "day" varchar(10) not null,
      primary key ("consultant_staff_user_id", "day")
    );`);
    this.addSql(
      `alter table "consultant_day_off" add constraint "consultant_day_off_consultant_staff_user_id_foreign" foreign key ("consultant_staff_user_id") references "consultant" ("staff_user_id") on delete cascade;`,
    );

    this.addSql(`create table "meeting" (
      "id" uuid not null,
      "consultant_staff_user_id" uuid not null,
      "lead_id" uuid not null,
      "starts_at" timestamptz not null,
      "ends_at" timestamptz not null,
      "booked_slot" timestamptz null,
      "status" varchar(10) not null,
      "visitor_name" varchar(100) not null,
      "visitor_email" varchar(254) not null,
      "company" varchar(100) null,
      "phone" varchar(30) null,
      "landing_page" varchar(500) null,
      "referrer_host" varchar(253) null,
      "utm_source" varchar(200) null,
      "utm_medium" varchar(200) null,
      "utm_campaign" varchar(200) null,
      "utm_term" varchar(200) null,
      "utm_content" varchar(200) null,
      "gclid" varchar(200) null,
      "ical_uid" varchar(255) not null,
      "sequence" int not null default 0,
      "manage_token_hash" varchar(64) not null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      primary key ("id")
    );`);
    this.addSql(`create index "meeting_lead_id_index" on "meeting" ("lead_id");`);
    this.addSql(`create index "meeting_starts_at_index" on "meeting" ("starts_at");`);
    this.addSql(`alter table "meeting" add constraint "meeting_ical_uid_unique" unique ("ical_uid");`);
    this.addSql(
      `alter table "meeting" add constraint "meeting_consultant_staff_user_id_booked_slot_unique" unique ("consultant_staff_user_id", "booked_slot");`,
    );
    this.addSql(
      `alter table "meeting" add constraint "meeting_consultant_staff_user_id_foreign" foreign key ("consultant_staff_user_id") references "consultant" ("staff_user_id") on delete cascade;`,
    );
    this.addSql(
      `alter table "meeting" add constraint "meeting_lead_id_foreign" foreign key ("lead_id") references "lead" ("id") on delete cascade;`,
    );

    this.addSql(`create table "meeting_message" (
      "id" uuid not null,
      "meeting_id" uuid not null,
      "kind" varchar(10) not null,
      "recipient" varchar(12) not null,
      "event" varchar(24) not null,
      "sequence" int not null,
      "status" varchar(10) not null,
      "attempts" int not null default 0,
      "next_attempt_at" timestamptz not null,
      "locked_until" timestamptz null,
      "delivered_at" timestamptz null,
      "last_error" varchar(200) null,
      "created_at" timestamptz not null,
      primary key ("id")
    );`);
    this.addSql(`create index "meeting_message_meeting_id_index" on "meeting_message" ("meeting_id");`);
    this.addSql(
      `create index "meeting_message_status_next_attempt_at_index" on "meeting_message" ("status", "next_attempt_at");`,
    );
    this.addSql(
      `alter table "meeting_message" add constraint "meeting_message_meeting_id_foreign" foreign key ("meeting_id") references "meeting" ("id") on delete cascade;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "meeting_message" cascade;`);
    this.addSql(`drop table if exists "meeting" cascade;`);
    this.addSql(`drop table if exists "consultant_day_off" cascade;`);
    this.addSql(`drop table if exists "consultant" cascade;`);
  }
}
