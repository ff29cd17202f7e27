import { Migration } from '@mikro-orm/migrations';

/**
 * Alerts from the event log (docs/decisions/069-alerts-from-the-event-log.md):
 *
 * - `domain_event.moment`: the id of the transaction that appended the event (`txid_current()`), so a reader
 *   groups what one change appended, and reads only moments older than every transaction still running (which
 *   can no longer gain an event). Rows stored before it take 0.
 * - `event_consumer`: one row per reader of the log that keeps a position: the moment before which it handled
 *   every event. The alert dispatcher's row (`alerts`) starts at this migration's transaction: the alerts of the
 *   events before it were queued by their writers.
 * - `lead.overflow_at`: when the assignment told the team nobody could take the new lead (once), and the index of the
 *   leads not decided yet, so the assignment after each commit reads only those.
 * - `delivery`: one delivery per event and channel (`event_id`), so a plan written twice writes nothing more; a
 *   lead's `lead.assigned` (each new owner told) repeats like `lead.updated`.
 */
export class Migration20261205130000_alert_dispatch extends Migration {
  override name = 'Migration20261205130000_alert_dispatch';

  override up(): void {
    this.addSql(`alter table "domain_event" add column "moment" bigint not null default 0;`);
    this.addSql(`alter table "domain_event" alter column "moment" set default txid_current();`);
    this.addSql(`create index "domain_event_moment_id_index" on "domain_event" ("moment", "id");`);
    this.addSql(`create table "event_consumer" (
      "name" varchar(40) not null,
      "position" bigint not null,
      primary key ("name")
    );`);
    this.addSql(`insert into "event_consumer" ("name", "position") values ('alerts', txid_current());`);
    this.addSql(`drop index "delivery_lead_id_topic_channel_unique";`);
    this.addSql(
      `create unique index "delivery_lead_id_topic_channel_unique" on "delivery" ("lead_id", "topic", "channel") where "topic" not in ('lead.updated', 'lead.assigned');`,
    );
    this.addSql(`alter table "lead" add column "overflow_at" timestamptz null;`);
    this.addSql(
      `create index "lead_undecided_index" on "lead" ("occurred_at") where "assigned_at" is null and "overflow_at" is null and not "spam" and "kind" <> 'newsletter';`,
    );
    this.addSql(
      `create unique index "delivery_event_id_channel_unique" on "delivery" ("event_id", "channel") where "event_id" is not null;`,
    );
  }

  override down(): void {
    this.addSql(`drop index "lead_undecided_index";`);
    this.addSql(`alter table "lead" drop column "overflow_at";`);
    this.addSql(`drop index "delivery_event_id_channel_unique";`);
    this.addSql(`delete from "delivery" where "topic" in ('lead.assigned', 'lead.overflow', 'chat.hot');`);
    this.addSql(`drop index "delivery_lead_id_topic_channel_unique";`);
    this.addSql(
      `create unique index "delivery_lead_id_topic_channel_unique" on "delivery" ("lead_id", "topic", "channel") where "topic" <> 'lead.updated';`,
    );
    this.addSql(`drop table if exists "event_consumer" cascade;`);
    this.addSql(`drop index "domain_event_moment_id_index";`);
    this.addSql(`alter table "domain_event" drop column "moment";`);
  }
}
