import { Migration } from '@mikro-orm/migrations';

/** Creates `newsletter_subscription`: subscribers with their CASL consent record. */
export class Migration20261123000000_newsletter extends Migration {
  override name = 'Migration20261123000000_newsletter';

  override up(): void {
    this.addSql(`create table "newsletter_subscription" (
      "id" uuid not null,
      "email" varchar(254) not null,
      "consent_text" text not null,
      "consented_at" timestamptz not null,
      "created_at" timestamptz not null,
      constraint "newsletter_subscription_pkey" primary key ("id")
    );`);
    this.addSql(
      `alter table "newsletter_subscription" add constraint "newsletter_subscription_email_unique" unique ("email");`,
    );
  }

  override down(): void {
    this.addSql('drop table if exists "newsletter_subscription" cascade;');
  }
}
