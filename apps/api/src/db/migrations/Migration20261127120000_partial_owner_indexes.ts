import { Migration } from '@mikro-orm/migrations';

/**
 * A lead's owner and company domain are indexed only once set (decision 050): both are null when a lead is stored
 * and set together when it is assigned, and every query that reads them by index asks for a value (`owner_id =`,
 * `company_domain = any(…)`), never for null. A new lead then writes two index entries fewer.
 */
export class Migration20261127120000_partial_owner_indexes extends Migration {
  override name = 'Migration20261127120000_partial_owner_indexes';

  override up(): void {
    this.addSql(`drop index if exists "lead_owner_id_index";`);
    this.addSql(`create index "lead_owner_id_index" on "lead" ("owner_id") where "owner_id" is not null;`);
    this.addSql(`drop index if exists "lead_company_domain_index";`);
    this.addSql(
      `create index "lead_company_domain_index" on "lead" ("company_domain") where "company_domain" is not null;`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "lead_owner_id_index";`);
    this.addSql(`create index "lead_owner_id_index" on "lead" ("owner_id");`);
    this.addSql(`drop index if exists "lead_company_domain_index";`);
    this.addSql(`create index "lead_company_domain_index" on "lead" ("company_domain");`);
  }
}
