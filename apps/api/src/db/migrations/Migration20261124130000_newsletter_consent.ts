import { Migration } from '@mikro-orm/migrations';

/**
 * Newsletter consent you can prove (CASL, docs/decisions/006): the double opt-in status of each
 * subscription and its consent history. Subscriptions stored before this migration never confirmed their address,
 * so they become `pending` (the notification outbox may send them a confirmation link), and their one recorded
 * signup becomes their first `requested` event (no IP hash was kept then).
 */
export class Migration20261124130000_newsletter_consent extends Migration {
  override name = 'Migration20261124130000_newsletter_consent';

  override up(): void {
    this.addSql(
      `alter table "newsletter_subscription" add column "status" varchar(20) not null default 'pending';`,
    );
    this.addSql(`create table "newsletter_consent_event" (
      "id" uuid not null,
      "subscription_id" uuid not null,
      "event" varchar(20) not null,
      "at" timestamptz not null,
      "source_page" varchar(500) null,
      "ip_hash" varchar(64) null,
      "consent_text" text not null,
      constraint "newsletter_consent_event_pkey" primary key ("id")
    );`);
    this.addSql(
      `create index "newsletter_consent_event_subscription_id_at_index" on "newsletter_consent_event" ("subscription_id", "at");`,
    );
    this.addSql(
      `alter table "newsletter_consent_event" add constraint "newsletter_consent_event_subscription_id_foreign" foreign key ("subscription_id") references "newsletter_subscription" ("id") on delete cascade;`,
    );
    this.addSql(`insert into "newsletter_consent_event" ("id", "subscription_id", "event", "at", "source_page", "ip_hash", "consent_text")
      select gen_random_uuid(), "id", 'requested', "consented_at", split_part(split_part("landing_page", '?', 1), '#', 1), null, "consent_text"
      from "newsletter_subscription";`);
  }

  override down(): void {
    this.addSql('drop table if exists "newsletter_consent_event";');
    this.addSql('alter table "newsletter_subscription" drop column "status";');
  }
}
