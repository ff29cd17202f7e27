import { Migration } from '@mikro-orm/migrations';

/**
 * The staff stream's lead events list their changes (decision 052): a stored `lead` event of one change becomes a
 * `leads` event of that one change, so a stream replaying the log after this migration reads one shape.
 */
export class Migration20261127140000_leads_events extends Migration {
  override name = 'Migration20261127140000_leads_events';

  override up(): void {
    this.addSql(
      `update "live_event" set "type" = 'leads', "payload" = jsonb_build_object('leads', jsonb_build_array("payload")) where "type" = 'lead';`,
    );
  }

  override down(): void {
    this.addSql(
      `insert into "live_event" ("session_id", "audience", "type", "payload", "created_at")
       select e."session_id", e."audience", 'lead', c."value", e."created_at"
       from "live_event" e cross join jsonb_array_elements(e."payload"->'leads') as c("value")
       where e."type" = 'leads' order by e."id";`,
    );
    this.addSql(`delete from "live_event" where "type" = 'leads';`);
  }
}
