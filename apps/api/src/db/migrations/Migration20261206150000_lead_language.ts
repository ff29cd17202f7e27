import { Migration } from '@mikro-orm/migrations';

/**
 * The lead notes the visitor's language (docs/decisions/096-french-in-french-out.md): `lead.language`, `en` or
 * `fr`, the language the visitor wrote in and sales answers in. Every existing lead is English.
 */
export class Migration20261206150000_lead_language extends Migration {
  override name = 'Migration20261206150000_lead_language';

  override up(): void {
    this.addSql(`alter table "lead" add column "language" varchar(2) not null default 'en';`);
  }

  override down(): void {
    this.addSql(`alter table "lead" drop column "language";`);
  }
}
