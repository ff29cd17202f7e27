import { Migration } from '@mikro-orm/migrations';

/**
 * The CRM sync (docs/decisions/097-the-crm-sync-reads-the-event-log.md): `crm_record`, the HubSpot ids of each
 * lead (its contact, company, deal, owner and notes), one row per lead, deleted with it; and the `delivery` table's
 * unique lead alert leaves out `crm.sync`, a lead's sync, written again for each later change.
 */
export class Migration20261206170000_crm_record extends Migration {
  override name = 'Migration20261206170000_crm_record';

  override up(): void {
    this.addSql(`create table "crm_record" (
      "lead_id" uuid not null,
      "contact_id" varchar(40) null,
      "company_id" varchar(40) null,
      "deal_id" varchar(40) null,
      "deal_stage" varchar(40) null,
      "deal_meeting_at" timestamptz null,
      "owner_id" varchar(40) null,
      "notes" jsonb not null,
      "synced_at" timestamptz null,
      "updated_at" timestamptz not null,
      constraint "crm_record_pkey" primary key ("lead_id"));`);
    this.addSql(`alter table "crm_record" add constraint "crm_record_lead_id_foreign"
      foreign key ("lead_id") references "lead" ("id") on update cascade on delete cascade;`);
    this.addSql(`drop index "delivery_lead_id_topic_channel_unique";`);
    this.addSql(`create unique index "delivery_lead_id_topic_channel_unique" on "delivery" ("lead_id", "topic", "channel")
      where "topic" not in ('lead.updated', 'lead.assigned', 'crm.sync');`);
  }

  override down(): void {
    this.addSql(`delete from "delivery" where "channel" = 'crm';`);
    this.addSql(`drop index "delivery_lead_id_topic_channel_unique";`);
    this.addSql(`create unique index "delivery_lead_id_topic_channel_unique" on "delivery" ("lead_id", "topic", "channel")
      where "topic" not in ('lead.updated', 'lead.assigned');`);
    this.addSql(`drop table if exists "crm_record" cascade;`);
  }
}
