import { Migration } from '@mikro-orm/migrations';

/**
 * Follow-up alerts (`lead.updated`): a lead whose alert went out before the visitor gave their contact details gets
 * one more alert per change, so `lead.updated` may repeat for a lead and channel while every other event stays
 * once per lead and channel (a partial unique index). `notification.changes` lists what changed (field names,
 * comma-separated: no personal data).
 */
export class Migration20261126230000_lead_updates extends Migration {
  override name = 'Migration20261126230000_lead_updates';

  override up(): void {
    this.addSql(`alter table "notification" add column "changes" varchar(60) null;`);
    this.addSql(`alter table "notification" drop constraint "notification_lead_id_event_channel_unique";`);
    this.addSql(
      `create unique index "notification_lead_id_event_channel_unique" on "notification" ("lead_id", "event", "channel") where "event" <> 'lead.updated';`,
    );
  }

  override down(): void {
    this.addSql(`delete from "notification" where "event" = 'lead.updated';`);
    this.addSql(`drop index "notification_lead_id_event_channel_unique";`);
    this.addSql(
      `alter table "notification" add constraint "notification_lead_id_event_channel_unique" unique ("lead_id", "event", "channel");`,
    );
    this.addSql(`alter table "notification" drop column "changes";`);
  }
}
