import { Migration } from '@mikro-orm/migrations';

/**
 * The desk reads new leads from the event log (docs/decisions/072-the-desk-reads-new-leads-from-the-log.md):
 *
 * - `event_consumer` row `desk`: the desk's position. It starts at the oldest `lead.created` of a lead still
 *   undecided (neither assigned nor told as an overflow), so those are decided once, or at this migration's
 *   transaction when there is none.
 * - `lead.overflow_at` and `lead_undecided_index` go: the reader's position says which leads are decided.
 */
export class Migration20261205160000_desk_reader extends Migration {
  override name = 'Migration20261205160000_desk_reader';

  override up(): void {
    this.addSql(`insert into "event_consumer" ("name", "position")
      select 'desk', coalesce((
        select min(e."moment") from "domain_event" e join "lead" l on l."id" = e."lead_id"
        where e."type" = 'lead.created' and e."moment" > 0 and l."assigned_at" is null and l."overflow_at" is null
          and not l."spam" and l."kind" <> 'newsletter'), txid_current());`);
    this.addSql(`drop index "lead_undecided_index";`);
    this.addSql(`alter table "lead" drop column "overflow_at";`);
  }

  override down(): void {
    this.addSql(`alter table "lead" add column "overflow_at" timestamptz null;`);
    this.addSql(`update "lead" l set "overflow_at" = e."created_at" from "domain_event" e
      where e."lead_id" = l."id" and e."type" = 'lead.overflow';`);
    this.addSql(
      `create index "lead_undecided_index" on "lead" ("occurred_at") where "assigned_at" is null and "overflow_at" is null and not "spam" and "kind" <> 'newsletter';`,
    );
    this.addSql(`delete from "event_consumer" where "name" = 'desk';`);
  }
}
