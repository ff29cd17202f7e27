import { Migration } from '@mikro-orm/migrations';

/**
 * The sales desk's two partial indexes become one (decision 051): every new lead is both unassigned and waiting for
 * its first response, so it wrote an entry in each; `lead_open_work_index` holds the leads that are either, and
 * the assignment's and the escalation check's conditions each imply its predicate.
 */
export class Migration20261127130000_lead_open_work_index extends Migration {
  override name = 'Migration20261127130000_lead_open_work_index';

  override up(): void {
    this.addSql(
      `create index if not exists "lead_open_work_index" on "lead" ("occurred_at") where ("assigned_at" is null or ("first_response_at" is null and "sla_breached_at" is null and "status" = 'new')) and not "spam" and "kind" <> 'newsletter';`,
    );
    this.addSql(`drop index if exists "lead_unassigned_index";`);
    this.addSql(`drop index if exists "lead_awaiting_response_index";`);
  }

  override down(): void {
    this.addSql(
      `create index "lead_unassigned_index" on "lead" ("occurred_at") where "assigned_at" is null and not "spam" and "kind" <> 'newsletter';`,
    );
    this.addSql(
      `create index "lead_awaiting_response_index" on "lead" ("occurred_at") where "first_response_at" is null and "sla_breached_at" is null and "status" = 'new';`,
    );
    this.addSql(`drop index if exists "lead_open_work_index";`);
  }
}
