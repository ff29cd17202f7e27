import { Migration } from '@mikro-orm/migrations';

/**
 * The model budget's day counts shared by every instance and kept across restarts when REDIS_URL is not set
 * (docs/decisions/063-ipv6-by-64-and-a-shared-model-budget.md): one row per Toronto day and key, the day's total or
 * a visitor's digest.
 */
export class Migration20261204140000_model_budget extends Migration {
  override name = 'Migration20261204140000_model_budget';

  override up(): void {
    this.addSql(`create table "model_budget" (
      "day" varchar(10) not null,
      "key" varchar(64) not null,
      "used" int not null,
      primary key ("day", "key")
    );`);
  }

  override down(): void {
    this.addSql(`drop table if exists "model_budget" cascade;`);
  }
}
