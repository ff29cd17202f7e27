import { Migration } from '@mikro-orm/migrations';

/**
 * One delivery table for every outbound message (docs/decisions/065-one-delivery-table-and-worker.md): `delivery`
 * takes every row of the lead notifications' outbox (`notification`) and of the meetings' (`meeting_message`), ids,
 * states, attempts, times and errors kept, and the two tables go.
 *
 * Field by field, `notification` → `delivery`: `id`, `lead_id`, `channel`, `urgent`, `changes`, `status`,
 * `attempts`, `next_attempt_at`, `locked_until`, `delivered_at`, `failed_at`, `last_error`, `created_at` as they
 * are; `event` → `topic`; `meeting_id`, `recipient`, `sequence` and `event_id` null.
 *
 * `meeting_message` → `delivery`: `id`, `meeting_id`, `sequence`, `status`, `attempts`, `next_attempt_at`,
 * `locked_until`, `delivered_at` (the time it was delivered or skipped), `last_error`, `created_at` as they are;
 * `event` → `topic`; `recipient` `webhook` → `channel` `webhook` and `recipient` null, `visitor` and `consultant` →
 * `channel` `email` and that `recipient`; `urgent` true (a meeting's messages never wait for a digest); `lead_id`,
 * `changes`, `failed_at` (the table had none) and `event_id` null. `kind` follows from the rest (`webhook` with the
 * webhook channel, else `reminder` for `meeting.reminder`, `cancel` for `meeting.cancelled`, `request` for
 * `meeting.booked` and `meeting.rescheduled`): the migration stops before it copies anything if one row's kind
 * does not, so no row loses what it says.
 *
 * The down migration recreates both tables as they were and copies the rows back the same way (`failed_at` of a
 * meeting's delivery is dropped; a CRM delivery has no table to go back to).
 */
/** The kind a `meeting_message` row has, as its recipient and event say (the up migration checks every row). */
const KIND_OF_MEETING_MESSAGE = `case when "recipient" = 'webhook' then 'webhook'
  when "event" = 'meeting.reminder' then 'reminder' when "event" = 'meeting.cancelled' then 'cancel' else 'request' end`;

export class Migration20261205100000_delivery extends Migration {
  override name = 'Migration20261205100000_delivery';

  override up(): void {
    this.addSql(`do $$ begin
      if exists (select 1 from "meeting_message" where "kind" <> ${KIND_OF_MEETING_MESSAGE}) then
        raise exception 'a meeting_message row''s kind does not follow from its recipient and event';
      end if;
    end $$;`);
    this.addSql(`create table "delivery" (
      "id" uuid not null,
      "channel" varchar(10) not null,
      "topic" varchar(30) not null,
      "lead_id" uuid null,
      "meeting_id" uuid null,
      "recipient" varchar(12) null,
      "sequence" int null,
      "urgent" boolean not null,
      "changes" varchar(60) null,
      "status" varchar(10) not null,
      "attempts" int not null,
      "next_attempt_at" timestamptz not null,
      "locked_until" timestamptz null,
      "delivered_at" timestamptz null,
      "failed_at" timestamptz null,
      "last_error" varchar(200) null,
      "created_at" timestamptz not null,
      "event_id" bigint null,
      primary key ("id")
    );`);
    this.addSql(`create index "delivery_meeting_id_index" on "delivery" ("meeting_id");`);
    this.addSql(
      `create index "delivery_channel_status_next_attempt_at_index" on "delivery" ("channel", "status", "next_attempt_at");`,
    );
    this.addSql(
      `create unique index "delivery_lead_id_topic_channel_unique" on "delivery" ("lead_id", "topic", "channel") where "topic" <> 'lead.updated';`,
    );
    this.addSql(
      `alter table "delivery" add constraint "delivery_lead_id_foreign" foreign key ("lead_id") references "lead" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "delivery" add constraint "delivery_meeting_id_foreign" foreign key ("meeting_id") references "meeting" ("id") on delete cascade;`,
    );
    this.addSql(`insert into "delivery" ("id", "channel", "topic", "lead_id", "meeting_id", "recipient", "sequence",
        "urgent", "changes", "status", "attempts", "next_attempt_at", "locked_until", "delivered_at", "failed_at",
        "last_error", "created_at", "event_id")
      select "id", "channel", "event", "lead_id", null, null, null,
        "urgent", "changes", "status", "attempts", "next_attempt_at", "locked_until", "delivered_at", "failed_at",
        "last_error", "created_at", null
      from "notification";`);
    this.addSql(`insert into "delivery" ("id", "channel", "topic", "lead_id", "meeting_id", "recipient", "sequence",
        "urgent", "changes", "status", "attempts", "next_attempt_at", "locked_until", "delivered_at", "failed_at",
        "last_error", "created_at", "event_id")
      select "id", case "recipient" when 'webhook' then 'webhook' else 'email' end, "event", null, "meeting_id",
        nullif("recipient", 'webhook'), "sequence",
        true, null, "status", "attempts", "next_attempt_at", "locked_until", "delivered_at", null,
        "last_error", "created_at", null
      from "meeting_message";`);
    this.addSql(`drop table "notification";`);
    this.addSql(`drop table "meeting_message";`);
  }

  override down(): void {
    this.addSql(`create table "notification" (
      "id" uuid not null,
      "lead_id" uuid not null,
      "event" varchar(30) not null,
      "channel" varchar(10) not null,
      "urgent" boolean not null,
      "status" varchar(10) not null,
      "attempts" int not null,
      "next_attempt_at" timestamptz not null,
      "locked_until" timestamptz null,
      "delivered_at" timestamptz null,
      "last_error" varchar(200) null,
      "created_at" timestamptz not null,
      "changes" varchar(60) null,
      "failed_at" timestamptz null,
      primary key ("id")
    );`);
    this.addSql(
      `create index "notification_status_next_attempt_at_index" on "notification" ("status", "next_attempt_at");`,
    );
    this.addSql(
      `create unique index "notification_lead_id_event_channel_unique" on "notification" ("lead_id", "event", "channel") where "event" <> 'lead.updated';`,
    );
    this.addSql(
      `alter table "notification" add constraint "notification_lead_id_foreign" foreign key ("lead_id") references "lead" ("id") on delete cascade;`,
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
    this.addSql(`insert into "notification" ("id", "lead_id", "event", "channel", "urgent", "status", "attempts",
        "next_attempt_at", "locked_until", "delivered_at", "last_error", "created_at", "changes", "failed_at")
      select "id", "lead_id", "topic", "channel", "urgent", "status", "attempts",
        "next_attempt_at", "locked_until", "delivered_at", "last_error", "created_at", "changes", "failed_at"
      from "delivery" where "lead_id" is not null and "channel" in ('email', 'webhook');`);
    this.addSql(`insert into "meeting_message" ("id", "meeting_id", "kind", "recipient", "event", "sequence", "status",
        "attempts", "next_attempt_at", "locked_until", "delivered_at", "last_error", "created_at")
      select "id", "meeting_id",
        case when "channel" = 'webhook' then 'webhook' when "topic" = 'meeting.reminder' then 'reminder'
          when "topic" = 'meeting.cancelled' then 'cancel' else 'request' end,
        coalesce("recipient", 'webhook'), "topic", "sequence", "status",
        "attempts", "next_attempt_at", "locked_until", "delivered_at", "last_error", "created_at"
      from "delivery" where "meeting_id" is not null and "channel" in ('email', 'webhook');`);
    this.addSql(`drop table "delivery";`);
  }
}
